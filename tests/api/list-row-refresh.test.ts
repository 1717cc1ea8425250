import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Queryable } from '../../apps/server/src/db/types';
import { listRows } from '../../apps/server/src/lists/list-query';
import { listAnswerCacheOf } from '../../apps/server/src/lists/list-route';
import { listViews } from '../../apps/server/src/lists/list-view-registry';
import { signInAs, type TestApi } from '../helpers/api-client';
import { startTestServer, type TestServer } from '../helpers/test-server';

/**
 * A kept whole list refreshed by rows after a write to its base table
 * (apps/server/src/lists/list-row-refresh.ts): every answer is compared with the whole list
 * computed afresh by the list's own statement, after writes made behind the server's back (on
 * PostgreSQL through a connection of their own, as psql or a second instance; on PGlite on the same
 * database), and the cache's figures tell whether the answer was patched or computed in full.
 */
let ts: TestServer;
let admin: TestApi;
let north: TestApi;
let other: pg.Client | undefined;
let units: { demo: number; north: number };

beforeAll(async () => {
  ts = await startTestServer();
  [admin, north] = await Promise.all([signInAs(ts.baseUrl, 'admin'), signInAs(ts.baseUrl, 'northAdmin')]);
  if (process.env.TEST_DATABASE_URL) {
    other = new pg.Client({ connectionString: ts.database.url });
    await other.connect();
  }
  const { rows } = await ts.database.db.query<{ name: string; id: number }>(`select name, id from business_units where name in ('Demo', 'North')`);
  const byName = Object.fromEntries(rows.map((r) => [r.name, r.id]));
  units = { demo: byName.Demo, north: byName.North };
});
afterAll(async () => {
  await other?.end();
  await ts?.close();
});

/** A write behind the server's back: another connection on PostgreSQL, the same database on PGlite. */
const behind = async (sql: string, params: unknown[] = []) => {
  if (other) await other.query(sql, params);
  else await ts.database.db.query(sql, params);
};

type StockRow = { id: number; quantity: number; materialName: string; location: string };
const STOCKS = '/api/Stock/description';
const stats = () => ({ ...listAnswerCacheOf(ts.server.ctx)!.stats });

/** The whole list as a full computation gives it now, as the route would send it. */
async function computedAfresh(businessUnitId: number, query: Record<string, string> = {}): Promise<{ result: StockRow[] }> {
  const rows = await listRows(ts.database.db as Queryable, listViews.get('Stock'), { businessUnitId, query }, 100_000);
  return JSON.parse(JSON.stringify({ result: rows })) as { result: StockRow[] };
}

/** `api`'s answer for `path` after `write`, with how the cache answered it. */
async function after(api: TestApi, path: string, write: () => Promise<unknown>) {
  expect((await api.get(path)).status).toBe(200);
  const before = stats();
  await write();
  const res = await api.get<{ result: StockRow[] }>(path);
  expect(res.status).toBe(200);
  const now = stats();
  return { body: res.body, refreshed: now.refreshes - before.refreshes, misses: now.misses - before.misses, hits: now.hits - before.hits };
}

describe('a kept whole list refreshed by the rows a write changed', () => {
  it('patches an updated row in place: the same answer as a full computation, one refresh', async () => {
    const first = (await admin.get<{ result: StockRow[] }>(STOCKS)).body.result;
    const row = first[5];
    const got = await after(admin, STOCKS, () => behind('update stocks set quantity = quantity + 3 where id = $1', [row.id]));
    expect(got.refreshed).toBe(1);
    expect(got.body.result.find((r) => r.id === row.id)?.quantity).toBe(row.quantity + 3);
    expect(got.body).toEqual(await computedAfresh(units.demo));
    // Its bytes are the full computation's JSON to the byte (the kept rows' text joined with the changed row's).
    const raw = await fetch(ts.baseUrl + STOCKS, { headers: { authorization: `Bearer ${admin.token}`, 'client-version': '2.83.55', 'accept-encoding': 'gzip' } });
    const rows = await listRows(ts.database.db as Queryable, listViews.get('Stock'), { businessUnitId: units.demo, query: {} }, 100_000);
    expect(await raw.text()).toBe(JSON.stringify({ result: rows }));
  });

  it('adds an inserted row in its place by id and drops a deleted one', async () => {
    const first = (await admin.get<{ result: StockRow[] }>(STOCKS)).body.result;
    let id = 0;
    const inserted = await after(admin, STOCKS, async () => {
      const copy = `insert into stocks (business_unit_id, material_id, location_id, quantity) select business_unit_id, material_id, location_id, 11 from stocks where id = $1 returning id`;
      if (other) id = (await other.query<{ id: number }>(copy, [first[0].id])).rows[0].id;
      else id = (await ts.database.db.query<{ id: number }>(copy, [first[0].id])).rows[0].id;
    });
    expect(inserted.refreshed).toBe(1);
    expect(inserted.body.result.map((r) => r.id)).toContain(id);
    expect(inserted.body).toEqual(await computedAfresh(units.demo));
    const deleted = await after(admin, STOCKS, () => behind('delete from stocks where id = $1', [id]));
    expect(deleted.refreshed).toBe(1);
    expect(deleted.body.result.map((r) => r.id)).not.toContain(id);
    expect(deleted.body).toEqual(await computedAfresh(units.demo));
  });

  it('sees two writes made between two requests, and a write to another unit leaves this unit’s rows as they are', async () => {
    const first = (await admin.get<{ result: StockRow[] }>(STOCKS)).body.result;
    const northRows = (await north.get<{ result: StockRow[] }>(STOCKS)).body.result;
    expect(northRows.length).toBeGreaterThan(0);
    const got = await after(admin, STOCKS, async () => {
      await behind('update stocks set quantity = quantity + 1 where id = $1', [first[1].id]);
      await behind('update stocks set quantity = quantity + 2 where id = $1', [first[first.length - 1].id]);
      await behind('update stocks set quantity = quantity + 1 where id = $1', [northRows[0].id]);
    });
    expect(got.refreshed).toBe(1);
    expect(got.body.result.find((r) => r.id === first[1].id)?.quantity).toBe(first[1].quantity + 1);
    expect(got.body.result.find((r) => r.id === first[first.length - 1].id)?.quantity).toBe(first[first.length - 1].quantity + 2);
    expect(got.body.result.map((r) => r.id)).not.toContain(northRows[0].id);
    expect(got.body).toEqual(await computedAfresh(units.demo));
  });

  it('moves a row that changes business unit out of one unit’s list and into the other’s', async () => {
    const first = (await admin.get<{ result: StockRow[] }>(STOCKS)).body.result;
    await north.get(STOCKS);
    const row = first[7];
    const moved = await after(admin, STOCKS, () => behind('update stocks set business_unit_id = $1 where id = $2', [units.north, row.id]));
    expect(moved.refreshed).toBe(1);
    expect(moved.body.result.map((r) => r.id)).not.toContain(row.id);
    expect(moved.body).toEqual(await computedAfresh(units.demo));
    const northList = await north.get<{ result: StockRow[] }>(STOCKS);
    expect(northList.body.result.map((r) => r.id)).toContain(row.id);
    expect(northList.body).toEqual(await computedAfresh(units.north));
    await behind('update stocks set business_unit_id = $1 where id = $2', [units.demo, row.id]);
    expect((await admin.get<{ result: StockRow[] }>(STOCKS)).body).toEqual(await computedAfresh(units.demo));
  });

  it('takes a row out of a filtered list when a write moves it past the filter, and back in', async () => {
    const all = (await admin.get<{ result: StockRow[] }>(STOCKS)).body.result;
    const row = all.find((r) => r.quantity >= 5)!;
    const path = `${STOCKS}?quantityFrom=5`;
    const out = await after(admin, path, () => behind('update stocks set quantity = 1, reserved_quantity = 0 where id = $1', [row.id]));
    expect(out.refreshed).toBe(1);
    expect(out.body.result.map((r) => r.id)).not.toContain(row.id);
    expect(out.body).toEqual(await computedAfresh(units.demo, { quantityFrom: '5' }));
    const back = await after(admin, path, () => behind('update stocks set quantity = 9 where id = $1', [row.id]));
    expect(back.refreshed).toBe(1);
    expect(back.body.result.find((r) => r.id === row.id)?.quantity).toBe(9);
    expect(back.body).toEqual(await computedAfresh(units.demo, { quantityFrom: '5' }));
  });

  it('computes in full after a write to a joined table, with or without a write to the stock rows', async () => {
    const first = (await admin.get<{ result: StockRow[] }>(STOCKS)).body.result;
    const row = first[2];
    const renamed = await after(admin, STOCKS, async () => {
      await behind('update stocks set quantity = quantity + 1 where id = $1', [row.id]);
      await behind(`update materials set name = name || ' (renamed)' where id = (select material_id from stocks where id = $1)`, [row.id]);
    });
    expect(renamed.refreshed).toBe(0);
    expect(renamed.misses).toBe(1);
    expect(renamed.body.result.find((r) => r.id === row.id)?.materialName).toMatch(/\(renamed\)$/u);
    expect(renamed.body).toEqual(await computedAfresh(units.demo));
  });

  it('computes in full when a joined table changes between the label read and the refresh’s statement', async () => {
    const first = (await admin.get<{ result: StockRow[] }>(STOCKS)).body.result;
    const row = first[3];
    await behind('update stocks set quantity = quantity + 1 where id = $1', [row.id]);
    // The refresh's statement is the one that reads the unchanged ids: the location is renamed just before it is sent.
    const db = ts.server.ctx.db;
    const query = db.query.bind(db);
    const spy = vi.spyOn(db, 'query').mockImplementation(async (sql, params, options) => {
      if (sql.includes('cockpit_unchanged')) {
        spy.mockRestore();
        await behind(`update locations set name = name || '*' where id = (select location_id from stocks where id = $1)`, [row.id]);
      }
      return query(sql, params, options);
    });
    const before = stats();
    let res;
    try {
      res = await admin.get<{ result: StockRow[] }>(STOCKS);
    } finally {
      spy.mockRestore();
    }
    expect(stats().refreshes - before.refreshes).toBe(0);
    expect(res.body.result.find((r) => r.id === row.id)?.location).toMatch(/\*$/u);
    expect(res.body).toEqual(await computedAfresh(units.demo));
  });

  it('sees a stock write made between the label read and the refresh’s statement, and the next one too', async () => {
    const first = (await admin.get<{ result: StockRow[] }>(STOCKS)).body.result;
    const [a, b, c] = [first[10], first[11], first[12]];
    await behind('update stocks set quantity = quantity + 1 where id = $1', [a.id]);
    const db = ts.server.ctx.db;
    const query = db.query.bind(db);
    const spy = vi.spyOn(db, 'query').mockImplementation(async (sql, params, options) => {
      if (sql.includes('cockpit_unchanged')) {
        spy.mockRestore();
        await behind('update stocks set quantity = quantity + 2 where id = $1', [b.id]);
      }
      return query(sql, params, options);
    });
    let res;
    try {
      res = await admin.get<{ result: StockRow[] }>(STOCKS);
    } finally {
      spy.mockRestore();
    }
    expect(res.body.result.find((r) => r.id === a.id)?.quantity).toBe(a.quantity + 1);
    expect(res.body.result.find((r) => r.id === b.id)?.quantity).toBe(b.quantity + 2);
    expect(res.body).toEqual(await computedAfresh(units.demo));
    const next = await after(admin, STOCKS, () => behind('update stocks set quantity = quantity + 3 where id = $1', [c.id]));
    expect(next.refreshed).toBe(1);
    expect(next.body).toEqual(await computedAfresh(units.demo));
  });

  it('keeps the answer, with no refresh, across writes to tables the list does not read', async () => {
    await admin.get(STOCKS);
    const before = stats();
    await behind(`update cause_codes set display_text = display_text where id = (select min(id) from cause_codes)`);
    expect((await admin.get(STOCKS)).status).toBe(200);
    expect(stats().hits - before.hits).toBe(1);
    expect(stats().refreshes - before.refreshes).toBe(0);
  });

  // A snapshot lists only the top-level transactions running when it was taken, not their
  // subtransactions: a row written under a savepoint of such a transaction must still be read again
  // once that transaction commits (only on PostgreSQL, where another connection can hold one open).
  it.runIf(Boolean(process.env.TEST_DATABASE_URL))('reads again a row written under a savepoint of a transaction still running when the answer was kept', async () => {
    const first = (await admin.get<{ result: StockRow[] }>(STOCKS)).body.result;
    const [written, nudged] = [first[9], first[10]];
    await other!.query('begin');
    try {
      await other!.query('select pg_current_xact_id()');
      await other!.query('savepoint cockpit_test');
      await other!.query('update stocks set quantity = quantity + 7 where id = $1', [written.id]);
      // A committed write beside it: the kept answer is refreshed under a snapshot that sees the
      // first transaction running (and not its savepoint's transaction id).
      await ts.database.db.query('update stocks set quantity = quantity + 1 where id = $1', [nudged.id]);
      const during = await admin.get<{ result: StockRow[] }>(STOCKS);
      expect(during.body.result.find((r) => r.id === written.id)?.quantity).toBe(written.quantity);
      await other!.query('commit');
    } catch (error) {
      await other!.query('rollback');
      throw error;
    }
    const got = (await admin.get<{ result: StockRow[] }>(STOCKS)).body;
    expect(got.result.find((r) => r.id === written.id)?.quantity).toBe(written.quantity + 7);
    expect(got).toEqual(await computedAfresh(units.demo));
  });
});
