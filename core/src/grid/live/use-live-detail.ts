import { useEffect } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import { useRuntime } from '../../runtime/RuntimeContext';
import type { LiveUpdateMessage } from '../../live/hub-contract';
import { applyLiveMessage } from '../../live/apply-live-message';
import type { GridDetail } from '../schema-types';
import type { GridRow } from '../../grid-model/detail-rows';
import { LiveRows } from './live-rows';

/** An unknown detail row may belong to this master: the panel's rows are read again this long after. */
export const DETAIL_REFETCH_MS = 500;

/**
 * What a live message of the detail view does to one detail panel's rows: the rows it shows are
 * updated or removed at once; a row it does not show might belong to its master (the message
 * does not say), so the panel reads its rows again.
 */
export function planDetailUpdate(message: LiveUpdateMessage<GridRow>, rows: readonly GridRow[], rowId: (row: GridRow) => string): { rows?: GridRow[]; reload: boolean } {
  const store = new LiveRows(rowId);
  store.reset(rows);
  // Detail panels have no historical filter of their own: a historical row stays until the next load.
  const result = applyLiveMessage(message, { rowId, currentRow: (id) => store.get(id), allRows: () => store.rows, historicalFilterOn: true });
  if (result.kind === 'none') return { reload: false };
  if (result.kind === 'replace') return { reload: true };
  const { add, update, remove } = result.transaction;
  if (update.length + remove.length === 0) return { reload: add.length > 0 };
  store.apply({ add: [], update, remove });
  return { rows: store.rows, reload: add.length > 0 };
}

/**
 * Live updates of a detail grid whose rows come from a call (a detail with `liveView`). Details
 * read from a field of the master change with their master (useLiveGrid refreshes them).
 */
export function useLiveDetail(detail: GridDetail, queryKey: QueryKey, enabled: boolean): void {
  const runtime = useRuntime();
  const view = detail.liveView;
  const rowIdField = detail.rowId;
  const keyText = JSON.stringify(queryKey);
  useEffect(() => {
    if (!view || !enabled) return;
    const key = JSON.parse(keyText) as QueryKey;
    const rowId = (row: GridRow) => String(row[rowIdField]);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const off = runtime.live.subscribe<GridRow>(view, 'detail', (message) => {
      const current = runtime.queryClient.getQueryData<GridRow[]>(key);
      if (!current) return;
      const plan = planDetailUpdate(message, current, rowId);
      if (plan.rows) runtime.queryClient.setQueryData(key, plan.rows);
      if (plan.reload && timer === undefined) {
        timer = setTimeout(() => {
          timer = undefined;
          void runtime.queryClient.invalidateQueries({ queryKey: key, exact: true });
        }, DETAIL_REFETCH_MS);
      }
    });
    return () => {
      off();
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [runtime, view, rowIdField, keyText, enabled]);
}
