import { createIngoingOrder, notFound, type Work } from '@cockpit/server/sdk';
import type { PurchaseOrderWishes } from '../rules/answers';
import { ALREADY_ORDERED, NO_MATERIALS, ORDER_EXISTS, isUniqueViolation } from './draft-rules';

/**
 * CreatePO for one draft, inside the warehouse engine's transaction (so the new ingoing order is
 * published live like any other): the draft row is locked first, so two users ordering the same
 * draft at once make exactly one order; the second finds it Ordered.
 */
export async function createPurchaseOrder(
  w: Work,
  draftId: number,
  orderNo: string | undefined,
  wishes: PurchaseOrderWishes,
): Promise<{ orderId: number; orderNo: string; supplierId: number }> {
  const [draft] = await w.query<{ state: string; supplierId: number; supplierName: string; draftNumber: string }>(
    `select d.state, d.supplier_id as "supplierId", s.supplier_name as "supplierName", d.draft_number as "draftNumber"
       from purchase_drafts d join suppliers s on s.id = d.supplier_id where d.id = $1 and d.business_unit_id = $2 for update of d`,
    [draftId, w.bu],
  );
  if (!draft) throw notFound(`Draft ${draftId} not found`);
  if (draft.state !== 'Draft') throw ALREADY_ORDERED();
  const lines = await w.query<{ materialId: number; quantity: number; unitCostPrice: string | null }>(
    `select l.material_id as "materialId", l.ordered_quantity as quantity, m.cost_price as "unitCostPrice"
       from purchase_draft_lines l join materials m on m.id = l.material_id where l.draft_id = $1 order by l.line_no`,
    [draftId],
  );
  if (!lines.length) throw NO_MATERIALS();
  const wanted = orderNo?.trim();
  if (wanted) {
    const taken = await w.query('select 1 from ingoing_orders where business_unit_id = $1 and order_no = $2', [w.bu, wanted]);
    if (taken.length) throw ORDER_EXISTS(wanted);
  }
  let order: { id: number; orderNo: string };
  try {
    order = await createIngoingOrder(w, {
      orderNo: wanted || undefined,
      supplierId: draft.supplierId,
      supplierName: draft.supplierName,
      supplierOrderId: draft.draftNumber,
      expectedReceiptDate: wishes.receivingDate,
      priority: wishes.deliveryPriority ?? 5,
      lines: lines.map((l) => ({ materialId: l.materialId, quantity: l.quantity, unitCostPrice: l.unitCostPrice === null ? null : Number(l.unitCostPrice) })),
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw ORDER_EXISTS(wanted ?? '');
    throw err;
  }
  await w.query(`update purchase_drafts set state = 'Ordered', ingoing_order_id = $2, delivery_date = $3, delivery_type = $4, ordered_at = $5, updated_at = $5 where id = $1`, [
    draftId,
    order.id,
    wishes.deliveryDate ?? null,
    wishes.deliveryType ?? null,
    w.now,
  ]);
  return { orderId: order.id, orderNo: order.orderNo, supplierId: draft.supplierId };
}
