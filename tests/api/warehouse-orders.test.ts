import { describe, expect, it } from 'vitest';
import { signInAs } from '../helpers/api-client';
import { changedTables, databaseSnapshot } from '../helpers/db-snapshot';
import { all, fingerprint, newOrder, one, orderState, pickShortMaterial, tasksOfOrder, unavailableMaterials } from '../helpers/warehouse-fixtures';
import { useWarehouseSuite } from '../helpers/warehouse-suite';
import { orderSteps } from '../helpers/warehouse-order-steps';

// Preparing orders and performing their picks. Unprepare, cancel and order edits: warehouse-order-changes.test.ts.
// Partly prepare, cancel order process and the rest are off by default; the admin roles (Demo's and North's) get them.
const suite = useWarehouseSuite(['partly_prepare', 'cancel_order_process', 'change_delivery_type', 'adjust_picked_quantity']);
const { ts, admin, picker, demo } = suite;
const { material, startAndPerformAll } = orderSteps(suite);

describe('prepare', () => {
  it('reserves stock FIFO in pick locations, makes an operation, tasks and jobs', async () => {
    const [a, b] = [await material(10), await material(10)];
    const order = await newOrder(ts, demo, [
      { materialId: a.id, quantity: 4 },
      { materialId: b.id, quantity: 3 },
    ]);
    const res = await admin.put('/api/Process/prepare', { orderIds: [order.id] });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ successCount: 1, failedCount: 0 });
    const tasks = await tasksOfOrder(ts, order.id);
    expect(tasks.reduce((s, t) => s + t.requested, 0)).toBe(7);
    expect(tasks.every((t) => t.state === 'Prepared' && t.jobId)).toBe(true);
    const state = await orderState(ts, order.id);
    expect(state.state).toBe('Initial');
    expect(state.lines.map((l) => l.state)).toEqual(['ReadyForPick', 'ReadyForPick']);
    const op = await one<{ state: string }>(ts, 'select state from operations where order_id = $1', [order.id]);
    expect(op.state).toBe('Prepared');
    // The reservation shows on the stock and on the material.
    const reserved = await one<{ r: number }>(ts, 'select sum(reserved_quantity)::int as r from stocks where id = any($1::int[])', [tasks.map((t) => t.fromStockId)]);
    expect(reserved.r).toBeGreaterThanOrEqual(7);
    const list = await admin.get(`/api/OutgoingOrder/description?orderNo=${order.orderNo}`);
    expect(list.body.result[0]).toMatchObject({ orderNo: order.orderNo, operationsSummarizedState: 'Prepared', numberOfOrderLines: 2 });
    expect(list.body.result[0].lines[0]).toMatchObject({ orderedQuantity: 4, reservedQuantity: 4, state: 'ReadyForPick' });
  });

  it('refuses when a line cannot be satisfied: nothing is reserved and the line shows why', async () => {
    const [a, b] = [await material(5), await material(5)];
    const order = await newOrder(ts, demo, [
      { materialId: a.id, quantity: 1 },
      { materialId: b.id, quantity: b.free + 100000 },
    ]);
    const before = await one<{ r: number }>(ts, 'select reserved_quantity::int as r from materials where id = $1', [a.id]);
    const res = await admin.put('/api/Process/prepare', { orderIds: [order.id] });
    expect(res.status).toBe(207);
    expect(res.body.result.failed[0]).toMatchObject({ id: order.id, label: order.orderNo, code: 'Orders.NotEnoughStock', message: 'Not enough stock in pick locations' });
    expect(res.body.result.failed[0].details.lines[0]).toMatchObject({ orderLineNo: 2, need: b.free + 100000 });
    expect(await tasksOfOrder(ts, order.id)).toEqual([]);
    expect((await orderState(ts, order.id)).lines.map((l) => l.state)).toEqual(['Initial', 'FailedInPreparation']);
    expect((await one<{ r: number }>(ts, 'select reserved_quantity::int as r from materials where id = $1', [a.id])).r).toBe(before.r);
  });

  it('reserves nothing from a pick location that is closed for picking or not active, and from it again once reopened', async () => {
    const a = await material(5);
    const locations = await all<{ id: number; status: string }>(
      ts,
      `select distinct l.id, l.state as status from stocks s join locations l on l.id = s.location_id join location_roles r on r.id = l.location_role_id
        where s.material_id = $1 and r.kind = 'Pick' and s.quantity > s.reserved_quantity order by l.id`,
      [a.id],
    );
    expect(locations.length).toBeGreaterThan(0);
    const order = await newOrder(ts, demo, [{ materialId: a.id, quantity: 1 }]);
    const setAll = async (fields: Record<string, unknown>) => {
      for (const l of locations) expect((await admin.put('/api/Location', { id: l.id, ...fields })).status).toBe(200);
    };
    try {
      for (const closed of [{ availableForPick: false }, { availableForPick: true, status: 'Blocked' }, { status: 'Inactive' }]) {
        await setAll(closed);
        const before = await fingerprint(ts);
        const res = await admin.put('/api/Process/prepare', { orderIds: [order.id] });
        expect(res.status, JSON.stringify(closed)).toBe(207);
        expect(res.body.result.failed[0]).toMatchObject({ id: order.id, code: 'Orders.NotEnoughStock' });
        expect(res.body.result.failed[0].details.lines[0]).toMatchObject({ orderLineNo: 1, need: 1, available: 0 });
        expect(await tasksOfOrder(ts, order.id)).toEqual([]);
        // Only the line's state (FailedInPreparation) may change; no stock is reserved.
        expect((await orderState(ts, order.id)).lines[0].state).toBe('FailedInPreparation');
        expect(before.split('|')[0]).toBe((await fingerprint(ts)).split('|')[0]);
      }
    } finally {
      for (const l of locations) await admin.put('/api/Location', { id: l.id, availableForPick: true, status: l.status });
    }
    expect((await admin.put('/api/Process/prepare', { orderIds: [order.id] })).status).toBe(200);
    const tasks = await tasksOfOrder(ts, order.id);
    expect(tasks.reduce((s, t) => s + t.requested, 0)).toBe(1);
    const from = await one<{ locationId: number }>(ts, 'select location_id as "locationId" from stocks where id = $1', [tasks[0].fromStockId]);
    expect(locations.map((l) => l.id)).toContain(from.locationId);
  });

  it('prepares partly (partly_prepare) and waits for replenishment (prepare and wait)', async () => {
    const [a, b] = [await material(5), await material(5)];
    const order = await newOrder(ts, demo, [
      { materialId: a.id, quantity: 2 },
      { materialId: b.id, quantity: b.free + 100000 },
    ]);
    expect((await admin.put('/api/Process/preparePartly', { orderIds: [order.id] })).status).toBe(200);
    const lines = (await orderState(ts, order.id)).lines;
    expect(lines[0].state).toBe('ReadyForPick');
    // The short line took what there was (partly): it is ready for pick with that, the rest waits for another prepare.
    expect(lines[1].state).toBe('ReadyForPick');
    const reserved = await one<{ q: number }>(
      ts,
      'select coalesce(sum(requested_quantity), 0)::int as q from tasks where order_line_id = (select id from outgoing_order_lines where order_id = $1 and order_line_no = 2)',
      [order.id],
    );
    expect(reserved.q).toBe(b.free);

    // Prepare and wait: a line the pick face cannot fill but bulk can goes PendingMaintenance with a replenishment.
    const m = await pickShortMaterial(ts, demo.businessUnitId);
    const waiting = await newOrder(ts, demo, [{ materialId: m.id, quantity: m.pick + 10 }]);
    const res = await admin.put('/api/Process/prepareAndWait', { orderIds: [waiting.id] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await orderState(ts, waiting.id)).lines[0].state).toBe('PendingMaintenance');
    const repl = await one<{ id: number; kind: string; state: string }>(ts, `select id, kind, state from replenishments where material_id = $1 and state = 'Open'`, [m.id]);
    expect(repl).toMatchObject({ kind: 'OrderBased', state: 'Open' });
    const op = await one<{ wait: boolean }>(ts, 'select wait_for_preparation as wait from operations where order_id = $1', [waiting.id]);
    expect(op.wait).toBe(true);
    // Performing the replenishment brings the stock; the waiting line is then prepared by itself.
    const replTasks = await all<{ id: number; jobId: number; requested: number }>(
      ts,
      'select id, job_id as "jobId", requested_quantity::int as requested from tasks where replenishment_id = $1',
      [repl.id],
    );
    for (const jobId of new Set(replTasks.map((t) => t.jobId))) expect((await picker.put('/api/Terminal/startJob', { jobId })).status).toBe(200);
    for (const t of replTasks) expect((await picker.put('/api/Terminal/performTask', { taskId: t.id, confirmedQuantity: t.requested })).status).toBe(200);
    expect((await one<{ state: string }>(ts, 'select state from replenishments where id = $1', [repl.id])).state).toBe('Completed');
    expect((await orderState(ts, waiting.id)).lines[0].state).toBe('ReadyForPick');
  });

  it('refuses cancelled and completed orders, and orders with nothing to prepare', async () => {
    const a = await material(5);
    const order = await newOrder(ts, demo, [{ materialId: a.id, quantity: 1 }]);
    await admin.put('/api/Process/prepare', { orderIds: [order.id] });
    const again = await admin.put('/api/Process/prepare', { orderIds: [order.id] });
    expect(again.status).toBe(207);
    expect(again.body.result.failed[0]).toMatchObject({ code: 'Orders.NothingToPrepare', message: 'Nothing to prepare' });
    await admin.put('/api/OutgoingOrder/cancel', { orderIds: [order.id] });
    const cancelled = await admin.put('/api/Process/prepare', { orderIds: [order.id] });
    expect(cancelled.body.result.failed[0]).toMatchObject({ code: 'Orders.AlreadyCancelled', message: 'Order already cancelled' });
  });

  it('prepare partly refuses an order of which nothing is available, and changes nothing', async () => {
    const [none] = await unavailableMaterials(ts, demo.businessUnitId);
    const order = await newOrder(ts, demo, [{ materialId: none.id, quantity: 3 }]);
    const before = await fingerprint(ts);
    const res = await admin.put('/api/Process/preparePartly', { orderIds: [order.id] });
    expect(res.status).toBe(207);
    expect(res.body.result).toMatchObject({ successCount: 0, failedCount: 1, failedTitle: 'Errors.Orders.notPrepared' });
    expect(res.body.result.failed[0]).toMatchObject({ id: order.id, label: order.orderNo, code: 'Orders.NotEnoughStock', message: 'Not enough stock in pick locations' });
    expect(res.body.result.failed[0].details.lines[0]).toMatchObject({ orderLineNo: 1, need: 3, available: 0 });
    expect(await fingerprint(ts)).toBe(before);
    expect(await tasksOfOrder(ts, order.id)).toEqual([]);
    expect(await all(ts, 'select id from operations where order_id = $1', [order.id])).toEqual([]);
  });

  it('prepare and wait refuses a line that bulk cannot fill either: no replenishment, the line shows why', async () => {
    const [none] = await unavailableMaterials(ts, demo.businessUnitId, 1, 1);
    const order = await newOrder(ts, demo, [{ materialId: none.id, quantity: 2 }]);
    const replenishments = await one<{ n: number }>(ts, 'select count(*)::int as n from replenishments');
    const res = await admin.put('/api/Process/prepareAndWait', { orderIds: [order.id] });
    expect(res.status).toBe(207);
    expect(res.body.result.failed[0]).toMatchObject({ id: order.id, code: 'Orders.NotEnoughStock', details: { lines: [{ orderLineNo: 1, need: 2, available: 0 }] } });
    expect(await orderState(ts, order.id)).toMatchObject({ state: 'Initial', lines: [{ state: 'FailedInPreparation' }] });
    expect(await tasksOfOrder(ts, order.id)).toEqual([]);
    expect(await one<{ n: number }>(ts, 'select count(*)::int as n from replenishments')).toEqual(replenishments);
    expect(await all(ts, 'select id from operations where order_id = $1', [order.id])).toEqual([]);
  });
});

describe('performing picks', () => {
  it('moves the stock to the outbound location, writes transactions and completes line, operation, job and order', async () => {
    const a = await material(10);
    const order = await newOrder(ts, demo, [{ materialId: a.id, quantity: 3 }]);
    await admin.put('/api/Process/prepare', { orderIds: [order.id] });
    const before = await one<{ q: number }>(ts, 'select current_quantity::int as q from materials where id = $1', [a.id]);
    await startAndPerformAll(picker, order.id);
    const state = await orderState(ts, order.id);
    expect(state).toMatchObject({ state: 'Completed', lines: [{ state: 'Completed', picked: 3 }] });
    expect((await one<{ state: string }>(ts, 'select state from operations where order_id = $1', [order.id])).state).toBe('Completed');
    const job = await one<{ state: string }>(ts, 'select j.state from jobs j join tasks t on t.job_id = j.id where t.order_id = $1 limit 1', [order.id]);
    expect(job.state).toBe('Completed');
    const staged = await one<{ q: number; role: string }>(
      ts,
      `select s.quantity::int as q, r.kind as role from stocks s join locations l on l.id = s.location_id join location_roles r on r.id = l.location_role_id where s.container_id = $1`,
      [order.orderNo],
    );
    expect(staged).toEqual({ q: 3, role: 'Outbound' });
    const tx = await all<{ processType: string; quantity: number }>(
      ts,
      `select process_type as "processType", quantity::int as quantity from material_transactions where reference = $1`,
      [order.orderNo],
    );
    expect(tx).toEqual([{ processType: 'Picking', quantity: 3 }]);
    // Goods staged in the warehouse still count in the material's current quantity.
    expect((await one<{ q: number }>(ts, 'select current_quantity::int as q from materials where id = $1', [a.id])).q).toBe(before.q);
  });

  it('confirms less than requested only with a reason, which closes the line short', async () => {
    const a = await material(10);
    const order = await newOrder(ts, demo, [{ materialId: a.id, quantity: 4 }]);
    await admin.put('/api/Process/prepare', { orderIds: [order.id] });
    const [task] = await tasksOfOrder(ts, order.id);
    await picker.put('/api/Terminal/startJob', { jobId: task.jobId });
    const started = await databaseSnapshot(ts);
    const noReason = await picker.put('/api/Terminal/performTask', { taskId: task.id, confirmedQuantity: 2 });
    expect(noReason.status).toBe(422);
    expect(noReason.body).toMatchObject({ code: 'Tasks.ReasonRequired' });
    const tooMany = await picker.put('/api/Terminal/performTask', { taskId: task.id, confirmedQuantity: 5 });
    expect(tooMany.body).toMatchObject({ code: 'Tasks.QuantityTooHigh' });
    expect(await changedTables(ts, started)).toEqual([]);
    expect((await picker.put('/api/Terminal/performTask', { taskId: task.id, confirmedQuantity: 2, reasonCode: 'Damaged' })).status).toBe(200);
    expect(await orderState(ts, order.id)).toMatchObject({ state: 'Completed', lines: [{ state: 'Completed', picked: 2, ordered: 4 }] });
    const again = await picker.put('/api/Terminal/performTask', { taskId: task.id, confirmedQuantity: 2 });
    expect(again.body).toMatchObject({ code: 'Tasks.NotInProgress', message: 'Task is in wrong state', details: { taskState: 'Performed' } });
  });

  it('adjusts a picked quantity (adjust_picked_quantity) with a transaction row', async () => {
    const a = await material(10);
    const order = await newOrder(ts, demo, [
      { materialId: a.id, quantity: 5 },
      { materialId: (await material(5)).id, quantity: 1 },
    ]);
    await admin.put('/api/Process/prepare', { orderIds: [order.id] });
    const tasks = await tasksOfOrder(ts, order.id);
    const first = tasks[0];
    await picker.put('/api/Terminal/startJob', { jobId: first.jobId });
    await picker.put('/api/Terminal/performTask', { taskId: first.id, confirmedQuantity: first.requested });
    const down = await admin.put('/api/OutgoingOrder/pickedStock', { taskId: first.id, confirmedQuantity: first.requested - 2, reasonText: 'Counted again' });
    expect(down.status, JSON.stringify(down.body)).toBe(200);
    const line = await one<{ picked: number }>(ts, 'select picked_quantity::int as picked from outgoing_order_lines where id = (select order_line_id from tasks where id = $1)', [
      first.id,
    ]);
    expect(line.picked).toBe(first.requested - 2);
    const adj = await one<{ q: number }>(ts, `select quantity::int as q from material_transactions where task_id = $1 and process_type = 'PickAdjustment'`, [first.id]);
    expect(adj.q).toBe(2);
    const superUser = await signInAs(ts.baseUrl, 'super');
    const adjusted = await databaseSnapshot(ts);
    const above = await admin.put('/api/OutgoingOrder/pickedStock', { taskId: first.id, confirmedQuantity: 500 });
    expect(above.body).toMatchObject({ code: 'Orders.AboveOrdered' });
    const notPick = await admin.put('/api/OutgoingOrder/pickedStock', { taskId: tasks[1].id, confirmedQuantity: 1 });
    expect(notPick.body).toMatchObject({ code: 'Tasks.NotAdjustable' });
    // Off by default: the super user (no override) may not.
    expect((await superUser.put('/api/OutgoingOrder/pickedStock', { taskId: first.id, confirmedQuantity: 1 })).status).toBe(403);
    expect(await changedTables(ts, adjusted)).toEqual([]);
  });
});
