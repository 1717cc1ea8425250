/* eslint-disable max-lines -- the grid page wires its toolbar, views, rows, live updates and actions together; each part is its own module already, what is left is their wiring */
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { GridApi } from 'ag-grid-community';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useRuntime, useCan, useSettings } from '../runtime/RuntimeContext';
import type { GridRoute, GridSchema, GridColumn } from './schema-types';
import { SchemaGrid, type GridSort } from './SchemaGrid';
import { FilterBar } from './filters/FilterBar';
import { filtersToQuery, hasActiveFilters } from './filters/filter-query';
import { useFilterPanel } from './filters/use-filter-panel';
import type { FilterValues } from '../grid-model/filter-values';
import { filterValuesFromUrl } from './filters/url-filters';
import { ActionBar } from './actions/ActionBar';
import { ExportMenu, type ExportFormat, type ExportScope } from './export/ExportMenu';
import { ColumnChooser } from './columns/ColumnChooser';
import { EditScreenLink } from './EditScreenLink';
import { useLookupLabels } from '../lookups/use-lookups';
import { Pager } from './paging/Pager';
import { DEFAULT_MASTER_PAGE_SIZES } from './paging/page-sizes';
import { pageSlice, sortRows } from './paging/client-page';
import { listQuery, useGridRows } from './use-grid-rows';
import { liveViewOf, useLiveGrid } from './live/use-live-grid';
import { isDetailRow, type GridRow } from '../grid-model/detail-rows';
import { gridAnswer } from '../grid-model/grid-answer';
import { isGroupRow } from '../views/grouping';
import { DetailColumnChooser, DetailLayoutProvider, GroupByControl, useGridViews, ViewSelector } from '../views/ui';
import { SelectAllBar } from './selection/SelectAllBar';
import { viewNameFromParams } from '../views/view-url';
import { completeSchemasAfterPaint } from '../runtime/complete-schemas';
import './grid.css';
import { permissionPath } from '@cockpit/contracts/permission-names';

/**
 * One grid page from its schema: title, actions, page filters, the grid, exports and, on
 * server-side pages, the pager. Classic pages read up to rowsLimit rows once; -es pages read one
 * page at a time and only after a search with filters (or a confirmed "load all").
 */
export function GridPage({ grid, route, preview = false }: { grid: GridSchema; route: GridRoute; preview?: boolean }) {
  const runtime = useRuntime();
  const { t } = useTranslation();
  const can = useCan();
  const [searchParams] = useSearchParams();
  const serverSide = route.paging === 'server';
  const takeLimit = useSettings((s) => s.takeLimit);
  const rowsLimit = useSettings((s) => s.rowsLimit);
  const timestamps = useSettings((s) => s.timeStampSettings);
  const numbers = useSettings((s) => s.numberFormatSettings);
  const lookups = useLookupLabels(grid.columns);
  const filters = useMemo(() => grid.filters ?? [], [grid.filters]);

  const [values, setValues] = useState<FilterValues>(() => filterValuesFromUrl(filters, searchParams));
  const [applied, setApplied] = useState<FilterValues>(values);
  // Server-side pages search only with filters (as the Search button does); filters carried in the
  // address (a dashboard widget's click, a link) are such a search, so the rows load at once.
  const [searched, setSearched] = useState(() => !serverSide || hasActiveFilters(filters, values));
  const [missing, setMissing] = useState<string[]>([]);
  const sizes = grid.pageSizes ?? DEFAULT_MASTER_PAGE_SIZES;
  const [page, setPage] = useState({ index: 0, size: Math.min(sizes.default, takeLimit) });
  // Classic pages start in the loaded order (as before); server pages in the schema's order.
  const [sort, setSort] = useState<GridSort | undefined>(serverSide ? grid.defaultSort : undefined);
  const [selected, setSelected] = useState<GridRow[]>([]);
  // "Select all N rows" (SelectAllBar): every filtered row over every page, not only the page's.
  // Classic pages take the rows they hold when an action runs; server pages read them once (up to rowsLimit).
  const [acrossPages, setAcrossPages] = useState<'held' | GridRow[]>();
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [api, setApi] = useState<GridApi>();
  const [filtersCollapsed, toggleFilters] = useFilterPanel(grid.id);

  // Saved views (core/src/views): the opening view (?custom-view, else the primary, else the
  // default view) is applied before the rows load; a view's filters land in the filter bar as searched,
  // unless the user has typed into the filters or searched while it was read: the user's own action wins.
  const [urlFilters] = useState(() => Object.keys(values).length > 0);
  const views = useGridViews({
    grid,
    withoutViews: preview,
    route,
    api,
    filters,
    applied,
    urlFilters,
    onFilters: (v) => {
      setValues(v);
      setApplied(v);
      setMissing([]);
      // Server-side pages search only with filters (as the Search button does).
      if (serverSide) setSearched(hasActiveFilters(filters, v));
    },
  });

  const filterQuery = useMemo(() => filtersToQuery(filters, applied), [filters, applied]);
  const data = useGridRows(grid, {
    filterQuery,
    page: serverSide ? { ...page, sort } : undefined,
    enabled: searched && views.ready,
    // The rows of the address's own query are asked for while the opening view is read, unless the
    // address names a view (whose filters will most likely differ): early-rows.ts.
    early: searched && !viewNameFromParams(searchParams),
  });
  // An empty first answer paints no rows (AG Grid's firstDataRendered never comes): the first screen is shown all the same.
  const emptyShown = !data.loading && views.ready && data.rows.length === 0;
  // Nothing shown yet and rows (or the opening view that picks them) still coming.
  const waitingForRows = (data.loading || !views.ready) && data.rows.length === 0;
  useEffect(() => {
    if (emptyShown) completeSchemasAfterPaint(runtime);
  }, [emptyShown, runtime]);
  // Live updates (core/src/grid/live): the rows of the last load with every change since applied.
  const liveRows = useLiveGrid({
    grid,
    api,
    rows: data.rows,
    serverSide,
    enabled: searched && views.ready,
    filters,
    applied,
    expanded,
    // Classic pages sort and page here (./paging/client-page.ts), so every change goes through a render.
    renderChanges: !serverSide || Boolean(views.groupable && views.grouping.length),
    refetch: data.refetch,
  });
  // AG Grid is made once the opening view is known. When the view's rows were asked for early (the
  // page load's first-screen call, or this page's while the view was read), in the render that
  // knows the view: nothing is left for its making to overlap, and one more render of the whole
  // page would only delay the rows. Otherwise in the render after the rows were asked
  // for (this effect runs after useGridRows' own): making it takes a few hundred milliseconds of
  // the main thread, which then overlap the rows call instead of delaying it.
  const [gridMade, setGridMade] = useState(views.ready);
  if (views.ready && data.askedEarly && !gridMade) setGridMade(true);
  useEffect(() => {
    if (views.ready) setGridMade(true);
  }, [views.ready]);

  // One pager for both kinds of page: server pages get their page from the server; classic pages
  // are sorted and cut here, over master rows only, so an expanded row's detail row is not a row.
  const groupBy = useMemo(() => (views.groupable ? views.grouping : []), [views.groupable, views.grouping]);
  const sortedRows = useMemo(() => (serverSide ? liveRows : sortRows(liveRows, sort, groupBy)), [serverSide, liveRows, sort, groupBy]);
  const shown = useMemo(
    () => (serverSide ? { rows: liveRows, index: page.index } : pageSlice(sortedRows, page.index, page.size)),
    [serverSide, liveRows, sortedRows, page.index, page.size],
  );
  const totalRows = serverSide ? data.totalCount : sortedRows.length;
  const pageRowCount = shown.rows.length;
  // The offer to select every row shows as soon as a row is selected while other pages hold more, so
  // a clerk finds it at once. Server pages can select every row only when all of them can be read
  // (rowsLimit, as the export).
  const canSelectAcross = selected.length > 0 && totalRows > pageRowCount && (!serverSide || totalRows <= rowsLimit);
  const selection = acrossPages === 'held' ? sortedRows : (acrossPages ?? selected);
  const onSelectionChanged = useCallback((rows: GridRow[]) => {
    setSelected(rows);
    // A row unticked, another page or a new search: the selection is the page's again.
    setAcrossPages(undefined);
  }, []);
  const selectAcrossPages = async () => {
    if (!serverSide) return setAcrossPages('held');
    const rows = await runtime.loaders.track('action', () => fetchAllPages(runtime, grid, filterQuery, sort, takeLimit, rowsLimit));
    setAcrossPages(rows);
  };
  const clearSelection = () => {
    api?.deselectAll();
    setAcrossPages(undefined);
  };

  const toggleExpanded = useCallback((id: string) => {
    setExpanded((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }, []);

  const search = () => {
    views.noteUserFilters();
    // Dynamic filters that need a value are highlighted first.
    const need = filters.filter((f) => f.required && !Object.keys(filtersToQuery([f], values)).length).map((f) => f.name);
    setMissing(need);
    if (need.length) return void runtime.modals.open('warning', { message: t('Grid.requiredFilters') });
    if (serverSide && !hasActiveFilters(filters, values)) {
      return void runtime.modals.open('warning', { message: t('Grid.searchWithoutFilters') });
    }
    // The same search again asks the server again; a changed one is a new query that loads by itself
    // (refetching as well would send the old, unfiltered query beside the new one).
    const sameQuery = searched && page.index === 0 && JSON.stringify(filtersToQuery(filters, values)) === JSON.stringify(filterQuery);
    setApplied(values);
    setPage((p) => ({ ...p, index: 0 }));
    setSearched(true);
    if (sameQuery) data.refetch();
  };
  const loadAll = async () => {
    const ok = await runtime.modals.open<boolean>('confirm', { message: t('Grid.loadAllConfirm') });
    if (!ok) return;
    views.noteUserFilters();
    setValues({});
    setApplied({});
    setPage((p) => ({ ...p, index: 0 }));
    setSearched(true);
  };
  const reset = () => {
    views.noteUserFilters();
    setValues({});
    setMissing([]);
    setApplied({});
    // A server page shows rows only for a search: reset empties it until the next search, rather
    // than leaving the old search's rows under filters that no longer say so.
    if (serverSide) {
      setSearched(false);
      setPage((p) => ({ ...p, index: 0 }));
      setAcrossPages(undefined);
    }
  };

  /** The rows shown on the current page (detail and group rows are not rows): an action on more asks first. */
  const visibleRowCount = () => {
    let count = 0;
    api?.forEachNodeAfterFilterAndSort((node) => {
      // AG Grid holds one page on classic and server pages alike (paging/client-page.ts), so every master row it has is visible.
      if (node.data && !isDetailRow(node.data) && !isGroupRow(node.data)) count++;
    });
    return count;
  };

  const exportRows = async (format: ExportFormat, scope: ExportScope) => {
    // The table's writers load with the first export: no first screen makes one.
    const exportTable = import('./export/export-table');
    const columns: GridColumn[] = grid.columns.filter((c) => api?.getColumn(c.field)?.isVisible() ?? !c.hidden);
    let rows: GridRow[];
    if (scope === 'visible') rows = shown.rows.filter((r) => !isDetailRow(r) && !isGroupRow(r));
    else if (!serverSide) rows = sortedRows;
    else rows = await runtime.loaders.track('action', () => fetchAllPages(runtime, grid, filterQuery, sort, takeLimit, rowsLimit));
    const { buildExportTable, downloadBlob, toCsv, toXlsx } = await exportTable;
    const table = buildExportTable(columns, rows, (c) => t(c.label), { t, timestamps, numbers, lookups });
    const name = `${grid.exports?.fileName ?? grid.id}-${new Date().toISOString().slice(0, 10)}`;
    if (format === 'csv') downloadBlob(new Blob([toCsv(table)], { type: 'text/csv;charset=utf-8' }), `${name}.csv`);
    else downloadBlob(await toXlsx(table, t(grid.title)), `${name}.xlsx`);
  };

  const canExport = can(permissionPath('grid', 'exports')) && (grid.exports?.csv || grid.exports?.excel);
  const noRowsText = data.unavailable ? t(grid.emptyNotice ?? 'Grid.noDataSource') : !searched ? t('Grid.searchToStart') : t('Grid.noRows');

  return (
    <section className="page grid-page" data-testid={`grid-page-${grid.id}`}>
      <header className="page__head">
        <h1 className="page__title">{t(grid.title)}</h1>
        {/* The grid's own tools stay together on the title's line (they never wrap apart, so the
            refresh button does not drop to a line of its own); the actions get the line below. */}
        <div className="page__tools grid-tools">
          <ViewSelector views={views} />
          <ColumnChooser columns={grid.columns} api={api} />
          {grid.detail && <DetailColumnChooser detail={grid.detail} layout={views.detail} />}
          <GroupByControl columns={grid.columns} views={views} rows={data.rows} />
          {canExport && <ExportMenu csv={Boolean(grid.exports?.csv)} excel={Boolean(grid.exports?.excel)} onExport={(f, s) => void exportRows(f, s)} />}
          <button type="button" className="btn btn--small" onClick={() => data.refetch()} disabled={!searched} aria-label={t('Grid.refresh')} title={t('Grid.refresh')}>
            ⟳
          </button>
          {!preview && <EditScreenLink gridId={grid.id} />}
        </div>
      </header>
      {grid.actions?.length ? (
        <div className="grid-actions">
          <ActionBar
            actions={grid.actions}
            selected={selection}
            onDone={() => data.refetch()}
            liveView={liveViewOf(grid)}
            columns={grid.columns}
            visibleRows={api ? visibleRowCount : undefined}
          />
        </div>
      ) : null}
      {grid.actions?.length && (canSelectAcross || acrossPages) ? (
        <SelectAllBar
          pageCount={pageRowCount}
          selectedCount={selected.length}
          total={acrossPages && acrossPages !== 'held' ? acrossPages.length : totalRows}
          acrossPages={Boolean(acrossPages)}
          onSelectAll={() => void selectAcrossPages()}
          onClear={clearSelection}
        />
      ) : null}
      {data.unavailable && (
        <p className="notice" role="status" data-testid="grid-notice">
          {t(grid.emptyNotice ?? 'Grid.noDataSource')}
        </p>
      )}
      {data.error && (
        <p className="notice notice--error" role="alert">
          {data.error}{' '}
          <button type="button" className="link" onClick={() => data.refetch()}>
            {t('Common.retry')}
          </button>
        </p>
      )}
      {filters.some((f) => !f.hidden) && can(permissionPath('grid', 'filters')) && (
        <FilterBar
          filters={filters}
          values={values}
          onChange={(v) => {
            views.noteUserFilters();
            setValues(v);
          }}
          onSearch={search}
          onReset={reset}
          onLoadAll={serverSide ? () => void loadAll() : undefined}
          missingRequired={missing}
          collapsed={filtersCollapsed}
          onToggleCollapsed={toggleFilters}
        />
      )}
      <DetailLayoutProvider value={views.detail}>
        {!gridMade ? (
          <div className="schema-grid schema-grid--waiting" aria-busy="true" data-testid={`grid-waiting-${grid.id}`} />
        ) : (
          <SchemaGrid
            grid={grid}
            rows={shown.rows}
            serverSide={serverSide}
            loading={waitingForRows}
            noRowsText={noRowsText}
            expanded={expanded}
            onToggleExpanded={toggleExpanded}
            onSelectionChanged={onSelectionChanged}
            onSortChanged={(s) => {
              setSort(s ?? (serverSide ? grid.defaultSort : undefined));
              setPage((p) => ({ ...p, index: 0 }));
            }}
            onGridReady={setApi}
            // A page load that read only this page's schemas reads the rest once these rows are painted.
            onFirstDataRendered={() => completeSchemasAfterPaint(runtime)}
            grouping={views.groupable ? { fields: views.grouping, expanded: views.expandedGroups, onToggle: views.toggleGroup } : undefined}
          />
        )}
      </DetailLayoutProvider>
      {searched && !data.unavailable && (
        <Pager
          index={shown.index}
          size={page.size}
          total={totalRows}
          sizes={serverSide ? { ...sizes, options: sizes.options.filter((s) => s <= takeLimit) } : sizes}
          onChange={(index, size) => setPage({ index, size })}
          busy={waitingForRows}
        />
      )}
    </section>
  );
}

/** Every filtered row of a server-side grid, page by page (takeLimit each), up to rowsLimit. */
async function fetchAllPages(
  runtime: ReturnType<typeof useRuntime>,
  grid: GridSchema,
  filterQuery: ReturnType<typeof filtersToQuery>,
  sort: GridSort | undefined,
  takeLimit: number,
  rowsLimit: number,
): Promise<GridRow[]> {
  const rows: GridRow[] = [];
  for (let index = 0; rows.length < rowsLimit; index++) {
    const page = gridAnswer(
      await runtime.api.call(runtime.api.route(grid.dataSource.api), {
        query: listQuery(grid, { filterQuery, page: { index, size: takeLimit, sort } }, runtime.schemas?.paths),
      }),
    );
    rows.push(...page.rows);
    if (page.rows.length < takeLimit || rows.length >= (page.totalCount ?? rows.length)) break;
  }
  return rows.slice(0, rowsLimit);
}
