import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { signInAs, type TestApi } from '../helpers/api-client';

/**
 * Issue 9, hole 7: views for all. The probe, as North's admin, overwrote and deleted another
 * unit's view for all and a view for all of the installation; it held GlobalAdminRole only
 * because of hole 2 (the Host header). With hole 2 closed, a unit's administrator without the
 * global role changes no view for all and no view of another unit, by any call: overwrite,
 * rename, re-share in another scope, delete. Only the server's DEV_MODE setting makes the user
 * named admin a global administrator.
 *
 * The server runs as `npm start` runs it (the development environment) and is called on
 * 127.0.0.1, the local host the old sign-in trusted.
 */
let ts: TestServer;
let demoAdmin: TestApi;
let northAdmin: TestApi;
let globalAdmin: TestApi;

const view = (name: string, extra: Record<string, unknown> = {}) => ({
  owner: 'Material',
  customViewName: name,
  visibleColumnName: JSON.stringify({ master: ['itemNo', 'name'], detail: [] }),
  columnToSortOn: JSON.stringify({ master: ['name'] }),
  sortingDirection: JSON.stringify({ master: ['asc'] }),
  ...extra,
});
const TAKEN_OVER = {
  visibleColumnName: JSON.stringify({ master: ['abc'], detail: [] }),
  columnToSortOn: JSON.stringify({ master: ['abc'] }),
  sortingDirection: JSON.stringify({ master: ['desc'] }),
};
const SAVE_FOR_ALL_REFUSED = 'Saving a view for all business units needs a global administrator';

/** Every stored view, column by column: what "nothing changed" is compared with. */
const snapshot = async () => (await ts.database.db.query('select * from custom_views order by id')).rows;

let installationView: { id: number; customViewName: string };
/** A view for all saved from North while North's admin was global (hole 2), left behind in the database. */
let northForAll: { id: number; customViewName: string };
let northUnitView: { id: number; customViewName: string };
let northPersonal: { id: number; customViewName: string };
let demoUnitView: { id: number; customViewName: string };

beforeAll(async () => {
  ts = await startTestServer({ scale: 0, config: { environment: 'development', devMode: false } });
  [demoAdmin, northAdmin, globalAdmin] = await Promise.all((['admin', 'northAdmin', 'globalAdmin'] as const).map((who) => signInAs(ts.baseUrl, who)));
  const saved = await globalAdmin.put('/api/CustomView/SaveForAll', view('Installation layout'));
  expect(saved.status).toBe(200);
  installationView = saved.body.result;
  const { rows } = await ts.database.db.query<{ id: number }>(
    `insert into custom_views (business_unit_id, owner, custom_view_name, scope, created_by, visible_column_name)
     select u.business_unit_id, 'Material', 'North for everyone', 'all', u.id, $1
       from users u join business_units b on b.id = u.business_unit_id where b.name = 'North' and u.user_name = 'admin'
     returning id`,
    [view('x').visibleColumnName],
  );
  northForAll = { id: rows[0].id, customViewName: 'North for everyone' };
  northUnitView = (await northAdmin.put('/api/CustomView/SaveForBusinessUnit', view('North team'))).body.result;
  northPersonal = (await northAdmin.put('/api/CustomView/SaveForMe', view('Nils only'))).body.result;
  demoUnitView = (await demoAdmin.put('/api/CustomView/SaveForBusinessUnit', view('Demo team'))).body.result;
  expect([northUnitView.id, northPersonal.id, demoUnitView.id].every(Number.isInteger)).toBe(true);
});
afterAll(() => ts?.close());

/** The calls a unit administrator might try on a view: each with the answer it must get. */
const attempts = (target: { id: number; customViewName: string }) =>
  [
    ['overwrite for all', 'PUT', '/api/CustomView/SaveForAll', view(target.customViewName, { id: target.id, ...TAKEN_OVER })],
    ['rename for all', 'PUT', '/api/CustomView/SaveForAll', view('Renamed by a unit', { id: target.id })],
    ['re-share as a unit view', 'PUT', '/api/CustomView/SaveForBusinessUnit', view(target.customViewName, { id: target.id, ...TAKEN_OVER })],
    ['re-share as a personal view', 'PUT', '/api/CustomView/SaveForMe', view('Mine now', { id: target.id })],
    ['delete', 'DELETE', '/api/CustomView', { id: target.id }],
  ] as const;

async function call(api: TestApi, method: 'PUT' | 'DELETE', path: string, body: unknown) {
  return method === 'PUT' ? api.put(path, body) : api.delete(path, body);
}

describe('views for all, with DEV_MODE off', () => {
  it('are not overwritten, renamed, re-shared or deleted by the administrator of a business unit', async () => {
    const before = await snapshot();
    for (const [who, api] of [
      ['Demo admin', demoAdmin],
      ['North admin', northAdmin],
    ] as const) {
      for (const target of [installationView, northForAll]) {
        for (const [what, method, path, body] of attempts(target)) {
          const res = await call(api, method, path, body);
          const label = `${who}: ${what} of "${target.customViewName}"`;
          if (path.endsWith('SaveForAll')) {
            expect(res.status, label).toBe(403);
            expect(res.body.message, label).toBe(SAVE_FOR_ALL_REFUSED);
          } else if (method === 'DELETE') {
            // The rights refusal, as for any view without the rights.
            expect(res.status, label).toBe(422);
            expect(res.body.code, label).toBe('Views.NoDeleteRights');
          } else {
            // A view keeps its scope: saved with the call of another scope, it is refused.
            expect(res.status, label).toBe(400);
          }
        }
      }
      // Nor a new view for all under the installation's name, or any name.
      expect((await api.put('/api/CustomView/SaveForAll', view('Installation layout 2'))).status).toBe(403);
      // Nor the installation's default view (view 0 with the factory's grid settings on top).
      const factoryLayout = { scope: 'Factory', owner: 'Material', value: JSON.stringify({ columnToSortOn: { master: ['abc'] }, sortingDirection: { master: ['desc'] } }) };
      expect((await api.put('/api/Seeding/gridSettings', factoryLayout)).status).toBe(403);
    }
    expect(await snapshot()).toEqual(before);
    expect((await ts.database.db.query(`select 1 from settings where key = 'Material_GridSettings'`)).rows).toEqual([]);
    for (const api of [demoAdmin, northAdmin]) {
      const list = (await api.get('/api/CustomView/header?owner=Material')).body.result as { id: number; canModify: boolean }[];
      for (const id of [installationView.id, northForAll.id]) expect(list.find((v) => v.id === id)).toMatchObject({ canModify: false });
    }
  });

  it("leave another unit's views alone: the other unit's ids are answered as if they did not exist", async () => {
    const before = await snapshot();
    for (const [api, targets] of [
      [demoAdmin, [northUnitView, northPersonal]],
      [northAdmin, [demoUnitView]],
      [globalAdmin, [northUnitView, northPersonal, demoUnitView]],
    ] as const) {
      for (const target of targets) {
        expect((await api.get(`/api/CustomView/detail/${target.id}`)).status).toBe(404);
        for (const [what, method, path, body] of attempts(target)) {
          const res = await call(api, method, path, body);
          // For all: the global-admin check comes first for a unit's administrator (403); everything else: 404.
          if (path.endsWith('SaveForAll') && api !== globalAdmin) expect(res.status, what).toBe(403);
          else expect(res.status, `${what} of "${target.customViewName}"`).toBe(404);
        }
      }
    }
    expect(await snapshot()).toEqual(before);
  });

  it('are changed by a global administrator (the check can pass)', async () => {
    const res = await globalAdmin.put('/api/CustomView/SaveForAll', view('Installation layout', { id: installationView.id, ...TAKEN_OVER }));
    expect(res.status).toBe(200);
    // Read back: the same view, now with the new layout, for all, and every unit sees it so.
    const stored = await ts.database.db.query<Record<string, unknown>>(
      'select scope, custom_view_name as name, visible_column_name as visible, column_to_sort_on as sort, sorting_direction as direction from custom_views where id = $1',
      [installationView.id],
    );
    expect(stored.rows).toEqual([
      { scope: 'all', name: 'Installation layout', visible: TAKEN_OVER.visibleColumnName, sort: TAKEN_OVER.columnToSortOn, direction: TAKEN_OVER.sortingDirection },
    ]);
    for (const api of [demoAdmin, northAdmin]) {
      const detail = await api.get(`/api/CustomView/detail/${installationView.id}`);
      expect(detail.status).toBe(200);
      expect(detail.body.result).toMatchObject({ id: installationView.id, customViewName: 'Installation layout', visibleColumnName: TAKEN_OVER.visibleColumnName });
    }
    expect((await globalAdmin.delete('/api/CustomView', { id: northForAll.id })).status).toBe(200);
    expect((await ts.database.db.query('select id from custom_views where id = $1', [northForAll.id])).rows).toEqual([]);
    const list = (await northAdmin.get('/api/CustomView/header?owner=Material')).body.result as { id: number }[];
    expect(list.some((v) => v.id === northForAll.id)).toBe(false);
  });
});

describe('with DEV_MODE on', () => {
  let dev: TestServer;
  beforeAll(async () => {
    // A second server on the same database: only the server setting differs.
    dev = await startTestServer({ database: ts.database, config: { environment: 'development', devMode: true } });
  });
  afterAll(async () => {
    await dev?.server.close();
  });

  it('the user named admin is a global administrator by configuration, and so changes views for all', async () => {
    const devNorth = await signInAs(dev.baseUrl, 'northAdmin');
    const devSuper = await signInAs(dev.baseUrl, 'super');
    const stored = async () =>
      (await ts.database.db.query<{ scope: string; visible: string }>('select scope, visible_column_name as visible from custom_views where id = $1', [installationView.id])).rows;
    const before = await snapshot();
    expect((await devSuper.put('/api/CustomView/SaveForAll', view('Super for all'))).status).toBe(403);
    expect(await snapshot()).toEqual(before);
    const overwrite = await devNorth.put('/api/CustomView/SaveForAll', view('Installation layout', { id: installationView.id }));
    expect(overwrite.status).toBe(200);
    expect(await stored()).toEqual([{ scope: 'all', visible: view('').visibleColumnName }]);
    // The same user on the server without DEV_MODE, same database, is not.
    const again = await signInAs(ts.baseUrl, 'northAdmin');
    const overwritten = await snapshot();
    expect((await again.put('/api/CustomView/SaveForAll', view('Installation layout', { id: installationView.id, ...TAKEN_OVER }))).status).toBe(403);
    expect(await snapshot()).toEqual(overwritten);
    expect((await devNorth.delete('/api/CustomView', { id: installationView.id })).status).toBe(200);
    expect(await stored()).toEqual([]);
  });
});
