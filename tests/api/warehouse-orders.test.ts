import { beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../helpers/test-server';
import { signInAs, type TestApi } from '../helpers/api-client';
import { changedTables, databaseSnapshot } from '../helpers/db-snapshot';
import { all, fingerprint, freePickMaterials, newOrder, one, orderState, pickShortMaterial, tasksOfOrder, unavailableMaterials } from '../helpers/warehouse-fixtures';
import { useWarehouseSuite } from '../helpers/warehouse-suite';
import type { Actor } from '../../apps/server/src/work/work';

// Partly prepare, cancel order process and the rest are off by default; the admin roles (Demo's and North's) get them.
const suite = useWarehouseSuite(['partly_prepare', 'cancel_order_process', 'change_delivery_type', 'adjust_picked_quantity']);
let ts: TestServer;
let admin: TestApi;
let picker: TestApi;
let demo: Actor;
beforeAll(() => void ({ ts, admin, picker, demo } = suite));
let skip = 0;

/** A material this test alone uses (seeded orders do not reserve it further). */
async function material(free = 20) {
  const [m] = await freePickMaterials(ts, demo.businessUnitId, free, 1, skip++);
  return m;
}

async function startAndPerformAll(api: TestApi, orderId: number, confirm?: (requested: number) => { confirmedQuantity: number; reasonCode?: string }) {
  const tasks = await tasksOfOrder(ts, orderId);
  for (const jobId of new Set(tasks.map((t) => t.jobId))) expect((await api.put('/api/Terminal/startJob', { jobId })).status).toBe(200);
  for (const t of tasks) {
    const res = await api.put('/api/Terminal/performTask', { taskId: t.id, ...(confirm?.(t.requested) ?? { confirmedQuantity: t.requested }) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
}

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

describe('unprepare, cancel and cancel order process', () => {
  it('unprepares a prepared order: reservations released, tasks and operation cancelled, lines Initial', async () => {
    const a = await material(5);
    const order = await newOrder(ts, demo, [{ materialId: a.id, quantity: 2 }]);
    await admin.put('/api/Process/prepare', { orderIds: [order.id] });
    const reservedBefore = await one<{ r: number }>(ts, 'select reserved_quantity::int as r from materials where id = $1', [a.id]);
    const res = await admin.put(`/api/OutgoingOrder/unprepare/${order.id}`);
    expect(res.status).toBe(200);
    expect((await tasksOfOrder(ts, order.id)).every((t) => t.state === 'Cancelled')).toBe(true);
    expect((await one<{ state: string }>(ts, 'select state from operations where order_id = $1', [order.id])).state).toBe('Cancelled');
    expect((await orderState(ts, order.id)).lines[0].state).toBe('Initial');
    expect((await one<{ r: number }>(ts, 'select reserved_quantity::int as r from materials where id = $1', [a.id])).r).toBe(reservedBefore.r - 2);
    const notPrepared = await admin.put(`/api/OutgoingOrder/unprepare/${order.id}`);
    expect(notPrepared.body).toMatchObject({ code: 'Orders.NotPrepared', message: 'Order is not prepared' });
    // The Process call takes many orders and answers per order.
    const multi = await admin.put('/api/Process/unprepare', { orderIds: [order.id] });
    expect(multi.status).toBe(207);
    expect(multi.body.result.failed[0]).toMatchObject({ id: order.id, label: order.orderNo, code: 'Orders.NotPrepared' });
  });

  it('unprepares many orders through the Process call (200 when all went through)', async () => {
    const [a, b] = [await material(5), await material(5)];
    const first = await newOrder(ts, demo, [{ materialId: a.id, quantity: 2 }]);
    const second = await newOrder(ts, demo, [{ materialId: b.id, quantity: 1 }]);
    expect((await admin.put('/api/Process/prepare', { orderIds: [first.id, second.id] })).status).toBe(200);
    const reservedBefore = await one<{ r: number }>(ts, 'select sum(reserved_quantity)::int as r from materials where id = any($1::int[])', [[a.id, b.id]]);
    const res = await admin.put('/api/Process/unprepare', { orderIds: [first.id, second.id] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.result).toMatchObject({ successCount: 2, failedCount: 0, failed: [] });
    for (const o of [first, second]) {
      expect((await tasksOfOrder(ts, o.id)).map((t) => t.state)).toEqual(['Cancelled']);
      expect(await orderState(ts, o.id)).toMatchObject({ state: 'Initial', lines: [{ state: 'Initial' }] });
      expect((await one<{ state: string }>(ts, 'select state from operations where order_id = $1', [o.id])).state).toBe('Cancelled');
    }
    expect(await one<{ r: number }>(ts, 'select sum(reserved_quantity)::int as r from materials where id = any($1::int[])', [[a.id, b.id]])).toEqual({ r: reservedBefore.r - 3 });
  });

  it('refuses to cancel or unprepare a started order ("Order already started!") and an already cancelled one', async () => {
    const a = await material(10);
    const order = await newOrder(ts, demo, [
      { materialId: a.id, quantity: 2 },
      { materialId: (await material(5)).id, quantity: 1 },
    ]);
    await admin.put('/api/Process/prepare', { orderIds: [order.id] });
    const [t] = await tasksOfOrder(ts, order.id);
    await picker.put('/api/Terminal/startJob', { jobId: t.jobId });
    await picker.put('/api/Terminal/performTask', { taskId: t.id, confirmedQuantity: t.requested });
    expect((await orderState(ts, order.id)).state).toBe('Started');
    const cancel = await admin.put('/api/OutgoingOrder/cancel', { orderIds: [order.id] });
    expect(cancel.status).toBe(207);
    expect(cancel.body.result.failed[0]).toMatchObject({ code: 'Orders.AlreadyStarted', message: 'Order already started!', label: order.orderNo });
    expect((await admin.put(`/api/OutgoingOrder/unprepare/${order.id}`)).body).toMatchObject({ message: 'Order already started!' });

    // Cancel order process (cancel_order_process): the rest is cancelled and the order completes with what was picked.
    const res = await admin.put('/api/Process/cancelOrderInProcesses', { orderIds: [order.id] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const after = await orderState(ts, order.id);
    expect(after.state).toBe('Completed');
    expect(after.lines.map((l) => l.state).sort()).toEqual(['Cancelled', 'Completed']);
    expect((await tasksOfOrder(ts, order.id)).filter((x) => x.state !== 'Performed').every((x) => x.state === 'Cancelled')).toBe(true);
    const notStarted = await newOrder(ts, demo, [{ materialId: a.id, quantity: 1 }]);
    expect((await admin.put('/api/Process/cancelOrderInProcesses', { orderIds: [notStarted.id] })).body.result.failed[0]).toMatchObject({ code: 'Orders.NotStarted' });

    const fresh = await newOrder(ts, demo, [{ materialId: a.id, quantity: 1 }]);
    await admin.put('/api/Process/prepare', { orderIds: [fresh.id] });
    expect((await admin.put('/api/OutgoingOrder/cancel', { orderIds: [fresh.id] })).status).toBe(200);
    expect(await orderState(ts, fresh.id)).toMatchObject({ state: 'Cancelled', lines: [{ state: 'Cancelled' }] });
    const twice = await admin.put('/api/OutgoingOrder/cancel', { orderIds: [fresh.id] });
    expect(twice.body.result.failed[0]).toMatchObject({ code: 'Orders.AlreadyCancelled', message: 'Order already cancelled' });
  });

  it('cancels sales orders by order number', async () => {
    const order = await newOrder(ts, demo, [{ materialId: (await material(3)).id, quantity: 1 }]);
    const res = await admin.post('/api/OutgoingOrder/cancelsalesorder', { orderNumbers: [order.orderNo, 'SO-NOPE'] });
    expect(res.status).toBe(207);
    expect(res.body.result).toMatchObject({ successCount: 1, failedCount: 1 });
    expect(res.body.result.failed[0]).toMatchObject({ label: 'SO-NOPE', code: 'NotFound' });
    expect((await orderState(ts, order.id)).state).toBe('Cancelled');
  });

  it('refuses to cancel a started sales order ("Order already started!") and changes nothing', async () => {
    const order = await newOrder(ts, demo, [
      { materialId: (await material(5)).id, quantity: 1 },
      { materialId: (await material(5)).id, quantity: 1 },
    ]);
    await admin.put('/api/Process/prepare', { orderIds: [order.id] });
    const [t] = await tasksOfOrder(ts, order.id);
    await picker.put('/api/Terminal/startJob', { jobId: t.jobId });
    expect((await picker.put('/api/Terminal/performTask', { taskId: t.id, confirmedQuantity: t.requested })).status).toBe(200);
    const before = await fingerprint(ts);
    const res = await admin.post('/api/OutgoingOrder/cancelsalesorder', { orderNumbers: [order.orderNo] });
    expect(res.status).toBe(207);
    expect(res.body.result).toMatchObject({ successCount: 0, failedCount: 1, failedTitle: 'Errors.Orders.notCancelled' });
    expect(res.body.result.failed[0]).toMatchObject({ id: order.id, label: order.orderNo, code: 'Orders.AlreadyStarted', message: 'Order already started!' });
    expect(await fingerprint(ts)).toBe(before);
    expect((await orderState(ts, order.id)).state).toBe('Started');
  });
});

describe('order edits', () => {
  it('splits the open remainder of lines into a new Initial order', async () => {
    const [a, b] = [await material(10), await material(10)];
    const order = await newOrder(ts, demo, [
      { materialId: a.id, quantity: 3 },
      { materialId: b.id, quantity: 2 },
    ]);
    const lines = await all<{ id: number }>(ts, 'select id from outgoing_order_lines where order_id = $1 order by order_line_no', [order.id]);
    const made = await databaseSnapshot(ts);
    const whole = await admin.post('/api/Operation/SplitOrder', { orderId: order.id, orderLineIds: lines.map((l) => l.id) });
    expect(whole.body).toMatchObject({ code: 'Orders.SplitWholeOrder' });
    expect(await changedTables(ts, made)).toEqual([]);
    const res = await admin.post('/api/Operation/SplitOrder', { orderId: order.id, orderLineIds: [lines[1].id] });
    expect(res.status).toBe(200);
    expect(res.body.result.orderNo).toBe(`${order.orderNo}-S1`);
    const split = await orderState(ts, res.body.result.orderId);
    expect(split).toMatchObject({ state: 'Initial', lines: [{ state: 'Initial', ordered: 2 }] });
    // The line moved whole leaves the order (nothing names it): the order keeps its other line only.
    expect((await orderState(ts, order.id)).lines).toEqual([expect.objectContaining({ state: 'Initial', ordered: 3 })]);
    // Splitting it again (a stale selection): refused as the order's present state, nothing made.
    const splitOnce = await databaseSnapshot(ts);
    const gone = await admin.post('/api/Operation/SplitOrder', { orderId: order.id, orderLineIds: [lines[1].id] });
    expect(gone.status).toBe(422);
    expect(gone.body).toMatchObject({ code: 'Orders.LinesNotInOrder' });
    expect(await changedTables(ts, splitOnce)).toEqual([]);
    // A line whose whole quantity is in tasks has no open remainder.
    expect((await admin.put('/api/Process/prepare', { orderIds: [order.id] })).status).toBe(200);
    const prepared = await databaseSnapshot(ts);
    const nothing = await admin.post('/api/Operation/SplitOrder', { orderId: order.id, orderLineIds: [lines[0].id] });
    expect(nothing.body).toMatchObject({ code: 'Orders.NothingToSplit', message: 'Nothing to split' });
    expect(await changedTables(ts, prepared)).toEqual([]);
  });

  it('edits a line quantity, refused below what is picked or prepared and once the order is over', async () => {
    const a = await material(10);
    const order = await newOrder(ts, demo, [{ materialId: a.id, quantity: 3 }]);
    const line = await one<{ id: number }>(ts, 'select id from outgoing_order_lines where order_id = $1', [order.id]);
    const ordered = async () => (await orderState(ts, order.id)).lines[0].ordered;
    expect((await admin.put('/api/OutgoingOrder/orderline/quantity', { orderLineId: line.id, quantity: 5 })).status).toBe(200);
    expect(await ordered()).toBe(5);
    await admin.put('/api/Process/prepare', { orderIds: [order.id] });
    const prepared = await fingerprint(ts);
    expect((await admin.put('/api/OutgoingOrder/orderline/quantity', { orderLineId: line.id, quantity: 2 })).body).toMatchObject({ code: 'Orders.BelowPrepared' });
    expect((await admin.put('/api/OutgoingOrder/orderline/quantity', { orderLineId: line.id, quantity: 0 })).status).toBe(400);
    expect(await fingerprint(ts)).toBe(prepared);
    await startAndPerformAll(picker, order.id);
    const done = await fingerprint(ts);
    expect((await admin.put('/api/OutgoingOrder/orderline/quantity', { orderLineId: line.id, quantity: 9 })).body).toMatchObject({
      code: 'Orders.AlreadyCompleted',
      message: 'Order already completed',
    });
    expect(await fingerprint(ts)).toBe(done);
    expect(await ordered()).toBe(5);
  });

  it('changes delivery priority date and delivery type (change_delivery_type), refusing unknown types and closed orders', async () => {
    const order = await newOrder(ts, demo, [{ materialId: (await material(3)).id, quantity: 1 }]);
    const res = await admin.put('/api/OutgoingOrder/DeliveryPriority', { orderIds: [order.id], deliveryDate: '2030-01-31', priority: 1 });
    expect(res.status).toBe(200);
    expect(await one(ts, `select delivery_date as "deliveryDate", priority from outgoing_orders where id = $1`, [order.id])).toEqual({ deliveryDate: '2030-01-31', priority: 1 });
    expect((await admin.put('/api/OutgoingOrder/DeliveryType', { orderIds: [order.id], deliveryType: 'Express' })).status).toBe(200);
    const unknown = await admin.put('/api/OutgoingOrder/DeliveryType', { orderIds: [order.id], deliveryType: 'Teleport' });
    expect(unknown.body.result.failed[0]).toMatchObject({ code: 'Orders.UnknownDeliveryType' });
    await admin.put('/api/OutgoingOrder/cancel', { orderIds: [order.id] });
    const closed = await admin.put('/api/OutgoingOrder/DeliveryPriority', { orderIds: [order.id], deliveryDate: '2030-02-01' });
    expect(closed.body.result.failed[0]).toMatchObject({ message: 'Order already cancelled' });
    const types = await admin.get('/api/OutgoingOrder/deliveryType');
    expect(types.body.result.map((t: { name: string }) => t.name)).toContain('Express');
    const customer = await admin.get(`/api/OutgoingOrder/getCustomerInformation/${order.id}`);
    expect(customer.body.result).toMatchObject({ customerName: 'Test customer' });
  });

  it('sets the execution priority of operations and their open tasks', async () => {
    const order = await newOrder(ts, demo, [{ materialId: (await material(3)).id, quantity: 1 }]);
    await admin.put('/api/Process/prepare', { orderIds: [order.id] });
    const op = await one<{ id: number }>(ts, 'select id from operations where order_id = $1', [order.id]);
    expect((await admin.put('/api/Process/executionPriority', { operationIds: [op.id], executionPriority: 2 })).status).toBe(200);
    expect(await one(ts, 'select execution_priority as p from tasks where order_id = $1', [order.id])).toEqual({ p: 2 });
  });
});
