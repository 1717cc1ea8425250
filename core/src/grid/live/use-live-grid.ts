import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import type { GridApi } from 'ag-grid-community';
import { useRuntime } from '../../runtime/RuntimeContext';
import type { LiveUpdateMessage } from '../../live/hub-contract';
import type { LiveApplyResult, RowTransaction } from '../../live/apply-live-message';
import type { FilterValues } from '../../grid-model/filter-values';
import type { GridSchema, PageFilter } from '../schema-types';
import type { GridRow } from '../../grid-model/detail-rows';
import { LiveRows, planExpiry, planLiveUpdate, withDetailChanges } from './live-rows';
import { fixedConditions } from '../filters/fixed-query';
import { fillTemplate } from '../actions/templates';
import { gridListFields } from '../../schema/list-fields';

/** A server-side page is read again this long after the first change that touches it (changes in between coalesce). */
export const SERVER_PAGE_REFETCH_MS = 500;

export interface LiveGridOptions {
  grid: GridSchema;
  api: GridApi | undefined;
  /** The rows of the last load. */
  rows: GridRow[];
  serverSide: boolean;
  /** Listen only once the grid shows rows (server-side pages wait for a search). */
  enabled: boolean;
  filters: readonly PageFilter[];
  applied: FilterValues;
  expanded: ReadonlySet<string>;
  /**
   * Changes go through a render instead of an AG Grid transaction: rows that are grouped (group
   * headers are computed from the rows) or sorted and paged by the page itself (classic pages).
   */
  renderChanges: boolean;
  refetch(): void;
}

/** The hub's view name of a grid (schema `liveView`, else the grid's id). */
export function liveViewOf(grid: Pick<GridSchema, 'id' | 'liveView'>): string {
  return grid.liveView ?? grid.id;
}

/**
 * Live updates of a grid page: subscribes the grid's view while the
 * page is shown, applies each message as an AG Grid transaction (applyTransactionAsync, matched by
 * getRowId) or, for more than 1000 rows, as new row data; historical rows leave after 5000 ms
 * unless the historical filter is on; rows outside the active filters are not added. Server-side
 * pages update the rows they show and read the page again. Returns the rows to give SchemaGrid.
 */
export function useLiveGrid(options: LiveGridOptions): GridRow[] {
  const runtime = useRuntime();
  const latest = useRef(options);
  latest.current = options;
  const rowIdField = options.grid.rowId;
  const rowId = useCallback((row: GridRow) => String(row[rowIdField]), [rowIdField]);
  const store = useMemo(() => new LiveRows(rowId), [rowId]);
  // A new load replaces the live rows (the load is newer than every message before it).
  useMemo(() => store.reset(options.rows), [store, options.rows]);
  const [, rerender] = useReducer((n: number) => n + 1, 0);

  const view = liveViewOf(options.grid);
  useEffect(() => {
    if (!options.enabled) return;
    const timers = new Set<ReturnType<typeof setTimeout>>();
    let refetchTimer: ReturnType<typeof setTimeout> | undefined;
    const later = (ms: number, fn: () => void) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        fn();
      }, ms);
      timers.add(timer);
    };

    const applyTransaction = (tx: RowTransaction<GridRow>) => {
      const o = latest.current;
      store.apply(tx);
      if (o.renderChanges || !o.api || o.api.isDestroyed()) {
        // Group headers (or a grid not ready yet): hand the rows over in a render.
        store.reset(store.rows);
        rerender();
      } else {
        void o.api.applyTransactionAsync(withDetailChanges(tx, rowId, o.expanded));
      }
    };

    const apply = (result: LiveApplyResult<GridRow>) => {
      if (result.kind === 'none') return;
      if (result.kind === 'replace') {
        store.replace(result.rows);
        rerender();
      } else applyTransaction(result.transaction);
      const expire = result.expire;
      if (expire) {
        later(expire.afterMs, () => {
          const tx = planExpiry(expire.ids, store);
          if (tx) applyTransaction(tx);
        });
      }
    };

    const onMessage = (message: LiveUpdateMessage<GridRow>) => {
      const o = latest.current;
      // The fixed query as the rows call sends it ($today filled in on each message: the day may turn).
      const fixed = fixedConditions(fillTemplate(o.grid.dataSource.query ?? {}, { rows: [] }) as Record<string, unknown>);
      const paths = runtime.schemas?.paths;
      const fields = paths?.[o.grid.dataSource.api]?.list !== undefined ? gridListFields(o.grid) : undefined;
      const result = planLiveUpdate(message, { rows: store, rowId, filters: o.filters, applied: o.applied, fixed, fields });
      if (!o.serverSide) return apply(result);
      // Server-side page: the rows it shows change at once; which rows belong on it is the server's
      // answer, read again shortly (sorting, paging and the total count).
      if (result.kind === 'transaction') {
        const { update, remove } = result.transaction;
        if (update.length + remove.length > 0) applyTransaction({ add: [], update, remove });
      }
      if (refetchTimer === undefined) {
        refetchTimer = setTimeout(() => {
          refetchTimer = undefined;
          latest.current.refetch();
        }, SERVER_PAGE_REFETCH_MS);
      }
    };

    const off = runtime.live.subscribe<GridRow>(view, 'master', onMessage);
    return () => {
      off();
      for (const timer of timers) clearTimeout(timer);
      if (refetchTimer !== undefined) clearTimeout(refetchTimer);
    };
  }, [runtime, view, options.enabled, store, rowId]);

  return store.rows;
}
