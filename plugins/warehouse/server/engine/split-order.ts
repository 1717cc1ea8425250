import { refused, type Work } from '@cockpit/server/sdk';
import { priceOutgoingOrders } from './order-money';
import { lockOrder, refuseClosed } from './orders';
import { refreshOutgoingOrders } from './refresh';

interface SplitLine {
  id: number;
  orderLineNo: number;
  ordered: number;
  picked: number;
  inTasks: number;
  state: string;
  closed: boolean;
}

/**
 * Split order: the open remainder of the selected lines (not picked, not in open tasks) becomes a
 * new Initial order "<orderNo>-S<n>" with the same header, each line at its agreed price. A line
 * moved whole leaves the original order; splitting every line whole would only rename the order
 * and is refused. Both orders' line prices and totals follow the money rules (order-money.ts).
 */
export async function splitOrder(w: Work, orderId: number, lineIds: number[]): Promise<{ orderId: number; orderNo: string }> {
  const order = await lockOrder(w, orderId);
  refuseClosed(order);
  const lines = await w.query<SplitLine>(
    `select ln.id, ln.order_line_no as "orderLineNo", ln.ordered_quantity::int as ordered, ln.picked_quantity::int as picked, ln.state, ln.closed,
            coalesce((select sum(t.requested_quantity) from tasks t where t.order_line_id = ln.id and t.state in ('Initial', 'Prepared', 'InProgress')), 0)::int as "inTasks"
       from outgoing_order_lines ln where ln.order_id = $1 order by ln.order_line_no`,
    [orderId],
  );
  const unknown = lineIds.filter((id) => !lines.some((l) => l.id === id));
  // A line the caller saw in the order may have left it meanwhile (another user split it off):
  // a refusal of the order's present state, not a malformed request.
  if (unknown.length) throw refused('Orders.LinesNotInOrder', `Order lines ${unknown.join(', ')} are not lines of order ${order.orderNo}`);
  const open = (l: SplitLine) => (l.state === 'Completed' || l.state === 'Cancelled' || l.closed ? 0 : Math.max(0, l.ordered - l.picked - l.inTasks));
  const moving = lines.filter((l) => lineIds.includes(l.id) && open(l) > 0);
  if (moving.length === 0) throw refused('Orders.NothingToSplit', 'Nothing to split');
  const live = lines.filter((l) => l.state !== 'Cancelled');
  if (live.every((l) => moving.includes(l) && open(l) === l.ordered)) throw refused('Orders.SplitWholeOrder', 'Cannot split all lines of an order');

  const [{ n }] = await w.query<{ n: number }>(`select count(*)::int as n from outgoing_orders where business_unit_id = $1 and order_no like $2`, [w.bu, `${order.orderNo}-S%`]);
  const orderNo = `${order.orderNo}-S${n + 1}`;
  const [created] = await w.query<{ id: number }>(
    `insert into outgoing_orders (business_unit_id, order_no, state, order_type, priority, execution_date, delivery_date, delivery_type, delivery_route,
        drop_number, customer_name, company_name, recipient, address, zip_code, city, country_code, email, phone, delivery_contact, invoice_contact,
        comment, order_attributes, discount, outbound_location_id, created_at, updated_at)
     select business_unit_id, $2, 'Initial', order_type, priority, execution_date, delivery_date, delivery_type, delivery_route,
        drop_number, customer_name, company_name, recipient, address, zip_code, city, country_code, email, phone, delivery_contact, invoice_contact,
        concat_ws(' ', comment, '(split from ' || order_no || ')'), order_attributes, discount, outbound_location_id, $3, $3
       from outgoing_orders where id = $1 returning id`,
    [orderId, orderNo, w.now],
  );
  for (const [i, l] of moving.entries()) {
    const q = open(l);
    await w.query(
      `insert into outgoing_order_lines (business_unit_id, order_id, order_line_no, material_id, ordered_quantity, base_uom_quantity,
          expected_handling_date, sales_unit_price, adjust_price, line_weight, order_line_attributes)
       select business_unit_id, $2, $3, material_id, $4::bigint, $4::bigint, expected_handling_date, sales_unit_price, adjust_price,
              case when ordered_quantity > 0 then line_weight * $4::bigint / ordered_quantity end, order_line_attributes
         from outgoing_order_lines where id = $1`,
      [l.id, created.id, i + 1, q],
    );
    const rest = l.ordered - q;
    if (rest === 0) {
      // The line left the order: gone when nothing names it, else cancelled with nothing ordered (its tasks keep their history).
      const [named] = await w.query('select 1 from tasks where order_line_id = $1 limit 1', [l.id]);
      if (named)
        await w.query(`update outgoing_order_lines set ordered_quantity = 0, base_uom_quantity = 0, line_weight = 0, state = 'Cancelled', failure_reason = $2 where id = $1`, [
          l.id,
          `Split to ${orderNo}`,
        ]);
      else await w.query('delete from outgoing_order_lines where id = $1', [l.id]);
    } else
      await w.query(
        `update outgoing_order_lines set ordered_quantity = $2::bigint, base_uom_quantity = $2::bigint,
                line_weight = case when ordered_quantity > 0 then line_weight * $2::bigint / ordered_quantity end,
                state = case when state in ('FailedInPreparation', 'PendingMaintenance') then 'Initial' else state end where id = $1`,
        [l.id, rest],
      );
  }
  await w.query(
    `update outgoing_orders o set order_weight = (select coalesce(sum(line_weight), 0) from outgoing_order_lines where order_id = o.id), updated_at = $2 where id = any($1::int[])`,
    [[orderId, created.id], w.now],
  );
  await priceOutgoingOrders(w, [orderId, created.id]);
  await refreshOutgoingOrders(w, [orderId, created.id]);
  return { orderId: created.id, orderNo };
}
