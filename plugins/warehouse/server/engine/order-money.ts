import { linePrice, orderMoney } from '@cockpit/core/sales-rules';
import type { Work } from '@cockpit/server/sdk';

interface PricedLine {
  id: number;
  orderId: number;
  quantity: number;
  salesUnitPrice: number | null;
  adjustedPrice: number | null;
  salesPrice: number | null;
}

interface PricedOrder {
  id: number;
  discount: number | null;
  total: number | null;
  original: number | null;
}

const same = (a: number | null, b: number | null) => (a === null || b === null ? a === b : Math.round(a * 100) === Math.round(b * 100));

/**
 * Brings the orders' line prices and totals in line with their quantities and prices, by the
 * shared money rules (core/src/sales-rules/order-money.ts). Every writer that changes an order's
 * quantities or prices runs it after changing lines: create, the sales order edit, split and edit
 * line quantity. Prepare, unprepare, pick and cancel change states and picked quantities only,
 * never what is ordered at what price (tests/api/order-money.test.ts checks that as a property).
 * Rows already right are not written.
 */
export async function priceOutgoingOrders(w: Work, orderIds: Iterable<number>): Promise<void> {
  const ids = [...new Set(orderIds)];
  if (ids.length === 0) return;
  const lines = await w.query<PricedLine>(
    `select id, order_id as "orderId", ordered_quantity::float8 as quantity, sales_unit_price::float8 as "salesUnitPrice",
            adjust_price::float8 as "adjustedPrice", sales_price::float8 as "salesPrice"
       from outgoing_order_lines where order_id = any($1::int[])`,
    [ids],
  );
  const orders = await w.query<PricedOrder>(
    `select id, discount::float8 as discount, total_sales_price::float8 as total, original_total_sales_price::float8 as original
       from outgoing_orders where id = any($1::int[])`,
    [ids],
  );
  const lineChanges: Array<[number, number | null]> = [];
  const byOrder = new Map<number, PricedLine[]>();
  for (const line of lines) {
    const price = linePrice(line);
    if (!same(price, line.salesPrice)) lineChanges.push([line.id, price]);
    byOrder.set(line.orderId, [...(byOrder.get(line.orderId) ?? []), line]);
  }
  const orderChanges: Array<[number, number, number]> = [];
  for (const order of orders) {
    const money = orderMoney(byOrder.get(order.id) ?? [], order.discount);
    if (!same(money.totalSalesPrice, order.total) || !same(money.originalTotalSalesPrice, order.original))
      orderChanges.push([order.id, money.totalSalesPrice, money.originalTotalSalesPrice]);
  }
  if (lineChanges.length) {
    await w.query(`update outgoing_order_lines l set sales_price = c.price from unnest($1::int[], $2::numeric[]) as c(id, price) where l.id = c.id`, [
      lineChanges.map((c) => c[0]),
      lineChanges.map((c) => c[1]),
    ]);
  }
  if (orderChanges.length) {
    await w.query(
      `update outgoing_orders o set total_sales_price = c.total, original_total_sales_price = c.original
         from unnest($1::int[], $2::numeric[], $3::numeric[]) as c(id, total, original) where o.id = c.id`,
      [orderChanges.map((c) => c[0]), orderChanges.map((c) => c[1]), orderChanges.map((c) => c[2])],
    );
  }
  if (lineChanges.length || orderChanges.length) w.touch('OutgoingOrder', ...ids);
}
