import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { changedTables, databaseSnapshot } from '../helpers/db-snapshot';
import { signInAs, type TestApi } from '../helpers/api-client';

/**
 * The screen studio over the API: saves validated as files are and against the list's contract,
 * kept per business unit as versions with history and rollback, and the unit's schemas bundle
 * carrying them (with a new ETag) while other units see nothing of them.
 */
let ts: TestServer;
let admin: TestApi;
let picker: TestApi;
let northAdmin: TestApi;
let globalAdmin: TestApi;

type Grid = Record<string, unknown> & { columns: Array<Record<string, unknown>>; filters: Array<Record<string, unknown>>; actions: Array<Record<string, unknown>> };

const screen = async (api: TestApi, gridId = 'Stock', scope?: string) => {
  const res = await api.get(`/api/Studio/screens/${gridId}${scope ? `?scope=${scope}` : ''}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.result as {
    version: number;
    grid: Grid;
    shipped: Grid;
    list: { fields: Record<string, { operators: string[] }> };
    texts: Record<string, Record<string, string>>;
  };
};

const bundle = async (api: TestApi, etag?: string) => {
  const res = await fetch(`${ts.baseUrl}/api/Schemas/bundle`, { headers: { authorization: `Bearer ${api.token}`, ...(etag ? { 'if-none-match': etag } : {}) } });
  return {
    status: res.status,
    etag: res.headers.get('etag') ?? '',
    body: res.status === 200 ? ((await res.json()) as { result: { files: Record<string, Grid>; texts?: Record<string, Record<string, string>> } }) : undefined,
  };
};

const count = async () => (await ts.database.db.query<{ n: number }>('select count(*)::int as n from screen_overlay_versions')).rows[0].n;

const labels = {
  'en-GB': { 'Studio.Stock.columns.materialId': 'Material ID' },
  'da-DK': { 'Studio.Stock.columns.materialId': 'Materiale-ID' },
  'nb-NO': { 'Studio.Stock.columns.materialId': 'Materiell-ID' },
};

/** The Stock screen with one more column (materialId) and one more filter (on baseUoM, "contain"). */
function changed(grid: Grid): Grid {
  const next = structuredClone(grid);
  next.columns.splice(1, 0, { field: 'materialId', label: 'Studio.Stock.columns.materialId', type: 'number', width: 110 });
  next.filters.push({ name: 'baseUoM', label: 'Stocks.columns.baseUoM', type: 'text', dxPropName: 'baseUoM', dxSelector: 'contain' });
  return next;
}

beforeAll(async () => {
  ts = await startTestServer();
  [admin, picker, northAdmin, globalAdmin] = await Promise.all([
    signInAs(ts.baseUrl, 'admin'),
    signInAs(ts.baseUrl, 'picker'),
    signInAs(ts.baseUrl, 'northAdmin'),
    signInAs(ts.baseUrl, 'globalAdmin'),
  ]);
});
afterAll(async () => {
  await ts?.close();
});

describe('saving a screen', () => {
  it('offers the screen with the fields and operators of its list', async () => {
    const s = await screen(admin);
    expect(s.version).toBe(0);
    expect(s.grid).toEqual(s.shipped);
    expect(s.list.fields.materialId.operators).toContain('=');
    expect(s.list.fields.materialName.operators).toContain('contain');
  });

  it('refuses a column the list does not publish, naming the place, and stores nothing', async () => {
    const s = await screen(admin);
    const draft = structuredClone(s.grid);
    draft.columns.push({ field: 'secretCost', label: 'Stocks.columns.id', type: 'number' });
    const before = await count();
    const res = await admin.put('/api/Studio/screens/Stock', { grid: draft, comment: 'cost', version: 0 });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(`#/columns/${draft.columns.length - 1}`);
    expect(res.body.message).toContain('secretCost');
    expect(res.body.details.problems[0].pointer).toBe(`/columns/${draft.columns.length - 1}/field`);
    expect(await count()).toBe(before);
  });

  it('refuses an operator the field does not take', async () => {
    const s = await screen(admin);
    const draft = structuredClone(s.grid);
    draft.filters.push({ name: 'isContainer', label: 'Stocks.columns.isContainer', type: 'checkbox', dxPropName: 'isContainer', dxSelector: 'contain' });
    const res = await admin.put('/api/Studio/screens/Stock', { grid: draft, comment: 'x', version: 0 });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/#\/filters\/\d+/);
    expect(res.body.message).toContain('contain');
    expect(await count()).toBe(0);
  });

  it('refuses an action the screen does not have, and a changed permission', async () => {
    const s = await screen(admin);
    const unknown = structuredClone(s.grid);
    unknown.actions.push({ ...unknown.actions[0], id: 'wipeStock' });
    const res = await admin.put('/api/Studio/screens/Stock', { grid: unknown, comment: 'x', version: 0 });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(`#/actions/${unknown.actions.length - 1}: unknown action "wipeStock"`);

    const widened = structuredClone(s.grid);
    widened.actions[0].permission = 'data/navigation';
    const res2 = await admin.put('/api/Studio/screens/Stock', { grid: widened, comment: 'x', version: 0 });
    expect(res2.status).toBe(400);
    expect(res2.body.message).toContain('#/actions/0/permission');

    const opened = structuredClone(s.grid);
    delete opened.permission;
    const res3 = await admin.put('/api/Studio/screens/Stock', { grid: opened, comment: 'x', version: 0 });
    expect(res3.status).toBe(400);
    expect(res3.body.message).toContain('#/permission');
    expect(await count()).toBe(0);
  });

  it("refuses users without the permission, and another unit cannot see the unit's versions", async () => {
    expect((await picker.get('/api/Studio/screens/Stock')).status).toBe(403);
    expect((await picker.put('/api/Studio/screens/Stock', { grid: {}, comment: 'x', version: 0 })).status).toBe(403);
    expect((await admin.get('/api/Studio/screens/NoSuchGrid')).status).toBe(404);
    // The installation's base screens are a global administrator's.
    expect((await admin.get('/api/Studio/screens/Stock?scope=installation')).status).toBe(403);
  });

  it('checks a draft without storing it', async () => {
    const s = await screen(admin);
    const ok = await admin.post('/api/Studio/screens/Stock/check', { grid: changed(s.grid), texts: labels });
    expect(ok.status).toBe(200);
    expect(ok.body.result.problems).toEqual([]);
    const missing = await admin.post('/api/Studio/screens/Stock/check', { grid: changed(s.grid), texts: { 'en-GB': labels['en-GB'] } });
    expect(missing.body.result.problems.map((p: { message: string }) => p.message).join()).toContain('Studio.Stock.columns.materialId');
    expect(await count()).toBe(0);
  });

  it('saves a column and a filter for the unit only: its bundle carries them under a new ETag, North sees the shipped screen', async () => {
    const before = await bundle(admin);
    const northBefore = await bundle(northAdmin);
    const s = await screen(admin);
    const res = await admin.put('/api/Studio/screens/Stock', { grid: changed(s.grid), texts: labels, comment: 'Material ID and unit filter', version: 0 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.result.version).toBe(1);

    const after = await bundle(admin);
    expect(after.etag).not.toBe(before.etag);
    const stock = after.body!.result.files['grids/stocks.json'];
    expect(stock.columns[1].field).toBe('materialId');
    expect(stock.filters.at(-1)!.name).toBe('baseUoM');
    expect(after.body!.result.texts!['da-DK']['Studio.Stock.columns.materialId']).toBe('Materiale-ID');
    // Unchanged since: a 304.
    expect((await bundle(admin, after.etag)).status).toBe(304);
    // Every user of the unit gets it; North gets the shipped screen, with its tag unchanged.
    expect((await bundle(picker)).body!.result.files['grids/stocks.json'].columns[1].field).toBe('materialId');
    const north = await bundle(northAdmin);
    expect(north.etag).toBe(northBefore.etag);
    expect(north.body!.result.files['grids/stocks.json'].columns.some((c) => c.field === 'materialId')).toBe(false);
    expect((await screen(northAdmin)).version).toBe(0);
    // The default view (view 0) is the unit's screen: the new column is visible in it, not in North's.
    const view = await admin.get('/api/CustomView/detail/0?owner=Stock');
    expect(view.body.result.visibleColumnName).toContain('materialId');
    expect((await northAdmin.get('/api/CustomView/detail/0?owner=Stock')).body.result.visibleColumnName).not.toContain('materialId');
    // The stored change is a merge patch: only what changed.
    const { rows } = await ts.database.db.query<{ patch: Record<string, unknown> }>('select patch from screen_overlay_versions');
    expect(Object.keys(rows[0].patch).sort()).toEqual(['columns', 'filters']);
  });

  it('refuses a save made on an old version', async () => {
    const s = await screen(admin);
    const before = await databaseSnapshot(ts);
    const res = await admin.put('/api/Studio/screens/Stock', { grid: s.grid, texts: s.texts, comment: 'stale', version: 0 });
    expect(res.status).toBe(409);
    // No version is written for it.
    expect(await changedTables(ts, before)).toEqual([]);
    expect((await screen(admin)).grid).toEqual(s.grid);
  });
});

describe('history and rollback', () => {
  it('lists the versions with their changes against the previous one and the shipped screen', async () => {
    const s = await screen(admin);
    const narrower = structuredClone(s.grid);
    narrower.columns[0].width = 150;
    expect((await admin.put('/api/Studio/screens/Stock', { grid: narrower, texts: s.texts, comment: 'Wider stock id', version: 1 })).status).toBe(200);
    const res = await admin.get('/api/Studio/screens/Stock/versions');
    expect(res.status).toBe(200);
    const [v2, v1] = res.body.result;
    expect(v2).toMatchObject({ version: 2, comment: 'Wider stock id', createdBy: 'admin' });
    expect(v2.changes).toEqual([{ pointer: '/columns/0/width', kind: 'changed', before: 90, after: 150 }]);
    expect(v2.changesFromShipped.length).toBeGreaterThan(1);
    expect(v1.version).toBe(1);
    expect(v1.changes.some((c: { pointer: string }) => c.pointer.startsWith('/columns/1'))).toBe(true);
    // North has no versions of Demo's screen.
    expect((await northAdmin.get('/api/Studio/screens/Stock/versions')).body.result).toEqual([]);
  });

  it('rolls back to a version and to the shipped screen', async () => {
    const back = await admin.post('/api/Studio/screens/Stock/rollback', { version: 1 });
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect(back.body.result.version).toBe(3);
    expect((await screen(admin)).grid.columns[0].width).toBe(90);
    expect((await screen(admin)).grid.columns[1].field).toBe('materialId');

    // North cannot roll back Demo's versions: its own screen has none.
    expect((await northAdmin.post('/api/Studio/screens/Stock/rollback', { version: 1 })).status).toBe(404);

    const shipped = await admin.post('/api/Studio/screens/Stock/rollback', { version: 0 });
    expect(shipped.body.result.version).toBe(4);
    const s = await screen(admin);
    expect(s.grid).toEqual(s.shipped);
    expect((await bundle(admin)).body!.result.files['grids/stocks.json'].columns[1].field).toBe('materialItemNo');
    const versions = (await admin.get('/api/Studio/screens/Stock/versions')).body.result;
    expect(versions.map((v: { version: number; rollbackOf: number | null }) => [v.version, v.rollbackOf])).toEqual([
      [4, 0],
      [3, 1],
      [2, null],
      [1, null],
    ]);
  });

  it("lets a global administrator change the installation's base screen, under every unit's own", async () => {
    const s = await screen(globalAdmin, 'Stock', 'installation');
    const draft = structuredClone(s.grid);
    draft.columns[2].width = 333;
    const res = await globalAdmin.put('/api/Studio/screens/Stock?scope=installation', { scope: 'installation', grid: draft, comment: 'base', version: 0 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await bundle(northAdmin)).body!.result.files['grids/stocks.json'].columns[2].width).toBe(333);
    expect((await screen(admin)).shipped.columns[2].width).toBe(333);
    expect((await globalAdmin.post('/api/Studio/screens/Stock/rollback', { scope: 'installation', version: 0 })).status).toBe(200);
    expect((await bundle(northAdmin)).body!.result.files['grids/stocks.json'].columns[2].width).toBe(200);
  });
});
