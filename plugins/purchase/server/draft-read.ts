import type { Queryable } from '@cockpit/server/sdk';
import type { DraftDetail, DraftLine } from '../rules/answers';
import { OPEN_INGOING_SQL } from './demand-query';

const LINE_FIELDS = `l.id, l.line_no as "lineNo", l.material_id as "materialId", m.item_no as "itemNumber", m.name as "materialName",
  coalesce(ing.q, 0)::int as ingoing, m.available_quantity::int as available, coalesce(m.cost_price, 0)::float8 as "costPrice",
  l.calculated_demand as "calculatedDemand", l.ordered_quantity as "orderedQuantity",
  round(l.ordered_quantity * coalesce(m.cost_price, 0), 2)::float8 as "totalCostPrice"`;

/** A draft's lines (the Drafts grid's detail rows, the update page), scoped to the business unit. */
export async function draftLines(db: Queryable, bu: number, draftId: number): Promise<DraftLine[]> {
  const { rows } = await db.query<DraftLine>(
    `with ing as (${OPEN_INGOING_SQL})
     select ${LINE_FIELDS} from purchase_draft_lines l join purchase_drafts d on d.id = l.draft_id join materials m on m.id = l.material_id
       left join ing on ing.material_id = l.material_id
      where d.id = $2 and d.business_unit_id = $1 order by l.line_no`,
    [bu, draftId],
  );
  return rows;
}

/** One draft with its lines (updatedraft-page). */
export async function draftDetail(db: Queryable, bu: number, id: number): Promise<DraftDetail | null> {
  const { rows } = await db.query<Omit<DraftDetail, 'lines'>>(
    `select d.id, d.draft_number as "draftNumber", d.state, d.supplier_id as "supplierId", s.supplier_name as "supplierName",
            to_char(d.history_from, 'YYYY-MM-DD') as "historyFrom", to_char(d.history_to, 'YYYY-MM-DD') as "historyTo", d.created_at as created,
            d.ingoing_order_id as "ingoingOrderId"
       from purchase_drafts d join suppliers s on s.id = d.supplier_id where d.id = $1 and d.business_unit_id = $2`,
    [id, bu],
  );
  if (!rows[0]) return null;
  return { ...rows[0], lines: await draftLines(db, bu, id) };
}
