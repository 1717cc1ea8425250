import { beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../helpers/test-server';
import type { TestApi } from '../helpers/api-client';
import { changedTables, databaseSnapshot } from '../helpers/db-snapshot';
import { countViews, names, SAVE_FOR_ALL_REFUSED, useViewsServer, view } from '../helpers/custom-views';

/**
 * Saved views over real HTTP: every CustomView call with the rights of each role and the
 * business-unit walls, and primary views. The default view and saving: views.test.ts.
 */
const server = useViewsServer();
let ts: TestServer, admin: TestApi, superUser: TestApi, picker: TestApi, north: TestApi, globalAdmin: TestApi;
beforeAll(() => void ({ ts, admin, superUser, picker, north, globalAdmin } = server));
const viewCount = () => countViews(ts);

describe('rights per role and business unit', () => {
  const lookUpAndEnumFilters = JSON.stringify([
    { selector: 'supplierId', operator: 'IsEqualTo', values: [{ id: 1, name: 'Demo supplier' }] },
    { selector: 'materialGroup', operator: 'In', values: [{ id: 'Paint', name: 'Paint' }] },
  ]);
  let unitView: { id: number };
  let adminPersonal: { id: number };
  let globalView: { id: number };

  beforeAll(async () => {
    unitView = (await admin.put('/api/CustomView/SaveForBusinessUnit', view('Demo team'))).body.result;
    adminPersonal = (await admin.put('/api/CustomView/SaveForMe', view('Anna only'))).body.result;
    // The super user's own view, which the listing puts before the unit's and the global ones.
    expect((await superUser.put('/api/CustomView/SaveForMe', view('Super tape'))).status).toBe(200);
    const saved = await globalAdmin.put('/api/CustomView/SaveForAll', view('Everyone', { activeFilters: lookUpAndEnumFilters }));
    expect(saved.status).toBe(200);
    globalView = saved.body.result;
  });

  it('lets only holders of can_save_for_bum save unit views, and only global administrators save for all (checked on the server)', async () => {
    expect(unitView).toMatchObject({ scope: 'businessUnit', isShared: true });
    for (const api of [picker, superUser]) {
      expect((await api.put('/api/CustomView/SaveForBusinessUnit', view('Not allowed'))).status).toBe(403);
      expect((await api.put('/api/CustomView/SaveForAll', view('Not allowed'))).status).toBe(403);
    }
    // A business unit's administrators hold can_save_for_all but are no global administrators: refused, nothing stored.
    const before = await viewCount();
    for (const api of [admin, north]) {
      const res = await api.put('/api/CustomView/SaveForAll', view('Unit admin for all'));
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(SAVE_FOR_ALL_REFUSED);
      // Not by overwriting the installation's view either.
      const overwrite = await api.put('/api/CustomView/SaveForAll', view('Taken over', { id: globalView.id }));
      expect(overwrite.status).toBe(403);
      expect(overwrite.body.message).toBe(SAVE_FOR_ALL_REFUSED);
    }
    expect(await viewCount()).toBe(before);
    expect(await names(admin)).not.toContain('Unit admin for all');
    expect(await names(north)).toContain('Everyone');
    expect((await picker.put('/api/CustomView/SaveForMe', view('Picker own'))).status).toBe(200);
  });

  it('shows business-unit views to the unit, personal views to their saver only, global views to everyone', async () => {
    expect(await names(admin)).toEqual(expect.arrayContaining(['Default', 'Anna only', 'Demo team', 'Everyone']));
    const superNames = await names(superUser);
    expect(superNames).toEqual(expect.arrayContaining(['Demo team', 'Everyone', 'Super tape']));
    expect(superNames).not.toContain('Anna only');
    expect(superNames).not.toContain('Picker own');
    // The list is ordered: default, own, business unit, global.
    expect(superNames.indexOf('Super tape')).toBeLessThan(superNames.indexOf('Demo team'));
    expect(superNames.indexOf('Demo team')).toBeLessThan(superNames.indexOf('Everyone'));
    expect((await superUser.get(`/api/CustomView/detail/${adminPersonal.id}`)).status).toBe(404);
    const teamForSuper = (await superUser.get('/api/CustomView/header?owner=Material')).body.result.find((v: { id: number }) => v.id === unitView.id);
    expect(teamForSuper).toMatchObject({ isOwn: false, canModify: false, createdBy: 'Anna Admin' });
  });

  it("never shows a North admin any of Demo's views, nor lets North change one", async () => {
    const demoIds = ((await admin.get('/api/CustomView/header?owner=Material')).body.result as { id: number; scope: string }[])
      .filter((v) => v.id !== 0 && v.scope !== 'all')
      .map((v) => v.id);
    expect(demoIds).toEqual(expect.arrayContaining([unitView.id, adminPersonal.id]));
    const northList = (await north.get('/api/CustomView/header?owner=Material')).body.result as { id: number; customViewName: string }[];
    expect(northList.map((v) => v.customViewName)).toEqual(['Default', 'Everyone']);
    expect(northList.map((v) => v.id)).toEqual([0, globalView.id]);
    for (const id of demoIds) {
      expect((await north.get(`/api/CustomView/detail/${id}`)).status).toBe(404);
      expect((await north.delete('/api/CustomView', { id })).status).toBe(404);
      expect((await north.put('/api/CustomView/SaveForBusinessUnit', view('Hijack', { id }))).status).toBe(404);
      expect((await north.put('/api/CustomView/SaveForMe', view('Hijack', { id }))).status).toBe(404);
    }
    // Not even the global administrator of another unit reads a unit's own views.
    expect((await globalAdmin.get(`/api/CustomView/detail/${unitView.id}`)).status).toBe(404);
    expect((await globalAdmin.delete('/api/CustomView', { id: adminPersonal.id })).status).toBe(404);
    expect(await names(admin)).toEqual(expect.arrayContaining(['Demo team', 'Anna only']));
    // North's own unit view stays in North; it may use the name Demo uses for its own unit.
    expect((await north.put('/api/CustomView/SaveForBusinessUnit', view('Demo team'))).status).toBe(200);
    expect((await north.put('/api/CustomView/SaveForBusinessUnit', view('North only'))).status).toBe(200);
    expect(await names(superUser)).not.toContain('North only');
    expect((await names(superUser)).filter((n) => n === 'Demo team')).toHaveLength(1);
  });

  it('lets a global administrator save for all: every unit sees it, only global administrators change it', async () => {
    const own = (await globalAdmin.get('/api/CustomView/header?owner=Material')).body.result.find((v: { id: number }) => v.id === globalView.id);
    expect(own).toMatchObject({ scope: 'all', isShared: true, canModify: true, createdBy: 'Gro Global' });
    // Who saved it is the saver's unit's business; a unit's administrator may not change it.
    for (const api of [admin, north, superUser, picker]) {
      const everyone = (await api.get('/api/CustomView/header?owner=Material')).body.result.find((v: { id: number }) => v.id === globalView.id);
      expect(everyone).toMatchObject({ customViewName: 'Everyone', createdBy: null, canModify: false, isShared: true });
    }
    // A global administrator overwrites it; both units see the change.
    const renamed = await globalAdmin.put('/api/CustomView/SaveForAll', view('Everyone here', { id: globalView.id, activeFilters: lookUpAndEnumFilters }));
    expect(renamed.status).toBe(200);
    expect(await names(admin)).toContain('Everyone here');
    expect(await names(north)).toContain('Everyone here');
    expect((await globalAdmin.put('/api/CustomView/SaveForAll', view('Everyone', { id: globalView.id, activeFilters: lookUpAndEnumFilters }))).status).toBe(200);
    // A view for all lands in every unit's list: it may not repeat a name any unit already uses.
    const before = await databaseSnapshot(ts);
    const clash = await globalAdmin.put('/api/CustomView/SaveForAll', view('demo TEAM'));
    expect(clash.status).toBe(422);
    expect(clash.body.message).toBe('Name already exists');
    expect(await changedTables(ts, before)).toEqual([]);
  });

  it('keeps no business-unit data in a global view: look-up filters are dropped, enum filters stay', async () => {
    const filters = JSON.parse((await north.get(`/api/CustomView/detail/${globalView.id}`)).body.result.activeFilters);
    expect(filters).toEqual([{ selector: 'materialGroup', operator: 'In', values: [{ id: 'Paint', name: 'Paint' }] }]);
  });

  it("answers a delete without rights with 'You do not have the rights to delete the view'", async () => {
    const before = await databaseSnapshot(ts);
    for (const [api, id] of [
      [picker, unitView.id],
      [superUser, unitView.id],
      [picker, globalView.id],
      [admin, globalView.id],
      [north, globalView.id],
    ] as const) {
      const res = await api.delete('/api/CustomView', { id });
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ code: 'Views.NoDeleteRights', message: 'You do not have the rights to delete the view' });
    }
    expect(await names(picker)).toEqual(expect.arrayContaining(['Demo team', 'Everyone']));
    expect(await names(north)).toContain('Everyone');
    expect((await admin.delete('/api/CustomView', {})).status).toBe(400);
    expect((await admin.delete('/api/CustomView', { id: 999999 })).status).toBe(404);
    expect(await changedTables(ts, before)).toEqual([]);
  });

  it('deletes with rights: the own personal view, the unit view with can_save_for_bum, a view for all as a global administrator', async () => {
    const own = (await picker.get('/api/CustomView/header?owner=Material')).body.result.find((v: { customViewName: string }) => v.customViewName === 'Picker own');
    expect((await picker.delete('/api/CustomView', { id: own.id })).status).toBe(200);
    const temp = (await admin.put('/api/CustomView/SaveForBusinessUnit', view('Temporary'))).body.result;
    expect((await admin.delete('/api/CustomView', { id: temp.id })).status).toBe(200);
    expect(await names(picker)).not.toContain('Temporary');
    expect(await names(picker)).not.toContain('Picker own');
    const forAll = (await globalAdmin.put('/api/CustomView/SaveForAll', view('For all briefly'))).body.result;
    expect(await names(north)).toContain('For all briefly');
    expect((await globalAdmin.delete('/api/CustomView', { id: forAll.id })).status).toBe(200);
    expect(await names(north)).not.toContain('For all briefly');
    expect(await names(picker)).not.toContain('For all briefly');
  });
});

describe('primary views', () => {
  let team: { id: number };
  let mine: { id: number };
  beforeAll(async () => {
    team = (await admin.put('/api/CustomView/SaveForBusinessUnit', view('Primary team'))).body.result;
    mine = (await superUser.put('/api/CustomView/SaveForMe', view('Primary mine'))).body.result;
  });

  it('sets one primary view per grid for me, and reads it back', async () => {
    expect((await superUser.put('/api/User/PrimaryView/SaveForMe', { id: mine.id, owner: 'Material' })).status).toBe(200);
    expect((await superUser.put('/api/User/PrimaryView/SaveForMe', { id: team.id, owner: 'Material' })).status).toBe(200);
    const res = await superUser.get('/api/User/primaryViews');
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual([{ owner: 'Material', id: team.id, customViewName: 'Primary team', scope: 'user' }]);
    // The default view is a primary view too.
    expect((await superUser.put('/api/User/PrimaryView/SaveForMe', { id: 0, owner: 'MaterialSsp' })).status).toBe(200);
    expect((await superUser.get('/api/User/primaryViews')).body.result).toContainEqual({ owner: 'MaterialSsp', id: 0, customViewName: 'Default', scope: 'user' });
  });

  it('sets a primary view for all users of the business unit with can_save_for_all, only a shared one', async () => {
    expect((await picker.put('/api/User/PrimaryView/SaveForAll', { id: team.id, owner: 'Material' })).status).toBe(403);
    const personal = (await admin.put('/api/CustomView/SaveForMe', view('Admin primary own'))).body.result;
    const refusedAnswer = await admin.put('/api/User/PrimaryView/SaveForAll', { id: personal.id, owner: 'Material' });
    expect(refusedAnswer.status).toBe(422);
    expect(refusedAnswer.body.code).toBe('Views.PrimaryNotShared');
    expect((await admin.put('/api/User/PrimaryView/SaveForAll', { id: team.id, owner: 'Material' })).status).toBe(200);
    expect((await picker.get('/api/User/primaryViews')).body.result).toEqual([{ owner: 'Material', id: team.id, customViewName: 'Primary team', scope: 'all' }]);
    // The user's own primary view comes with the unit's; the console prefers the own one.
    expect((await superUser.get('/api/User/primaryViews')).body.result).toEqual(
      expect.arrayContaining([
        { owner: 'Material', id: team.id, customViewName: 'Primary team', scope: 'user' },
        { owner: 'Material', id: team.id, customViewName: 'Primary team', scope: 'all' },
      ]),
    );
    expect((await north.get('/api/User/primaryViews')).body.result).toEqual([]);
  });

  it('keeps a primary view for all within its business unit, also when it opens a view for all (no global administrator needed)', async () => {
    const everyone = (await admin.get('/api/CustomView/header?owner=Material')).body.result.find((v: { customViewName: string }) => v.customViewName === 'Everyone');
    expect(everyone).toMatchObject({ scope: 'all', canModify: false });
    expect((await admin.put('/api/User/PrimaryView/SaveForAll', { id: everyone.id, owner: 'Material' })).status).toBe(200);
    expect((await picker.get('/api/User/primaryViews')).body.result).toEqual([{ owner: 'Material', id: everyone.id, customViewName: 'Everyone', scope: 'all' }]);
    expect((await north.get('/api/User/primaryViews')).body.result).toEqual([]);
    expect((await globalAdmin.get('/api/User/primaryViews')).body.result).toEqual([]);
    expect((await admin.put('/api/User/PrimaryView/SaveForAll', { id: team.id, owner: 'Material' })).status).toBe(200);
  });

  it('refuses views of another grid, views the caller cannot see and bad bodies', async () => {
    const primaries = async () => (await ts.database.db.query('select * from primary_views order by 1')).rows;
    const before = await primaries();
    expect((await superUser.put('/api/User/PrimaryView/SaveForMe', { id: mine.id, owner: 'MaterialSsp' })).status).toBe(404);
    expect((await north.put('/api/User/PrimaryView/SaveForMe', { id: team.id, owner: 'Material' })).status).toBe(404);
    expect((await picker.put('/api/User/PrimaryView/SaveForMe', { id: mine.id, owner: 'Material' })).status).toBe(404);
    expect((await superUser.put('/api/User/PrimaryView/SaveForMe', { id: 'x', owner: 'Material' })).status).toBe(400);
    const unknown = await superUser.put('/api/User/PrimaryView/SaveForMe', { id: 0, owner: 'Nowhere' });
    expect(unknown.status).toBe(400);
    expect((await superUser.put('/api/User/PrimaryView/SaveForMe', { id: 0 })).status).toBe(400);
    // Clearing the primary view of a grid that does not exist is refused as saving one is.
    for (const forAll of [false, true]) {
      const clear = await admin.delete('/api/User/PrimaryView', { owner: 'Nowhere', forAll });
      expect(clear.status).toBe(400);
      expect({ code: clear.body.code, message: clear.body.message }).toEqual({ code: unknown.body.code, message: unknown.body.message });
    }
    expect(await primaries()).toEqual(before);
  });

  it('forgets a primary view when its view is deleted, and clears on request', async () => {
    const temp = (await admin.put('/api/CustomView/SaveForBusinessUnit', view('Primary short-lived'))).body.result;
    await picker.put('/api/User/PrimaryView/SaveForMe', { id: temp.id, owner: 'Material' });
    expect((await picker.get('/api/User/primaryViews')).body.result).toContainEqual({ owner: 'Material', id: temp.id, customViewName: 'Primary short-lived', scope: 'user' });
    await admin.delete('/api/CustomView', { id: temp.id });
    expect((await picker.get('/api/User/primaryViews')).body.result).toEqual([{ owner: 'Material', id: team.id, customViewName: 'Primary team', scope: 'all' }]);
    expect((await picker.delete('/api/User/PrimaryView', { owner: 'Material', forAll: true })).status).toBe(403);
    expect((await admin.delete('/api/User/PrimaryView', { owner: 'Material', forAll: true })).status).toBe(200);
    expect((await picker.get('/api/User/primaryViews')).body.result).toEqual([]);
  });
});
