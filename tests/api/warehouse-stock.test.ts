// Stock: gain, lose and move, unprepare, reservations and dedicated locations. Min/max and
// replenishment: warehouse-stock-maintenance.test.ts; permissions and units: warehouse-stock-access.test.ts.
import { describe, expect, it } from 'vitest';
import { signInAs } from '../helpers/api-client';
import { changedTables, databaseSnapshot } from '../helpers/db-snapshot';
import { all, fingerprint, newOrder, one } from '../helpers/warehouse-fixtures';
import { useStockServer } from '../helpers/warehouse-stock-fixture';

const { ts, admin, picker, north, demo, bulkStock, unreservedPickMaterial, location, materialTotals } = useStockServer();

describe('gain, lose and move', () => {
  it('gains quantity with a cause code and a transaction row, on a stock or at a place', async () => {
    const s = await bulkStock();
    const before = await materialTotals(s.materialId);
    // Cause codes match without regard to case; the code as the business unit stores it is recorded.
    const res = await admin.post('/api/Stock/gain', { stockId: s.id, quantity: 5, causeCode: 'Found', reasonText: 'Behind the rack' });
    expect(res.status).toBe(200);
    expect((await one<{ q: number }>(ts, 'select quantity::int as q from stocks where id = $1', [s.id])).q).toBe(s.quantity + 5);
    expect(await materialTotals(s.materialId)).toEqual({ current: before.current + 5, reserved: before.reserved, available: before.available + 5 });
    expect(
      await one(
        ts,
        `select process_type as p, quantity::int as q, cause_code as c, reason_text as r, user_id as u from material_transactions where to_stock_id = $1 order by id desc limit 1`,
        [s.id],
      ),
    ).toEqual({
      p: 'Gain',
      q: 5,
      c: 'FOUND',
      r: 'Behind the rack',
      u: demo.userId,
    });
    const place = await admin.post('/api/Stock/gain', { materialId: s.materialId, locationId: await location('QUAR-01'), quantity: 2, causeCode: 'RETURN', batch: 'B-77' });
    expect(place.status).toBe(200);
    expect(await one(ts, 'select quantity::int as q, batch from stocks where id = $1', [place.body.result.stockId])).toEqual({ q: 2, batch: 'B-77' });
    // Refused: no quantity, a part of a unit, no cause code; nothing is written.
    const unchanged = await databaseSnapshot(ts);
    expect((await admin.post('/api/Stock/gain', { stockId: s.id, quantity: 0, causeCode: 'FOUND' })).status).toBe(400);
    expect((await admin.post('/api/Stock/gain', { stockId: s.id, quantity: 1.5, causeCode: 'FOUND' })).status).toBe(400);
    expect((await admin.post('/api/Stock/gain', { stockId: s.id, quantity: 1 })).status).toBe(400);
    expect(await changedTables(ts, unchanged)).toEqual([]);
  });

  it('loses only unreserved quantity', async () => {
    const s = await bulkStock();
    const too = await admin.post('/api/Stock/lose', { stockId: s.id, quantity: s.free + 1, causeCode: 'Damaged' });
    expect(too.status).toBe(422);
    expect(too.body).toMatchObject({ code: 'Stock.NotEnoughAvailable', message: 'Not enough available stock', details: { availableStockQuantity: s.free } });
    expect((await admin.post('/api/Stock/lose', { stockId: s.id, quantity: 3, causeCode: 'Damaged' })).status).toBe(200);
    expect(
      await one(
        ts,
        `select process_type as p, quantity::int as q, from_stock_id as f, to_stock_id as t, cause_code as c from material_transactions where from_stock_id = $1 order by id desc limit 1`,
        [s.id],
      ),
    ).toEqual({ p: 'Loss', q: 3, f: s.id, t: null, c: 'DAMAGED' });
  });

  it("gain and lose accept only the business unit's cause codes of their type (400 naming the code, nothing changes)", async () => {
    const s = await bulkStock();
    // A gain code that only North has.
    await ts.database.db.query(
      `insert into cause_codes (business_unit_id, type, value, display_text) select id, 'Gain', 'NORTHFOUND', 'Found up north' from business_units where name = 'North'`,
    );
    const before = await fingerprint(ts);
    const cases: Array<[string, Record<string, unknown>, string]> = [
      ['/api/Stock/gain', { stockId: s.id, quantity: 1, causeCode: 'NOPE' }, 'Unknown cause code "NOPE": it is not a Gain cause code of this business unit'],
      [
        '/api/Stock/gain',
        { materialId: s.materialId, locationId: s.locationId, quantity: 1, causeCode: 'NOPE' },
        'Unknown cause code "NOPE": it is not a Gain cause code of this business unit',
      ],
      // A loss code does not do for a gain, nor a gain code for a loss.
      ['/api/Stock/gain', { stockId: s.id, quantity: 1, causeCode: 'DAMAGED' }, 'Unknown cause code "DAMAGED": it is not a Gain cause code of this business unit'],
      ['/api/Stock/lose', { stockId: s.id, quantity: 1, causeCode: 'FOUND' }, 'Unknown cause code "FOUND": it is not a Lose cause code of this business unit'],
      ['/api/Stock/gain', { stockId: s.id, quantity: 1, causeCode: 'NORTHFOUND' }, 'Unknown cause code "NORTHFOUND": it is not a Gain cause code of this business unit'],
    ];
    for (const [path, body, message] of cases) {
      const res = await admin.post(path, body);
      expect(res.status, message).toBe(400);
      expect(res.body, message).toMatchObject({ code: 'Stock.UnknownCauseCode', message, details: { causeCode: body.causeCode } });
    }
    expect(await fingerprint(ts)).toBe(before);
    // The demo seed gives the dialogs codes of each type to choose from.
    const codes = (await admin.get('/api/CauseCode/Header?type=Gain')).body.result.map((c: { value: string }) => c.value);
    expect(codes).toEqual(expect.arrayContaining(['FOUND', 'RETURN']));
    expect((await admin.post('/api/Stock/gain', { stockId: s.id, quantity: 1, causeCode: codes[0] })).status).toBe(200);
  });

  it('moves at once (merging into the target) or as a task in a new job', async () => {
    const s = await bulkStock();
    const target = await location('QUAR-01');
    const res = await admin.post('/api/Stock/move', { stockId: s.id, quantity: 4, toLocationId: target });
    expect(res.status).toBe(200);
    const there = await one<{ id: number; q: number }>(ts, 'select id, quantity::int as q from stocks where location_id = $1 and material_id = $2 and batch is null', [
      target,
      s.materialId,
    ]);
    expect(there.q).toBeGreaterThanOrEqual(4);
    const row = await one(
      ts,
      `select from_stock_id as f, to_stock_id as t, from_location_id as fl, to_location_id as tl, process_type as p from material_transactions where from_stock_id = $1 order by id desc limit 1`,
      [s.id],
    );
    expect(row).toEqual({ f: s.id, t: there.id, fl: s.locationId, tl: target, p: 'Movement' });
    const asTask = await admin.post('/api/Stock/move', { stockId: s.id, quantity: 2, toLocationId: target, createTask: true });
    expect(asTask.status).toBe(200);
    const task = await one<{ state: string; jobState: string }>(ts, 'select t.state, j.state as "jobState" from tasks t join jobs j on j.id = t.job_id where t.id = $1', [
      asTask.body.result.taskId,
    ]);
    expect(task).toEqual({ state: 'Prepared', jobState: 'Initial' });
    expect((await one<{ r: number }>(ts, 'select reserved_quantity::int as r from stocks where id = $1', [s.id])).r).toBe(s.quantity - s.free + 2);
    expect((await admin.post('/api/Stock/move', { stockId: s.id, quantity: 1, toLocationId: s.locationId })).body).toMatchObject({ code: 'Stock.SameLocation' });
    expect((await admin.post('/api/Stock/move', { stockId: s.id, quantity: 100000, toLocationId: target })).body).toMatchObject({ code: 'Stock.NotEnoughAvailable' });
    // A stock moved out whole is gone (no empty rows outside pick faces), its history stays.
    const small = await bulkStock();
    expect((await admin.post('/api/Stock/move', { stockId: small.id, quantity: small.quantity, toLocationId: target })).status).toBe(200);
    expect(await one(ts, 'select id from stocks where id = $1', [small.id])).toBeUndefined();
    expect(await one(ts, `select quantity::int as q from material_transactions where from_stock_id = $1 and process_type = 'Movement'`, [small.id])).toEqual({ q: small.quantity });
  });

  it('unprepares stock: reservations released when their tasks can still be cancelled', async () => {
    const m = await unreservedPickMaterial(0);
    const order = await newOrder(ts, demo, [{ materialId: m.id, quantity: 2 }]);
    await admin.put('/api/Process/prepare', { orderIds: [order.id] });
    const task = await one<{ fromStockId: number; jobId: number }>(ts, 'select from_stock_id as "fromStockId", job_id as "jobId" from tasks where order_id = $1', [order.id]);
    const res = await admin.put('/api/Stock/unprepare', { stockIds: [task.fromStockId] });
    expect(res.status).toBe(200);
    expect((await one<{ state: string }>(ts, 'select state from outgoing_order_lines where order_id = $1', [order.id])).state).toBe('Initial');
    expect(await one(ts, 'select reserved_quantity::int as r from stocks where id = $1', [task.fromStockId])).toEqual({ r: 0 });
    // Nothing reserved any more (the material's stock had no other reservations): refused, nothing changes.
    const before = await fingerprint(ts);
    const none = await admin.put('/api/Stock/unprepare', { stockIds: [task.fromStockId] });
    expect(none.status).toBe(207);
    expect(none.body.result.failed[0]).toMatchObject({ id: task.fromStockId, code: 'Stock.NotReserved', message: 'Stock has no reservations' });
    expect(await fingerprint(ts)).toBe(before);
    // In progress: refused with the tasks that hold it.
    await admin.put('/api/Process/prepare', { orderIds: [order.id] });
    const again = await one<{ fromStockId: number; jobId: number }>(
      ts,
      `select from_stock_id as "fromStockId", job_id as "jobId" from tasks where order_id = $1 and state = 'Prepared'`,
      [order.id],
    );
    await picker.put('/api/Terminal/startJob', { jobId: again.jobId });
    const busy = await admin.put('/api/Stock/unprepare', { stockIds: [again.fromStockId] });
    expect(busy.body.result.failed[0]).toMatchObject({ code: 'Stock.ReservationsInProgress' });
  });
});

describe('reservations and dedicated locations', () => {
  it('answers the outgoing reservations of a stock', async () => {
    const m = await unreservedPickMaterial(1);
    const order = await newOrder(ts, demo, [{ materialId: m.id, quantity: 2 }]);
    await admin.put('/api/Process/prepare', { orderIds: [order.id] });
    const task = await one<{ fromStockId: number }>(ts, 'select from_stock_id as "fromStockId" from tasks where order_id = $1', [order.id]);
    const res = await admin.get(`/api/Stock/outgoingReservations/${task.fromStockId}`);
    expect(res.status).toBe(200);
    expect(res.body.result).toContainEqual(
      expect.objectContaining({ state: 'Prepared', orderNumbers: order.orderNo, orderLineNumbers: '1', processDefinitionCategory: 'Picking', quantity: 2 }),
    );
    expect((await north.get(`/api/Stock/outgoingReservations/${task.fromStockId}`)).status).toBe(404);
  });

  it('dedicates a location to a material and removes it, one stock at a time', async () => {
    const s = await bulkStock();
    const other = await bulkStock();
    const dedications = async () => all(ts, 'select location_id, material_id from dedicated_locations order by location_id, material_id');
    const none = await dedications();
    const many = await admin.post('/api/Stock/dedicateLocation', { stockIds: [s.id, other.id] });
    expect(many.status).toBe(422);
    expect(many.body).toMatchObject({ code: 'Stock.TooManySelected', message: 'Too many selected stocks' });
    expect(await dedications()).toEqual(none);
    expect((await admin.post('/api/Stock/dedicateLocation', { stockIds: [s.id] })).status).toBe(200);
    const dedicated = await dedications();
    expect(dedicated).toHaveLength(none.length + 1);
    expect(dedicated).toContainEqual({ location_id: s.locationId, material_id: s.materialId });
    expect((await admin.post('/api/Stock/dedicateLocation', { stockIds: [s.id] })).body).toMatchObject({ code: 'Stock.AlreadyDedicated' });
    expect(await dedications()).toEqual(dedicated);
    const row = (await admin.get(`/api/Stock/description?locationId=${s.locationId}&materialId=${s.materialId}`)).body.result[0];
    expect(row.dedicatedLocation).toBe(true);
    const single = await admin.get(`/api/DedicatedLocation/single?locationId=${s.locationId}&materialId=${s.materialId}`);
    expect(single.body.result).toMatchObject({ locationId: s.locationId, materialId: s.materialId });
    expect((await admin.get('/api/DedicatedLocation')).body.result.some((d: { locationId: number }) => d.locationId === s.locationId)).toBe(true);
    expect((await admin.put('/api/Stock/removeDedicatedLocation', { stockIds: [s.id, other.id] })).body).toMatchObject({ message: 'Too many selected stocks' });
    expect(await dedications()).toEqual(dedicated);
    expect((await admin.put('/api/Stock/removeDedicatedLocation', { stockIds: [s.id] })).status).toBe(200);
    expect(await dedications()).toEqual(none);
    expect((await admin.put('/api/Stock/removeDedicatedLocation', { stockIds: [s.id] })).body).toMatchObject({ code: 'Stock.NotDedicated' });
    // The DedicatedLocation calls: POST, PUT (move it), DELETE.
    expect((await admin.post('/api/DedicatedLocation', { locationId: s.locationId, materialId: s.materialId })).status).toBe(200);
    expect((await admin.put('/api/DedicatedLocation', { locationId: s.locationId, materialId: s.materialId, newLocationId: other.locationId })).status).toBe(200);
    expect((await admin.delete(`/api/DedicatedLocation?locationId=${other.locationId}&materialId=${s.materialId}`)).status).toBe(200);
    expect((await admin.get(`/api/DedicatedLocation/single?locationId=${other.locationId}&materialId=${s.materialId}`)).status).toBe(404);
    // Off by default: the picker's role has no grant (Demo's super user role has one in the demo seed).
    expect((await picker.post('/api/Stock/dedicateLocation', { stockIds: [s.id] })).status).toBe(403);
    expect(await dedications()).toEqual(none);
    const superUser = await signInAs(ts.baseUrl, 'super');
    expect((await superUser.post('/api/Stock/dedicateLocation', { stockIds: [s.id] })).status).toBe(200);
    expect((await superUser.put('/api/Stock/removeDedicatedLocation', { stockIds: [s.id] })).status).toBe(200);
  });
});
