import http from 'node:http';
import zlib from 'node:zlib';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { listAnswerCacheOf } from '../../apps/server/src/lists/list-route';
import { createListAnswerCache, isVolatileView } from '../../apps/server/src/lists/list-answer-cache';
import { sourceTablesOf } from '../../apps/server/src/lists/list-source-tables';
import type { ListView } from '../../apps/server/src/lists/list-view';
import { listViews } from '../../apps/server/src/lists/list-view-registry';
import { signInAs, type TestApi } from '../helpers/api-client';
import { startTestServer, type TestServer } from '../helpers/test-server';

/**
 * Kept list answers (apps/server/src/lists/list-answer-cache.ts): a repeated page is answered
 * without its queries, every committed write to a table the list reads, whoever makes it, is seen
 * by the next request, and writes to other tables (a console's heartbeat) leave the answer kept.
 */
let ts: TestServer;
let admin: TestApi;
let north: TestApi;

beforeAll(async () => {
  ts = await startTestServer();
  [admin, north] = await Promise.all([signInAs(ts.baseUrl, 'admin'), signInAs(ts.baseUrl, 'northAdmin')]);
});
afterAll(() => ts?.close());

const stats = () => ({ ...listAnswerCacheOf(ts.server.ctx)!.stats });
const PAGE = '/api/CauseCode/Header?skip=0&take=50';
/** The default Stocks page's call: the whole list. */
const STOCKS = '/api/Stock/description';
type Page = { result: { data: Array<{ value: string; displayText: string }>; totalCount: number } };

describe('kept list answers', () => {
  it('answers a repeated page from the kept answer, the same rows, and the same page asked in another order of parameters too', async () => {
    const first = await admin.get<Page>(PAGE);
    const before = stats();
    const again = await admin.get<Page>(PAGE);
    const reordered = await admin.get<Page>('/api/CauseCode/Header?take=50&skip=0');
    expect(again.body).toEqual(first.body);
    expect(reordered.body).toEqual(first.body);
    expect(stats().hits - before.hits).toBe(2);
    expect(stats().misses - before.misses).toBe(0);
  });

  it('sees a write made through the API at once', async () => {
    await admin.get<Page>(PAGE);
    const created = await admin.put('/api/CauseCode', { type: 'Gain', value: 'CACHED1', displayText: 'Seen at once' });
    expect(created.status).toBe(200);
    const after = await admin.get<Page>(PAGE);
    expect(after.body.result.data.map((r) => r.value)).toContain('CACHED1');
  });

  it('sees a write made straight in the database, outside every route, at once', async () => {
    const before = await admin.get<Page>(PAGE);
    await ts.database.db.query(`update cause_codes set display_text = 'Changed behind the server' where value = 'CACHED1'`);
    const after = await admin.get<Page>(PAGE);
    expect(after.body).not.toEqual(before.body);
    expect(after.body.result.data.find((r) => r.value === 'CACHED1')?.displayText).toBe('Changed behind the server');
  });

  it('keeps business units apart: the same page asked by another unit is its own answer', async () => {
    const demo = await admin.get<Page>(PAGE);
    const northPage = await north.get<Page>(PAGE);
    expect(northPage.status).toBe(200);
    expect(northPage.body.result.data.map((r) => r.value)).not.toContain('CACHED1');
    expect(demo.body.result.data.map((r) => r.value)).toContain('CACHED1');
  });

  it('keeps the Stock page, whose days since the last count are computed from the database date', async () => {
    await admin.get('/api/Stock/description?skip=0&take=20');
    const before = stats();
    const again = await admin.get<{ result: { data: Array<{ daysSinceLastCount: number | null }> } }>('/api/Stock/description?skip=0&take=20');
    expect(again.status).toBe(200);
    expect(stats().hits - before.hits).toBe(1);
  });

  it('does not keep a failed answer: a bad request stays a 400 with its message', async () => {
    const bad = await admin.get('/api/CauseCode/Header?skip=-1&take=5');
    expect(bad.status).toBe(400);
    expect((await admin.get('/api/CauseCode/Header?skip=-1&take=5')).status).toBe(400);
  });

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'on PostgreSQL, keeps the answer across a heartbeat committed by another connection, and sees its stock write at once',
    async () => {
      const first = await admin.get<{ result: Array<{ id: number; quantity: number }> }>(STOCKS);
      const other = new pg.Client({ connectionString: ts.database.url });
      await other.connect();
      try {
        await other.query('update user_sessions set last_seen_at = now()');
        const before = stats();
        expect((await admin.get(STOCKS)).body).toEqual(first.body);
        expect(stats().hits - before.hits).toBe(1);
        const row = first.body.result[1];
        await other.query('begin');
        await other.query('update stocks set quantity = quantity + 5 where id = $1', [row.id]);
        // Not committed yet: the kept answer is still the truth.
        expect((await admin.get(STOCKS)).body).toEqual(first.body);
        await other.query('commit');
        const after = await admin.get<{ result: Array<{ id: number; quantity: number }> }>(STOCKS);
        expect(after.body.result.find((r) => r.id === row.id)?.quantity).toBe(row.quantity + 5);
      } finally {
        await other.end();
      }
    },
  );

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))('on PostgreSQL, sees a write committed by another connection (a second instance, psql) at once', async () => {
    const before = await admin.get<Page>(PAGE);
    const other = new pg.Client({ connectionString: ts.database.url });
    await other.connect();
    try {
      await other.query(`update cause_codes set display_text = 'Changed by another instance' where value = 'CACHED1'`);
    } finally {
      await other.end();
    }
    const after = await admin.get<Page>(PAGE);
    expect(after.body).not.toEqual(before.body);
    expect(after.body.result.data.find((r) => r.value === 'CACHED1')?.displayText).toBe('Changed by another instance');
  });

  it("keeps the Stocks page's whole list across heartbeats and writes to other tables, and sees a stock write behind the server's back at once", async () => {
    const first = await admin.get<{ result: Array<{ id: number; quantity: number }> }>(STOCKS);
    expect(first.status).toBe(200);
    const before = stats();
    expect((await admin.post('/api/UserSession/heartbeat')).status).toBe(200);
    expect((await north.post('/api/UserSession/heartbeat')).status).toBe(200);
    await ts.database.db.query(`update cause_codes set display_text = display_text || '.' where value = 'CACHED1'`);
    const again = await admin.get<{ result: Array<{ id: number; quantity: number }> }>(STOCKS);
    expect(again.body).toEqual(first.body);
    expect(stats().hits - before.hits).toBe(1);
    expect(stats().misses - before.misses).toBe(0);
    const row = first.body.result[0];
    await ts.database.db.query('update stocks set quantity = quantity + 1 where id = $1', [row.id]);
    const after = await admin.get<{ result: Array<{ id: number; quantity: number }> }>(STOCKS);
    expect(after.body.result.find((r) => r.id === row.id)?.quantity).toBe(row.quantity + 1);
    // A joined table (the material's name) counts too.
    await ts.database.db.query(`update materials set name = 'Renamed behind the server' where id = (select material_id from stocks where id = $1)`, [row.id]);
    const renamed = await admin.get<{ result: Array<{ id: number; materialName: string }> }>(STOCKS);
    expect(renamed.body.result.find((r) => r.id === row.id)?.materialName).toBe('Renamed behind the server');
  });

  it('sends a whole list over 64 KiB compressed once for every request that asks for it, the same bytes each time', async () => {
    const raw = () =>
      new Promise<{ encoding?: string; body: Buffer }>((resolve, reject) => {
        const req = http.get(
          ts.baseUrl + STOCKS,
          { headers: { authorization: `Bearer ${admin.token}`, 'client-version': '2.83.55', 'accept-encoding': 'gzip, deflate, br, zstd' } },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () => resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }));
          },
        );
        req.on('error', reject);
      });
    await ts.database.db.query('update stocks set quantity = quantity where id = (select min(id) from stocks)');
    const streams = vi.spyOn(zlib, 'createBrotliCompress');
    const once = vi.spyOn(zlib, 'brotliCompress');
    try {
      const answers = [await raw(), await raw(), await raw()];
      expect(answers.map((a) => a.encoding)).toEqual(['br', 'br', 'br']);
      expect(answers[1].body.equals(answers[0].body) && answers[2].body.equals(answers[0].body)).toBe(true);
      const json = zlib.brotliDecompressSync(answers[0].body);
      expect(json.length).toBeGreaterThan(64 * 1024);
      expect(JSON.parse(json.toString('utf8'))).toEqual((await admin.get(STOCKS)).body);
      expect(streams.mock.calls.length + once.mock.calls.length).toBe(1);
    } finally {
      streams.mockRestore();
      once.mockRestore();
    }
  });

  it('does not keep an answer with more rows than its limit when no large answers are kept, and keeps a smaller one', async () => {
    const cache = createListAnswerCache(ts.database.db, { maxRowsPerAnswer: 2, largeRowsBudget: 0 });
    const view = { name: 'T', from: 'things t', id: 't.id', businessUnit: 't.b', fields: {}, defaultSort: { field: 'id', direction: 'asc' } } as unknown as ListView;
    let computed = 0;
    const rows = (n: number) => async () => (computed++, Array.from({ length: n }, (_, i) => i));
    for (let i = 0; i < 3; i++) await cache.answer(view, 'big', rows(3), (a) => a.length);
    expect(computed).toBe(3);
    for (let i = 0; i < 3; i++) await cache.answer(view, 'small', rows(2), (a) => a.length);
    expect(computed).toBe(4);
  });

  it('labels every registered list view by its own tables, each of them carrying the change trigger', async () => {
    const { rows } = await ts.database.db.query<{ name: string }>(
      `select c.relname as name from pg_trigger g join pg_class c on c.oid = g.tgrelid where g.tgname = 'cockpit_table_changes'`,
    );
    const tracked = new Set(rows.map((r) => r.name));
    for (const name of listViews.names()) {
      const tables = sourceTablesOf(listViews.get(name));
      expect(tables, name).toBeDefined();
      expect(
        tables!.filter((t) => !tracked.has(t)),
        name,
      ).toEqual([]);
    }
    expect(sourceTablesOf(listViews.get('Stock'))).toEqual(['dedicated_locations', 'location_roles', 'locations', 'maintenance_levels', 'materials', 'stocks']);
  });

  it('never keeps a view whose SQL reads the clock', () => {
    const view = (from: string): ListView =>
      ({
        name: 'T',
        from,
        id: 't.id',
        businessUnit: 't.business_unit_id',
        fields: { id: { sql: 't.id', type: 'number' } },
        defaultSort: { field: 'id', direction: 'asc' },
      }) as unknown as ListView;
    expect(isVolatileView(view('things t'))).toBe(false);
    expect(isVolatileView(view(`things t join lateral (select now() - t.created_at as age) a on true`))).toBe(true);
    expect(isVolatileView(view(`things t where t.at > localtimestamp - interval '1 hour'`))).toBe(true);
    // Days are in the label: a view that counts days is kept for the day.
    expect(isVolatileView(view(`things t where t.day = current_date`))).toBe(false);
  });
});
