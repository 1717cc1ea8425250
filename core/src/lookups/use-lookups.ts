import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useRuntime } from '../runtime/RuntimeContext';
import { lookupEntries, lookupLabels, lookupQuery, type LookupEntry, type LookupSource } from './lookups';

export interface LookupOptions {
  /**
   * Ask again on mount even when the cached answer is fresh (the cached entries show meanwhile).
   * Dialogs use it: a choice offered from a stale list would be refused by the server.
   */
  refresh?: boolean;
}

export interface LookupResult {
  /** Name (a field) → its entries; empty while loading and when the look-up failed. */
  entries: Record<string, LookupEntry[]>;
  loading: boolean;
}

/**
 * The entries of several look-ups by name, one cached query per call and fixed query (TanStack
 * Query: shared by every grid, filter and dialog that names the same call). The result keeps its
 * identity until an answer changes, so it can feed memoised column definitions and forms.
 */
export function useLookupEntries(sources: Readonly<Record<string, LookupSource | undefined>>, options: LookupOptions = {}): LookupResult {
  const { api } = useRuntime();
  const named = Object.entries(sources).filter((e): e is [string, LookupSource] => Boolean(e[1]));
  const results = useQueries({
    queries: named.map(([, source]) => ({ ...lookupQuery(api, source), refetchOnMount: options.refresh ? ('always' as const) : true })),
  });
  const stamp = results.map((r) => r.dataUpdatedAt).join(',');
  const signature = named.map(([name, s]) => `${name}:${s.call}:${s.value}:${s.label}:${JSON.stringify(s.query ?? null)}`).join('|');
  const loading = results.some((r) => r.isPending && r.fetchStatus !== 'idle');
  const entries = useMemo(() => {
    const out: Record<string, LookupEntry[]> = {};
    named.forEach(([name, source], i) => (out[name] = results[i]?.data ? lookupEntries(results[i].data, source) : []));
    return out;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- recomputed when an answer (stamp) or the sources (signature) change, not on every render.
  }, [stamp, signature]);
  return useMemo(() => ({ entries, loading }), [entries, loading]);
}

/** Grid cells: per look-up column, value (as text) → label. */
export function useLookupLabels(columns: ReadonlyArray<{ field: string; type?: string; lookup?: LookupSource }>): Record<string, Map<string, string>> {
  const sources: Record<string, LookupSource | undefined> = {};
  for (const c of columns) if (c.type === 'lookup' && c.lookup) sources[c.field] = c.lookup;
  const { entries } = useLookupEntries(sources);
  return useMemo(() => Object.fromEntries(Object.entries(entries).map(([field, list]) => [field, lookupLabels(list)])), [entries]);
}
