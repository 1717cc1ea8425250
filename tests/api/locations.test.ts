import { describe, expect, it } from 'vitest';
import { useDemoServer } from '../helpers/demo-server';

const { ts, admin, picker, north, changes } = useDemoServer();

const db = () => ts.database.db;
const count = async () => (await db().query<{ n: number }>('select count(*)::int as n from locations')).rows[0].n;
async function demoRow<T>(sql: string): Promise<T> {
  return (await db().query<T>(sql)).rows[0];
}
const demoRole = (kind: string) =>
  demoRow<{ id: number }>(`select r.id from location_roles r join business_units b on b.id = r.business_unit_id where b.name = 'Demo' and r.kind = '${kind}'`);
const demoErp = (name: string) =>
  demoRow<{ id: number }>(`select e.id from erp_classifications e join business_units b on b.id = e.business_unit_id where b.name = 'Demo' and e.name = '${name}'`);

async function newLocation(name: string, extra: Record<string, unknown> = {}) {
  return {
    name,
    fillFactor: 0.85,
    maxWeight: 400,
    length: 120,
    height: 100,
    width: 80,
    weight: 25,
    volume: 960,
    status: 'Active',
    locationRoleId: (await demoRole('Pick')).id,
    abc: 'A',
    pickingSequence: 42,
    erpClassificationId: (await demoErp('Standard')).id,
    controlNumber: '17',
    ...extra,
  };
}

describe('location lists and look-ups', () => {
  it('lists locations with the figures computed from their stock', async () => {
    const res = await admin.get('/api/Location/description');
    expect(res.status).toBe(200);
    const rows = res.body.result as Array<Record<string, number | string | null>>;
    const stocked = rows.find((r) => (r.noOfStocks as number) > 0)!;
    const { rows: expected } = await db().query<{ n: number; q: number; wu: number }>(
      `select count(*)::int as n, sum(s.quantity)::int as q, round(sum(s.quantity * coalesce(m.weight, 0)), 3) as wu
         from stocks s join materials m on m.id = s.material_id where s.location_id = $1`,
      [stocked.id],
    );
    expect(stocked.noOfStocks).toBe(expected[0].n);
    expect(stocked.totalQuantity).toBe(expected[0].q);
    expect(stocked.weightUsed).toBe(expected[0].wu);
    expect(stocked.weightAvailable).toBe(Math.max(0, Math.round(((stocked.weightMaximum as number) - expected[0].wu) * 1000) / 1000));
    // Volume from the dimensions (cm → litres) times the fill factor.
    const l = (
      await db().query<{ length: number; width: number; height: number; fill_factor: number }>('select length, width, height, fill_factor from locations where id = $1', [
        stocked.id,
      ])
    ).rows[0];
    expect(stocked.volume).toBeCloseTo((l.length * l.width * l.height) / 1000, 3);
    expect(stocked.volumeMaximum).toBeCloseTo(((l.length * l.width * l.height) / 1000) * l.fill_factor, 3);
    expect(stocked.locationRole).toEqual(expect.any(String));
    const empty = rows.find((r) => r.noOfStocks === 0)!;
    expect(empty.totalQuantity).toBe(0);
    expect(empty.volumeAvailable).toBe(empty.volumeMaximum);
  });

  it('filters on stock and role, and pages', async () => {
    const pick = await demoRole('Pick');
    const res = await admin.get(`/api/Location/description?locationRoleId=${pick.id}&hasStock=true&skip=0&take=5`);
    expect(res.status).toBe(200);
    expect(res.body.result.data).toHaveLength(5);
    expect(res.body.result.data.every((r: { locationRoleId: number; noOfStocks: number }) => r.locationRoleId === pick.id && r.noOfStocks > 0)).toBe(true);
    expect((await admin.get('/api/Location/description?hasStock=maybe')).status).toBe(400);
  });

  it('answers the header list by name, and one location with the dialog fields', async () => {
    const res = await admin.get('/api/Location/header?name=OUT-');
    expect(res.status).toBe(200);
    expect(res.body.result.map((r: { name: string }) => r.name)).toEqual(['OUT-01', 'OUT-02', 'OUT-03', 'OUT-04']);
    const one = await admin.get(`/api/Location/header/${res.body.result[0].id}`);
    expect(one.status).toBe(200);
    expect(Object.keys(one.body.result).sort()).toEqual([
      'abc',
      'availableForPick',
      'controlNumber',
      'erpClassificationId',
      'fillFactor',
      'height',
      'hidden',
      'id',
      'length',
      'locationRoleId',
      'maxWeight',
      'name',
      'pickingSequence',
      'status',
      'volume',
      'weight',
      'width',
    ]);
    expect((await north.get(`/api/Location/header/${res.body.result[0].id}`)).status).toBe(404);
    expect((await admin.get('/api/Location/header/abc')).status).toBe(400);
  });

  it('answers location roles, role groups with detail, load carrier types, ERP classifications and lookups', async () => {
    const roles = await admin.get('/api/LocationRole/header');
    expect(roles.body.result.map((r: { name: string }) => r.name)).toEqual(['Bulk', 'Inbound', 'Outbound', 'Pick', 'Quarantine']);
    const groups = await admin.get('/api/LocationRoleGroup/header');
    expect(groups.body.result).toContainEqual(expect.objectContaining({ name: 'Storage', locationRoleCount: 2 }));
    const storage = groups.body.result.find((g: { name: string }) => g.name === 'Storage');
    const detail = await admin.get(`/api/LocationRoleGroup/detail/${storage.id}`);
    expect(detail.body.result.locationRoles.map((r: { name: string }) => r.name)).toEqual(['Bulk', 'Quarantine']);
    expect((await north.get(`/api/LocationRoleGroup/detail/${storage.id}`)).status).toBe(404);
    const carriers = await admin.get('/api/LoadCarrierType/header');
    expect(carriers.body.result).toContainEqual(expect.objectContaining({ name: 'EUR pallet', length: 120, maxWeight: 1500 }));
    const erp = await admin.get('/api/ErpClassification/header');
    expect(erp.body.result.map((e: { name: string }) => e.name)).toContain('Hazardous');
    const all = await admin.get('/api/Lookup');
    expect(all.body.result).toContainEqual({ lookupType: 'UnitOfMeasure', name: 'PCS', description: 'Piece' });
    const units = await admin.get('/api/Lookup/UnitOfMeasure');
    expect(units.body.result[0]).toEqual({ name: 'PCS', description: 'Piece' });
    expect((await admin.get('/api/Lookup/NoSuchType')).body.result).toEqual([]);
    expect((await admin.get('/api/Lookup/bad%20type')).status).toBe(400);
    const stray = await admin.get('/api/LocationRole/header?kind=Pick');
    expect(stray.status).toBe(400);
    expect(stray.body.message).toMatch(/unknown property "kind"/);
    // Each business unit sees its own entries only.
    const northRoles = await north.get('/api/LocationRole/header');
    const demoIds = new Set(roles.body.result.map((r: { id: number }) => r.id));
    expect(northRoles.body.result.some((r: { id: number }) => demoIds.has(r.id))).toBe(false);
  });
});

describe('create, update and delete locations', () => {
  it('creates a location from the dialog fields and publishes it', async () => {
    changes.length = 0;
    const body = await newLocation('T-01-1');
    const res = await admin.post('/api/Location', body);
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({
      name: 'T-01-1',
      fillFactor: 0.85,
      weightMaximum: 400,
      volume: 960,
      volumeMaximum: 816,
      state: 'Active',
      aBCGroup: 'A',
      pickingSequence: 42,
      controlNumber: '17',
      erpClassification: 'Standard',
      noOfStocks: 0,
      totalQuantity: 0,
    });
    expect(changes).toContainEqual(expect.objectContaining({ viewName: 'Location', methodName: 'Single', id: res.body.result.id }));
    // The ERP classification's name is kept on the location for the stock lists.
    const { rows } = await db().query<{ erp_classification: string }>('select erp_classification from locations where id = $1', [res.body.result.id]);
    expect(rows[0].erp_classification).toBe('Standard');
  });

  it.each([
    [{ name: '' }, /name must NOT have fewer than 1 characters/],
    [{ fillFactor: 0 }, /fillFactor must be > 0/],
    [{ fillFactor: 1.5 }, /fillFactor must be <= 1/],
    [{ fillFactor: 0.555 }, /fillFactor must have at most 2 decimals/],
    [{ maxWeight: -1 }, /maxWeight must be >= 0/],
    [{ status: 'Open' }, /status must be equal to one of the allowed values/],
    [{ pickingSequence: 1.5 }, /pickingSequence must be integer/],
    [{ locationRoleId: null }, /locationRoleId must be integer/],
    [{ locationRoleId: 999999 }, /locationRoleId: location role 999999 not found/],
    [{ erpClassificationId: 999999 }, /erpClassificationId: ERP classification 999999 not found/],
    [{ depth: 10 }, /unknown property "depth"/],
  ])('refuses %j with 400 and creates nothing', async (patch, message) => {
    const before = await count();
    const res = await admin.post('/api/Location', { ...(await newLocation('T-BAD')), ...patch });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(message);
    expect(await count()).toBe(before);
  });

  it("refuses a duplicate name with 409, and another unit's role as unknown", async () => {
    const before = await count();
    const dup = await admin.post('/api/Location', await newLocation('a-01-1'));
    expect(dup.status).toBe(409);
    expect(dup.body).toMatchObject({ code: 'Locations.NameTaken', message: 'A location named "a-01-1" already exists', details: { name: 'a-01-1' } });
    const foreignRole = await north.post('/api/Location', await newLocation('N-T-1'));
    expect(foreignRole.status).toBe(400);
    expect(await count()).toBe(before);
  });

  it('updates only the fields sent', async () => {
    const created = (await admin.post('/api/Location', await newLocation('T-02-1'))).body.result;
    changes.length = 0;
    const res = await admin.put('/api/Location', { id: created.id, status: 'Blocked', fillFactor: 0.5, erpClassificationId: null });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ name: 'T-02-1', state: 'Blocked', fillFactor: 0.5, volumeMaximum: 480, erpClassification: null, controlNumber: '17' });
    expect(changes).toContainEqual(expect.objectContaining({ viewName: 'Location', id: created.id }));
    // A name another location has: refused, the location keeps its name and no change is published.
    changes.length = 0;
    const clash = await admin.put('/api/Location', { id: created.id, name: 'A-01-1', status: 'Active' });
    expect(clash.status).toBe(409);
    expect((await db().query('select name, state from locations where id = $1', [created.id])).rows).toEqual([{ name: 'T-02-1', state: 'Blocked' }]);
    expect(changes).toEqual([]);
  });

  it('deletes locations without stock; one with stock is a failed line of a 207', async () => {
    const empty = (await admin.post('/api/Location', await newLocation('T-03-1'))).body.result;
    const stocked = await demoRow<{ id: number; name: string }>(
      "select l.id, l.name from locations l join business_units b on b.id = l.business_unit_id where b.name = 'Demo' and exists (select 1 from stocks s where s.location_id = l.id and s.quantity > 0) limit 1",
    );
    const northLocation = await demoRow<{ id: number }>("select l.id from locations l join business_units b on b.id = l.business_unit_id where b.name = 'North' limit 1");
    changes.length = 0;
    const res = await admin.delete(`/api/Location?ids=${empty.id}&ids=${stocked.id}&ids=${northLocation.id}`);
    expect(res.status).toBe(207);
    expect(res.body.result).toMatchObject({ successCount: 1, failedCount: 2, failedTitle: 'Errors.Locations.notDeleted' });
    expect(res.body.result.failed).toEqual([
      expect.objectContaining({ id: stocked.id, code: 'Locations.HasStock', message: 'Location has stock and cannot be deleted' }),
      expect.objectContaining({ id: northLocation.id, code: 'NotFound' }),
    ]);
    expect((await db().query('select id from locations where id = any($1)', [[empty.id, stocked.id, northLocation.id]])).rows).toHaveLength(2);
    expect(changes).toContainEqual(expect.objectContaining({ viewName: 'Location', methodName: 'Deleted', id: empty.id }));
  });

  it('answers 200 when all lines are deleted, and refuses a system location', async () => {
    const a = (await admin.post('/api/Location', await newLocation('T-04-1'))).body.result;
    const b = (await admin.post('/api/Location', await newLocation('T-04-2'))).body.result;
    const all = await admin.delete(`/api/Location?ids=${a.id}&ids=${b.id}`);
    expect(all.status).toBe(200);
    expect(all.body.result.successCount).toBe(2);
    const sys = (await admin.post('/api/Location', await newLocation('T-SYS'))).body.result;
    await db().query('update locations set system_location = true where id = $1', [sys.id]);
    const refused = await admin.delete(`/api/Location?ids=${sys.id}`);
    expect(refused.status).toBe(207);
    expect(refused.body.result.failed[0]).toMatchObject({ code: 'Locations.SystemLocation' });
  });
});

describe('permissions and business units', () => {
  it('refuses the picker location changes with 403, changing nothing', async () => {
    const before = await count();
    const loc = await demoRow<{ id: number }>("select l.id from locations l join business_units b on b.id = l.business_unit_id where b.name = 'Demo' limit 1");
    for (const res of [
      await picker.post('/api/Location', await newLocation('T-PICK')),
      await picker.put('/api/Location', { id: loc.id, status: 'Blocked' }),
      await picker.delete(`/api/Location?ids=${loc.id}`),
    ]) {
      expect(res.status).toBe(403);
    }
    expect(await count()).toBe(before);
    expect((await db().query<{ state: string }>('select state from locations where id = $1', [loc.id])).rows[0].state).toBe('Active');
    expect((await picker.get('/api/Location/description?skip=0&take=1')).status).toBe(200);
  });

  it("answers 404 for another unit's location and leaves it alone", async () => {
    const loc = await demoRow<{ id: number }>("select l.id from locations l join business_units b on b.id = l.business_unit_id where b.name = 'Demo' limit 1");
    const res = await north.put('/api/Location', { id: loc.id, status: 'Blocked' });
    expect(res.status).toBe(404);
    expect((await db().query<{ state: string }>('select state from locations where id = $1', [loc.id])).rows[0].state).toBe('Active');
  });
});
