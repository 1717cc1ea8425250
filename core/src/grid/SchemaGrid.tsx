import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { AgGridReact } from 'ag-grid-react';
import type { ColDef, GetRowIdParams, GridApi, ICellRendererParams, PostSortRowsParams, SelectionChangedEvent, SortChangedEvent } from 'ag-grid-community';
import { useTranslation } from 'react-i18next';
import { useRuntime, useSettings } from '../runtime/RuntimeContext';
import type { GridSchema } from './schema-types';
import { buildColumnDefs } from './columns/column-defs';
import type { FormatContext } from '../grid-model/cell-format';
import { useLookupLabels } from '../lookups/use-lookups';
import { DETAIL_FLAG, detailRowId, isDetailRow, placeDetailRows, withDetailRows, type GridRow } from '../grid-model/detail-rows';
import { DETAIL_ROW_HEIGHT, isFullWidthRow, ROW_SELECTION, SELECTION_COLUMN } from './grid-options';
import { registerGridModules } from './ag-grid-modules';
import { gridTheme } from './grid-theme';
import { gridLocaleText } from './grid-locale';
import { useGridT } from './grid-texts';
import { GROUP_FLAG, groupRowId, groupRows, isGroupRow, placeGroupRows } from '../views/grouping';
import { GroupRowHeader } from '../views/ui/GroupRowHeader';
import { liveMasterOf } from './live/live-rows';
import { lazyComponent } from '../plugin/lazy-component';

// A master's detail (its grid, pager, actions and live updates) loads when a first row is expanded:
// no first screen shows one.
const DetailPanel = lazyComponent(() => import('./master-detail/DetailPanel').then((m) => m.DetailPanel));

registerGridModules();

export interface GridSort {
  field: string;
  direction: 'asc' | 'desc';
}

/** Row grouping of a client-side grid (core/src/views/grouping.ts): full-width header rows that open and close. */
export interface RowGrouping {
  fields: string[];
  expanded: ReadonlySet<string>;
  onToggle(key: string): void;
}

const NO_GROUPS: ReadonlySet<string> = new Set();

export interface SchemaGridProps {
  grid: GridSchema;
  rows: GridRow[];
  /** The page's rows, sorted: AG Grid neither pages nor sorts. Server-side pages: only server-sortable columns sort. */
  serverSide: boolean;
  loading: boolean;
  noRowsText: string;
  expanded: ReadonlySet<string>;
  onToggleExpanded(id: string): void;
  onSelectionChanged(rows: GridRow[]): void;
  onSortChanged?(sort: GridSort | undefined): void;
  onGridReady?(api: GridApi): void;
  /** The first rows are in the grid (AG Grid's firstDataRendered). */
  onFirstDataRendered?(): void;
  /** Client-side pages: group the master rows (a saved view's grouping). */
  grouping?: RowGrouping;
}

/** The generic grid: columns, formats, selection, master/detail and paging from a grid schema. */
export function SchemaGrid(props: SchemaGridProps) {
  const { grid, rows, serverSide, expanded, onToggleExpanded } = props;
  const runtime = useRuntime();
  const { t: latestT, i18n } = useTranslation();
  const t = useGridT(grid, latestT);
  const timestamps = useSettings((s) => s.timeStampSettings);
  const numbers = useSettings((s) => s.numberFormatSettings);
  const lookups = useLookupLabels(grid.columns);
  const mastersById = useRef(new Map<string, GridRow>());
  const rowIdOf = useCallback((row: GridRow) => String(row[grid.rowId]), [grid.rowId]);

  const format: FormatContext = useMemo(() => ({ t, timestamps, numbers, lookups }), [t, timestamps, numbers, lookups]);
  const columnDefs = useMemo<ColDef[]>(() => {
    const defs = buildColumnDefs(grid.columns, { t, format, plugins: runtime.plugins, serverSort: serverSide, sortedOutside: true, fitColumns: grid.fitColumns });
    if (!grid.detail) return defs;
    const expander: ColDef = {
      colId: '__expand',
      headerName: '',
      width: 48,
      cellClass: 'cell-expander',
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
    // eslint-disable-next-line react-hooks/exhaustive-deps -- i18n.language: headers are re-labelled when the language changes.
  }, [grid, t, format, runtime.plugins, serverSide, expanded, onToggleExpanded, rowIdOf, i18n.language]);

  const groupFields = props.grouping?.fields;
  const groupsOpen = props.grouping?.expanded ?? NO_GROUPS;
  const rowData = useMemo(() => {
    mastersById.current = new Map(rows.map((r) => [rowIdOf(r), r]));
    // Group header rows first (when grouped), then a detail row under each expanded master.
    const grouped = groupRows(rows, groupFields ?? [], groupsOpen);
    return withDetailRows(grouped, (r) => (isGroupRow(r) ? '' : rowIdOf(r)), expanded);
  }, [rows, rowIdOf, expanded, groupFields, groupsOpen]);

  // Every option below keeps its identity from render to render unless what it reads changed
  // (grid-options.ts says why): what changes often is read through `latest`.
  const latest = useRef({ props, expanded, groupFields });
  latest.current = { props, expanded, groupFields };
  const getRowId = useCallback(
    (p: GetRowIdParams<GridRow>) => (isDetailRow(p.data) ? detailRowId(String(p.data[DETAIL_FLAG])) : isGroupRow(p.data) ? groupRowId(p.data[GROUP_FLAG].key) : rowIdOf(p.data)),
    [rowIdOf],
  );
  // The rows come sorted (by the server or the grid page): AG Grid shows them in the order given,
  // whatever its sort model says (its delta sort would place changed rows by a comparator that
  // only answers "equal"); group headers, then detail rows under their masters, as live
  // transactions may add them at the end. Expanding a row or grouping gives new row data, which
  // AG Grid sorts again, so this reads the latest of both.
  const postSortRows = useCallback(
    (p: PostSortRowsParams<GridRow>) => {
      const { expanded: open, groupFields: fields } = latest.current;
      p.nodes.sort((a, b) => a.sourceRowIndex - b.sourceRowIndex);
      if (fields?.length) placeGroupRows(p.nodes, fields);
      if (open.size > 0) placeDetailRows(p.nodes, (n) => (isDetailRow(n.data) || isGroupRow(n.data) ? undefined : rowIdOf(n.data as GridRow)));
    },
    [rowIdOf],
  );
  const fullWidthCellRenderer = useCallback(
    (p: ICellRendererParams) => {
      if (isGroupRow(p.data)) return <GroupRowHeader row={p.data} columns={grid.columns} format={format} onToggle={(key) => latest.current.props.grouping?.onToggle(key)} />;
      const masterId = String((p.data as Record<string, unknown>)[DETAIL_FLAG]);
      // A live change of an expanded master brings its newer version along (core/src/grid/live).
      const master = liveMasterOf(p.data) ?? mastersById.current.get(masterId);
      return master && grid.detail ? <DetailPanel grid={grid} detail={grid.detail} master={master} /> : null;
    },
    [grid, format],
  );
  const onSelectionChanged = useCallback(
    (e: SelectionChangedEvent) => latest.current.props.onSelectionChanged(e.api.getSelectedRows().filter((r) => !isDetailRow(r) && !isGroupRow(r))),
    [],
  );
  const onSortChanged = useCallback((e: SortChangedEvent) => {
    const onSort = latest.current.props.onSortChanged;
    if (!onSort) return;
    const sorted = e.api.getColumnState().find((c) => c.sort);
    onSort(sorted ? { field: sorted.colId, direction: sorted.sort as 'asc' | 'desc' } : undefined);
  }, []);

  const onGridReady = useCallback((e: { api: GridApi }) => latest.current.props.onGridReady?.(e.api), []);

  // AgGridReact reads localeText once: the key remounts the grid when the language changes.
  const localeText = useMemo(() => gridLocaleText(t), [t]);
  // Columns past the right edge are shown by a shadow there (and the scrollbar stays visible).
  const [moreRight, setMoreRight] = useState(false);
  const frame = useRef<HTMLDivElement>(null);
  const watched = useRef<{ observer: ResizeObserver; scroller: HTMLElement }>(undefined);
  const checkRightEdge = useCallback(() => {
    // AG Grid's horizontal scroller holds the centre columns' full width.
    // Measured after AG Grid has laid the columns out.
    requestAnimationFrame(() => {
      const scroller = frame.current?.querySelector<HTMLElement>('.ag-body-horizontal-scroll-viewport');
      if (!scroller) return;
      const measure = () => setMoreRight(scroller.scrollLeft + scroller.clientWidth < scroller.scrollWidth - 1);
      measure();
      // Widths can change without an event of AG Grid's that says so (a view's column state, the
      // page's width settling): the scroller and the columns' width are watched from the first
      // check, again when the grid is made anew (another language).
      if (watched.current?.scroller === scroller || typeof ResizeObserver === 'undefined') return;
      watched.current?.observer.disconnect();
      const observer = new ResizeObserver(measure);
      observer.observe(scroller);
      const columns = scroller.querySelector('.ag-body-horizontal-scroll-container');
      if (columns) observer.observe(columns);
      watched.current = { observer, scroller };
    });
  }, []);
  useEffect(() => () => watched.current?.observer.disconnect(), []);
  const onFirstDataRendered = useCallback(() => {
    checkRightEdge();
    latest.current.props.onFirstDataRendered?.();
  }, [checkRightEdge]);
  const onColumnResized = useCallback((e: { finished: boolean }) => e.finished && checkRightEdge(), [checkRightEdge]);

  return (
    <div ref={frame} className={`schema-grid${moreRight ? ' schema-grid--more-right' : ''}`} data-grid={grid.id} data-more-right={moreRight || undefined}>
      <AgGridReact<GridRow>
        key={i18n.language}
        localeText={localeText}
        theme={gridTheme}
        rowData={rowData}
        columnDefs={columnDefs}
        // Rebuilt definitions keep the order the user or a saved view gave the columns.
        maintainColumnOrder
        getRowId={getRowId}
        rowSelection={ROW_SELECTION}
        selectionColumnDef={SELECTION_COLUMN}
        isFullWidthRow={isFullWidthRow}
        fullWidthCellRenderer={fullWidthCellRenderer}
        // The detail grid spans the whole width and does not scroll with the centre columns.
        embedFullWidthRows={false}
        getRowHeight={expanded.size > 0 ? DETAIL_ROW_HEIGHT : undefined}
        postSortRows={postSortRows}
        // The grid page pages (core/src/grid/paging): AG Grid would count detail and group rows as rows.
        pagination={false}
        loading={props.loading}
        overlayNoRowsTemplate={`<span class="grid-empty">${props.noRowsText.replace(/[<&>]/g, '')}</span>`}
        onSelectionChanged={onSelectionChanged}
        onSortChanged={onSortChanged}
        onGridReady={onGridReady}
        alwaysShowHorizontalScroll
        onFirstDataRendered={onFirstDataRendered}
        onBodyScroll={checkRightEdge}
        onGridSizeChanged={checkRightEdge}
        onDisplayedColumnsChanged={checkRightEdge}
        onColumnResized={onColumnResized}
        suppressCellFocus={false}
        animateRows={false}
        // Live transactions re-sort only the rows they change (core/src/grid/live); ignored while postSortRows is set.
        deltaSort
        tooltipShowDelay={600}
      />
    </div>
  );
}
