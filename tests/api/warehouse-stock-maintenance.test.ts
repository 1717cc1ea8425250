// Stock maintenance: min/max at pick locations and the two ways of replenishing from bulk.
import { describe, expect, it } from 'vitest';
import { changedTables, databaseSnapshot } from '../helpers/db-snapshot';
import { act, actorOf, all, fingerprint, newOrder, one, pickShortMaterial } from '../helpers/warehouse-fixtures';
import { useStockServer } from '../helpers/warehouse-stock-fixture';
import { prepareOrder } from '../../plugins/warehouse/server/engine/prepare';
import { cancelJob } from '../../plugins/warehouse/server/engine/job-actions';

const { ts, admin, north, demo, bulkStock } = useStockServer();

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
