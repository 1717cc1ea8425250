import { describe, expect, it } from 'vitest';
import { all, fingerprint, freePickMaterials, newOrder, one, orderState, pickShortMaterial } from '../helpers/warehouse-fixtures';
import { useWarehouseSuite } from '../helpers/warehouse-suite';

// Prepare, prepare partly, prepare and wait from the Operations page: the
// page sends the operations' order ids to the Process calls; what an order still lacks is added
// to its open operation (an operation is the picking work of one order).
const suite = useWarehouseSuite(['partly_prepare']);
const { ts, admin, picker, north, demo } = suite;

/** The Operations page's row of an order, as the grid reads it. */
async function operationRow(orderId: number) {
  const res = await admin.get(`/api/Operation/description?orderId=${orderId}`);
  expect(res.status).toBe(200);
  expect(res.body.result).toHaveLength(1);
  return res.body.result[0] as { id: number; orderId: number; operationsSummarizedState: string; orderState: string };
}

const operationsOf = (orderId: number) =>
  all<{ id: number; wait: boolean }>(ts, 'select id, wait_for_preparation as wait from operations where order_id = $1 order by id', [orderId]);
const reservedOfLine = async (orderId: number, lineNo: number) =>
  (
    await one<{ q: number }>(
      ts,
      `select coalesce(sum(t.requested_quantity), 0)::int as q from tasks t join outgoing_order_lines ln on ln.id = t.order_line_id
        where ln.order_id = $1 and ln.order_line_no = $2 and t.state in ('Initial', 'Prepared', 'InProgress')`,
      [orderId, lineNo],
    )
  ).q;

describe('prepare from the Operations page', () => {
  it('prepares what a partly prepared order still lacks into the same operation, once stock has come', async () => {
    const [a, b] = await freePickMaterials(ts, demo.businessUnitId, 5, 2, 40);
    const order = await newOrder(ts, demo, [
      { materialId: a.id, quantity: 2 },
      { materialId: b.id, quantity: b.free + 3 },
    ]);
    expect((await admin.put('/api/Process/preparePartly', { orderIds: [order.id] })).status).toBe(200);
    const row = await operationRow(order.id);
    expect(row).toMatchObject({ orderId: order.id, orderState: 'Initial' });
    expect(await reservedOfLine(order.id, 2)).toBe(b.free);

    // Nothing more in the pick face: prepare answers the order as a failed line.
    const short = await admin.put('/api/Process/prepare', { orderIds: [row.orderId] });
    expect(short.status).toBe(207);
    expect(short.body.result.failed[0]).toMatchObject({ id: order.id, label: order.orderNo, code: 'Orders.NotEnoughStock' });

    // Stock is gained on a pick stock of the material: prepare now reserves the rest.
    const pickStock = await one<{ id: number }>(
      ts,
      `select s.id from stocks s join locations l on l.id = s.location_id join location_roles r on r.id = l.location_role_id
        where s.material_id = $1 and r.kind = 'Pick' and l.available_for_pick order by s.id limit 1`,
      [b.id],
    );
    expect((await admin.post('/api/Stock/gain', { stockId: pickStock.id, quantity: 3, causeCode: 'FOUND' })).status).toBe(200);
    const res = await admin.put('/api/Process/prepare', { orderIds: [row.orderId] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.result).toMatchObject({ successCount: 1, failedCount: 0 });
    expect(await reservedOfLine(order.id, 2)).toBe(b.free + 3);
    expect((await orderState(ts, order.id)).lines.map((l) => l.state)).toEqual(['ReadyForPick', 'ReadyForPick']);
    // One operation for the order: the new tasks joined the one the page showed.
    expect((await operationsOf(order.id)).map((o) => o.id)).toEqual([row.id]);
    const taskOps = await all<{ op: number }>(ts, 'select distinct operation_id as op from tasks where order_id = $1', [order.id]);
    expect(taskOps).toEqual([{ op: row.id }]);

    // Prepared in full: preparing it again is refused as a failed line ("Nothing to prepare").
    const again = await admin.put('/api/Process/prepare', { orderIds: [row.orderId] });
    expect(again.status).toBe(207);
    expect(again.body.result.failed[0]).toMatchObject({ code: 'Orders.NothingToPrepare' });
  });

  it('prepare and wait on an operation marks it waiting and orders a replenishment for what the pick face lacks', async () => {
    const m = await pickShortMaterial(ts, demo.businessUnitId);
    const order = await newOrder(ts, demo, [{ materialId: m.id, quantity: m.pick + 5 }]);
    expect((await admin.put('/api/Process/preparePartly', { orderIds: [order.id] })).status).toBe(200);
    const row = await operationRow(order.id);
    const res = await admin.put('/api/Process/prepareAndWait', { orderIds: [row.orderId] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // The pick face's part stays reserved; what it lacks is brought by an order-based replenishment.
    expect(await reservedOfLine(order.id, 1)).toBe(m.pick);
    expect(await operationsOf(order.id)).toEqual([{ id: row.id, wait: true }]);
    expect((await one<{ n: number }>(ts, `select count(*)::int as n from replenishments where material_id = $1 and state = 'Open' and kind = 'OrderBased'`, [m.id])).n).toBe(1);
  });

  it("refuses the picker (no prepare right) and answers another unit's order as a failed line", async () => {
    const [a] = await freePickMaterials(ts, demo.businessUnitId, 5, 1, 45);
    const order = await newOrder(ts, demo, [{ materialId: a.id, quantity: 1 }]);
    expect((await picker.put('/api/Process/prepare', { orderIds: [order.id] })).status).toBe(403);
    const before = await fingerprint(ts);
    const foreign = await north.put('/api/Process/prepare', { orderIds: [order.id] });
    expect(foreign.status).toBe(207);
    expect(foreign.body.result).toMatchObject({ successCount: 0, failedCount: 1 });
    expect(await fingerprint(ts)).toBe(before);
  });
});
