import type { Db, Queryable } from '../db/types';
import { sharedRead, sharedReadsByKey } from '../http/shared-read';
import { baseTableOf, sourceTablesOf, sqlTextsOf } from './list-source-tables';
import type { ListView } from './list-view';

/**
 * Answers of list endpoints, kept for as long as the tables they are read from have not changed.
 *
 * Why: the grids ask the same pages again and again (every clerk's Stock page, every reload, every
 * refresh after a live message), and each answer costs a count and a page query. Kept answers
 * make a repeated page cost one small statement instead.
 *
 * When a kept answer may be used: the key is everything the answer depends on (the view, the
 * caller's business unit, the whole query string and the caller's row limit), and the answer is
 * labelled with the change count of the view's source tables (list-source-tables.ts; counted by a
 * statement-level trigger on every table in the writer's own transaction, migration 110), read
 * *before* the answer's own queries. As long as that count is unchanged, no write to those tables
 * has committed (from this server, a background job, a second instance on the same PostgreSQL, or
 * psql), so the rows cannot differ; a commit to any other table (a console's heartbeat) leaves the
 * answer kept. A write committed between the label and the answer's queries makes the answer newer
 * than its label, never older: the next request sees a new count and computes afresh.
 *
 * The tables label counts the view's base table (the table its rows are of, list-source-tables.ts)
 * apart from the others: `tables <date> <base>/<others>`. When a kept answer's label differs only
 * in the base table's count, the caller's `refresh` may patch the kept answer from the rows that
 * changed (list-row-refresh.ts) instead of computing it afresh; it gets the date and the others'
 * count the label was read with, and answers undefined when it cannot patch exactly.
 *
 * When the source tables cannot be told (a function in the SQL, a name that is no tracked table),
 * the label is PostgreSQL's transaction snapshot (`pg_current_snapshot()`), which any commit
 * anywhere changes.
 *
 * What is never kept: views whose SQL reads the clock or is random (`now()`, `random()`, ...),
 * whose rows change without a commit. Every label also carries the database's `current_date`.
 */
export interface ListAnswerCache {
  /**
   * The answer for `key`, kept or computed (`compute` runs after the label is read). `rowsOf`
   * counts an answer's rows: answers over `maxRowsPerAnswer` are kept only within `largeRowsBudget`.
   */
  answer<T>(view: ListView, key: string, compute: () => Promise<T>, rowsOf: (answer: T) => number, refresh?: RefreshKept<T>): Promise<T>;
  /** Figures for tests and benchmarks (a refresh is counted as a miss too, then as a refresh when it patched). */
  readonly stats: { hits: number; misses: number; uncacheable: number; /** Folds started. */ folds: number; /** Kept answers patched. */ refreshes: number };
}

/**
 * The kept answer brought up to date when only its base table changed since, or undefined when
 * that cannot be done exactly (then the answer is computed afresh). `since`: the label's date and
 * the count of the view's other tables, which the refresh checks again under its own snapshot.
 */
export type RefreshKept<T> = (kept: T, since: { date: string; others: string }) => Promise<T | undefined>;

/** A tables label's parts, or undefined for a snapshot label. */
function tablesLabelParts(label: string): { date: string; base: string; others: string } | undefined {
  const m = /^tables (\S+) (\d+)\/(\d+)$/u.exec(label);
  return m ? { date: m[1], base: m[2], others: m[3] } : undefined;
}

interface Kept {
  label: string;
  at: number;
  value: Promise<unknown>;
  /** The answer's rows once it is in, when they are over maxRowsPerAnswer (a large answer). */
  largeRows?: number;
}

export interface ListAnswerCacheOptions {
  /** At most this many answers are kept; the least recently used goes first. */
  maxEntries?: number;
  /** An answer older than this is computed again even without a commit (memory hygiene only). */
  maxAgeMs?: number;
  /** Answers with more rows are large: a whole list beyond this holds megabytes per key. */
  maxRowsPerAnswer?: number;
  /**
   * Large answers are kept while their rows together are at most this many, the least recently
   * used dropped first; a larger answer alone is never kept. 0 keeps none.
   */
  largeRowsBudget?: number;
  /**
   * The change rows (every table's, heartbeats included) are folded into their base counts when a
   * view's tables have this many, and at least every `foldEveryMs` while lists are read.
   */
  foldAt?: number;
  foldEveryMs?: number;
  /**
   * Read the snapshot label first, and the tables' counts only when it differs from the one they
   * were last read under (no commit in between leaves every count as it was). For PGlite, which runs
   * each statement on the server's own thread: the snapshot statement costs about two thirds of the
   * counts' (86–127 µs against 144–160 µs of CPU), and the requests there never wait at once to
   * share a read. Not for PostgreSQL, whose snapshot names the commits of every database of the
   * server, so it changes all the time.
   */
  snapshotFirst?: boolean;
}

/**
 * SQL that gives a different answer without any commit: such views are never kept. `current_date`
 * is not in the list: the label carries the database's date, so a view that counts days (Stock's
 * days since the last count) is kept for the day and computed afresh on the next.
 */
const VOLATILE_SQL =
  /\b(now|current_time|current_timestamp|localtime|localtimestamp|clock_timestamp|statement_timestamp|transaction_timestamp|timeofday|random|gen_random_uuid|nextval)\b/iu;

const volatility = new WeakMap<ListView, boolean>();

/** Whether the view's SQL (source, condition, fields, filters) reads the clock or is random. */
export function isVolatileView(view: ListView): boolean {
  let volatile = volatility.get(view);
  if (volatile === undefined) {
    volatile = sqlTextsOf(view).some((t) => VOLATILE_SQL.test(t));
    volatility.set(view, volatile);
  }
  return volatile;
}

/** With the milliseconds left until the database's date changes (the label is good until then at most). */
const SNAPSHOT_LABEL = `select 'snapshot ' || pg_current_snapshot()::text || ' ' || current_date::text as label,
  (extract(epoch from (current_date + 1)::timestamptz - clock_timestamp()) * 1000)::float8 as ms_left`;
/** $1 the view's tables, $2 its base table (counted apart), '' when it has none. */
const TABLES_LABEL = `select 'tables ' || current_date::text || ' ' || (b.base + c.base)::text || '/' || (b.others + c.others)::text as label, (c.base + c.others)::int as pending
  from (select coalesce(sum(changes) filter (where table_name = $2::text), 0) as base, coalesce(sum(changes) filter (where table_name <> $2::text), 0) as others
          from cockpit_changes.table_change_base where table_name = any($1::text[])) b,
       (select count(*) filter (where table_name = $2::text) as base, count(*) filter (where table_name <> $2::text) as others
          from cockpit_changes.table_changes where table_name = any($1::text[])) c`;
/** TABLES_LABEL with the snapshot its counts were read under (pg_current_snapshot() is the statement's own). */
const TABLES_LABEL_AND_SNAPSHOT = `select 'snapshot ' || pg_current_snapshot()::text || ' ' || current_date::text as snapshot, t.label, t.pending from (${TABLES_LABEL}) t`;
const TRACKED_TABLES = `select c.relname as name from pg_trigger g join pg_class c on c.oid = g.tgrelid where g.tgname = 'cockpit_table_changes'`;

/** A view's tables and its base table, one object per view (the key of the label's shared reads). */
interface TableSet {
  tables: readonly string[];
  base: string;
}
const tableSets = new WeakMap<ListView, TableSet | undefined>();
function tableSetOf(view: ListView): TableSet | undefined {
  if (tableSets.has(view)) return tableSets.get(view);
  const tables = sourceTablesOf(view);
  const base = baseTableOf(view)?.table;
  const set = tables === undefined || tables.length === 0 ? undefined : { tables, base: base && tables.includes(base) ? base : '' };
  tableSets.set(view, set);
  return set;
}

export function createListAnswerCache(db: Queryable & Pick<Db, 'commitStamp'>, options: ListAnswerCacheOptions = {}): ListAnswerCache {
  const maxEntries = options.maxEntries ?? 500;
  const maxAgeMs = options.maxAgeMs ?? 60_000;
  const maxRowsPerAnswer = options.maxRowsPerAnswer ?? 2000;
  // Why large answers are kept at all: a 10,000-row Stock list costs the PGlite server 2-3 s of its
  // only thread for every load (its SQL, 7 MB of JSON, brotli), and every other call of the page
  // waits behind it, so a reload (warm or not) was as slow as the first load. 25,000 rows are two
  // such lists: ~18 MB of JSON, kept twice (each row's text and the answer's bytes) beside the row
  // objects, some tens of megabytes in all (an estimate): bounded, unlike 500 keys of megabytes each.
  const largeRowsBudget = options.largeRowsBudget ?? 25_000;
  const foldAt = options.foldAt ?? 1000;
  const foldEveryMs = options.foldEveryMs ?? 60_000;
  let foldedAt = 0;
  const kept = new Map<string, Kept>();
  const stats = { hits: 0, misses: 0, uncacheable: 0, folds: 0, refreshes: 0 };
  // The tables that carry the change trigger, read once: a view reading any other is labelled by the snapshot.
  let tracked: Promise<Set<string>> | undefined;
  const trackedTables = () =>
    (tracked ??= db.query<{ name: string }>(TRACKED_TABLES).then(
      ({ rows }) => new Set(rows.map((r) => r.name)),
      () => ((tracked = undefined), new Set<string>()),
    ));
  let folding: Promise<void> | undefined;
  // One fold at a time; a failed fold (a second instance folding the same rows) is left to the next.
  const fold = () => {
    foldedAt = Date.now();
    if (folding) return;
    stats.folds++;
    folding = db.query('select cockpit_fold_table_changes()').then(
      () => void (folding = undefined),
      () => void (folding = undefined),
    );
  };

  // Requests waiting at once for the same label share one read sent after they asked (shared-read.ts).
  const readSnapshotLabel = sharedRead(async () => (await db.query<{ label: string; ms_left: number }>(SNAPSHOT_LABEL, [], { prepare: true })).rows[0]);
  // Where the database has a commit stamp (PGlite), the snapshot label read last is its label for as
  // long as the stamp is the one taken before it was read (no transaction that wrote has committed
  // since, so the snapshot is the same) and the database's date has not changed: no statement at all.
  let keptSnapshot: { stamp: string; label: string; until: number } | undefined;
  const snapshotLabel = async (): Promise<string> => {
    const stamp = db.commitStamp?.();
    if (stamp !== undefined && keptSnapshot?.stamp === stamp && Date.now() < keptSnapshot.until) return keptSnapshot.label;
    const askedAt = Date.now();
    const { label, ms_left } = await readSnapshotLabel();
    if (stamp !== undefined && db.commitStamp?.() === stamp) keptSnapshot = { stamp, label, until: askedAt + ms_left };
    return label;
  };
  const tablesLabel = sharedReadsByKey(
    async (set: TableSet) => (await db.query<{ label: string; pending: number }>(TABLES_LABEL, [set.tables, set.base], { prepare: true })).rows[0],
  );

  // snapshotFirst: the tables' label read last, with the snapshot it was read under, per table set.
  const lastTablesLabel = new Map<TableSet, { snapshot: string; label: string; pending: number }>();
  const tablesLabelUnderSnapshot = async (set: TableSet) => {
    const snapshot = await snapshotLabel();
    const last = lastTablesLabel.get(set);
    // The same snapshot: no transaction has committed since the counts were read, so they are the same.
    if (last && last.snapshot === snapshot) return last;
    const { rows } = await db.query<{ snapshot: string; label: string; pending: number }>(TABLES_LABEL_AND_SNAPSHOT, [set.tables, set.base], { prepare: true });
    lastTablesLabel.set(set, rows[0]);
    return rows[0];
  };

  const readLabel = async (view: ListView): Promise<string> => {
    const set = tableSetOf(view);
    if (set === undefined) return snapshotLabel();
    const known = await trackedTables();
    if (!set.tables.every((t) => known.has(t))) return snapshotLabel();
    const { label, pending } = await (options.snapshotFirst ? tablesLabelUnderSnapshot(set) : tablesLabel(set));
    if (pending >= foldAt || Date.now() - foldedAt >= foldEveryMs) fold();
    return label;
  };

  /** A large answer stays kept only within largeRowsBudget, other large answers dropped least recently used first. */
  const keepLarge = (key: string, value: Promise<unknown>, rows: number) => {
    const entry = kept.get(key);
    if (entry?.value !== value) return;
    if (rows > largeRowsBudget) return void kept.delete(key);
    entry.largeRows = rows;
    let total = 0;
    for (const e of kept.values()) total += e.largeRows ?? 0;
    for (const [k, e] of kept) {
      if (total <= largeRowsBudget) break;
      if (k === key || e.largeRows === undefined) continue;
      kept.delete(k);
      total -= e.largeRows;
    }
  };

  return {
    stats,
    async answer<T>(view: ListView, key: string, compute: () => Promise<T>, rowsOf: (answer: T) => number, refresh?: RefreshKept<T>): Promise<T> {
      if (isVolatileView(view)) {
        stats.uncacheable++;
        return compute();
      }
      const label = await readLabel(view);
      const hit = kept.get(key);
      if (hit && hit.label === label && Date.now() - hit.at < maxAgeMs) {
        // Most recently used last, so the first key is the one to drop.
        kept.delete(key);
        kept.set(key, hit);
        stats.hits++;
        return hit.value as Promise<T>;
      }
      stats.misses++;
      // Only the base table changed since the kept answer (the same date, the same count of the
      // other tables): the refresh patches it from the rows that changed, or says it cannot.
      const now = refresh && hit && Date.now() - hit.at < maxAgeMs ? tablesLabelParts(label) : undefined;
      const then = now && tablesLabelParts(hit!.label);
      const patchable = now && then && now.date === then.date && now.others === then.others && now.base !== then.base;
      const patched = async () => {
        let old: T;
        try {
          old = (await hit!.value) as T;
        } catch {
          return compute();
        }
        const fresh = await refresh!(old, { date: now!.date, others: now!.others });
        if (fresh === undefined) return compute();
        stats.refreshes++;
        return fresh;
      };
      // Concurrent requests for the same page share one computation (kept as a promise); a failure
      // is not kept, so the next request tries again and gets its own error.
      const value = patchable ? patched() : compute();
      kept.delete(key);
      kept.set(key, { label, at: Date.now(), value });
      if (kept.size > maxEntries) kept.delete(kept.keys().next().value as string);
      const forget = () => {
        if (kept.get(key)?.value === value) kept.delete(key);
      };
      value.then((answer) => {
        const rows = rowsOf(answer);
        if (rows > maxRowsPerAnswer) keepLarge(key, value, rows);
      }, forget);
      return value;
    },
  };
}
