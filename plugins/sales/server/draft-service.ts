import { badRequest, HttpError, notFound, type Queryable } from '@cockpit/server/sdk';
import { amountProblems, salesTotals } from '../rules';
import { CUSTOMER_COLUMNS, LINE_MATERIAL_COLUMNS } from './detail-columns';
import { invalidOrder, nextSalesOrderNumber } from './sales-order-service';
import type { DraftDetail } from '../rules/answers';
import type { SalesOrderBody } from '../rules/request-schemas';

/**
 * Sales-order drafts: the form saved unfinished. Only shapes are checked here (lines must name
 * this unit's materials, once each) and that its line prices and total are amounts an order keeps
 * (422 Sales.Invalid, as for an order); the other business rules wait for CreateSalesOrderFromDraft.
 */
/** The adjusted price a draft keeps: a positive amount to the cent, else none (the material's price applies). */
const savedPrice = (price: number | null | undefined): number | null => (price != null && Number.isFinite(price) && price > 0 ? Math.round(price * 100) / 100 : null);

async function checkDraftLines(tx: Queryable, bu: number, draft: SalesOrderBody): Promise<Map<number, number | null>> {
  const ids = draft.lines.map((l) => l.materialId);
  if (new Set(ids).size !== ids.length) throw badRequest('This material is already added');
  for (const l of draft.lines) {
    if (!Number.isInteger(l.quantity) || l.quantity < 0) throw badRequest('Quantity must be a whole number greater than zero');
  }
  const { rows } = await tx.query<{ id: number; price: number | null }>(
    'select id, sales_price::float8 as price from materials where business_unit_id = $1 and id = any($2::int[])',
    [bu, ids],
  );
  if (rows.length !== ids.length) throw badRequest('No material has this item number or barcode');
  const prices = new Map(rows.map((r) => [r.id, r.price]));
  const amounts = amountProblems(draft.lines.map((l) => ({ ...l, adjustedPrice: savedPrice(l.adjustedPrice), salesUnitPrice: prices.get(l.materialId) ?? null })));
  if (amounts.length > 0) throw invalidOrder(amounts);
  return prices;
}

async function writeDraft(tx: Queryable, bu: number, draftId: number, draft: SalesOrderBody, prices: Map<number, number | null>): Promise<void> {
  const totals = salesTotals(
    draft.lines.map((l) => ({ ...l, salesUnitPrice: prices.get(l.materialId) ?? null })),
    draft.discount,
  );
  await tx.query(
    `update sales_order_drafts set order_type = $3, customer_name = $4, company_name = $5, address = $6, zip_code = $7, city = $8, country_code = $9, email = $10,
        phone = $11, delivery_type = $12, discount = $13, total_cost = $14, updated_at = now()
      where id = $1 and business_unit_id = $2`,
    [
      draftId,
      bu,
      draft.orderType ?? 'Sales',
      draft.customerName ?? null,
      draft.companyName ?? null,
      draft.address ?? null,
      draft.zipCode ?? null,
      draft.city ?? null,
      draft.countryCode ? draft.countryCode.toUpperCase() : null,
      draft.email ?? null,
      draft.phone ?? null,
      draft.deliveryType ?? null,
      draft.discount != null && draft.discount > 0 && draft.discount <= 100 ? draft.discount : null,
      totals.totalSalesPrice,
    ],
  );
  await tx.query('delete from sales_order_draft_lines where draft_id = $1', [draftId]);
  if (draft.lines.length === 0) return;
  await tx.query(
    `insert into sales_order_draft_lines (draft_id, line_no, material_id, quantity, adjusted_price)
     select $1, n, m, q, p from unnest($2::int[], $3::bigint[], $4::numeric[]) with ordinality as t(m, q, p, n)`,
    [draftId, draft.lines.map((l) => l.materialId), draft.lines.map((l) => l.quantity), draft.lines.map((l) => savedPrice(l.adjustedPrice))],
  );
}

async function refuseTakenNumber(tx: Queryable, bu: number, orderNumber: string, draftId?: number): Promise<void> {
  const { rows } = await tx.query(
    `select 1 from sales_order_drafts where business_unit_id = $1 and order_number = $2 and id <> coalesce($3::int, 0)
     union all select 1 from outgoing_orders where business_unit_id = $1 and order_no = $2`,
    [bu, orderNumber, draftId ?? null],
  );
  if (rows.length > 0) throw new HttpError(409, 'Sales.OrderExists', 'Order already exists', { orderNumber });
}

export async function createDraft(tx: Queryable, bu: number, userId: number, draft: SalesOrderBody): Promise<number> {
  const prices = await checkDraftLines(tx, bu, draft);
  const orderNumber = draft.orderNumber ?? (await nextSalesOrderNumber(tx, bu));
  await refuseTakenNumber(tx, bu, orderNumber);
  const { rows } = await tx.query<{ id: number }>('insert into sales_order_drafts (business_unit_id, order_number, created_by) values ($1, $2, $3) returning id', [
    bu,
    orderNumber,
    userId,
  ]);
  await writeDraft(tx, bu, rows[0].id, draft, prices);
  return rows[0].id;
}

export async function updateDraft(tx: Queryable, bu: number, draftId: number, draft: SalesOrderBody): Promise<void> {
  const { rows } = await tx.query<{ id: number }>('select id from sales_order_drafts where id = $1 and business_unit_id = $2 for update', [draftId, bu]);
  if (!rows[0]) throw notFound('Draft not found');
  const prices = await checkDraftLines(tx, bu, draft);
  if (draft.orderNumber) {
    await refuseTakenNumber(tx, bu, draft.orderNumber, draftId);
    await tx.query('update sales_order_drafts set order_number = $2 where id = $1', [draftId, draft.orderNumber]);
  }
  await writeDraft(tx, bu, draftId, draft, prices);
}

/** A draft with its lines and their materials, as the form reopens it (Detail). */
export async function draftDetail(tx: Queryable, bu: number, draftId: number): Promise<DraftDetail> {
  const { rows } = await tx.query<Omit<DraftDetail, 'lines'>>(
    `select id, order_number as "orderNumber", ${CUSTOMER_COLUMNS}
       from sales_order_drafts where id = $1 and business_unit_id = $2`,
    [draftId, bu],
  );
  if (!rows[0]) throw notFound('Draft not found');
  const { rows: lines } = await tx.query<DraftDetail['lines'][number]>(
    `select l.material_id as "materialId", l.quantity::int as quantity, l.adjusted_price::float8 as "adjustedPrice", ${LINE_MATERIAL_COLUMNS}
       from sales_order_draft_lines l join materials m on m.id = l.material_id where l.draft_id = $1 order by l.line_no`,
    [draftId],
  );
  return { ...rows[0], lines };
}

export async function deleteDraft(tx: Queryable, bu: number, draftId: number): Promise<void> {
  const { rowCount } = await tx.query('delete from sales_order_drafts where id = $1 and business_unit_id = $2', [draftId, bu]);
  if (rowCount === 0) throw notFound('Draft not found');
}
