import type { ColDef, ICellRendererParams } from 'ag-grid-community';
import type { TFunction } from 'i18next';
import type { PluginRegistry } from '../../plugin/registry';
import type { GridColumn } from '../schema-types';
import { formatCell, type FormatContext } from '../../grid-model/cell-format';

const NUMERIC = new Set(['number', 'money', 'percent']);

export interface ColumnDefOptions {
  t: TFunction;
  format: FormatContext;
  plugins: PluginRegistry;
  /** Server-side pages sort on the server: only fields the server can sort by are sortable, and AG Grid keeps the server's order. */
  serverSort: boolean;
  /** The rows come sorted from outside AG Grid (the master grid): AG Grid only shows the sort arrow. */
  sortedOutside?: boolean;
  /** The columns share the grid's width in proportion to their widths, and headers wrap (grid fitColumns). */
  fitColumns?: boolean;
}

function pluginRenderer(ref: string, plugins: PluginRegistry, field: string) {
  const Renderer = plugins.renderer(ref);
  if (!Renderer) return undefined;
  return function PluginCell(params: ICellRendererParams) {
    return <Renderer value={params.value} text={params.valueFormatted ?? undefined} row={params.data as Record<string, unknown>} field={field} />;
  };
}

/** Schema columns to AG Grid column definitions: labels, formats, widths, pinning, hidden, renderers. */
export function buildColumnDefs(columns: readonly GridColumn[], options: ColumnDefOptions): ColDef[] {
  return columns.map((column) => {
    const numeric = NUMERIC.has(column.type);
    const def: ColDef = {
      colId: column.field,
      field: column.field,
      headerName: options.t(column.label),
      headerTooltip: options.t(column.label),
      // initial*: applied when the column is made, not again when the definitions are rebuilt
      // (expanding a row, a lookup arriving), so the user's or a saved view's widths and hidden
      // columns stay (core/src/views).
      initialWidth: column.width,
      minWidth: column.minWidth ?? 60,
      initialFlex: column.flex,
      pinned: column.pinned ?? null,
      initialHide: Boolean(column.hidden),
      sortable: options.serverSort ? Boolean(column.sortable) : column.sortable !== false,
      resizable: true,
      valueFormatter: (p) => formatCell(column, p.value, options.format),
      cellClass: numeric ? 'ag-right-aligned-cell' : column.type === 'enum' ? `cell-enum cell-enum--${column.enum}` : undefined,
      headerClass: numeric ? 'ag-right-aligned-header' : undefined,
    };
    if (options.fitColumns && column.width) {
      def.initialFlex = column.flex ?? column.width;
      // A column may give up to a third of its width before the grid scrolls: the last ones stay in view.
      def.minWidth = Math.max(def.minWidth ?? 0, Math.round(column.width * 0.67));
      def.wrapHeaderText = true;
      def.autoHeaderHeight = true;
    }
    // The master grid's rows come sorted (by the server, or by the grid page: core/src/grid/paging/client-page.ts), so AG Grid keeps their order.
    if (options.serverSort || options.sortedOutside) def.comparator = () => 0;
    if (column.renderer) def.cellRenderer = pluginRenderer(column.renderer, options.plugins, column.field);
    return def;
  });
}
