import { createOutgoingOrder, HttpError, refused, type Queryable, type Work } from '@cockpit/server/sdk';
import { buildMaterialIndex, orderProblems, resolveSalesLines, referencesOf, type MaterialCandidate, type RawSalesLine, type ResolvedSalesLine, type RuleProblem } from '../rules';
import type { SalesOrderBody } from '../rules/request-schemas';

export const SALES_ORDER_PREFIX = 'SO-';

/**
 * The next free sales order number: above every order's and every draft's (a draft keeps the
 * number its order will get). Serialized per business unit with the engine's own lock key, so
 * that GetSalesOrderNo, drafts and the engine's nextOrderNumber never hand out one number twice.
 */
export async function nextSalesOrderNumber(tx: Queryable, bu: number): Promise<string> {
  await tx.query('select pg_advisory_xact_lock($1::int, $2::int)', [20_001, bu]);
  const pattern = `^${SALES_ORDER_PREFIX}\\d+$`;
  const { rows } = await tx.query<{ n: number | null }>(
    `select max(n) as n from (
       select substring(order_no from 4)::int as n from outgoing_orders where business_unit_id = $1 and order_no ~ $2
       union all
       select substring(order_number from 4)::int from sales_order_drafts where business_unit_id = $1 and order_number ~ $2) numbers`,
    [bu, pattern],
  );
  return `${SALES_ORDER_PREFIX}${(rows[0].n ?? 100000) + 1}`;
}

/** The delivery types that exist for the business unit (an order may use only these). */
export async function deliveryTypesOf(tx: Queryable, bu: number): Promise<string[]> {
  const { rows } = await tx.query<{ name: string }>('select name from delivery_types where business_unit_id = $1', [bu]);
  return rows.map((r) => r.name);
}

interface PricedMaterial {
  id: number;
  salesPrice: number | null;
}

/** The order's materials of this business unit with their sales price; an id of another unit is simply absent. */
async function materialsOf(tx: Queryable, bu: number, ids: number[]): Promise<Map<number, PricedMaterial>> {
  const { rows } = await tx.query<PricedMaterial>('select id, sales_price::float8 as "salesPrice" from materials where business_unit_id = $1 and id = any($2::int[])', [
    bu,
    [...new Set(ids)],
  ]);
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * Every broken rule of the order: the shared rule set (core/src/sales-rules) with the unit's
 * delivery types, plus materials that are not this unit's (answered as not found).
 */
export async function validateSalesOrder(tx: Queryable, bu: number, order: SalesOrderBody): Promise<RuleProblem[]> {
  const [deliveryTypes, materials] = await Promise.all([
    deliveryTypesOf(tx, bu),
    materialsOf(
      tx,
      bu,
      order.lines.map((l) => l.materialId),
    ),
  ]);
  // The rules read each line's original price per item too (its price and the order's totals must be amounts an order keeps).
  const priced = { ...order, lines: order.lines.map((l) => ({ ...l, salesUnitPrice: materials.get(l.materialId)?.salesPrice ?? null })) };
  const problems = orderProblems(priced, deliveryTypes);
  order.lines.forEach((line, i) => {
    if (!materials.has(line.materialId))
      problems.push({ field: 'materialId', key: 'Sales.rules.materialNotFound', message: 'No material has this item number or barcode', line: i });
  });
  return problems;
}

/** 422 Sales.Invalid with every broken rule in details (CreateSalesOrder and the order update). */
export const invalidOrder = (problems: RuleProblem[]) => refused('Sales.Invalid', problems[0].message, { problems });

/**
 * CreateSalesOrder: the rules again on the server, then an Initial outgoing order made by the
 * engine (so it is live in Outgoing orders and can be prepared). Prices come from the materials,
 * the adjusted price from the line; line prices and totals follow the shared money rules.
 */
export async function createSalesOrder(w: Work, order: SalesOrderBody): Promise<{ id: number; orderNo: string }> {
  const problems = await validateSalesOrder(w.tx, w.bu, order);
  if (problems.length > 0) throw invalidOrder(problems);
  if (order.orderNumber) {
    const [taken] = await w.query('select 1 from outgoing_orders where business_unit_id = $1 and order_no = $2', [w.bu, order.orderNumber]);
    if (taken) throw new HttpError(409, 'Sales.OrderExists', 'Order already exists', { orderNumber: order.orderNumber });
  }
  const materials = await materialsOf(
    w.tx,
    w.bu,
    order.lines.map((l) => l.materialId),
  );
  const lines = order.lines.map((l) => ({ ...l, salesUnitPrice: materials.get(l.materialId)?.salesPrice ?? null }));
  const created = await createOutgoingOrder(w, {
    orderNo: order.orderNumber ?? (await nextSalesOrderNumber(w.tx, w.bu)),
    orderType: order.orderType ?? 'Sales',
    deliveryType: order.deliveryType,
    customerName: order.customerName?.trim() || null,
    companyName: order.companyName?.trim() || null,
    address: order.address?.trim() || null,
    zipCode: order.zipCode?.trim() || null,
    city: order.city?.trim() || null,
    countryCode: order.countryCode ? order.countryCode.toUpperCase() : null,
    email: order.email?.trim() || null,
    phone: order.phone?.trim() || null,
    discount: order.discount ?? null,
    lines: lines.map((l) => ({ materialId: l.materialId, quantity: l.quantity, salesUnitPrice: l.salesUnitPrice, adjustedPrice: l.adjustedPrice ?? null })),
  });
  return created;
}

/**
 * The materials whose item number or barcode is one of the references: one set-based query. The
 * references travel once, as one array, in upper case; the indexes on upper(item_no) and
 * upper(barcode) (migration 105) are OR-ed in a bitmap, so a material found by both keys comes once; only the
 * columns the resolver and the page need. The rows come back as one JSON array: on PGlite every
 * result row is a protocol message decoded in JavaScript, which cost more than the look-ups
 * themselves for 5,000 rows (tests/bench/sales.ts prints both). Exported for that benchmark.
 */
export const RESOLVE_CANDIDATES_SQL = `select coalesce(json_agg(c order by c.id), '[]') as candidates from (
    select id, item_no as "itemNo", barcode, name, sales_price::float8 as "salesPrice" from materials
     where business_unit_id = $1 and (upper(item_no) = any($2::text[]) or upper(barcode) = any($2::text[]))) c`;

/** Resolves pasted or uploaded lines: the candidates in one query, then the shared resolver flags the rest. */
export async function resolveLines(tx: Queryable, bu: number, lines: RawSalesLine[], alreadyAdded: number[] = []): Promise<ResolvedSalesLine[]> {
  const references = referencesOf(lines);
  if (references.length === 0) return resolveSalesLines(lines, new Map(), alreadyAdded);
  // Case-blind candidates (the resolver prefers a reference written exactly as stored).
  const folded = [...new Set(references.map((r) => r.toUpperCase()))];
  const { rows } = await tx.query<{ candidates: MaterialCandidate[] }>(RESOLVE_CANDIDATES_SQL, [bu, folded]);
  return resolveSalesLines(lines, buildMaterialIndex(rows[0].candidates), alreadyAdded);
}
