import type { ApiClient } from '../api/client';
import { callQueryKey } from '../api/route-query';

/**
 * Look-ups: the value/label entries of a call of the path table (cause codes, printers, suppliers…)
 * that grid cells show as labels, select filters offer and dialogs let the user choose from. One
 * loader serves all three, so an answer is asked for once and cached for every grid and dialog
 * that names the same call and fixed query.
 */
export interface LookupSource {
  /** A key of the path table, e.g. CauseCode.Header. */
  call: string;
  /** Field of an answered row that is the value (matches the row's or the form's value). */
  value: string;
  /** Field of an answered row shown to the user. */
  label: string;
  /** Fixed query parameters of the call, e.g. { type: 'Gain' }. */
  query?: Record<string, string | number | boolean>;
}

export interface LookupEntry {
  value: string | number;
  label: string;
}

export type LookupRows = Record<string, unknown>[];

/** How long an answer counts as fresh; grids re-read it after this when they mount again. */
export const LOOKUP_STALE_MS = 5 * 60_000;

/**
 * The cache key: the call and its fixed query, as a route's query key is made (not value/label:
 * sources that map one answer differently share it; the cache holds the answer as the call gave it).
 */
export function lookupKey(source: Pick<LookupSource, 'call' | 'query'>): readonly unknown[] {
  return callQueryKey(source.call, { query: source.query });
}

/** An answer is a list, or a page `{ data }`; anything else has no entries. */
export function lookupRows(answer: unknown): LookupRows {
  if (Array.isArray(answer)) return answer as LookupRows;
  const data = (answer as { data?: unknown } | null | undefined)?.data;
  return Array.isArray(data) ? (data as LookupRows) : [];
}

/** The rows as entries; a row without a label shows its value. */
export function lookupEntries(rows: LookupRows, source: Pick<LookupSource, 'value' | 'label'>): LookupEntry[] {
  return rows.map((r) => ({ value: r[source.value] as string | number, label: String(r[source.label] ?? r[source.value]) }));
}

/** Value (as text, as cells compare) to label. */
export function lookupLabels(entries: readonly LookupEntry[]): Map<string, string> {
  return new Map(entries.map((e) => [String(e.value), e.label]));
}

/** The TanStack Query options of one look-up call: silent (a failed look-up shows no error modal, its field no options). */
export function lookupQuery(api: Pick<ApiClient, 'call' | 'route'>, source: Pick<LookupSource, 'call' | 'query'>) {
  return {
    queryKey: lookupKey(source),
    queryFn: ({ signal }: { signal?: AbortSignal }) => api.call(api.route(source.call), { query: source.query, silent: true, signal }),
    select: lookupRows,
    staleTime: LOOKUP_STALE_MS,
  };
}
