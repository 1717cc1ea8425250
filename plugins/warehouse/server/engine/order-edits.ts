import { notFound, refused, type Work } from '@cockpit/server/sdk';
import { lockTasks } from './lock-tasks';
import { priceOutgoingOrders } from './order-money';
import { lockOrder, refuseClosed } from './orders';
import { refreshOutgoingOrders } from './refresh';
import { moveBetween } from './stock-ledger';
import { findOrCreateStock, lockStocks } from './stock-rows';
import { appendTaskLog, taskLogParam } from './task-log';

async function orderOfLine(w: Work, lineId: number): Promise<number> {
  const [row] = await w.query<{ orderId: number }>('select order_id as "orderId" from outgoing_order_lines where id = $1 and business_unit_id = $2', [lineId, w.bu]);
  if (!row) throw notFound('Order line not found');
  return row.orderId;
}

/**
 * Edit order line quantity: refused once the order is over, and below what is picked or prepared.
 * The line's price and the order's totals follow (order-money.ts).
 */
export async function editLineQuantity(w: Work, lineId: number, quantity: number): Promise<void> {
  const orderId = await orderOfLine(w, lineId);
  refuseClosed(await lockOrder(w, orderId));
  const [line] = await w.query<{ state: string; picked: number; prepared: number }>(
    `select ln.state, ln.picked_quantity::int as picked,
            coalesce((select sum(t.requested_quantity) from tasks t where t.order_line_id = ln.id and t.state in ('Initial', 'Prepared', 'InProgress')), 0)::int as prepared
       from outgoing_order_lines ln where ln.id = $1`,
    [lineId],
  );
  if (line.state === 'Completed' || line.state === 'Cancelled') throw refused('Orders.LineClosed', 'Order line is already closed', { lineState: line.state });
  if (quantity < line.picked) throw refused('Orders.BelowPicked', 'Quantity cannot be below the picked quantity', { pickedQuantity: line.picked });
  if (quantity < line.picked + line.prepared) {
    throw refused('Orders.BelowPrepared', 'Quantity cannot be below the prepared quantity', { preparedQuantity: line.picked + line.prepared });
  }
  await w.query(
    `update outgoing_order_lines set ordered_quantity = $2::bigint, base_uom_quantity = $2::bigint,
            line_weight = case when ordered_quantity > 0 then line_weight * $2::bigint / ordered_quantity else line_weight end where id = $1`,
    [lineId, quantity],
  );
  await w.query(
    'update outgoing_orders o set order_weight = (select coalesce(sum(line_weight), 0) from outgoing_order_lines where order_id = o.id), updated_at = $2 where id = $1',
    [orderId, w.now],
  );
  await priceOutgoingOrders(w, [orderId]);
  await refreshOutgoingOrders(w, [orderId]);
}

/** Change priority date (and priority): refused once the order is over; open tasks follow the priority. */
export async function changeDeliveryPriority(w: Work, orderId: number, deliveryDate: string, priority?: number): Promise<void> {
  refuseClosed(await lockOrder(w, orderId));
  await w.query('update outgoing_orders set delivery_date = $2, priority = coalesce($3, priority), updated_at = $4 where id = $1', [
    orderId,
    deliveryDate,
    priority ?? null,
    w.now,
  ]);
  if (priority !== undefined) {
    const tasks = await w.query<{ id: number }>(`update tasks set execution_priority = $2 where order_id = $1 and state in ('Initial', 'Prepared', 'InProgress') returning id`, [
      orderId,
      priority,
    ]);
    w.touch('Task', ...tasks.map((t) => t.id));
  }
  const ops = await w.query<{ id: number }>(`select id from operations where order_id = $1`, [orderId]);
  w.touch('Operation', ...ops.map((o) => o.id));
  w.touch('OutgoingOrder', orderId);
}

/** Change delivery type: the type must be known to the external system (delivery_types). */
export async function changeDeliveryType(w: Work, orderId: number, deliveryType: string): Promise<void> {
  refuseClosed(await lockOrder(w, orderId));
  const known = await w.query('select 1 from delivery_types where business_unit_id = $1 and name = $2', [w.bu, deliveryType]);
  if (known.length === 0) throw refused('Orders.UnknownDeliveryType', 'Delivery type does not exist', { deliveryType });
  await w.query('update outgoing_orders set delivery_type = $2, updated_at = $3 where id = $1', [orderId, deliveryType, w.now]);
  const ops = await w.query<{ id: number }>(`select id from operations where order_id = $1`, [orderId]);
  w.touch('Operation', ...ops.map((o) => o.id));
  w.touch('OutgoingOrder', orderId);
}

/**
 * Adjust picked quantity: corrects a performed pick task's confirmed quantity. The difference
 * moves between the source location and the order's staged goods, with a transaction row.
 */
export async function adjustPickedQuantity(w: Work, taskId: number, confirmedQuantity: number, reasonText?: string): Promise<void> {
  const [pre] = await w.query<{ orderId: number | null }>('select order_id as "orderId" from tasks where id = $1 and business_unit_id = $2', [taskId, w.bu]);
  if (!pre) throw notFound('Task not found');
  if (!pre.orderId) throw refused('Tasks.NotAdjustable', 'Only performed picking tasks can be adjusted');
  const order = await lockOrder(w, pre.orderId);
  if (order.state === 'Cancelled') throw refused('Orders.AlreadyCancelled', 'Order already cancelled');
  if (order.shippedDate) throw refused('Orders.AlreadyShipped', 'Order already shipped');
  const [t] = await lockTasks(w, [taskId]);
  if (t.state !== 'Performed' || t.processType !== 'Picking' || !t.orderLineId)
    throw refused('Tasks.NotAdjustable', 'Only performed picking tasks can be adjusted', { taskState: t.state });
  const delta = confirmedQuantity - (t.confirmed ?? 0);
  if (delta === 0) return;
  const [line] = await w.query<{ ordered: number; picked: number }>(
    'select ordered_quantity::int as ordered, picked_quantity::int as picked from outgoing_order_lines where id = $1',
    [t.orderLineId],
  );
  if (line.picked + delta > line.ordered) throw refused('Orders.AboveOrdered', 'Picked quantity cannot exceed the ordered quantity', { orderedQuantity: line.ordered });
  const stocks = await lockStocks(
    w,
    [t.fromStockId, t.toStockId].filter((id): id is number => id !== null),
  );
  const staged = t.toStockId ? stocks.get(t.toStockId) : undefined;
  const source =
    (t.fromStockId ? stocks.get(t.fromStockId) : undefined) ??
    (await findOrCreateStock(w, { materialId: t.materialId, locationId: t.fromLocationId!, batch: t.batch, expDate: t.expDate, serialNumber: t.serialNumber }));
  const info = { processType: 'PickAdjustment' as const, taskId: t.id, jobId: t.jobId, reference: order.orderNo, reasonText: reasonText ?? null };
  if (delta > 0) {
    if (source.quantity - source.reserved < delta) throw refused('Stock.NotEnoughAvailable', 'Not enough available stock', { available: source.quantity - source.reserved });
    const target =
      staged ??
      (await findOrCreateStock(w, {
        materialId: t.materialId,
        locationId: t.toLocationId!,
        batch: t.batch,
        expDate: t.expDate,
        serialNumber: t.serialNumber,
        containerId: t.toContainerId,
      }));
    await moveBetween(w, source, target, delta, info);
    if (!staged) await w.query('update tasks set to_stock_id = $2 where id = $1', [t.id, target.id]);
  } else {
    if (!staged || staged.quantity - staged.reserved < -delta)
      throw refused('Stock.NotEnoughAvailable', 'Not enough available stock', { available: staged ? staged.quantity - staged.reserved : 0 });
    await moveBetween(w, staged, source, -delta, info);
  }
  await w.query(`update tasks set confirmed_quantity = $2, updated_at = $3, ${appendTaskLog('$4')} where id = $1`, [
    t.id,
    confirmedQuantity,
    w.now,
    taskLogParam({ code: 'pickedAdjusted', params: { from: t.confirmed ?? 0, to: confirmedQuantity } }),
  ]);
  // Picked less than recorded: the line keeps what it has (as after a short pick).
  await w.query('update outgoing_order_lines set picked_quantity = picked_quantity + $2, closed = closed or $3 where id = $1', [t.orderLineId, delta, delta < 0]);
  w.touch('Task', t.id);
  await refreshOutgoingOrders(w, [order.id]);
}
