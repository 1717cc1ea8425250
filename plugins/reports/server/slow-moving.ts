import type { Queryable } from '@cockpit/server/sdk';
import type { Period } from './report-criteria';

export interface SlowMovingFilter {
  period: Period;
  processTypes: string[];
  min: number;
  max: number;
  locationRoles?: number[];
  materialName?: string;
  itemNumber?: string;
}

/**
 * Slow-moving materials: per material with stock, the picking frequency
 * (performed tasks of the chosen process types taken from its locations in the period), the days
 * since its last such task (ever; null when never), and the stock age = sum(qty x age in days) /
 * sum(qty) over its stock rows, age counted from the FIFO date. With location roles, only stock
 * and tasks in locations of those roles count. Least picked first, then the oldest stock.
 */
export async function slowMovingMaterials(db: Queryable, bu: number, f: SlowMovingFilter, page: { skip: number; take: number }, now = new Date()) {
  const params: unknown[] = [bu, f.period.from, f.period.to, f.processTypes, f.min, f.max, now];
  let roleJoin = '';
  if (f.locationRoles?.length) {
    params.push(f.locationRoles);
    roleJoin = `and l.location_role_id = any($${params.length})`;
  }
  const conditions: string[] = [];
  const like = (column: string, value: string | undefined) => {
    if (!value?.trim()) return;
    params.push(`%${value.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    conditions.push(`and ${column} ilike $${params.length}`);
  };
  like('m.name', f.materialName);
  like('m.item_no', f.itemNumber);
  const sql = `
    with stock as (
      select s.material_id, sum(s.quantity) as qty,
             sum(s.quantity * extract(epoch from ($7::timestamptz - s.fifo_date)) / 86400) as qty_age
        from stocks s join locations l on l.id = s.location_id ${roleJoin}
       where s.business_unit_id = $1 and s.quantity > 0
       group by s.material_id),
    picks as (
      select t.material_id,
             count(*) filter (where t.performed_date >= $2 and t.performed_date < $3) as frequency,
             max(t.performed_date) as last_pick
        from tasks t join locations l on l.id = t.from_location_id ${roleJoin}
       where t.business_unit_id = $1 and t.state = 'Performed' and t.process_type = any($4) and t.performed_date < $3
       group by t.material_id)
    select m.id, m.item_no as "itemNo", m.name as "materialName", m.material_group as "materialGroup", m.base_uom as "baseUoM",
           coalesce(p.frequency, 0)::int as "pickingFrequency", p.last_pick as "lastPickDate",
           case when p.last_pick is null then null else greatest(0, floor(extract(epoch from ($7::timestamptz - p.last_pick)) / 86400))::int end as "daysSinceLastPick",
           s.qty::int as "stockQuantity", round((s.qty_age / s.qty)::numeric, 1)::float8 as "stockAgeDays",
           m.cost_price::float8 as "costPrice", round(s.qty * coalesce(m.cost_price, 0), 2)::float8 as "stockValue",
           count(*) over ()::int as "totalCount"
      from stock s join materials m on m.id = s.material_id left join picks p on p.material_id = s.material_id
     where m.business_unit_id = $1 and coalesce(p.frequency, 0) between $5 and $6 ${conditions.join(' ')}
     order by coalesce(p.frequency, 0), s.qty_age / s.qty desc, m.item_no
    offset ${page.skip} limit ${page.take}`;
  const { rows } = await db.query<Record<string, unknown> & { totalCount: number }>(sql, params);
  return { data: rows.map(({ totalCount: _c, ...row }) => row), totalCount: rows[0]?.totalCount ?? 0 };
}
