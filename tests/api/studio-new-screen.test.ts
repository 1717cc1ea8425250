import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { signInAs, type TestApi } from '../helpers/api-client';

/**
 * The studio beyond a grid's columns: a new screen started from a list contract (its fields, its
 * operators, its permission), menu entries and icons checked as the menu file is, the overlays in
 * force, and an overlay that no longer validates (a release changed what it stands on): the
 * shipped screen is served and the overlay is reported.
 */
let ts: TestServer;
let admin: TestApi;
let picker: TestApi;
let northAdmin: TestApi;

type Grid = Record<string, unknown> & { columns: Array<Record<string, unknown>>; filters?: Array<Record<string, unknown>>; routes: Array<{ path: string }> };
interface Bundle {
  files: Record<string, unknown>;
  texts?: Record<string, Record<string, string>>;
}

const gridId = 'MaterialNames';
const file = 'grids/studio-material-names.json';
const texts = (en: Record<string, string>) => ({
  'en-GB': en,
  'da-DK': Object.fromEntries(Object.entries(en).map(([k, v]) => [k, `${v} (da)`])),
  'nb-NO': Object.fromEntries(Object.entries(en).map(([k, v]) => [k, `${v} (nb)`])),
});
const labels = texts({
  [`Studio.${gridId}.title`]: 'Material names',
  [`Studio.${gridId}.columns.itemNo`]: 'Item',
  [`Studio.${gridId}.columns.name`]: 'Name',
  [`Studio.${gridId}.filters.name`]: 'Name',
});

const bundle = async (api: TestApi) => (await api.get('/api/Schemas/bundle')).body.result as Bundle;
const menuRoutes = async (api: TestApi) =>
  JSON.parse((await api.get('/api/User/routesSettings')).body.result as string) as Array<{ routeName: string; path?: string; icon?: string }>;
const count = async () => (await ts.database.db.query<{ n: number }>('select count(*)::int as n from screen_overlay_versions')).rows[0].n;

/** The new screen: two columns of the Material list and a filter on its name. */
function drafted(start: Grid): Grid {
  return {
    ...structuredClone(start),
    columns: [
      { field: 'itemNo', label: `Studio.${gridId}.columns.itemNo`, type: 'text', width: 140 },
      { field: 'name', label: `Studio.${gridId}.columns.name`, type: 'text', width: 240 },
    ],
    filters: [{ name: 'name', label: `Studio.${gridId}.filters.name`, type: 'text', dxPropName: 'name', dxSelector: 'contain' }],
  };
}

beforeAll(async () => {
  ts = await startTestServer();
  [admin, picker, northAdmin] = await Promise.all([signInAs(ts.baseUrl, 'admin'), signInAs(ts.baseUrl, 'picker'), signInAs(ts.baseUrl, 'northAdmin')]);
});
afterAll(async () => {
  await ts?.close();
});

describe('a new screen from a list contract', () => {
  it('offers the lists the caller may read, with their fields, operators and permission', async () => {
    const res = await admin.get('/api/Studio/lists');
    expect(res.status).toBe(200);
    const material = res.body.result.find((l: { name: string }) => l.name === 'Material');
    expect(material).toMatchObject({ api: 'Material.description' });
    expect(res.body.result.find((l: { name: string }) => l.name === 'Stock')).toMatchObject({ api: 'Stock.description', permission: 'data/navigation' });
    expect(material.contract.fields.name.operators).toContain('contain');
    expect((await picker.get('/api/Studio/lists')).status).toBe(403);
  });

  it('starts a screen on a list: its page, permission and data source come from the list', async () => {
    const res = await admin.get(`/api/Studio/screens/${gridId}?list=Material`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const s = res.body.result;
    expect(s).toMatchObject({ created: true, version: 0, menu: null, file });
    expect(s.grid).toMatchObject({ id: gridId, dataSource: { api: 'Material.description' }, routes: [{ path: 'studio-material-names-page' }], columns: [] });
    const lists = (await admin.get('/api/Studio/lists')).body.result as Array<{ name: string; permission: string }>;
    expect(s.grid.permission ?? null).toBe(lists.find((l) => l.name === 'Material')!.permission);
    expect(s.list.fields.itemNo).toBeDefined();
    expect((await admin.get(`/api/Studio/screens/${gridId}`)).status).toBe(404);
    expect((await admin.get(`/api/Studio/screens/${gridId}?list=NoSuchList`)).body.message).toContain('Unknown list "NoSuchList"');
    expect((await admin.get('/api/Studio/screens/Stock?list=Material')).status).toBe(400);
  });

  it('refuses a field the list does not publish, an operator it does not take, an action, a wider permission and an unknown icon', async () => {
    const start = (await admin.get(`/api/Studio/screens/${gridId}?list=Material`)).body.result.grid as Grid;
    const save = (grid: Grid, menu: unknown = { icon: 'materials', label: `Studio.${gridId}.title` }) =>
      admin.put(`/api/Studio/screens/${gridId}`, { grid, texts: labels, menu, list: 'Material', comment: 'new', version: 0 });

    const field = drafted(start);
    field.columns.push({ field: 'secretCost', label: `Studio.${gridId}.columns.name`, type: 'number' });
    const r1 = await save(field);
    expect(r1.status).toBe(400);
    expect(r1.body.message).toContain(`${file}#/columns/2`);

    const operator = drafted(start);
    operator.filters![0].dxSelector = '>=';
    operator.filters![0].dxPropName = 'isContainer';
    const r2 = await save(operator);
    expect(r2.status).toBe(400);
    expect(r2.body.message).toContain('#/filters/0');

    const action = drafted(start);
    action.actions = [{ id: 'deleteAll', permission: 'data/navigation', call: { api: 'Material.delete' }, label: `Studio.${gridId}.title` }];
    const r3 = await save(action);
    expect(r3.status).toBe(400);
    expect(r3.body.message).toContain('#/actions/0: unknown action "deleteAll"');

    const wider = drafted(start);
    wider.permission = 'data/navigation';
    const r4 = await save(wider);
    if (start.permission !== 'data/navigation') {
      expect(r4.status).toBe(400);
      expect(r4.body.message).toContain('#/permission');
    }

    const icon = await save(drafted(start), { icon: 'rocket', label: `Studio.${gridId}.title` });
    expect(icon.status).toBe(400);
    expect(icon.body.details.problems[0]).toMatchObject({ file: 'menu.json', message: expect.stringContaining('icon "rocket" is not one the console draws') });
    expect(await count()).toBe(0);
  });

  it('saves it for the unit: the screen and its menu entry are in its bundle and menu, not in North', async () => {
    const start = (await admin.get(`/api/Studio/screens/${gridId}?list=Material`)).body.result.grid as Grid;
    const res = await admin.put(`/api/Studio/screens/${gridId}`, {
      grid: drafted(start),
      texts: labels,
      menu: { icon: 'materials', label: `Studio.${gridId}.title` },
      list: 'Material',
      comment: 'Material names',
      version: 0,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.result.version).toBe(1);

    const mine = await bundle(admin);
    expect((mine.files['index.json'] as { grids: string[] }).grids).toContain(file);
    expect((mine.files[file] as Grid).columns.map((c) => c.field)).toEqual(['itemNo', 'name']);
    expect(mine.texts!['da-DK'][`Studio.${gridId}.title`]).toBe('Material names (da)');
    expect((await menuRoutes(admin)).find((r) => r.routeName === 'studio-material-names')).toMatchObject({ path: 'studio-material-names-page', icon: 'materials' });
    // The rows are the list's, scoped to the unit as ever.
    expect((await admin.get('/api/Material/description?name=a')).status).toBe(200);

    const north = await bundle(northAdmin);
    expect(north.files[file]).toBeUndefined();
    expect((await menuRoutes(northAdmin)).some((r) => r.routeName === 'studio-material-names')).toBe(false);

    const again = await admin.get(`/api/Studio/screens/${gridId}`);
    expect(again.body.result).toMatchObject({ created: true, version: 1, menu: { icon: 'materials' } });
    // Once saved, the name is taken.
    expect((await admin.get(`/api/Studio/screens/${gridId}?list=Material`)).status).toBe(400);
  });

  it('opens with its default view and takes saved views, in its unit only', async () => {
    // The console opens every grid page with the views of its owner; a screen the unit added has its default view too.
    const header = await admin.get(`/api/CustomView/header?owner=${gridId}`);
    expect(header.status, JSON.stringify(header.body)).toBe(200);
    expect(header.body.result[0]).toMatchObject({ id: 0, owner: gridId });
    const detail = await admin.get(`/api/CustomView/detail/0?owner=${gridId}`);
    expect(detail.status, JSON.stringify(detail.body)).toBe(200);
    expect(JSON.parse(detail.body.result.visibleColumnName).master).toEqual(['itemNo', 'name']);
    // North has no such screen: no default view there.
    expect((await northAdmin.get(`/api/CustomView/detail/0?owner=${gridId}`)).status).toBe(404);
  });

  it('changes the menu entry of a shipped screen: its icon and label', async () => {
    const s = (await admin.get('/api/Studio/screens/Stock')).body.result;
    expect(s.menuEntry).toMatchObject({ routeName: 'stocks', icon: 'stocks' });
    const res = await admin.put('/api/Studio/screens/Stock', {
      grid: s.grid,
      texts: texts({ 'Studio.Stock.menu': 'Stock on hand' }),
      menu: { icon: 'inventory', label: 'Studio.Stock.menu' },
      comment: 'Menu',
      version: 0,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await menuRoutes(admin)).find((r) => r.routeName === 'stocks')).toMatchObject({ icon: 'inventory' });
    expect((await menuRoutes(northAdmin)).find((r) => r.routeName === 'stocks')).toMatchObject({ icon: 'stocks' });
  });

  it('lists the overlays in force as whole screens (what cockpit studio export writes)', async () => {
    const res = await admin.get('/api/Studio/overlays');
    expect(res.status).toBe(200);
    const byId = new Map((res.body.result as Array<{ gridId: string }>).map((o) => [o.gridId, o]));
    expect(byId.get(gridId)).toMatchObject({ file, created: true, version: 1, stale: [], menu: { icon: 'materials' } });
    expect(byId.get('Stock')).toMatchObject({ file: 'grids/stocks.json', created: false, menu: { icon: 'inventory' } });
    expect((await northAdmin.get('/api/Studio/overlays')).body.result).toEqual([]);
  });

  it('rolls a new screen back to nothing: it leaves the bundle and the menu', async () => {
    const res = await admin.post(`/api/Studio/screens/${gridId}/rollback`, { version: 0 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await bundle(admin)).files[file]).toBeUndefined();
    expect((await menuRoutes(admin)).some((r) => r.routeName === 'studio-material-names')).toBe(false);
    expect((await admin.get(`/api/Studio/screens/${gridId}?list=Material`)).status).toBe(200);
  });
});

describe('release drift: an overlay that no longer validates', () => {
  it('serves the shipped screen and reports the overlay with its problems', async () => {
    // As if a release had dropped a field the unit's overlay shows: the stored patch names a field the list no longer publishes.
    const { rows } = await ts.database.db.query<{ id: number }>("select id from business_units where name = 'Demo'");
    await ts.database.db.query(
      `insert into screen_overlay_versions (business_unit_id, grid_id, version, patch, texts, comment, created_by_name)
       values ($1, 'Location', 1, $2, '{}', 'before the release', 'admin')`,
      [rows[0].id, JSON.stringify({ columns: [{ field: 'droppedInRelease', label: 'Locations.title', type: 'text' }] })],
    );
    const served = await bundle(admin);
    const index = served.files['index.json'] as { grids: string[] };
    const locationFile = index.grids.find((f) => (served.files[f] as { id?: string } | undefined)?.id === 'Location')!;
    expect((served.files[locationFile] as Grid).columns.some((c) => c.field === 'droppedInRelease')).toBe(false);
    // The console is told which screens are served as shipped, so the studio's users see a notice there.
    expect((served as Bundle & { studioStale?: string[] }).studioStale).toEqual(['Location']);
    expect(((await bundle(northAdmin)) as Bundle & { studioStale?: string[] }).studioStale).toBeUndefined();
    // The unit's other overlays still apply.
    expect(((await menuRoutes(admin)).find((r) => r.routeName === 'stocks') ?? {}).icon).toBe('inventory');

    const overlays = (await admin.get('/api/Studio/overlays')).body.result as Array<{ gridId: string; stale: Array<{ message: string }> }>;
    const location = overlays.find((o) => o.gridId === 'Location')!;
    expect(location.stale.map((p) => p.message).join()).toContain('droppedInRelease');
    expect(overlays.find((o) => o.gridId === 'Stock')!.stale).toEqual([]);
    expect((await admin.get('/api/Studio/screens/Location')).body.result.stale.length).toBeGreaterThan(0);
  });
});
