import { describe, expect, it } from 'vitest';
import { all, fingerprint, newIngoingOrder, one } from '../helpers/warehouse-fixtures';
import { useWarehouseSuite } from '../helpers/warehouse-suite';

const suite = useWarehouseSuite();
const { ts, admin, picker, north, demo } = suite;

async function order(quantities: number[]) {
  const materials = await all<{ id: number }>(ts, 'select id from materials where business_unit_id = $1 order by id desc limit $2', [demo.businessUnitId, quantities.length]);
  const o = await newIngoingOrder(
    ts,
    demo,
    quantities.map((q, i) => ({ materialId: materials[i].id, quantity: q })),
  );
  const lines = await all<{ id: number; materialId: number }>(ts, 'select id, material_id as "materialId" from ingoing_order_lines where order_id = $1 order by order_line_no', [
    o.id,
  ]);
  return { ...o, lines };
}
const state = async (id: number) =>
  one<{ state: string; lines: string[] }>(
    ts,
    `select state, (select array_agg(state order by order_line_no) from ingoing_order_lines where order_id = o.id) as lines from ingoing_orders o where id = $1`,
    [id],
  );

describe('ingoing orders', () => {
  it('receives into the inbound location with a put-away task, starts and completes the order', async () => {
    const o = await order([10, 5]);
    const res = await picker.post('/api/Terminal/receiveLine', { orderLineId: o.lines[0].id, quantity: 6, batch: 'LOT-1' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await state(o.id)).toEqual({ state: 'Started', lines: ['InProgress', 'Initial'] });
    const stock = await one<{ q: number; role: string; batch: string }>(
      ts,
      `select s.quantity::int as q, r.kind as role, s.batch from stocks s join locations l on l.id = s.location_id join location_roles r on r.id = l.location_role_id where s.id = $1`,
      [res.body.result.stockId],
    );
    expect(stock).toEqual({ q: 6, role: 'Inbound', batch: 'LOT-1' });
    expect(await one(ts, `select process_type as p, quantity::int as q, reference from material_transactions where to_stock_id = $1`, [res.body.result.stockId])).toEqual({
      p: 'Receipt',
      q: 6,
      reference: o.orderNo,
    });
    const putAway = await one<{ id: number; jobId: number; requested: number; state: string }>(
      ts,
      'select id, job_id as "jobId", requested_quantity::int as requested, state from tasks where id = $1',
      [res.body.result.taskId],
    );
    expect(putAway).toMatchObject({ requested: 6, state: 'Prepared' });
    await picker.put('/api/Terminal/startJob', { jobId: putAway.jobId });
    expect((await picker.put('/api/Terminal/performTask', { taskId: putAway.id, confirmedQuantity: 6 })).status).toBe(200);
    // The inbound row is emptied (and gone); the goods are at their place.
    expect(await one(ts, 'select id from stocks where id = $1', [res.body.result.stockId])).toBeUndefined();
    const over = await picker.post('/api/Terminal/receiveLine', { orderLineId: o.lines[0].id, quantity: 5 });
    expect(over.body).toMatchObject({ code: 'Orders.AboveOpenQuantity', details: { openQuantity: 4 } });
    await picker.post('/api/Terminal/receiveLine', { orderLineId: o.lines[0].id, quantity: 4 });
    await picker.post('/api/Terminal/receiveLine', { orderLineId: o.lines[1].id, quantity: 5 });
    expect(await state(o.id)).toEqual({ state: 'Completed', lines: ['Completed', 'Completed'] });
    expect((await picker.post('/api/Terminal/receiveLine', { orderLineId: o.lines[1].id, quantity: 1 })).body).toMatchObject({ message: 'Order already completed' });
    const row = (await admin.get(`/api/IngoingOrder/description?orderNo=${o.orderNo}`)).body.result[0];
    expect(row).toMatchObject({ state: 'Completed', numberOfLines: 2, numberOfUnits: 15, receivedUnits: 15, supplier: 'Test supplier' });
    expect(row.lines[0]).toMatchObject({ orderedQuantity: 10, confirmedQuantity: 10, openQuantity: 0 });
  });

  it('completes an order short (PATCH complete) and cancels only before the first receipt', async () => {
    const o = await order([10]);
    await picker.post('/api/Terminal/receiveLine', { orderLineId: o.lines[0].id, quantity: 3 });
    expect((await admin.put('/api/IngoingOrder/cancel', { orderIds: [o.id] })).body.result.failed[0]).toMatchObject({ message: 'Order already started!' });
    expect((await admin.patch('/api/IngoingOrder/complete', { orderIds: [o.id] })).status).toBe(200);
    expect(await state(o.id)).toEqual({ state: 'Completed', lines: ['Completed'] });
    expect((await admin.patch('/api/IngoingOrder/complete', { orderIds: [o.id] })).body.result.failed[0]).toMatchObject({ code: 'Orders.AlreadyCompleted' });
    const fresh = await order([4]);
    expect((await admin.put('/api/IngoingOrder/cancel', { orderIds: [fresh.id] })).status).toBe(200);
    expect(await state(fresh.id)).toEqual({ state: 'Cancelled', lines: ['Cancelled'] });
    expect((await admin.put('/api/IngoingOrder/cancel', { orderIds: [fresh.id] })).body.result.failed[0]).toMatchObject({ message: 'Order already cancelled' });
  });

  it('refuses the picker the office calls and another business unit its orders', async () => {
    const o = await order([5]);
    const before = await fingerprint(ts);
    expect((await picker.patch('/api/IngoingOrder/complete', { orderIds: [o.id] })).status).toBe(403);
    expect((await picker.put('/api/IngoingOrder/cancel', { orderIds: [o.id] })).status).toBe(403);
    expect((await north.patch('/api/IngoingOrder/complete', { orderIds: [o.id] })).body.result.failed[0].code).toBe('NotFound');
    expect((await north.post('/api/Terminal/receiveLine', { orderLineId: o.lines[0].id, quantity: 1 })).status).toBe(404);
    const cancel = await north.put('/api/IngoingOrder/cancel', { orderIds: [o.id] });
    expect(cancel.status).toBe(207);
    expect(cancel.body.result).toMatchObject({ successCount: 0, failedCount: 1 });
    // Not found, and the other unit's order number is not given away in the label.
    expect(cancel.body.result.failed[0]).toMatchObject({ id: o.id, code: 'NotFound' });
    expect(cancel.body.result.failed[0].label).toBeUndefined();
    expect(await fingerprint(ts)).toBe(before);
    expect(await state(o.id)).toEqual({ state: 'Initial', lines: ['Initial'] });
  });
});
