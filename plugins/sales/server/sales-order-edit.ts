import { lockOrder, notFound, priceOutgoingOrders, refused, type Queryable, type Work } from '@cockpit/server/sdk';
import { EDITABLE_LINE_STATES, salesOrderEditRefusal } from '../rules';
import type { SalesOrderDetail } from '../rules/answers';
import type { SalesOrderBody } from '../rules/request-schemas';
import { CUSTOMER_COLUMNS, LINE_MATERIAL_COLUMNS } from './detail-columns';
import { invalidOrder, validateSalesOrder } from './sales-order-service';

/** Open tasks, or a line past preparation: the order holds work or stock (order-edit.ts). */
async function isPrepared(tx: Queryable, orderId: number): Promise<boolean> {
  const { rows } = await tx.query<{ prepared: boolean }>(
    `select exists (select 1 from tasks where order_id = $1 and state in ('Initial', 'Prepared', 'InProgress'))
         or exists (select 1 from outgoing_order_lines where order_id = $1 and state <> 'Cancelled' and state <> all($2::text[])) as prepared`,
    [orderId, EDITABLE_LINE_STATES],
  );
  return rows[0].prepared;
}

/** GET /api/SalesOrder/{id}: the order with its lines and their materials; another unit's order is 404. */
export async function salesOrderDetail(tx: Queryable, bu: number, orderId: number): Promise<SalesOrderDetail> {
  const { rows } = await tx.query<Omit<SalesOrderDetail, 'lines' | 'notEditable'>>(
    `select id, order_no as "orderNumber", state, ${CUSTOMER_COLUMNS}
       from outgoing_orders where id = $1 and business_unit_id = $2`,
    [orderId, bu],
  );
  if (!rows[0]) throw notFound('Order not found');
  const { rows: lines } = await tx.query<SalesOrderDetail['lines'][number]>(
    `select l.material_id as "materialId", l.ordered_quantity::int as quantity, l.adjust_price::float8 as "adjustedPrice", ${LINE_MATERIAL_COLUMNS}
       from outgoing_order_lines l join materials m on m.id = l.material_id
      where l.order_id = $1 and l.state <> 'Cancelled' order by l.order_line_no`,
    [orderId],
  );
  const refusal = salesOrderEditRefusal({ state: rows[0].state, prepared: await isPrepared(tx, orderId) });
  return { ...rows[0], notEditable: refusal ?? null, lines };
}

/**
 * PUT /api/SalesOrder/{id}: the order's header and lines replaced by the form's, through the
 * engine's Work (order row locked, the OutgoingOrders row published live after commit). Refused
 * unless the order is Initial and holds nothing (core/src/sales-rules/order-edit.ts); then the same
 * rule set as CreateSalesOrder. Lines are kept by material (same id, new quantity and prices),
 * new materials get new lines, removed ones are deleted, or cancelled when a task of an earlier
 * preparation still names them (tasks keep their history). Line numbers follow the form's order.
 */
export async function updateSalesOrder(w: Work, orderId: number, order: SalesOrderBody): Promise<{ id: number; orderNo: string }> {
  const locked = await lockOrder(w, orderId);
  const refusal = salesOrderEditRefusal({ state: locked.state, prepared: await isPrepared(w.tx, orderId) });
  if (refusal) throw refused(refusal.code, refusal.message);
  const problems = await validateSalesOrder(w.tx, w.bu, order);
  if (problems.length > 0) throw invalidOrder(problems);

  const materialIds = order.lines.map((l) => l.materialId);
  const quantities = order.lines.map((l) => l.quantity);
  const adjusted = order.lines.map((l) => l.adjustedPrice ?? null);
  const editable = EDITABLE_LINE_STATES as readonly string[];
  // Every line number negative first, so that the new numbering never meets an old one (unique per order).
  await w.query('update outgoing_order_lines set order_line_no = -order_line_no where order_id = $1', [orderId]);
  // Lines whose material stays: new quantity, prices, weight and number; back to Initial if preparing them had failed.
  await w.query(
    `update outgoing_order_lines l
        set ordered_quantity = n.q, base_uom_quantity = n.q, sales_unit_price = m.sales_price, adjust_price = n.p, line_weight = coalesce(m.weight, 0) * n.q, order_line_no = n.no,
            state = 'Initial', failure_reason = null
       from unnest($2::int[], $3::bigint[], $4::numeric[]) with ordinality as n(mid, q, p, no)
       join materials m on m.id = n.mid
      where l.order_id = $1 and l.material_id = n.mid and l.state = any($5::text[])`,
    [orderId, materialIds, quantities, adjusted, editable],
  );
  await w.query(
    `delete from outgoing_order_lines l
      where l.order_id = $1 and l.order_line_no < 0 and l.state = any($2::text[]) and not exists (select 1 from tasks t where t.order_line_id = l.id)`,
    [orderId, editable],
  );
  await w.query(
    `insert into outgoing_order_lines (business_unit_id, order_id, order_line_no, material_id, ordered_quantity, base_uom_quantity, sales_unit_price, adjust_price,
        line_weight)
     select $1, $2, n.no, n.mid, n.q, n.q, m.sales_price, n.p, coalesce(m.weight, 0) * n.q
       from unnest($3::int[], $4::bigint[], $5::numeric[]) with ordinality as n(mid, q, p, no)
       join materials m on m.id = n.mid and m.business_unit_id = $1
      where not exists (select 1 from outgoing_order_lines l where l.order_id = $2 and l.material_id = n.mid and l.order_line_no > 0)`,
    [w.bu, orderId, materialIds, quantities, adjusted],
  );
  // What is left negative (cancelled lines, removed lines a task names) is cancelled, numbered after the live ones;
  // a removed line is no longer ordered (quantity 0), so it adds nothing to the order's figures.
  await w.query(
    `update outgoing_order_lines l set state = 'Cancelled', order_line_no = $2 + r.rn, ordered_quantity = 0
       from (select id, row_number() over (order by order_line_no desc) as rn from outgoing_order_lines where order_id = $1 and order_line_no < 0) r
      where l.id = r.id`,
    [orderId, order.lines.length],
  );

  const { rows: prices } = await w.tx.query<{ id: number; weight: number | null }>(
    'select id, weight::float8 as weight from materials where business_unit_id = $1 and id = any($2::int[])',
    [w.bu, materialIds],
  );
  const byId = new Map(prices.map((p) => [p.id, p]));
  const weight = order.lines.reduce((sum, l) => sum + (byId.get(l.materialId)?.weight ?? 0) * l.quantity, 0);
  const customerName = order.customerName?.trim() || null;
  await w.query(
    `update outgoing_orders
        set order_type = $2, delivery_type = $3, recipient = case when recipient is null or recipient = customer_name then $4 else recipient end, customer_name = $4, company_name = $5, address = $6, zip_code = $7, city = $8, country_code = $9,
            email = $10, phone = $11, discount = $12, order_weight = $13, updated_at = $14
      where id = $1`,
    [
      orderId,
      order.orderType ?? 'Sales',
      order.deliveryType,
      customerName,
      order.companyName?.trim() || null,
      order.address?.trim() || null,
      order.zipCode?.trim() || null,
      order.city?.trim() || null,
      order.countryCode ? order.countryCode.toUpperCase() : null,
      order.email?.trim() || null,
      order.phone?.trim() || null,
      order.discount ?? null,
      Math.round(weight * 1000) / 1000,
      w.now,
    ],
  );
  await priceOutgoingOrders(w, [orderId]);
  w.touch('OutgoingOrder', orderId);
  return { id: orderId, orderNo: locked.orderNo };
}
