import { describe, expect, it } from 'vitest';
import { changedTables, databaseSnapshot } from '../helpers/db-snapshot';
import { all, fingerprint, newOrder, one, orderState, tasksOfOrder } from '../helpers/warehouse-fixtures';
import { useWarehouseSuite } from '../helpers/warehouse-suite';
import { orderSteps } from '../helpers/warehouse-order-steps';

// Unprepare, cancel, cancel order process, and order edits (split, quantities, delivery, priority).
// Partly prepare, cancel order process and the rest are off by default; the admin roles (Demo's and North's) get them.
const suite = useWarehouseSuite(['partly_prepare', 'cancel_order_process', 'change_delivery_type', 'adjust_picked_quantity']);
const { ts, admin, picker, demo } = suite;
const { material, startAndPerformAll } = orderSteps(suite);

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
    // The line's weight is the material's weight x the new quantity, and the order's weight the sum of its lines.
    const weights = await one<{ unit: number; line: number; order: number }>(
      ts,
      `select m.weight::float8 as unit, ln.line_weight::float8 as line, o.order_weight::float8 as "order"
         from outgoing_order_lines ln join materials m on m.id = ln.material_id join outgoing_orders o on o.id = ln.order_id where ln.id = $1`,
      [line.id],
    );
    expect(weights.unit).toBeGreaterThan(0);
    expect(weights.line).toBeCloseTo(weights.unit * 5, 3);
    expect(weights.order).toBeCloseTo(weights.line, 3);
    await admin.put('/api/Process/prepare', { orderIds: [order.id] });
    // Exactly what is prepared is not below it.
    expect((await admin.put('/api/OutgoingOrder/orderline/quantity', { orderLineId: line.id, quantity: 5 })).status).toBe(200);
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
