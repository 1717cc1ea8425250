// Stock calls: refused without the permission, and another business unit's stock is unknown.
import { describe, expect, it } from 'vitest';
import { all, denyPermissions, fingerprint, newOrder, one } from '../helpers/warehouse-fixtures';
import { useStockServer } from '../helpers/warehouse-stock-fixture';

const { ts, admin, picker, north, demo, bulkStock, unreservedPickMaterial, northId, location } = useStockServer();

describe('permissions and business units', () => {
  it('refuses the picker (403) and changes nothing', async () => {
    const s = await bulkStock();
    const before = await fingerprint(ts);
    const calls: Array<[string, string, unknown]> = [
      ['post', '/api/Stock/gain', { stockId: s.id, quantity: 1, causeCode: 'x' }],
      ['post', '/api/Stock/lose', { stockId: s.id, quantity: 1, causeCode: 'x' }],
      ['post', '/api/Stock/dedicateLocation', { stockIds: [s.id] }],
      ['put', '/api/Stock/removeDedicatedLocation', { stockIds: [s.id] }],
      ['put', '/api/Maintenance/minMax', { materialId: s.materialId, locationId: s.locationId, minQuantity: 1, maxQuantity: 2 }],
      ['put', '/api/Maintenance/replenishMinMax', {}],
      ['put', '/api/Maintenance/replenishOrderBased', {}],
    ];
    for (const [method, path, body] of calls) {
      const res = await (method === 'put' ? picker.put(path, body) : picker.post(path, body));
      expect(res.status, path).toBe(403);
    }
    expect(await fingerprint(ts)).toBe(before);
  });

  it('refuses (403) move, unprepare stock and reservations, which the picker holds, once its role has them off', async () => {
    const s = await bulkStock();
    const m = await unreservedPickMaterial(2);
    const order = await newOrder(ts, demo, [{ materialId: m.id, quantity: 1 }]);
    await admin.put('/api/Process/prepare', { orderIds: [order.id] });
    const reserved = await one<{ fromStockId: number }>(ts, 'select from_stock_id as "fromStockId" from tasks where order_id = $1', [order.id]);
    const target = await location('QUAR-01');
    // Allowed by default: the picker sees the reservations.
    expect((await picker.get(`/api/Stock/outgoingReservations/${reserved.fromStockId}`)).status).toBe(200);
    const undo = await denyPermissions(ts, 'Demo', 'PickerRole', ['move_stock', 'unprepare_stock', 'view_reservations']);
    try {
      const before = await fingerprint(ts);
      const answers = [
        await picker.post('/api/Stock/move', { stockId: s.id, quantity: 1, toLocationId: target }),
        await picker.post('/api/Stock/move', { stockId: s.id, quantity: 1, toLocationId: target, createTask: true }),
        await picker.put('/api/Stock/unprepare', { stockIds: [reserved.fromStockId] }),
        await picker.get(`/api/Stock/outgoingReservations/${reserved.fromStockId}`),
      ];
      expect(answers.map((a) => a.status)).toEqual([403, 403, 403, 403]);
      expect(answers.every((a) => a.body.message === 'Authorization Error: access denied')).toBe(true);
      expect(await fingerprint(ts)).toBe(before);
    } finally {
      await undo();
    }
    expect((await picker.post('/api/Stock/move', { stockId: s.id, quantity: 1, toLocationId: target })).status).toBe(200);
  });

  it("treats another business unit's stock as unknown", async () => {
    const s = await bulkStock();
    const before = await fingerprint(ts);
    // North's own (valid) cause codes: what is unknown is Demo's stock.
    expect((await north.post('/api/Stock/gain', { stockId: s.id, quantity: 1, causeCode: 'FOUND' })).status).toBe(404);
    expect((await north.post('/api/Stock/lose', { stockId: s.id, quantity: 1, causeCode: 'DAMAGED' })).status).toBe(404);
    const northLocation = await one<{ id: number }>(ts, `select l.id from locations l join business_units b on b.id = l.business_unit_id where b.name = 'North' limit 1`);
    expect((await north.post('/api/Stock/move', { stockId: s.id, quantity: 1, toLocationId: northLocation.id })).status).toBe(404);
    expect((await admin.post('/api/Stock/move', { stockId: s.id, quantity: 1, toLocationId: northLocation.id })).status).toBe(404);
    expect((await north.put('/api/Stock/unprepare', { stockIds: [s.id] })).body.result.failed[0].code).toBe('NotFound');
    expect((await north.get(`/api/Stock/description?materialId=${s.materialId}`)).body.result).toEqual([]);
    expect(await fingerprint(ts)).toBe(before);
    const rows = await all(ts, 'select 1 from stocks s join materials m on m.id = s.material_id where s.business_unit_id <> m.business_unit_id');
    expect(rows).toEqual([]);
  });

  it("refuses another business unit's stocks, locations, materials and levels in dedicated location and maintenance calls", async () => {
    const s = await bulkStock();
    // A Demo dedication North must not remove or move.
    expect((await admin.post('/api/DedicatedLocation', { locationId: s.locationId, materialId: s.materialId })).status).toBe(200);
    const northLocation = await northId(
      `select l.id from locations l join business_units b on b.id = l.business_unit_id join location_roles r on r.id = l.location_role_id where b.name = 'North' and r.kind = 'Pick' order by l.id limit 1`,
    );
    const northMaterial = await northId(`select m.id from materials m join business_units b on b.id = m.business_unit_id where b.name = 'North' order by m.id limit 1`);
    const northLevel = await northId(`select ml.id from maintenance_levels ml join business_units b on b.id = ml.business_unit_id where b.name = 'North' order by ml.id limit 1`);
    const demoLevel = await one<{ id: number; materialId: number; locationId: number }>(
      ts,
      'select id, material_id as "materialId", location_id as "locationId" from maintenance_levels where business_unit_id = $1 order by id limit 1',
      [demo.businessUnitId],
    );
    const before = await fingerprint(ts);
    const dedications = await all(ts, 'select location_id, material_id from dedicated_locations order by 1, 2');
    const notFound: Array<[string, Promise<{ status: number; body: { code?: string } }>]> = [
      ['dedicateLocation', north.post('/api/Stock/dedicateLocation', { stockIds: [s.id] })],
      ['removeDedicatedLocation', north.put('/api/Stock/removeDedicatedLocation', { stockIds: [s.id] })],
      ['POST DedicatedLocation', north.post('/api/DedicatedLocation', { locationId: s.locationId, materialId: s.materialId })],
      ['PUT DedicatedLocation', north.put('/api/DedicatedLocation', { locationId: s.locationId, materialId: s.materialId, newLocationId: northLocation })],
      ['DELETE DedicatedLocation', north.delete(`/api/DedicatedLocation?locationId=${s.locationId}&materialId=${s.materialId}`)],
      // Demo's admin with North's location or material: the same.
      ['POST DedicatedLocation (North material)', admin.post('/api/DedicatedLocation', { locationId: s.locationId, materialId: northMaterial })],
      ['PUT DedicatedLocation (to North location)', admin.put('/api/DedicatedLocation', { locationId: s.locationId, materialId: s.materialId, newLocationId: northLocation })],
      ['minMax', north.put('/api/Maintenance/minMax', { materialId: demoLevel.materialId, locationId: demoLevel.locationId, minQuantity: 1, maxQuantity: 2 })],
      ['minMax (North location)', admin.put('/api/Maintenance/minMax', { materialId: demoLevel.materialId, locationId: northLocation, minQuantity: 1, maxQuantity: 2 })],
    ];
    for (const [what, call] of notFound) {
      const res = await call;
      expect(res.status, what).toBe(404);
      expect(res.body.code, what).toBe('NotFound');
    }
    const levels = await admin.put('/api/Maintenance/replenishMinMax', { ids: [northLevel] });
    expect(levels.status).toBe(207);
    expect(levels.body.result).toMatchObject({ successCount: 0, failedCount: 1 });
    expect(levels.body.result.failed[0]).toMatchObject({ id: northLevel, code: 'NotFound' });
    expect(await fingerprint(ts)).toBe(before);
    expect(await all(ts, 'select location_id, material_id from dedicated_locations order by 1, 2')).toEqual(dedications);
  });
});
