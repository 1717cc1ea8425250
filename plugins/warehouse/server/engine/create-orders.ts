import { badRequest, type IngoingOrderInput, type OrderLineInput, type OutgoingOrderInput, type Work } from '@cockpit/server/sdk';
import { priceOutgoingOrders } from './order-money';

/** The next free number with this prefix ("SO-100001"), from the highest one in use. */
export async function nextOrderNumber(w: Work, table: 'outgoing_orders' | 'ingoing_orders', prefix: string): Promise<string> {
  // Two transactions reading the same maximum would both take it: serialize the allocation per
  // business unit and table until commit (a no-op wait on PGlite, a real one on PostgreSQL).
  await w.query('select pg_advisory_xact_lock($1::int, $2::int)', [table === 'outgoing_orders' ? 20_001 : 20_002, w.bu]);
  const [row] = await w.query<{ n: number | null }>(`select max(substring(order_no from $2)::int) as n from ${table} where business_unit_id = $1 and order_no ~ $3`, [
    w.bu,
    `^${prefix}(\\d+)$`,
    `^${prefix}\\d+$`,
  ]);
  return `${prefix}${(row.n ?? 100000) + 1}`;
}

async function checkMaterials(w: Work, lines: OrderLineInput[]): Promise<Map<number, { weight: number | null }>> {
  if (lines.length === 0) throw badRequest('An order needs at least one line');
  const ids = [...new Set(lines.map((l) => l.materialId))];
  const rows = await w.query<{ id: number; weight: number | null }>('select id, weight from materials where id = any($1::int[]) and business_unit_id = $2', [ids, w.bu]);
  if (rows.length !== ids.length) throw badRequest('Unknown material in the order lines');
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * A new Initial outgoing (sales) order with its lines; used by the demo generator and by the
 * sales-order calls of other areas. The caller validates the business rules of its own form; the
 * line prices and totals are the shared money rules' (order-money.ts).
 */
export async function createOutgoingOrder(w: Work, input: OutgoingOrderInput): Promise<{ id: number; orderNo: string }> {
  const materials = await checkMaterials(w, input.lines);
  const orderNo = input.orderNo ?? (await nextOrderNumber(w, 'outgoing_orders', 'SO-'));
  const weight = input.lines.reduce((sum, l) => sum + (materials.get(l.materialId)?.weight ?? 0) * l.quantity, 0);
  const [order] = await w.query<{ id: number }>(
    `insert into outgoing_orders (business_unit_id, order_no, order_type, priority, delivery_date, delivery_type, customer_name, company_name, recipient,
        address, zip_code, city, country_code, email, phone, delivery_contact, invoice_contact, comment, discount, order_weight,
        created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $21) returning id`,
    [
      w.bu,
      orderNo,
      input.orderType ?? 'Sales',
      input.priority ?? 5,
      input.deliveryDate ?? null,
      input.deliveryType ?? null,
      input.customerName ?? null,
      input.companyName ?? null,
      input.recipient ?? input.customerName ?? null,
      input.address ?? null,
      input.zipCode ?? null,
      input.city ?? null,
      input.countryCode ?? null,
      input.email ?? null,
      input.phone ?? null,
      input.deliveryContact ?? null,
      input.invoiceContact ?? null,
      input.comment ?? null,
      input.discount ?? null,
      Math.round(weight * 1000) / 1000,
      w.now,
    ],
  );
  for (const [i, l] of input.lines.entries()) {
    await w.query(
      `insert into outgoing_order_lines (business_unit_id, order_id, order_line_no, material_id, ordered_quantity, base_uom_quantity, sales_unit_price, adjust_price,
          expected_handling_date, line_weight)
       values ($1, $2, $3, $4, $5, $5, $6, $7, $8, $9)`,
      [
        w.bu,
        order.id,
        i + 1,
        l.materialId,
        l.quantity,
        l.salesUnitPrice ?? null,
        l.adjustedPrice ?? null,
        l.expectedHandlingDate ?? input.deliveryDate ?? null,
        (materials.get(l.materialId)?.weight ?? 0) * l.quantity,
      ],
    );
  }
  await priceOutgoingOrders(w, [order.id]);
  w.touch('OutgoingOrder', order.id);
  return { id: order.id, orderNo };
}

/** A new Initial ingoing (purchase) order; used by the demo generator and by CreatePO. */
export async function createIngoingOrder(w: Work, input: IngoingOrderInput): Promise<{ id: number; orderNo: string }> {
  const materials = await checkMaterials(w, input.lines);
  const orderNo = input.orderNo ?? (await nextOrderNumber(w, 'ingoing_orders', 'PO-'));
  const [order] = await w.query<{ id: number }>(
    `insert into ingoing_orders (business_unit_id, order_no, supplier_id, supplier_name, supplier_order_id, expected_receipt_date, order_type, priority, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9) returning id`,
    [
      w.bu,
      orderNo,
      input.supplierId ?? null,
      input.supplierName ?? null,
      input.supplierOrderId ?? null,
      input.expectedReceiptDate ?? null,
      input.orderType ?? 'Purchase',
      input.priority ?? 5,
      w.now,
    ],
  );
  for (const [i, l] of input.lines.entries()) {
    await w.query(
      `insert into ingoing_order_lines (business_unit_id, order_id, order_line_no, material_id, ordered_quantity, unit_cost_price, expected_handling_date, line_weight)
       values ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [w.bu, order.id, i + 1, l.materialId, l.quantity, l.unitCostPrice ?? null, input.expectedReceiptDate ?? null, (materials.get(l.materialId)?.weight ?? 0) * l.quantity],
    );
  }
  w.touch('IngoingOrder', order.id);
  return { id: order.id, orderNo };
}
