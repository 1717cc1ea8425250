import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useRuntime } from '../../runtime/RuntimeContext';
import type { GridColumn } from '../schema-types';

/** Loads every look-up the columns name, once per call (TanStack Query caches them across grids). */
export function useLookups(columns: readonly GridColumn[]): Record<string, Map<string, string>> {
  const { api } = useRuntime();
  const lookupColumns = columns.filter((c) => c.type === 'lookup' && c.lookup);
  const results = useQueries({
    queries: lookupColumns.map((c) => ({
      queryKey: ['lookup', c.lookup!.call],
      queryFn: () => api.call<Record<string, unknown>[] | { data: Record<string, unknown>[] }>(c.lookup!.call, { silent: true }),
      staleTime: 5 * 60_000,
    })),
  });
  const stamp = results.map((r) => r.dataUpdatedAt).join(',');
  return useMemo(() => {
    const maps: Record<string, Map<string, string>> = {};
    lookupColumns.forEach((c, i) => {
      const data = results[i]?.data;
      const rows = Array.isArray(data) ? data : (data?.data ?? []);
      maps[c.field] = new Map(rows.map((r) => [String(r[c.lookup!.value]), String(r[c.lookup!.label] ?? '')]));
    });
    return maps;
    // The maps change only when a look-up answer does (stamp), not on every render.
  }, [stamp, lookupColumns.length]);
}
