import type { GridSchema } from '../schema';
import type { ViewLayout } from './view-types';

/**
 * The built-in default view of a grid, derived from its schema: the columns that are not hidden,
 * in schema order, the schema's widths and default sort, no filters, no grouping. The server
 * serves it as view 0 (with the grid's _GridSettings record on top); the console applies it when
 * the user switches back to "Default".
 */
export function layoutFromGridSchema(grid: Pick<GridSchema, 'columns' | 'defaultSort' | 'detail'>): Required<ViewLayout> {
  const widths = (columns: readonly { field: string; width?: number }[]) => columns.flatMap((c) => (c.width ? [{ field: c.field, width: c.width }] : []));
  return {
    visibleColumns: { master: grid.columns.filter((c) => !c.hidden).map((c) => c.field), detail: (grid.detail?.columns ?? []).filter((c) => !c.hidden).map((c) => c.field) },
    sort: grid.defaultSort ? [{ field: grid.defaultSort.field, direction: grid.defaultSort.direction }] : [],
    widths: { master: widths(grid.columns), detail: widths(grid.detail?.columns ?? []) },
    filters: [],
    grouping: [],
  };
}

/** The parts `over` sets replace those of `base`; parts it leaves undefined (missing or unreadable) keep the base. */
export function mergeLayouts<T extends ViewLayout>(base: T, over: ViewLayout | undefined): T {
  if (!over) return base;
  const merged = { ...base };
  for (const [part, value] of Object.entries(over) as [keyof ViewLayout, ViewLayout[keyof ViewLayout]][]) {
    if (value !== undefined) (merged as ViewLayout)[part] = value as never;
  }
  return merged;
}
