import { useCallback, useMemo, useRef } from 'react';
import { AgGridReact } from 'ag-grid-react';
import type { ColDef, GetRowIdParams, GridApi, ICellRendererParams, IsFullWidthRowParams, RowHeightParams, SortChangedEvent } from 'ag-grid-community';
import { useTranslation } from 'react-i18next';
import { useRuntime, useSettings } from '../runtime/RuntimeContext';
import type { GridSchema } from './schema-types';
import { buildColumnDefs } from './columns/column-defs';
import type { FormatContext } from './columns/cell-format';
import { useLookups } from './columns/use-lookups';
import { DETAIL_FLAG, detailRowId, isDetailRow, placeDetailRows, withDetailRows, type GridRow } from './master-detail/detail-rows';
import { DetailPanel } from './master-detail/DetailPanel';
import { registerGridModules } from './ag-grid-modules';
import { gridTheme } from './grid-theme';
import { gridLocaleText } from './grid-locale';
import { DEFAULT_MASTER_PAGE_SIZES } from './paging/page-sizes';

registerGridModules();

export interface GridSort {
  field: string;
  direction: 'asc' | 'desc';
}

export interface SchemaGridProps {
  grid: GridSchema;
  rows: GridRow[];
  /** Server-side pages: sorting asks the server; AG Grid does not page or sort itself. */
  serverSide: boolean;
  loading: boolean;
  noRowsText: string;
  expanded: ReadonlySet<string>;
  onToggleExpanded(id: string): void;
  onSelectionChanged(rows: GridRow[]): void;
  onSortChanged?(sort: GridSort | undefined): void;
  onGridReady?(api: GridApi): void;
}

/** The generic grid: columns, formats, selection, master/detail and paging from a grid schema. */
export function SchemaGrid(props: SchemaGridProps) {
  const { grid, rows, serverSide, expanded, onToggleExpanded } = props;
  const runtime = useRuntime();
  const { t, i18n } = useTranslation();
  const timestamps = useSettings((s) => s.timeStampSettings);
  const numbers = useSettings((s) => s.numberFormatSettings);
  const lookups = useLookups(grid.columns);
  const mastersById = useRef(new Map<string, GridRow>());
  const rowIdOf = useCallback((row: GridRow) => String(row[grid.rowId]), [grid.rowId]);

  const format: FormatContext = useMemo(() => ({ t, timestamps, numbers, lookups }), [t, timestamps, numbers, lookups]);
  const columnDefs = useMemo<ColDef[]>(() => {
    const defs = buildColumnDefs(grid.columns, { t, format, plugins: runtime.plugins, serverSort: serverSide });
    if (!grid.detail) return defs;
    const expander: ColDef = {
      colId: '__expand',
      headerName: '',
      width: 44,
      pinned: 'left',
      sortable: false,
      resizable: false,
      suppressMovable: true,
      cellRenderer: (p: ICellRendererParams) => {
        const id = rowIdOf(p.data as GridRow);
        const open = expanded.has(id);
        return (
          <button type="button" className="grid-expander" aria-expanded={open} aria-label={open ? t('Grid.collapseRow') : t('Grid.expandRow')} onClick={() => onToggleExpanded(id)}>
            {open ? '▾' : '▸'}
          </button>
        );
      },
    };
    return [expander, ...defs];
    // i18n.language: headers are re-labelled when the language changes.
  }, [grid, t, format, runtime.plugins, serverSide, expanded, onToggleExpanded, rowIdOf, i18n.language]);

  const rowData = useMemo(() => {
    mastersById.current = new Map(rows.map((r) => [rowIdOf(r), r]));
    return withDetailRows(rows, rowIdOf, expanded);
  }, [rows, rowIdOf, expanded]);

  const pageSizes = grid.pageSizes ?? DEFAULT_MASTER_PAGE_SIZES;
  // AgGridReact reads localeText once: the key remounts the grid when the language changes.
  const localeText = useMemo(() => gridLocaleText(t), [t]);

  return (
    <div className="schema-grid" data-grid={grid.id}>
      <AgGridReact<GridRow>
        key={i18n.language}
        localeText={localeText}
        theme={gridTheme}
        rowData={rowData}
        columnDefs={columnDefs}
        getRowId={(p: GetRowIdParams<GridRow>) => (isDetailRow(p.data) ? detailRowId(String(p.data[DETAIL_FLAG])) : rowIdOf(p.data))}
        rowSelection={{ mode: 'multiRow', checkboxes: (p) => !isDetailRow(p.data), headerCheckbox: true, isRowSelectable: (n) => !isDetailRow(n.data), enableClickSelection: false }}
        selectionColumnDef={{ pinned: 'left', width: 44 }}
        isFullWidthRow={(p: IsFullWidthRowParams) => isDetailRow(p.rowNode.data)}
        fullWidthCellRenderer={(p: ICellRendererParams) => {
          const masterId = String((p.data as Record<string, unknown>)[DETAIL_FLAG]);
          const master = mastersById.current.get(masterId);
          return master && grid.detail ? <DetailPanel grid={grid} detail={grid.detail} master={master} /> : null;
        }}
        embedFullWidthRows
        getRowHeight={(p: RowHeightParams) => (isDetailRow(p.data) ? 330 : undefined)}
        postSortRows={(p) => placeDetailRows(p.nodes, (n) => (isDetailRow(n.data) ? undefined : rowIdOf(n.data as GridRow)))}
        pagination={!serverSide}
        paginationPageSize={pageSizes.default}
        paginationPageSizeSelector={pageSizes.options}
        loading={props.loading}
        overlayNoRowsTemplate={`<span class="grid-empty">${props.noRowsText.replace(/[<&>]/g, '')}</span>`}
        onSelectionChanged={(e) => props.onSelectionChanged(e.api.getSelectedRows().filter((r) => !isDetailRow(r)))}
        onSortChanged={(e: SortChangedEvent) => {
          if (!props.onSortChanged) return;
          const sorted = e.api.getColumnState().find((c) => c.sort);
          props.onSortChanged(sorted ? { field: sorted.colId, direction: sorted.sort as 'asc' | 'desc' } : undefined);
        }}
        onGridReady={(e) => props.onGridReady?.(e.api)}
        suppressCellFocus={false}
        animateRows={false}
        tooltipShowDelay={600}
      />
    </div>
  );
}
