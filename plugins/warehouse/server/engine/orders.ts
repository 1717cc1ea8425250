import { lockOne, refused, type Work } from '@cockpit/server/sdk';
import type { OrderState } from './states';

export interface OrderRow {
  id: number;
  orderNo: string;
  state: OrderState;
  priority: number;
  outboundLocationId: number | null;
  shippedDate: Date | null;
}

const ORDER_COLUMNS = `id, order_no as "orderNo", state, priority, outbound_location_id as "outboundLocationId", shipped_date as "shippedDate"`;

export function lockOrder(w: Work, id: number): Promise<OrderRow> {
  return lockOne<OrderRow>(w, 'outgoing_orders', id, ORDER_COLUMNS, 'Order');
}

/** The refusals shared by every change to an order that is over (cancelled or completed). */
export function refuseClosed(order: Pick<OrderRow, 'state'>): void {
  if (order.state === 'Cancelled') throw refused('Orders.AlreadyCancelled', 'Order already cancelled');
  if (order.state === 'Completed') throw refused('Orders.AlreadyCompleted', 'Order already completed');
}

/** Cancel and unprepare are only for orders no task of which was performed. */
export function refuseStarted(order: Pick<OrderRow, 'state'>): void {
  if (order.state === 'Cancelled') throw refused('Orders.AlreadyCancelled', 'Order already cancelled');
  if (order.state === 'Started' || order.state === 'Completed') throw refused('Orders.AlreadyStarted', 'Order already started!');
}

/** The order's open tasks (ids only; lock them with lockTasks). */
export async function openTaskIdsOfOrder(w: Work, orderId: number): Promise<number[]> {
  const rows = await w.query<{ id: number }>(`select id from tasks where order_id = $1 and state in ('Initial', 'Prepared', 'InProgress') order by id`, [orderId]);
  return rows.map((r) => r.id);
}

/** Where picked goods of the order are staged: its outbound location, else the first of the business unit. */
export async function outboundLocation(w: Work, order: OrderRow): Promise<number> {
  if (order.outboundLocationId) return order.outboundLocationId;
  const [row] = await w.query<{ id: number }>(
    `select l.id from locations l join location_roles r on r.id = l.location_role_id
      where l.business_unit_id = $1 and r.kind = 'Outbound' and l.state = 'Active' order by l.picking_sequence nulls last, l.id limit 1`,
    [w.bu],
  );
  if (!row) throw refused('Orders.NoOutboundLocation', 'No outbound location to stage the order');
  await w.query('update outgoing_orders set outbound_location_id = $2 where id = $1', [order.id, row.id]);
  order.outboundLocationId = row.id;
  return row.id;
}
