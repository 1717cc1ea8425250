import { describe, expect, it } from 'vitest';
import { actorOf, fingerprint, freePickMaterials, newOrder, one, tasksOfOrder } from '../helpers/warehouse-fixtures';
import { useWarehouseSuite } from '../helpers/warehouse-suite';

/**
 * Orders and processes: the server's permission checks (the picker's 403s) and another business
 * unit's orders, operations and tasks answered as unknown, nothing changed.
 */
const s = useWarehouseSuite(['partly_prepare', 'cancel_order_process', 'change_delivery_type', 'adjust_picked_quantity']);
let skip = 0;
/** A material this file alone uses. */
async function material(free = 20) {
  const [m] = await freePickMaterials(s.ts, s.demo.businessUnitId, free, 1, skip++);
  return m;
}

describe('permissions and business units', () => {
  it('refuses the picker (403) and changes nothing', async () => {
    const order = await newOrder(s.ts, s.demo, [{ materialId: (await material(3)).id, quantity: 1 }]);
    const line = await one<{ id: number }>(s.ts, 'select id from outgoing_order_lines where order_id = $1', [order.id]);
    const before = await fingerprint(s.ts);
    const calls: Array<[string, string, unknown]> = [
      ['put', '/api/Process/prepare', { orderIds: [order.id] }],
      ['put', '/api/Process/prepareAndWait', { orderIds: [order.id] }],
      ['put', '/api/Process/preparePartly', { orderIds: [order.id] }],
      ['put', '/api/Process/unprepare', { orderIds: [order.id] }],
      ['put', '/api/Process/cancelOrderInProcesses', { orderIds: [order.id] }],
      ['put', `/api/OutgoingOrder/unprepare/${order.id}`, {}],
      ['put', '/api/OutgoingOrder/cancel', { orderIds: [order.id] }],
      ['post', '/api/OutgoingOrder/cancelsalesorder', { orderNumbers: [order.orderNo] }],
      ['put', '/api/OutgoingOrder/orderline/quantity', { orderLineId: line.id, quantity: 4 }],
      ['put', '/api/OutgoingOrder/DeliveryPriority', { orderIds: [order.id], deliveryDate: '2031-01-01' }],
      ['put', '/api/OutgoingOrder/DeliveryType', { orderIds: [order.id], deliveryType: 'Express' }],
      ['put', '/api/OutgoingOrder/pickedStock', { taskId: 1, confirmedQuantity: 1 }],
      ['post', '/api/Operation/SplitOrder', { orderId: order.id, orderLineIds: [line.id] }],
      ['put', '/api/Operation/reassign', { operationIds: [1], userId: s.demo.userId }],
      ['put', '/api/Process/executionPriority', { operationIds: [1], executionPriority: 1 }],
    ];
    for (const [method, path, body] of calls) {
      const res = await (method === 'put' ? s.picker.put(path, body) : s.picker.post(path, body));
      expect(res.status, path).toBe(403);
      expect(res.body.message).toBe('Authorization Error: access denied');
    }
    expect(await fingerprint(s.ts)).toBe(before);
  });

  it("treats another business unit's orders as unknown", async () => {
    const order = await newOrder(s.ts, s.demo, [{ materialId: (await material(3)).id, quantity: 1 }]);
    const line = await one<{ id: number }>(s.ts, 'select id from outgoing_order_lines where order_id = $1', [order.id]);
    const before = await fingerprint(s.ts);
    const prep = await s.north.put('/api/Process/prepare', { orderIds: [order.id] });
    expect(prep.status).toBe(207);
    expect(prep.body.result.failed[0]).toMatchObject({ id: order.id, code: 'NotFound' });
    expect((await s.north.put('/api/OutgoingOrder/cancel', { orderIds: [order.id] })).body.result.failed[0].code).toBe('NotFound');
    expect((await s.north.put(`/api/OutgoingOrder/unprepare/${order.id}`)).status).toBe(404);
    expect((await s.north.put('/api/OutgoingOrder/orderline/quantity', { orderLineId: line.id, quantity: 4 })).status).toBe(404);
    expect((await s.north.post('/api/Operation/SplitOrder', { orderId: order.id, orderLineIds: [line.id] })).status).toBe(404);
    expect((await s.north.get(`/api/OutgoingOrder/getCustomerInformation/${order.id}`)).status).toBe(404);
    expect((await s.north.post('/api/OutgoingOrder/cancelsalesorder', { orderNumbers: [order.orderNo] })).body.result.failed[0].code).toBe('NotFound');
    const rows = (await s.north.get(`/api/OutgoingOrder/description?orderNo=${order.orderNo}`)).body.result;
    expect(rows).toEqual([]);
    expect(await fingerprint(s.ts)).toBe(before);
  });

  it("refuses another business unit's orders, operations and tasks in every order and process call", async () => {
    // A Demo order that is started (one pick performed, one open): every call below has something it could change.
    const order = await newOrder(s.ts, s.demo, [
      { materialId: (await material(5)).id, quantity: 2 },
      { materialId: (await material(5)).id, quantity: 1 },
    ]);
    expect((await s.admin.put('/api/Process/prepare', { orderIds: [order.id] })).status).toBe(200);
    const tasks = await tasksOfOrder(s.ts, order.id);
    await s.picker.put('/api/Terminal/startJob', { jobId: tasks[0].jobId });
    expect((await s.picker.put('/api/Terminal/performTask', { taskId: tasks[0].id, confirmedQuantity: tasks[0].requested })).status).toBe(200);
    const waiting = await newOrder(s.ts, s.demo, [{ materialId: (await material(5)).id, quantity: 1 }]);
    const op = await one<{ id: number }>(s.ts, 'select id from operations where order_id = $1', [order.id]);
    const northUser = await actorOf(s.ts, 'North');
    const before = await fingerprint(s.ts);
    const perOrder: Array<[string, unknown]> = [
      ['/api/Process/preparePartly', { orderIds: [waiting.id] }],
      ['/api/Process/prepareAndWait', { orderIds: [waiting.id] }],
      ['/api/Process/unprepare', { orderIds: [order.id] }],
      ['/api/Process/cancelOrderInProcesses', { orderIds: [order.id] }],
      ['/api/OutgoingOrder/DeliveryPriority', { orderIds: [order.id], deliveryDate: '2031-05-05', priority: 1 }],
      ['/api/OutgoingOrder/DeliveryType', { orderIds: [order.id], deliveryType: 'Express' }],
      ['/api/Operation/reassign', { operationIds: [op.id], userId: northUser.userId }],
      ['/api/Process/executionPriority', { operationIds: [op.id], executionPriority: 1 }],
    ];
    for (const [path, body] of perOrder) {
      const res = await s.north.put(path, body);
      expect(res.status, path).toBe(207);
      expect(res.body.result, path).toMatchObject({ successCount: 0, failedCount: 1 });
      expect(res.body.result.failed[0], path).toMatchObject({ code: 'NotFound' });
      // The failed line does not give away the other unit's order number.
      expect(res.body.result.failed[0].label, path).toBeUndefined();
    }
    const adjust = await s.north.put('/api/OutgoingOrder/pickedStock', { taskId: tasks[0].id, confirmedQuantity: 1 });
    expect(adjust.status).toBe(404);
    expect(adjust.body).toMatchObject({ code: 'NotFound', message: 'Task not found' });
    expect(await fingerprint(s.ts)).toBe(before);
    // Demo's own admin may: the same calls were refused only for being another unit's.
    expect((await s.admin.put('/api/Process/executionPriority', { operationIds: [op.id], executionPriority: 1 })).status).toBe(200);
  });
});
