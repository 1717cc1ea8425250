import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gridListFields, listFieldsParam } from '@cockpit/core/grid-model';
import type { GridSchema } from '@cockpit/core/schema';
import stocksGrid from '../../schemas/grids/stocks.json';
import { listAnswerCacheOf } from '../../apps/server/src/lists/list-route';
import { signInAs, type TestApi } from '../helpers/api-client';
import { changedTables, databaseSnapshot } from '../helpers/db-snapshot';
import { startTestServer, type TestServer } from '../helpers/test-server';

/**
 * Field projection of list answers (lists/field-projection.ts): `fields=` names the fields the
 * answer carries, an unknown one is refused with 400, and the kept answer is one per projection.
 */
let ts: TestServer;
let admin: TestApi;

beforeAll(async () => {
  ts = await startTestServer();
  admin = await signInAs(ts.baseUrl, 'admin');
  // A start on this shared 2-core machine has taken over two minutes under load.
}, 600_000);
afterAll(() => ts?.close());

type Rows = { result: Array<Record<string, unknown>> };
type Page = { result: { data: Array<Record<string, unknown>>; totalCount: number } };
const STOCKS = '/api/Stock/description';
const stats = () => ({ ...listAnswerCacheOf(ts.server.ctx)!.stats });
/** What the Stocks page asks for: the fields its grid reads. */
const gridFields = gridListFields(stocksGrid as unknown as GridSchema)!;
const gridCall = `${STOCKS}?fields=${encodeURIComponent(listFieldsParam(gridFields))}`;

describe('list field projection', () => {
  it('answers only the named fields, the same rows in the same order as the whole answer', async () => {
    const whole = await admin.get<Rows>(STOCKS);
    const projected = await admin.get<Rows>(gridCall);
    expect(projected.status).toBe(200);
    expect(projected.body.result.length).toBe(whole.body.result.length);
    expect(projected.body.result.length).toBeGreaterThan(0);
    for (const [i, row] of projected.body.result.entries()) {
      expect(Object.keys(row).sort()).toEqual(gridFields);
      for (const f of gridFields) expect(row[f]).toEqual(whole.body.result[i][f]);
    }
    // The fields the Stocks grid never reads are not sent.
    expect(Object.keys(whole.body.result[0])).toEqual(expect.arrayContaining(['materialId', 'locationId', 'createdAt']));
    expect(gridFields).not.toContain('createdAt');
    expect(JSON.stringify(projected.body).length).toBeLessThan(JSON.stringify(whole.body).length);
  });

  it('projects a server page too, and filters and sorts by fields it does not carry', async () => {
    const page = await admin.get<Page>(`${STOCKS}?skip=0&take=5&orderBy=quantity&orderDirection=desc&fields=id,quantity&materialId[>]=0`);
    expect(page.status).toBe(200);
    expect(page.body.result.data.length).toBe(5);
    for (const row of page.body.result.data) expect(Object.keys(row).sort()).toEqual(['id', 'quantity']);
    const quantities = page.body.result.data.map((r) => Number(r.quantity));
    expect(quantities).toEqual([...quantities].sort((a, b) => b - a));
    const unfiltered = await admin.get<Page>(`${STOCKS}?skip=0&take=5&fields=id`);
    expect(page.body.result.totalCount).toBe(unfiltered.body.result.totalCount);
  });

  it('refuses a field the list does not have with 400 naming it, and keeps nothing', async () => {
    const before = stats();
    const snapshot = await databaseSnapshot(ts);
    for (const query of ['fields=id,password', 'fields=id,', 'fields=', 'fields=id&fields=nope']) {
      const res = await admin.get<{ message?: string; error?: string }>(`${STOCKS}?${query}`);
      expect(res.status, query).toBe(400);
      expect(JSON.stringify(res.body), query).toMatch(/field/);
    }
    const unknown = await admin.get<{ message: string }>(`${STOCKS}?fields=id,password`);
    expect(unknown.body.message).toContain('"password" is not a field of Stock: its fields are id, stockId,');
    expect(stats().misses - before.misses).toBe(0);
    expect(await changedTables(ts, snapshot)).toEqual([]);
  });

  it('keeps one answer per projection: the same fields in another order hit it, other fields do not', async () => {
    await admin.get<Rows>(`${STOCKS}?fields=id,quantity`);
    const before = stats();
    const same = await admin.get<Rows>(`${STOCKS}?fields=quantity,id,id`);
    expect(stats().hits - before.hits).toBe(1);
    expect(Object.keys(same.body.result[0]).sort()).toEqual(['id', 'quantity']);
    const other = await admin.get<Rows>(`${STOCKS}?fields=id,location`);
    expect(stats().misses - before.misses).toBe(1);
    expect(Object.keys(other.body.result[0]).sort()).toEqual(['id', 'location']);
    const whole = await admin.get<Rows>(STOCKS);
    expect(Object.keys(whole.body.result[0]).length).toBeGreaterThan(30);
  });

  it('sees a write made behind the server in every projection', async () => {
    const row = (await admin.get<Rows>(`${STOCKS}?fields=id,quantity`)).body.result[0];
    await admin.get<Rows>(`${STOCKS}?fields=id,location,quantity`);
    await ts.database.db.query('update stocks set quantity = quantity + 7 where id = $1', [row.id]);
    for (const fields of ['id,quantity', 'id,location,quantity']) {
      const after = await admin.get<Rows>(`${STOCKS}?fields=${fields}`);
      expect(after.body.result.find((r) => r.id === row.id)?.quantity, fields).toBe(Number(row.quantity) + 7);
    }
  });
});
