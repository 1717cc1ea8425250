import type { GridRow } from './detail-rows';
import { gridAnswer } from './grid-answer';

/**
 * Rows asked for before the page knows its opening view. A grid page with saved views waits for
 * the view (its filters decide the query) before it asks for rows; most pages open with the
 * default view, whose query is the one the page already has, so that wait is a whole round of
 * calls for nothing. The page therefore asks for the rows of the query it has at once, and the
 * rows query takes that answer when it wants exactly the same call (same key), once; a view that
 * changes the query asks again and the early answer is dropped unused. On a page load the console
 * starts that call even sooner, from the first-screen hint the server puts in the page
 * (runtime/first-screen.ts), under the same key.
 */
const KEEP_MS = 15_000;

interface Early {
  promise: Promise<unknown>;
  timer: ReturnType<typeof setTimeout>;
  /** The answer, once it is in. */
  answer?: { value: unknown };
}

const started = new WeakMap<object, Map<string, Early>>();

/** Starts `fetch` for `key` under `owner` (the API client) unless it is already under way. */
export function startEarlyRows(owner: object, key: string, fetch: () => Promise<unknown>): void {
  let calls = started.get(owner);
  if (!calls) started.set(owner, (calls = new Map()));
  if (calls.has(key)) return;
  const promise = fetch();
  // Not taken in time: a later load asks afresh rather than showing old rows.
  const timer = setTimeout(() => calls.delete(key), KEEP_MS);
  const early: Early = { promise, timer };
  // Taken by the rows query or dropped: a refusal must not count as unhandled meanwhile.
  promise.then(
    (value) => void (early.answer = { value }),
    () => undefined,
  );
  calls.set(key, early);
}

/**
 * The early answer for exactly this key when it is already in (not taken): a page that enables
 * its rows query shows these rows in that very render, instead of a render later, once the
 * query has taken the same answer.
 */
export function earlyRowsIn<T>(owner: object, key: string): T | undefined {
  return started.get(owner)?.get(key)?.answer?.value as T | undefined;
}

/** Whether an early call for exactly this key is under way (or answered) and not taken yet. */
export function hasEarlyRows(owner: object, key: string): boolean {
  return started.get(owner)?.has(key) ?? false;
}

/** The early call for exactly this key, taken once; undefined when there is none. */
export function takeEarlyRows<T>(owner: object, key: string): Promise<T> | undefined {
  const calls = started.get(owner);
  const early = calls?.get(key);
  if (!early) return undefined;
  clearTimeout(early.timer);
  calls!.delete(key);
  return early.promise as Promise<T>;
}

/** A grid's rows as the grid keeps them: the classic list, or one server page with its total. */
export interface GridRowsAnswer<Row = Record<string, unknown>> {
  rows: Row[];
  totalCount: number;
  unavailable: boolean;
}

/** What a list call answers (the classic list, or { data, totalCount } for a server page) as the grid keeps it; any other answer throws. */
export function gridRowsAnswer(answer: unknown): GridRowsAnswer<GridRow> {
  const { rows, totalCount } = gridAnswer(answer);
  return { rows, totalCount: totalCount ?? rows.length, unavailable: false };
}

/** A grid's rows query key: the grid, whole list or page, and the query the call sends. */
export function gridRowsQueryKey(gridId: string, kind: 'all' | 'page', query: Record<string, unknown>) {
  return ['grid', gridId, kind, query] as const;
}

/** The text an early call is kept under: the rows query key as JSON. */
export const earlyRowsKey = (queryKey: readonly unknown[]) => JSON.stringify(queryKey);
