import type { Queryable } from '../../db/types';
import type { Period } from './report-criteria';

export interface MaterialTransactionFilter {
  period: Period;
  processTypes: string[];
  fromLocation?: string;
  toLocation?: string;
  materialsSKU?: string[];
}

export interface MaterialTransactionRow {
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
}

/**
 * Material transactions (DOMAIN.md "Reports"): the transaction rows of the business unit filtered
 * by period, process types, locations (name starts with the text given) and SKUs, newest first.
 * Paged on (business_unit_id, created_at desc, id desc): the index of migration 056 serves both
 * the page and the count.
 */
/**
 * Counting every matching row of a long period costs more than the page itself (a year of a busy
 * warehouse is millions of rows): the count stops at COUNT_CAP and says so (totalCountCapped), as
 * search pages show "100,000+". Narrower criteria give the exact count.
 */
export const COUNT_CAP = 100_000;

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
  const [{ rows: count }, { rows }] = await Promise.all([
    db.query<{ n: number }>(`select count(*)::int as n from (select 1 from material_transactions t where ${filter} limit ${COUNT_CAP + 1}) c`, params),
    db.query<MaterialTransactionRow>(
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
    ),
  ]);
  return { data: rows, totalCount: Math.min(count[0].n, COUNT_CAP), totalCountCapped: count[0].n > COUNT_CAP };
}
