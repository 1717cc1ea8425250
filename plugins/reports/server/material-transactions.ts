import type { Queryable } from '@cockpit/server/sdk';
import type { Period } from './report-criteria';

export interface MaterialTransactionFilter {
  period: Period;
  processTypes: string[];
  fromLocation?: string;
  toLocation?: string;
  materialsSKU?: string[];
}

/** A type, not an interface: a report row is sent as it comes (an open row of the answer). */
export type MaterialTransactionRow = {
  id: number;
  createdAt: string;
  processType: string;
  itemNo: string;
  materialName: string;
  baseUoM: string;
  quantity: number;
  fromLocation: string | null;
  toLocation: string | null;
  userName: string | null;
  reference: string | null;
  batch: string | null;
  causeCode: string | null;
};

/**
 * Material transactions: the transaction rows of the business unit filtered
 * by period, process types, locations (name starts with the text given) and SKUs, newest first.
 * Paged on (business_unit_id, created_at desc, id desc): material_transactions_date (migration
 * 022) read backwards gives the page without sorting.
 *
 * Counting every matching row of a long period costs more than the page itself (a year of a busy
 * warehouse is hundreds of thousands of rows, and PGlite reads each one from the table): the count
 * stops at COUNT_CAP (or at the end of the page asked for, if further) and says so
 * (totalCountCapped), shown as "More than 10,000 rows" as search pages do. Narrower criteria give
 * the exact count; a page that is not full is the last one and needs no count at all.
 */
export const COUNT_CAP = 10_000;

export async function materialTransactions(db: Queryable, bu: number, f: MaterialTransactionFilter, page: { skip: number; take: number }) {
  const where = ['t.business_unit_id = $1', 't.created_at >= $2', 't.created_at < $3', 't.process_type = any($4)'];
  const params: unknown[] = [bu, f.period.from, f.period.to, f.processTypes];
  const locationFilter = (column: string, value: string | undefined) => {
    if (!value?.trim()) return;
    params.push(`${value.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    where.push(`t.${column} in (select id from locations where business_unit_id = $1 and name ilike $${params.length})`);
  };
  locationFilter('from_location_id', f.fromLocation);
  locationFilter('to_location_id', f.toLocation);
  if (f.materialsSKU?.length) {
    params.push(f.materialsSKU.map((s) => s.toLowerCase()));
    where.push(`t.material_id in (select id from materials where business_unit_id = $1 and lower(item_no) = any($${params.length}))`);
  }
  const filter = where.join(' and ');
  const { rows } = await db.query<MaterialTransactionRow>(
    `select t.id::int as id, t.created_at as "createdAt", t.process_type as "processType", m.item_no as "itemNo", m.name as "materialName",
            m.base_uom as "baseUoM", t.quantity::int as quantity, fl.name as "fromLocation", tl.name as "toLocation", u.user_name as "userName",
            t.reference, t.batch, t.cause_code as "causeCode"
       from (select * from material_transactions t where ${filter} order by t.created_at desc, t.id desc offset ${page.skip} limit ${page.take}) t
       join materials m on m.id = t.material_id
       left join locations fl on fl.id = t.from_location_id
       left join locations tl on tl.id = t.to_location_id
       left join users u on u.id = t.user_id
      order by t.created_at desc, t.id desc`,
    params,
  );
  // A page that is not full is the last: its end is the count (unless the page starts past the end).
  if (rows.length < page.take && (rows.length > 0 || page.skip === 0)) return { data: rows, totalCount: page.skip + rows.length, totalCountCapped: false };
  // Past the cap the count still reaches the end of the page asked for, so it is never below it.
  const cap = Math.max(COUNT_CAP, page.skip + page.take);
  const { rows: count } = await db.query<{ n: number }>(`select count(*)::int as n from (select 1 from material_transactions t where ${filter} limit ${cap + 1}) c`, params);
  return { data: rows, totalCount: Math.min(count[0].n, cap), totalCountCapped: count[0].n > cap };
}
