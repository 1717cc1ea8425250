import type { PageFilter } from '../schema';
import type { FilterValues } from '../grid-model/filter-values';
import { savedFiltersFrom } from './view-filters';
import type { ColumnWidth, SortEntry, ViewLayout } from './view-types';

/** The part of AG Grid's ColumnState a view reads and writes (api.getColumnState / applyColumnState). */
export interface ColumnStateLike {
  colId: string;
  hide?: boolean | null;
  width?: number | null;
  sort?: 'asc' | 'desc' | null;
  sortIndex?: number | null;
}

export interface CaptureInput {
  /** The master grid's column state, in display order (api.getColumnState()). */
  columnState: readonly ColumnStateLike[];
  /** The schema's master fields; other columns (selection, expander) are the runtime's own and not saved. */
  masterFields: readonly string[];
  detail?: { visible: readonly string[]; widths: readonly ColumnWidth[] };
  filters: readonly PageFilter[];
  /** The filter values in force (the ones searched with, not half-typed ones). */
  values: FilterValues;
  grouping: readonly string[];
}

/** What the user arranged, as a view: visible columns and their order, sort, widths, active filters and grouping. */
export function captureLayout(input: CaptureInput): Required<ViewLayout> {
  const known = new Set(input.masterFields);
  const columns = input.columnState.filter((c) => known.has(c.colId));
  const sort: SortEntry[] = columns
    .filter((c) => c.sort === 'asc' || c.sort === 'desc')
    .sort((a, b) => (a.sortIndex ?? 0) - (b.sortIndex ?? 0))
    .map((c) => ({ field: c.colId, direction: c.sort as 'asc' | 'desc' }));
  return {
    visibleColumns: { master: columns.filter((c) => !c.hide).map((c) => c.colId), detail: [...(input.detail?.visible ?? [])] },
    sort,
    widths: {
      master: columns.flatMap((c) => (typeof c.width === 'number' && c.width > 0 ? [{ field: c.colId, width: Math.round(c.width) }] : [])),
      detail: [...(input.detail?.widths ?? [])],
    },
    filters: savedFiltersFrom(input.filters, input.values),
    grouping: input.grouping.filter((f) => known.has(f)),
  };
}
