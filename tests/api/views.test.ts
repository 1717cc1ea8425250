import { beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../helpers/test-server';
import type { TestApi } from '../helpers/api-client';
import { changedTables, databaseSnapshot } from '../helpers/db-snapshot';
import { countViews, useViewsServer, view } from '../helpers/custom-views';

/**
 * Saved views over real HTTP: the default view, saving views and the grid settings record.
 * The rights of each role and the business-unit walls, and primary views: view-rights.test.ts.
 */
const server = useViewsServer();
let ts: TestServer, admin: TestApi, superUser: TestApi, picker: TestApi, north: TestApi, globalAdmin: TestApi;
beforeAll(() => void ({ ts, admin, superUser, picker, north, globalAdmin } = server));
const viewCount = () => countViews(ts);

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
