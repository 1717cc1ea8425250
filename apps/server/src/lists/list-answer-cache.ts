import type { Queryable } from '../db/types';
import type { ListView } from './list-view';

/**
 * Answers of list endpoints, kept for as long as the database has not changed.
 *
 * Why: the grids ask the same pages again and again (every clerk's Stock page, every reload, every
 * refresh after a live message), and each answer costs a count and a page query. Kept answers
 * make a repeated page cost one trivial statement instead (issue 10's throughput goal).
 *
 * When a kept answer may be used: the key is everything the answer depends on (the view, the
 * caller's business unit, the whole query string and the caller's row limit), and the answer is
 * labelled with PostgreSQL's transaction snapshot (`pg_current_snapshot()`), read *before* the
 * answer's own queries. A snapshot names which transactions have committed, database-wide: as long
 * as it is unchanged, no write of any kind has committed (from this server, a background job, a
 * second instance on the same PostgreSQL, or psql), so the rows cannot differ. Any commit changes
 * it, and the next request computes afresh. No list of "which writes touch which view" is needed,
 * so none can be forgotten. Read-only statements take no transaction id and change nothing.
 *
 * What is never kept: views whose SQL reads the clock or is random (`now()`, `random()`, ...),
 * whose rows change without a commit. The label also carries the database's `current_date`.
 */
export interface ListAnswerCache {
  /**
   * The answer for `key`, kept or computed (`compute` runs after the snapshot is read). `rowsOf`
   * counts an answer's rows: answers over `maxRowsPerAnswer` are not kept.
   */
  answer<T>(view: ListView, key: string, compute: () => Promise<T>, rowsOf: (answer: T) => number): Promise<T>;
  /** Figures for tests and benchmarks. */
  readonly stats: { hits: number; misses: number; uncacheable: number };
}

interface Kept {
  snapshot: string;
  at: number;
  value: Promise<unknown>;
}

export interface ListAnswerCacheOptions {
  /** At most this many answers are kept; the least recently used goes first. */
  maxEntries?: number;
  /** An answer older than this is computed again even without a commit (memory hygiene only). */
  maxAgeMs?: number;
  /**
   * Answers with more rows are not kept: a classic page's whole list (up to rowsLimit) would hold
   * megabytes per key, and its transfer costs more than its queries anyway.
   */
  maxRowsPerAnswer?: number;
}

/**
 * SQL that gives a different answer without any commit: such views are never kept. `current_date`
 * is not in the list: the label below carries the database's date, so a view that counts days
 * (Stock's days since the last count) is kept for the day and computed afresh on the next.
 */
const VOLATILE_SQL =
  /\b(now|current_time|current_timestamp|localtime|localtimestamp|clock_timestamp|statement_timestamp|transaction_timestamp|timeofday|random|gen_random_uuid|nextval)\b/iu;

const volatility = new WeakMap<ListView, boolean>();

/** Whether the view's SQL (source, condition, fields, filters) reads the clock or is random. */
export function isVolatileView(view: ListView): boolean {
  let volatile = volatility.get(view);
  if (volatile === undefined) {
    const texts = [view.from, view.where ?? '', view.businessUnit, view.id, view.historical?.sql ?? ''];
    for (const f of Object.values(view.fields)) texts.push(f.sql);
    for (const f of Object.values(view.filters ?? {})) texts.push(f.sql);
    volatile = texts.some((t) => VOLATILE_SQL.test(t));
    volatility.set(view, volatile);
  }
  return volatile;
}

export function createListAnswerCache(db: Queryable, options: ListAnswerCacheOptions = {}): ListAnswerCache {
  const maxEntries = options.maxEntries ?? 500;
  const maxAgeMs = options.maxAgeMs ?? 60_000;
  const maxRowsPerAnswer = options.maxRowsPerAnswer ?? 2000;
  const kept = new Map<string, Kept>();
  const stats = { hits: 0, misses: 0, uncacheable: 0 };

  const readSnapshot = async (): Promise<string> => {
    const { rows } = await db.query<{ s: string }>(`select pg_current_snapshot()::text || ' ' || current_date::text as s`, [], { prepare: true });
    return rows[0].s;
  };

  return {
    stats,
    async answer<T>(view: ListView, key: string, compute: () => Promise<T>, rowsOf: (answer: T) => number): Promise<T> {
      if (isVolatileView(view)) {
        stats.uncacheable++;
        return compute();
      }
      const snapshot = await readSnapshot();
      const hit = kept.get(key);
      if (hit && hit.snapshot === snapshot && Date.now() - hit.at < maxAgeMs) {
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
      kept.set(key, { snapshot, at: Date.now(), value });
      if (kept.size > maxEntries) kept.delete(kept.keys().next().value as string);
      const forget = () => {
        if (kept.get(key)?.value === value) kept.delete(key);
      };
      value.then((answer) => rowsOf(answer) > maxRowsPerAnswer && forget(), forget);
      return value;
    },
  };
}
