import type { Db, Queryable } from '../db/types';
import { sharedRead, sharedReadsByKey } from '../http/shared-read';
import { sourceTablesOf, sqlTextsOf } from './list-source-tables';
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
   * counts an answer's rows: answers over `maxRowsPerAnswer` are not kept.
   */
  answer<T>(view: ListView, key: string, compute: () => Promise<T>, rowsOf: (answer: T) => number): Promise<T>;
  /** Figures for tests and benchmarks. */
  readonly stats: { hits: number; misses: number; uncacheable: number; /** Folds started. */ folds: number };
}

interface Kept {
  label: string;
  at: number;
  value: Promise<unknown>;
}

export interface ListAnswerCacheOptions {
  /** At most this many answers are kept; the least recently used goes first. */
  maxEntries?: number;
  /** An answer older than this is computed again even without a commit (memory hygiene only). */
  maxAgeMs?: number;
  /** Answers with more rows are not kept (a whole list beyond this holds megabytes per key). */
  maxRowsPerAnswer?: number;
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
const TABLES_LABEL = `select 'tables ' || current_date::text || ' ' || ((select coalesce(sum(changes), 0) from cockpit_changes.table_change_base where table_name = any($1::text[])) + c.n)::text as label, c.n::int as pending
  from (select count(*) as n from cockpit_changes.table_changes where table_name = any($1::text[])) c`;
/** TABLES_LABEL with the snapshot its counts were read under (pg_current_snapshot() is the statement's own). */
const TABLES_LABEL_AND_SNAPSHOT = `select 'snapshot ' || pg_current_snapshot()::text || ' ' || current_date::text as snapshot, t.label, t.pending from (${TABLES_LABEL}) t`;
const TRACKED_TABLES = `select c.relname as name from pg_trigger g join pg_class c on c.oid = g.tgrelid where g.tgname = 'cockpit_table_changes'`;

export function createListAnswerCache(db: Queryable & Pick<Db, 'commitStamp'>, options: ListAnswerCacheOptions = {}): ListAnswerCache {
  const maxEntries = options.maxEntries ?? 500;
  const maxAgeMs = options.maxAgeMs ?? 60_000;
  const maxRowsPerAnswer = options.maxRowsPerAnswer ?? 2000;
  const foldAt = options.foldAt ?? 1000;
  const foldEveryMs = options.foldEveryMs ?? 60_000;
  let foldedAt = 0;
  const kept = new Map<string, Kept>();
  const stats = { hits: 0, misses: 0, uncacheable: 0, folds: 0 };
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
    async (tables: readonly string[]) => (await db.query<{ label: string; pending: number }>(TABLES_LABEL, [tables], { prepare: true })).rows[0],
  );

  // snapshotFirst: the tables' label read last, with the snapshot it was read under, per table set.
  const lastTablesLabel = new Map<readonly string[], { snapshot: string; label: string; pending: number }>();
  const tablesLabelUnderSnapshot = async (tables: readonly string[]) => {
    const snapshot = await snapshotLabel();
    const last = lastTablesLabel.get(tables);
    // The same snapshot: no transaction has committed since the counts were read, so they are the same.
    if (last && last.snapshot === snapshot) return last;
    const { rows } = await db.query<{ snapshot: string; label: string; pending: number }>(TABLES_LABEL_AND_SNAPSHOT, [tables], { prepare: true });
    lastTablesLabel.set(tables, rows[0]);
    return rows[0];
  };

  const readLabel = async (view: ListView): Promise<string> => {
    const tables = sourceTablesOf(view);
    if (tables === undefined || tables.length === 0) return snapshotLabel();
    const known = await trackedTables();
    if (!tables.every((t) => known.has(t))) return snapshotLabel();
    const { label, pending } = await (options.snapshotFirst ? tablesLabelUnderSnapshot(tables) : tablesLabel(tables));
    if (pending >= foldAt || Date.now() - foldedAt >= foldEveryMs) fold();
    return label;
  };

  return {
    stats,
    async answer<T>(view: ListView, key: string, compute: () => Promise<T>, rowsOf: (answer: T) => number): Promise<T> {
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
      // Concurrent requests for the same page share one computation (kept as a promise); a failure
      // is not kept, so the next request tries again and gets its own error.
      const value = compute();
      kept.delete(key);
      kept.set(key, { label, at: Date.now(), value });
      if (kept.size > maxEntries) kept.delete(kept.keys().next().value as string);
      const forget = () => {
        if (kept.get(key)?.value === value) kept.delete(key);
      };
      value.then((answer) => rowsOf(answer) > maxRowsPerAnswer && forget(), forget);
      return value;
    },
  };
}
