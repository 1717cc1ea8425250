import { checkTraceability } from './code-switches';
import { lockOne, notFound, refused, type Work } from '@cockpit/server/sdk';
import { groupIntoJobs } from './job-build';
import { createMovementTasks } from './movement-tasks';
import { refreshIngoingOrders } from './refresh';
import { pickLocationOf } from './replenish';
import { addToStock } from './stock-ledger';
import { findOrCreateStock } from './stock-rows';
import type { OrderState } from './states';

interface IngoingRow {
  id: number;
  orderNo: string;
  state: OrderState;
  inboundLocationId: number | null;
}

function lockIngoing(w: Work, id: number): Promise<IngoingRow> {
  return lockOne<IngoingRow>(w, 'ingoing_orders', id, 'id, order_no as "orderNo", state, inbound_location_id as "inboundLocationId"', 'Order');
}

function refuseClosed(o: IngoingRow): void {
  if (o.state === 'Cancelled') throw refused('Orders.AlreadyCancelled', 'Order already cancelled');
  if (o.state === 'Completed') throw refused('Orders.AlreadyCompleted', 'Order already completed');
}

async function locationOfKind(w: Work, kind: string): Promise<number | null> {
  const [row] = await w.query<{ id: number }>(
    `select l.id from locations l join location_roles r on r.id = l.location_role_id
      where l.business_unit_id = $1 and r.kind = $2 and l.state = 'Active' order by l.picking_sequence nulls last, l.id limit 1`,
    [w.bu, kind],
  );
  return row?.id ?? null;
}

/** Where received goods are put away: the material's pick location, else bulk where it already lies, else the first bulk location. */
async function putAwayLocation(w: Work, materialId: number): Promise<number | null> {
  const pick = await pickLocationOf(w, materialId);
  if (pick) return pick;
  const [bulk] = await w.query<{ id: number }>(
    `select s.location_id as id from stocks s join locations l on l.id = s.location_id join location_roles r on r.id = l.location_role_id
      where s.material_id = $1 and r.kind = 'Bulk' order by s.quantity desc, s.id limit 1`,
    [materialId],
  );
  return bulk?.id ?? locationOfKind(w, 'Bulk');
}

/**
 * Receipt of an ingoing line (terminal): stock arrives at the order's inbound location with a
 * Receipt transaction, and a put-away task in a job of its own brings it to its place.
 */
export async function receiveLine(
  w: Work,
  lineId: number,
  quantity: number,
  trace: { batch?: string | null; expDate?: string | null } = {},
): Promise<{ stockId: number; taskId: number | null }> {
  const [pre] = await w.query<{ orderId: number }>('select order_id as "orderId" from ingoing_order_lines where id = $1 and business_unit_id = $2', [lineId, w.bu]);
  if (!pre) throw notFound('Order line not found');
  const order = await lockIngoing(w, pre.orderId);
  refuseClosed(order);
  const [line] = await w.query<{ materialId: number; state: string; open: number }>(
    `select material_id as "materialId", state, (ordered_quantity - received_quantity)::int as open from ingoing_order_lines where id = $1 for update`,
    [lineId],
  );
  if (line.state === 'Completed' || line.state === 'Cancelled') throw refused('Orders.LineClosed', 'Order line is already closed', { lineState: line.state });
  if (quantity > line.open) throw refused('Orders.AboveOpenQuantity', 'Quantity exceeds the open quantity', { openQuantity: line.open });
  await checkTraceability(w, line.materialId, trace);
  const inbound = order.inboundLocationId ?? (await locationOfKind(w, 'Inbound'));
  if (!inbound) throw refused('Orders.NoInboundLocation', 'No inbound location to receive into');
  const stock = await findOrCreateStock(w, {
    materialId: line.materialId,
    locationId: inbound,
    batch: trace.batch,
    expDate: trace.expDate,
    containerId: order.orderNo,
    fifoDate: w.now,
  });
  await addToStock(w, stock, quantity, { processType: 'Receipt', reference: order.orderNo });
  await w.query('update ingoing_order_lines set received_quantity = received_quantity + $2 where id = $1', [lineId, quantity]);
  let taskId: number | null = null;
  const target = await putAwayLocation(w, line.materialId);
  if (target && target !== inbound) {
    const to = await findOrCreateStock(w, { materialId: line.materialId, locationId: target, batch: stock.batch, expDate: stock.expDate, fifoDate: stock.fifoDate });
    [taskId] = await createMovementTasks(w, [{ from: stock, to, quantity, toLocationId: target, processType: 'PutAway', ingoingOrderId: order.id, ingoingOrderLineId: lineId }]);
    await groupIntoJobs(w, [taskId], { category: 'PutAway', name: () => `Put away ${order.orderNo}` });
  }
  await refreshIngoingOrders(w, [order.id]);
  return { stockId: stock.id, taskId };
}

/** Complete order (PATCH complete): closes the order even when lines are short. */
export async function completeIngoingOrder(w: Work, orderId: number): Promise<void> {
  const order = await lockIngoing(w, orderId);
  refuseClosed(order);
  await w.query(`update ingoing_order_lines set state = 'Completed', actual_handling_date = $2 where order_id = $1 and state not in ('Completed', 'Cancelled')`, [orderId, w.now]);
  await w.query(`update ingoing_orders set state = 'Completed', completed_date = $2, updated_at = $2 where id = $1`, [orderId, w.now]);
  w.touch('IngoingOrder', orderId);
}

/** Cancel: only before the first receipt. */
export async function cancelIngoingOrder(w: Work, orderId: number): Promise<void> {
  const order = await lockIngoing(w, orderId);
  if (order.state === 'Cancelled') throw refused('Orders.AlreadyCancelled', 'Order already cancelled');
  if (order.state !== 'Initial') throw refused('Orders.AlreadyStarted', 'Order already started!');
  await w.query(`update ingoing_order_lines set state = 'Cancelled' where order_id = $1`, [orderId]);
  await w.query(`update ingoing_orders set state = 'Cancelled', cancelled_date = $2, updated_at = $2 where id = $1`, [orderId, w.now]);
  w.touch('IngoingOrder', orderId);
}
