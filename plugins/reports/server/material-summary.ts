import type { Queryable } from '@cockpit/server/sdk';
import type { Period } from './report-criteria';

export interface MaterialFilter {
  itemNumber?: string;
  materialName?: string;
  materialGroup?: string;
}

function materialConditions(f: MaterialFilter, params: unknown[]): string {
  const parts: string[] = [];
  const like = (column: string, value: string | undefined) => {
    if (!value?.trim()) return;
    params.push(`%${value.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    parts.push(`${column} ilike $${params.length}`);
  };
  like('m.item_no', f.itemNumber);
  like('m.name', f.materialName);
  like('m.material_group', f.materialGroup);
  return parts.length ? ` and ${parts.join(' and ')}` : '';
}

/*
 * The warehouse's quantity of a material moves only through transaction rows: a row with a "to"
 * and no "from" brings quantity in (InitialStock, Receipt, Gain, InventoryGain), one with a "from"
 * and no "to" takes it out (Shipping, Loss, InventoryLoss, PickAdjustment), one with both moves it
 * inside the warehouse and leaves the material's total alone (Picking, Replenishment, Movement,
 * PutAway). So the quantity at any instant is the sum of "in" minus "out" before it.
 */
const IN = 't.to_location_id is not null and t.from_location_id is null';
const OUT = 't.from_location_id is not null and t.to_location_id is null';

/**
 * Material summary: per material, opening, in, out and closing quantity over the
 * period, and the closing value = closing quantity x cost price (the material's cost price today).
 * Materials with neither stock nor movement in the period are left out.
 */
export async function materialSummary(db: Queryable, bu: number, period: Period, f: MaterialFilter, page: { skip: number; take: number }) {
  const params: unknown[] = [bu, period.from, period.to];
  const materialWhere = materialConditions(f, params);
  const sql = `
    with moves as (
      select t.material_id,
             sum(case when t.created_at < $2 and ${IN} then t.quantity when t.created_at < $2 and ${OUT} then -t.quantity else 0 end) as opening,
             sum(case when t.created_at >= $2 and ${IN} then t.quantity else 0 end) as qty_in,
             sum(case when t.created_at >= $2 and ${OUT} then t.quantity else 0 end) as qty_out
        from material_transactions t
       where t.business_unit_id = $1 and t.created_at < $3 and (t.from_location_id is null or t.to_location_id is null)
       group by t.material_id)
    select m.id, m.item_no as "itemNo", m.name as "materialName", m.material_group as "materialGroup", m.base_uom as "baseUoM",
           mv.opening::int as "openingQuantity", mv.qty_in::int as "inQuantity", mv.qty_out::int as "outQuantity",
           (mv.opening + mv.qty_in - mv.qty_out)::int as "closingQuantity", m.cost_price::float8 as "costPrice",
           round((mv.opening + mv.qty_in - mv.qty_out) * coalesce(m.cost_price, 0), 2)::float8 as "closingValue",
           count(*) over ()::int as "totalCount",
           sum(round((mv.opening + mv.qty_in - mv.qty_out) * coalesce(m.cost_price, 0), 2)) over ()::float8 as "totalValue"
      from moves mv join materials m on m.id = mv.material_id
     where m.business_unit_id = $1 and (mv.opening <> 0 or mv.qty_in <> 0 or mv.qty_out <> 0)${materialWhere}
     order by m.item_no, m.id
    offset ${page.skip} limit ${page.take}`;
  const { rows } = await db.query<Record<string, unknown> & { totalCount: number; totalValue: number }>(sql, params);
  return pageResult(rows);
}

/**
 * Stock value: per material the quantity on hand at the end of the day
 * given (today by default) x cost price, from the same transaction rows as the summary.
 */
export async function stockValue(db: Queryable, bu: number, at: Date, f: MaterialFilter, page: { skip: number; take: number }) {
  const params: unknown[] = [bu, at];
  const materialWhere = materialConditions(f, params);
  const sql = `
    with onhand as (
      select t.material_id, sum(case when ${IN} then t.quantity else -t.quantity end) as qty
        from material_transactions t
       where t.business_unit_id = $1 and t.created_at < $2 and (t.from_location_id is null or t.to_location_id is null)
       group by t.material_id)
    select m.id, m.item_no as "itemNo", m.name as "materialName", m.material_group as "materialGroup", m.base_uom as "baseUoM",
           o.qty::int as quantity, m.cost_price::float8 as "costPrice", round(o.qty * coalesce(m.cost_price, 0), 2)::float8 as value,
           count(*) over ()::int as "totalCount", sum(round(o.qty * coalesce(m.cost_price, 0), 2)) over ()::float8 as "totalValue"
      from onhand o join materials m on m.id = o.material_id
     where m.business_unit_id = $1 and o.qty <> 0${materialWhere}
     order by m.item_no, m.id
    offset ${page.skip} limit ${page.take}`;
  const { rows } = await db.query<Record<string, unknown> & { totalCount: number; totalValue: number }>(sql, params);
  return pageResult(rows);
}

function pageResult(rows: Array<Record<string, unknown> & { totalCount: number; totalValue: number }>) {
  const totalCount = rows[0]?.totalCount ?? 0;
  const totalValue = rows[0]?.totalValue ?? 0;
  return { data: rows.map(({ totalCount: _c, totalValue: _v, ...row }) => row), totalCount, totalValue };
}
