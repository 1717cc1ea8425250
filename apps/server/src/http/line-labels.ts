import type { Queryable } from '../db/types';

/**
 * What a clerk recognises each row of a multi-row answer by (an item number, a location's name, a
 * user name), read in one query scoped to the caller's business unit. `sql` selects `id` and
 * `label` with $1 = the ids and $2 = the business unit.
 */
export async function lineLabels(db: Queryable, sql: string, ids: number[], businessUnitId: number): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const { rows } = await db.query<{ id: number; label: string | null }>(sql, [ids, businessUnitId]);
  return new Map(rows.filter((r) => r.label !== null && r.label !== '').map((r) => [r.id, String(r.label)]));
}

/** Row labels of the tables whose rows multi-row actions name. */
export const LABEL_SQL = {
  material: 'select id, item_no as label from materials where id = any($1::int[]) and business_unit_id = $2',
  location: 'select id, name as label from locations where id = any($1::int[]) and business_unit_id = $2',
  user: 'select id, user_name as label from users where id = any($1::int[]) and business_unit_id = $2',
  supplier: 'select id, supplier_name as label from suppliers where id = any($1::int[]) and business_unit_id = $2',
  salesDraft: 'select id, order_number as label from sales_order_drafts where id = any($1::int[]) and business_unit_id = $2',
  maintenanceLevel: `select l.id, concat(m.item_no, ' – ', loc.name) as label from maintenance_levels l
    join materials m on m.id = l.material_id join locations loc on loc.id = l.location_id
    where l.id = any($1::int[]) and l.business_unit_id = $2`,
  /** A task as the tasks grid shows it: its material's item number and the location it moves from (or to). */
  task: `select t.id, concat(m.item_no, ' – ', coalesce(f.name, d.name)) as label from tasks t
    join materials m on m.id = t.material_id left join locations f on f.id = t.from_location_id left join locations d on d.id = t.to_location_id
    where t.id = any($1::int[]) and t.business_unit_id = $2`,
  stock: `select s.id, concat(m.item_no, ' – ', l.name) as label from stocks s
    join materials m on m.id = s.material_id join locations l on l.id = s.location_id
    where s.id = any($1::int[]) and s.business_unit_id = $2`,
} as const;
