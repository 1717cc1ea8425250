import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { signInAs, type TestApi } from '../helpers/api-client';
import { changedTables, databaseSnapshot } from '../helpers/db-snapshot';
import { act, actorOf, all, denyPermissions, fingerprint, newOrder, one, pickShortMaterial } from '../helpers/warehouse-fixtures';
import { prepareOrder } from '../../plugins/warehouse/server/engine/prepare';
import { cancelJob } from '../../plugins/warehouse/server/engine/job-actions';
import { warehouseViolations } from '../helpers/warehouse-invariants';
import type { Actor } from '../../apps/server/src/work/work';

let ts: TestServer;
let admin: TestApi;
let picker: TestApi;
let north: TestApi;
let demo: Actor;
let n = 0;

/** A bulk stock row with at least 10 units, nothing reserved, that no other test of this file uses. */
async function bulkStock() {
  return one<{ id: number; free: number; quantity: number; materialId: number; locationId: number }>(
    ts,
    `select s.id, (s.quantity - s.reserved_quantity)::int as free, s.quantity::int as quantity, s.material_id as "materialId", s.location_id as "locationId"
       from stocks s join locations l on l.id = s.location_id join location_roles r on r.id = l.location_role_id
      where s.business_unit_id = $1 and r.kind = 'Bulk' and s.quantity >= 10 and s.reserved_quantity = 0 order by s.id offset $2 limit 1`,
    [demo.businessUnitId, n++],
  );
}

/** A material whose pick stock is free of any reservation, with at least 5 units in pick locations (`skip` picks another). */
async function unreservedPickMaterial(skip: number) {
  return one<{ id: number }>(
    ts,
    `select m.id from materials m where m.business_unit_id = $1
        and (select coalesce(sum(s.quantity), 0) from stocks s join locations l on l.id = s.location_id join location_roles r on r.id = l.location_role_id
              where s.material_id = m.id and r.kind = 'Pick' and l.available_for_pick) >= 5
        and not exists (select 1 from stocks s where s.material_id = m.id and s.reserved_quantity > 0)
      order by m.id offset $2 limit 1`,
    [demo.businessUnitId, skip],
  );
}

const northId = async (sql: string) => (await one<{ id: number }>(ts, sql)).id;
const location = async (name: string) => (await one<{ id: number }>(ts, 'select id from locations where business_unit_id = $1 and name = $2', [demo.businessUnitId, name])).id;
const materialTotals = (id: number) =>
  one<{ current: number; reserved: number; available: number }>(
    ts,
    'select current_quantity::int as current, reserved_quantity::int as reserved, available_quantity::int as available from materials where id = $1',
    [id],
  );

beforeAll(async () => {
  ts = await startTestServer();
  // Dedicating locations is off by default: the admin role gets it.
  await ts.database.db.query(
    `insert into role_permissions (role_id, scope, key, allowed) select r.id, 'data', k, true from user_roles r,
       unnest(array['dedicate_location_to_material', 'remove_dedicated_location']) k where r.name = 'AdminRole'`,
  );
  admin = await signInAs(ts.baseUrl, 'admin');
  picker = await signInAs(ts.baseUrl, 'picker');
  north = await signInAs(ts.baseUrl, 'northAdmin');
  demo = await actorOf(ts, 'Demo');
});
afterAll(async () => {
  expect(await warehouseViolations(ts.database.db)).toEqual([]);
  await ts?.close();
});

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

describe('maintenance', () => {
  it('edits min/max at pick locations only, min not above max', async () => {
    const level = await one<{ id: number; materialId: number; locationId: number }>(
      ts,
      'select id, material_id as "materialId", location_id as "locationId" from maintenance_levels where business_unit_id = $1 order by id limit 1',
      [demo.businessUnitId],
    );
    const res = await admin.put('/api/Maintenance/minMax', { materialId: level.materialId, locationId: level.locationId, minQuantity: 3, maxQuantity: 30 });
    expect(res.status).toBe(200);
    expect(res.body.result.id).toBe(level.id);
    expect(await one(ts, 'select min_quantity as min, max_quantity as max from maintenance_levels where id = $1', [level.id])).toEqual({ min: 3, max: 30 });
    expect((await admin.put('/api/Maintenance/minMax', { materialId: level.materialId, locationId: level.locationId, minQuantity: 31, maxQuantity: 30 })).body).toMatchObject({
      code: 'Maintenance.MinAboveMax',
    });
    const bulk = await bulkStock();
    expect((await admin.put('/api/Maintenance/minMax', { materialId: bulk.materialId, locationId: bulk.locationId, minQuantity: 1, maxQuantity: 2 })).body).toMatchObject({
      code: 'Maintenance.NotPickLocation',
    });
    const row = (await admin.get('/api/Maintenance/description')).body.result.find((r: { id: number }) => r.id === level.id);
    expect(row).toMatchObject({ minQuantity: 3, maxQuantity: 30 });
  });

  it('replenishes levels at or below min from bulk (MaintenanceMinMax), one open replenishment per place', async () => {
    const level = await one<{ id: number; materialId: number; locationId: number; free: number }>(
      ts,
      `select ml.id, ml.material_id as "materialId", ml.location_id as "locationId",
              (select coalesce(sum(s.quantity - s.reserved_quantity), 0)::int from stocks s where s.location_id = ml.location_id and s.material_id = ml.material_id) as free
         from maintenance_levels ml where ml.business_unit_id = $1
          and not exists (select 1 from replenishments r where r.location_id = ml.location_id and r.material_id = ml.material_id and r.state = 'Open')
          and exists (select 1 from stocks s join locations l on l.id = s.location_id join location_roles r on r.id = l.location_role_id
                       where s.material_id = ml.material_id and r.kind = 'Bulk' and s.quantity > s.reserved_quantity)
        order by ml.id desc limit 1`,
      [demo.businessUnitId],
    );
    await admin.put('/api/Maintenance/minMax', { materialId: level.materialId, locationId: level.locationId, minQuantity: level.free + 5, maxQuantity: level.free + 20 });
    const res = await admin.put('/api/Maintenance/replenishMinMax', { ids: [level.id] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.result.successCount).toBe(1);
    const repl = await one<{ id: number; q: number }>(
      ts,
      `select id, requested_quantity::int as q from replenishments where location_id = $1 and material_id = $2 and state = 'Open'`,
      [level.locationId, level.materialId],
    );
    expect(repl.q).toBeGreaterThan(0);
    expect(repl.q).toBeLessThanOrEqual(20);
    const row = (await admin.get(`/api/Maintenance/description?openReplenishment=true`)).body.result.find((r: { id: number }) => r.id === level.id);
    expect(row).toMatchObject({ replenishmentId: repl.id, ingoingQuantity: repl.q });
    const again = await admin.put('/api/Maintenance/replenishMinMax', { ids: [level.id] });
    expect(again.body.result.failed[0]).toMatchObject({ code: 'Maintenance.Open' });
    // North has no MaintenanceMinMax feature: refused (not 403, which would sign the user out).
    const beforeNorth = await databaseSnapshot(ts);
    const northRes = await north.put('/api/Maintenance/replenishMinMax', {});
    expect(northRes.status).toBe(422);
    expect(northRes.body).toMatchObject({ code: 'Features.NotEnabled' });
    expect(await changedTables(ts, beforeNorth)).toEqual([]);
  });

  it('replenishes for PendingMaintenance lines without an open replenishment (MaintenanceOrderBased), in its own business unit only', async () => {
    // A Demo line waiting for replenishment whose replenishment the floor never did (its job was cancelled).
    const m = await pickShortMaterial(ts, demo.businessUnitId);
    const order = await newOrder(ts, demo, [{ materialId: m.id, quantity: m.pick + 10 }]);
    expect((await admin.put('/api/Process/prepareAndWait', { orderIds: [order.id] })).status).toBe(200);
    const first = await one<{ id: number; jobId: number }>(
      ts,
      `select r.id, (select t.job_id from tasks t where t.replenishment_id = r.id limit 1) as "jobId" from replenishments r where r.material_id = $1 and r.state = 'Open'`,
      [m.id],
    );
    expect((await admin.put('/api/Job/cancel', { jobIds: [first.jobId] })).status).toBe(200);
    expect(await one(ts, 'select state from replenishments where id = $1', [first.id])).toEqual({ state: 'Cancelled' });
    expect(await one(ts, 'select state from outgoing_order_lines where order_id = $1', [order.id])).toEqual({ state: 'PendingMaintenance' });
    // The same in North, made through the engine (North has not the feature; Demo's run must leave it alone).
    const northActor = await actorOf(ts, 'North');
    const nm = await pickShortMaterial(ts, northActor.businessUnitId);
    const northOrder = await newOrder(ts, northActor, [{ materialId: nm.id, quantity: nm.pick + 5 }]);
    await act(ts, northActor, (w) => prepareOrder(w, northOrder.id, 'wait'));
    const northJob = await one<{ jobId: number }>(
      ts,
      `select t.job_id as "jobId" from tasks t join replenishments r on r.id = t.replenishment_id where r.material_id = $1 and r.state = 'Open' limit 1`,
      [nm.id],
    );
    await act(ts, northActor, (w) => cancelJob(w, northJob.jobId));
    const northBefore = await all(ts, 'select id, state from replenishments where business_unit_id = $1 order by id', [northActor.businessUnitId]);

    const place = await one<{ locationId: number; available: number; ingoing: number }>(
      ts,
      `select ml.location_id as "locationId", coalesce(sum(s.quantity - s.reserved_quantity), 0)::int as available, coalesce(sum(s.ingoing_quantity), 0)::int as ingoing
         from maintenance_levels ml left join stocks s on s.location_id = ml.location_id and s.material_id = ml.material_id where ml.material_id = $1 group by ml.id order by ml.id limit 1`,
      [m.id],
    );
    const res = await admin.put('/api/Maintenance/replenishOrderBased', {});
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.result).toMatchObject({ successCount: 1, failedCount: 0, failed: [] });
    const repl = await one<{ id: number; kind: string; locationId: number; q: number }>(
      ts,
      `select id, kind, location_id as "locationId", requested_quantity::int as q from replenishments where material_id = $1 and state = 'Open'`,
      [m.id],
    );
    expect(repl).toMatchObject({ kind: 'OrderBased', locationId: place.locationId, q: Math.min(m.pick + 10 - place.available - place.ingoing, m.bulk) });
    const tasks = await one<{ q: number; jobs: number }>(
      ts,
      'select sum(requested_quantity)::int as q, count(distinct job_id)::int as jobs from tasks where replenishment_id = $1',
      [repl.id],
    );
    expect(tasks).toEqual({ q: repl.q, jobs: 1 });
    expect(await all(ts, 'select id, state from replenishments where business_unit_id = $1 order by id', [northActor.businessUnitId])).toEqual(northBefore);
    // Run again: the open replenishment covers the line, nothing more is made.
    const again = await admin.put('/api/Maintenance/replenishOrderBased', {});
    expect(again.status).toBe(200);
    expect(again.body.result).toMatchObject({ successCount: 0, failedCount: 0 });
    // North has not MaintenanceOrderBased: refused with 422 (not 403), nothing changes.
    const before = await fingerprint(ts);
    const off = await north.put('/api/Maintenance/replenishOrderBased', {});
    expect(off.status).toBe(422);
    expect(off.body).toMatchObject({ code: 'Features.NotEnabled', message: 'Feature MaintenanceOrderBased is not enabled', details: { feature: 'MaintenanceOrderBased' } });
    expect(await fingerprint(ts)).toBe(before);
  });
});

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
