import type { ColumnStateLike } from './capture-view';
import type { ColumnWidth, ViewLayout } from './view-types';

export interface SchemaColumnDefaults {
  field: string;
  hidden?: boolean;
  width?: number;
}

/**
 * The column state that shows a layout on the master grid (for api.applyColumnState with
 * applyOrder). The runtime's own columns (selection, expander) keep their place in front; the
 * view's visible columns follow in its order, then the rest hidden. A part the layout does not
 * have (missing or unreadable) leaves that aspect as the grid has it; a column the view does not
 * give a width gets the schema's. Fields the grid no longer has are ignored.
 */
export function columnStateForLayout(
  layout: ViewLayout,
  current: readonly ColumnStateLike[],
  schema: readonly SchemaColumnDefaults[],
): { state: ColumnStateLike[]; applyOrder: boolean } {
  const known = new Map(schema.map((c) => [c.field, c]));
  const own = current.filter((c) => !known.has(c.colId)).map((c) => ({ colId: c.colId }));
  const currentById = new Map(current.map((c) => [c.colId, c]));

  const visible = layout.visibleColumns ? [...new Set(layout.visibleColumns.master.filter((f) => known.has(f)))] : undefined;
  const useVisible = visible !== undefined && visible.length > 0;
  const order = useVisible ? [...visible, ...schema.map((c) => c.field).filter((f) => !visible.includes(f))] : current.map((c) => c.colId).filter((id) => known.has(id));
  for (const c of schema) if (!order.includes(c.field)) order.push(c.field);

  const widths = new Map((layout.widths?.master ?? []).map((w: ColumnWidth) => [w.field, w.width]));
  const sort = layout.sort?.filter((s) => known.has(s.field));

  const state = order.map((field): ColumnStateLike => {
    const entry: ColumnStateLike = { colId: field };
    entry.hide = useVisible ? !visible.includes(field) : (currentById.get(field)?.hide ?? Boolean(known.get(field)?.hidden));
    const width = widths.get(field) ?? known.get(field)?.width;
    if (layout.widths && width) entry.width = width;
    if (sort) {
      const at = sort.findIndex((s) => s.field === field);
      entry.sort = at >= 0 ? sort[at].direction : null;
      entry.sortIndex = at >= 0 ? at : null;
    }
    return entry;
  });
  return { state: [...own, ...state], applyOrder: useVisible };
}
