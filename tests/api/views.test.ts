import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { signInAs, type TestApi } from '../helpers/api-client';
import { changedTables, databaseSnapshot } from '../helpers/db-snapshot';

/**
 * Saved views over real HTTP: every CustomView call with the rights of each role and the
 * business-unit walls.
 */
let ts: TestServer;
let admin: TestApi;
let superUser: TestApi;
let picker: TestApi;
let north: TestApi;
/** The installation's global administrator (GlobalAdminRole, business unit Head office). */
let globalAdmin: TestApi;

beforeAll(async () => {
  ts = await startTestServer({ scale: 0 });
  [admin, superUser, picker, north, globalAdmin] = await Promise.all((['admin', 'super', 'picker', 'northAdmin', 'globalAdmin'] as const).map((who) => signInAs(ts.baseUrl, who)));
});
afterAll(() => ts?.close());

const view = (name: string, extra: Record<string, unknown> = {}) => ({
  owner: 'Material',
  customViewName: name,
  visibleColumnName: JSON.stringify({ master: ['itemNo', 'name', 'abc'], detail: ['uoMType'] }),
  columnToSortOn: JSON.stringify({ master: ['name'] }),
  sortingDirection: JSON.stringify({ master: ['desc'] }),
  columnWidth: JSON.stringify({ master: [{ field: 'name', width: 333 }], detail: [] }),
  activeFilters: JSON.stringify([{ selector: 'name', operator: 'IsEqualTo', values: ['tape'] }]),
  columnGrouping: JSON.stringify({ master: ['abc'] }),
  ...extra,
});
const names = async (api: TestApi, owner = 'Material') => {
  const res = await api.get(`/api/CustomView/header?owner=${owner}`);
  expect(res.status).toBe(200);
  return (res.body.result as { customViewName: string }[]).map((v) => v.customViewName);
};
const viewCount = async () => Number((await ts.database.db.query<{ n: number }>('select count(*)::int as n from custom_views')).rows[0].n);
const SAVE_FOR_ALL_REFUSED = 'Saving a view for all business units needs a global administrator';

describe('the default view', () => {
  it('comes first in every grid list, derived from the grid schema, always shared and fixed', async () => {
    // The demo seeds no saved views, so no view for all that a business unit's administrator made.
    expect(await viewCount()).toBe(0);
    const res = await admin.get('/api/CustomView/header?owner=Material');
    expect(res.status).toBe(200);
    expect(res.body.result[0]).toEqual({
      id: 0,
      customViewName: 'Default',
      owner: 'Material',
      key: 'Material_GridSettings',
      scope: 'all',
      isShared: true,
      createdBy: null,
      isOwn: false,
      canModify: false,
    });
    const detail = await admin.get('/api/CustomView/detail/0?owner=Material');
    expect(detail.status).toBe(200);
    const visible = JSON.parse(detail.body.result.visibleColumnName);
    expect(visible.master).toContain('itemNo');
    expect(visible.master).not.toContain('description'); // hidden in the schema
    expect(visible.detail).toContain('uoMType');
    expect(JSON.parse(detail.body.result.columnToSortOn)).toEqual({ master: ['itemNo'] });
    expect(JSON.parse(detail.body.result.activeFilters)).toEqual([]);
    // The server-side-paged page keeps its own views, with the same default.
    expect((await admin.get('/api/CustomView/detail/0?owner=MaterialSsp')).status).toBe(200);
  });

  it('cannot be deleted or overwritten, and its name is taken', async () => {
    const before = await databaseSnapshot(ts);
    const del = await admin.delete('/api/CustomView', { id: 0 });
    expect(del.status).toBe(422);
    expect(del.body.message).toBe('You do not have the rights to delete the view');
    const overwrite = await globalAdmin.put('/api/CustomView/SaveForAll', view('Default', { id: 0 }));
    expect(overwrite.status).toBe(422);
    expect(overwrite.body.code).toBe('Views.DefaultIsFixed');
    const taken = await admin.put('/api/CustomView/SaveForMe', view('default'));
    expect(taken.status).toBe(422);
    expect(taken.body.message).toBe('Name already exists');
    expect(await changedTables(ts, before)).toEqual([]);
  });

  it('answers 400 for a missing or malformed owner and 404 for a grid nobody has', async () => {
    expect((await admin.get('/api/CustomView/header')).status).toBe(400);
    expect((await admin.get('/api/CustomView/header?owner=not-a-grid')).status).toBe(400);
    expect((await admin.get('/api/CustomView/header?owner=Nowhere')).body.result).toEqual([]);
    expect((await admin.get('/api/CustomView/detail/0')).status).toBe(400);
    expect((await admin.get('/api/CustomView/detail/0?owner=Nowhere')).status).toBe(404);
    expect((await admin.get('/api/CustomView/detail/abc')).status).toBe(400);
  });
});

describe('saving views', () => {
  it('saves a personal view and answers it as stored, key made by the server', async () => {
    const res = await superUser.put('/api/CustomView/SaveForMe', view('Super tape'));
    expect(res.status).toBe(200);
    const saved = res.body.result;
    expect(saved).toMatchObject({ customViewName: 'Super tape', owner: 'Material', scope: 'user', isShared: false, isOwn: true, canModify: true, createdBy: 'Søren Super' });
    expect(saved.key).toBe(`Material_CustomView_${saved.id}`);
    const detail = await superUser.get(`/api/CustomView/detail/${saved.id}`);
    expect(detail.status).toBe(200);
    expect(JSON.parse(detail.body.result.visibleColumnName)).toEqual({ master: ['itemNo', 'name', 'abc'], detail: ['uoMType'] });
    expect(JSON.parse(detail.body.result.columnGrouping)).toEqual({ master: ['abc'] });
    expect(JSON.parse(detail.body.result.activeFilters)).toEqual([{ selector: 'name', operator: 'IsEqualTo', values: ['tape'] }]);
    // Parts left out are empty, not missing.
    const bare = await superUser.put('/api/CustomView/SaveForMe', { owner: 'Material', customViewName: 'Super bare', visibleColumnName: '{"master":["name"]}' });
    expect(bare.status).toBe(200);
    const bareDetail = (await superUser.get(`/api/CustomView/detail/${bare.body.result.id}`)).body.result;
    expect(JSON.parse(bareDetail.activeFilters)).toEqual([]);
    expect(JSON.parse(bareDetail.visibleColumnName)).toEqual({ master: ['name'], detail: [] });
  });

  it("refuses names that are not valid with 'Invalid name', and names the saver can see with 'Name already exist'", async () => {
    const before = await viewCount();
    for (const name of ['', ' padded', 'a/b', 'x'.repeat(61), 'what?']) {
      const res = await superUser.put('/api/CustomView/SaveForMe', view(name));
      expect(res.status, name).toBe(422);
      expect(res.body).toMatchObject({ code: 'Views.InvalidName', message: 'Invalid name' });
    }
    const dup = await superUser.put('/api/CustomView/SaveForMe', view('SUPER TAPE'));
    expect(dup.status).toBe(422);
    expect(dup.body).toMatchObject({ code: 'Views.NameExists', message: 'Name already exists' });
    expect(await viewCount()).toBe(before);
  });

  it('answers a bad part with 400 naming it, and changes nothing', async () => {
    const before = await viewCount();
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ visibleColumnName: '{not json' }, /visibleColumnName must be a JSON string/],
      [{ visibleColumnName: '{"master":[]}' }, /visibleColumnName must be .*at least one master column/],
      [{ visibleColumnName: '{"master":["nope"]}' }, /"nope" is not a column of grid Material/],
      [{ visibleColumnName: '{"master":["name"],"detail":["itemNo"]}' }, /"itemNo" is not a detail column/],
      [{ sortingDirection: '{"master":["up"]}' }, /sortingDirection must be/],
      [{ sortingDirection: '{"master":[]}' }, /one direction per column/],
      [{ columnWidth: '{"master":[{"field":"name","width":"wide"}]}' }, /columnWidth must be/],
      [{ activeFilters: '[{"selector":"ghost","operator":"IsEqualTo","values":[]}]' }, /"ghost" is not a filter/],
      [{ activeFilters: '[{"selector":"materialGroup","operator":"IsEqualTo","values":["Paint"]}]' }, /takes In, not IsEqualTo/],
      [{ columnGrouping: '{"master":["a","b","c","d","e","f"]}' }, /columnGrouping must be/],
      [{ key: 'mine' }, /unknown property "key"/],
      [{ owner: 'Nowhere' }, /no grid has the view name "Nowhere"/],
      [{ visibleColumnName: 12 }, /visibleColumnName must be string/],
    ];
    for (const [extra, message] of cases) {
      const res = await superUser.put('/api/CustomView/SaveForMe', view('Never saved', extra));
      expect(res.status, JSON.stringify(extra)).toBe(400);
      expect(res.body.message, JSON.stringify(extra)).toMatch(message);
    }
    const paged = await superUser.put('/api/CustomView/SaveForMe', view('Never saved', { owner: 'MaterialSsp' }));
    expect(paged.status).toBe(400);
    expect(paged.body.message).toMatch(/paged on the server and does not group/);
    expect(await viewCount()).toBe(before);
  });

  it('overwrites a view with its id, in its own scope only', async () => {
    const created = (await superUser.put('/api/CustomView/SaveForMe', view('Super to change'))).body.result;
    const changed = await superUser.put('/api/CustomView/SaveForMe', view('Super changed', { id: created.id, columnGrouping: '{"master":[]}' }));
    expect(changed.status).toBe(200);
    expect(changed.body.result).toMatchObject({ id: created.id, customViewName: 'Super changed' });
    expect(JSON.parse((await superUser.get(`/api/CustomView/detail/${created.id}`)).body.result.columnGrouping)).toEqual({ master: [] });
    // Renaming onto a name it can see is refused; keeping its own name is fine.
    expect((await superUser.put('/api/CustomView/SaveForMe', view('Super tape', { id: created.id }))).body.message).toBe('Name already exists');
    expect((await superUser.put('/api/CustomView/SaveForMe', view('Super changed', { id: created.id }))).status).toBe(200);
    // Another user's personal view does not exist for them.
    const before = await databaseSnapshot(ts);
    expect((await picker.put('/api/CustomView/SaveForMe', view('Picker steals', { id: created.id }))).status).toBe(404);
    expect(await changedTables(ts, before)).toEqual([]);
    expect((await superUser.get(`/api/CustomView/detail/${created.id}`)).body.result).toMatchObject({ id: created.id, customViewName: 'Super changed' });
  });
});

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
    expect((await superUser.put('/api/User/PrimaryView/SaveForMe', { id: 0, owner: 'Nowhere' })).status).toBe(400);
    expect((await superUser.put('/api/User/PrimaryView/SaveForMe', { id: 0 })).status).toBe(400);
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

describe('grid settings', () => {
  it('answers no record until one is seeded; the default view takes its readable parts', async () => {
    const none = await picker.get('/api/User/gridSettings?owner=Material');
    expect(none.body.result).toEqual({ owner: 'Material', key: 'Material_GridSettings', value: null, source: null });
    const seeded = await admin.put('/api/Seeding/gridSettings', {
      scope: 'BusinessUnit',
      owner: 'Material',
      value: JSON.stringify({ visibleColumnName: { master: ['name', 'itemNo'] }, columnGrouping: { master: ['materialGroup'] } }),
    });
    expect(seeded.status).toBe(200);
    expect((await picker.get('/api/User/gridSettings?owner=Material')).body.result.source).toBe('businessUnit');
    const detail = (await picker.get('/api/CustomView/detail/0?owner=Material')).body.result;
    expect(JSON.parse(detail.visibleColumnName).master).toEqual(['name', 'itemNo']);
    expect(JSON.parse(detail.columnGrouping)).toEqual({ master: ['materialGroup'] });
    expect(JSON.parse(detail.columnToSortOn)).toEqual({ master: ['itemNo'] }); // not in the record: the schema's
    // North's default is untouched.
    expect(JSON.parse((await north.get('/api/CustomView/detail/0?owner=Material')).body.result.columnGrouping)).toEqual({ master: [] });
  });

  it('ignores a grid settings record that fails to parse', async () => {
    await ts.database.db.query(`update settings set value = '{"visibleColumnName": broken' where key = 'Material_GridSettings'`);
    const res = await picker.get('/api/CustomView/detail/0?owner=Material');
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body.result.visibleColumnName).master).toContain('itemNo');
  });

  it('reads stored views leniently: a broken part stays as stored for the console to ignore', async () => {
    const saved = (await superUser.put('/api/CustomView/SaveForMe', view('Broken later'))).body.result;
    await ts.database.db.query(`update custom_views set column_width = '{{{', visible_column_name = null where id = $1`, [saved.id]);
    const res = await superUser.get(`/api/CustomView/detail/${saved.id}`);
    expect(res.status).toBe(200);
    expect(res.body.result.columnWidth).toBe('{{{');
    expect(res.body.result.visibleColumnName).toBeNull();
  });
});
