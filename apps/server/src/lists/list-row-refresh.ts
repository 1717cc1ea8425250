import type { Queryable } from '../db/types';
import type { RefreshKept } from './list-answer-cache';
import { listRows, listRowsParts, type ListRequest } from './list-query';
import { baseTableOf, sourceTableMentions, sourceTablesOf, sqlTextsOf } from './list-source-tables';
import type { ListView } from './list-view';

/**
 * A kept whole list (the classic answer, every matching row) brought up to date after a write to
 * its base table by reading only the rows that changed, instead of every row again.
 *
 * Why: a stock write dropped the Stocks page's whole list (419 rows of ~33 values), and computing
 * it again cost 20–50 ms of CPU on every write, where the write itself costs under 1 ms.
 *
 * The rule, exact on PostgreSQL and PGlite alike (the same SQL):
 * - Every kept whole list remembers a snapshot S it was read under (taken before its rows'
 *   statement, so its rows are as of S or later).
 * - A row of the base table whose current version was made by a transaction that had ended
 *   before S was taken (its `xmin` below S's xmin: see `visible`) has not changed since S. When none of the view's other tables has changed either (their
 *   change count, migration 110, the same as when the answer was kept) and the date is the same
 *   (days since the last count), such a row's values and whether it meets the list's conditions are
 *   what they were: the kept answer's copy of it, or its absence, stands.
 * - Every other row of the base table is read again through the list's own statement (the same
 *   select list, source, conditions: the business unit and every filter), so a changed row is
 *   added, replaced or left out exactly as a full computation would; a kept row whose id is neither
 *   unchanged nor read again was deleted (or left the list) and goes.
 * - One statement reads both, under one snapshot, with the others' count and the date, so no write
 *   can fall between them; it becomes the new answer's S.
 *
 * Refused (computed in full, as before), whenever it could not be exact: the base table read twice
 * (a field's subquery over the same table makes a row's values depend on other rows) or SQL that
 * spans rows (window functions, aggregates, distinct); an order other than the view's id (the
 * database's collation would have to be copied); a projection without the id; a kept answer at the
 * row limit (rows past it were never read) or one that would pass it; ids that are not numbers; a
 * kept answer whose snapshot is not known; the others' count or the date moved under the refresh.
 */

type Row = Record<string, unknown>;

/** The snapshot each whole list was read under (at or before its rows' statement). */
const snapshots = new WeakMap<object, string>();

const PREPARED = { prepare: true } as const;
const SNAPSHOT = 'select pg_current_snapshot()::text as snapshot';

/** SQL whose value for a row depends on other rows of the same query. */
const ACROSS_ROWS = /\b(over|group\s+by|distinct|having|union|intersect|except)\b|\b(count|sum|avg|min|max|array_agg|string_agg|json_agg|jsonb_agg|bool_and|bool_or|every)\s*\(/iu;

interface Base {
  table: string;
  alias: string;
  id: string;
  /** The view's other tables (their change count must not have moved). */
  others: readonly string[];
  /** The base table's business unit column, when the view's unit is one ($1 of the list's statement). */
  unit?: string;
}

const bases = new WeakMap<ListView, Base | undefined>();

/** The view's base table when its rows can be refreshed one by one, else undefined. */
export function refreshableBaseOf(view: ListView): Base | undefined {
  if (bases.has(view)) return bases.get(view);
  let base: Base | undefined;
  const own = baseTableOf(view);
  const mentions = sourceTableMentions(view);
  const tables = sourceTablesOf(view);
  if (own && mentions && tables && !view.sourceTables && mentions.filter((t) => t === own.table).length === 1 && !sqlTextsOf(view).some((t) => ACROSS_ROWS.test(t))) {
    const unit = new RegExp(`^\\s*${own.alias}\\.([a-z_][a-z0-9_]*)\\s*$`, 'iu').exec(view.businessUnit)?.[1];
    base = { ...own, others: tables.filter((t) => t !== own.table), unit };
  }
  bases.set(view, base);
  return base;
}

/**
 * Whether a row version's `xmin` (the transaction that made it) had finished before the snapshot
 * $snapshot was taken: it is below the snapshot's xmin, the oldest transaction still running then.
 * Not `pg_visible_in_snapshot`: a snapshot lists only top-level transactions, so a row written under
 * a savepoint (a subtransaction, whose id is not in the list) of a transaction still running at the
 * snapshot would wrongly count as visible. Every id below the snapshot's xmin, a subtransaction's
 * too (its parent's id is lower still), belongs to a transaction that had ended. A row written by a
 * transaction running beside the snapshot is read again, which costs a little and is never wrong.
 * `xmin` is 32 bits; its full 64-bit id is found from the current snapshot's xmax (every id that
 * began is below it, within 2^31 of it).
 */
function visible(alias: string): string {
  const top = '(select top from cockpit_now)';
  const full = `${top} - ((${top} - ${alias}.xmin::text::bigint) & 4294967295)`;
  return `(${full} < (select kept_xmin from cockpit_now))`;
}

export interface WholeListRefresh {
  /** The whole list computed in full, its snapshot remembered. */
  compute(): Promise<Row[]>;
  refresh: RefreshKept<Row[]>;
}

interface RefreshRow extends Row {
  cockpit_snapshot: string;
  cockpit_date: string;
  cockpit_others: string;
  cockpit_unchanged: unknown[];
}

/** The compute and refresh of one request's whole list, or undefined when the view cannot be refreshed by rows. */
export function wholeListRefresh(db: Queryable, view: ListView, req: ListRequest, limit: number): WholeListRefresh | undefined {
  const base = refreshableBaseOf(view);
  if (!base) return undefined;
  return {
    async compute() {
      const { rows: snap } = await db.query<{ snapshot: string }>(SNAPSHOT, [], PREPARED);
      const rows = await listRows<Row>(db, view, req, limit);
      snapshots.set(rows, snap[0].snapshot);
      return rows;
    },
    async refresh(kept, since) {
      const snapshot = snapshots.get(kept);
      if (snapshot === undefined || kept.length >= limit) return undefined;
      const parts = listRowsParts(view, req);
      const idName = parts.names.find((n) => view.fields[n].sql.trim() === view.id);
      if (idName === undefined || view.fields[parts.orderField].sql.trim() !== view.id) return undefined;
      const ids = kept.map((r) => r[idName]);
      if (!ids.every((id) => typeof id === 'number')) return undefined;
      const n = parts.params.length;
      const [snapshotParam, idsParam, othersParam] = [`$${n + 1}`, `$${n + 2}`, `$${n + 3}`];
      // The base table's rows changed since the snapshot (of the caller's unit when the unit is a
      // column of it) are picked first, so the list's joins run for those rows only; the kept ids
      // still unchanged are matched by a join (a hash), not one array search per row.
      const unitOf = (alias: string) => (base.unit ? `${alias}.${base.unit} = $1 and ` : '');
      const sql = `with cockpit_now as materialized (select pg_current_snapshot()::text as snap, pg_snapshot_xmax(pg_current_snapshot())::text::bigint as top, pg_snapshot_xmin(${snapshotParam}::pg_snapshot)::text::bigint as kept_xmin)
select (select snap from cockpit_now) as cockpit_snapshot, current_date::text as cockpit_date,
  ((select coalesce(sum(changes), 0) from cockpit_changes.table_change_base where table_name = any(${othersParam}::text[]))
    + (select count(*) from cockpit_changes.table_changes where table_name = any(${othersParam}::text[])))::text as cockpit_others,
  array(select cockpit_kept.${base.id} from ${base.table} cockpit_kept join unnest(${idsParam}::bigint[]) cockpit_ids(id) on cockpit_kept.${base.id} = cockpit_ids.id
    where ${visible('cockpit_kept')}) as cockpit_unchanged,
  cockpit_changed.*
from (select 1) cockpit_one left join lateral (select ${parts.select} from ${view.from} where ${parts.where}
  and ${base.alias}.${base.id} = any(array(select cockpit_new.${base.id} from ${base.table} cockpit_new where ${unitOf('cockpit_new')}not ${visible('cockpit_new')}))) cockpit_changed on true`;
      const { rows } = await db.query<RefreshRow>(sql, [...parts.params, snapshot, ids, base.others], PREPARED);
      const meta = rows[0];
      if (meta.cockpit_date !== since.date || meta.cockpit_others !== since.others) return undefined;
      const unchanged = new Set(meta.cockpit_unchanged);
      const fresh = kept.filter((r) => unchanged.has(r[idName]));
      for (const r of rows) {
        const id = r[idName];
        if (id === null || id === undefined) continue;
        if (typeof id !== 'number' || unchanged.has(id)) return undefined;
        // The row's own object, its keys in the select list's order, as listRows gives it.
        fresh.push(Object.fromEntries(parts.names.map((name) => [name, r[name]])));
      }
      if (fresh.length > limit) return undefined;
      const sign = parts.direction === 'asc' ? 1 : -1;
      fresh.sort((a, b) => sign * ((a[idName] as number) - (b[idName] as number)));
      snapshots.set(fresh, meta.cockpit_snapshot);
      return fresh;
    },
  };
}
