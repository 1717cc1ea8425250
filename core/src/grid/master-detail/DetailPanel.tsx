import { useMemo, useState } from 'react';
import { AgGridReact } from 'ag-grid-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useRuntime, useSettings } from '../../runtime/RuntimeContext';
import type { QueryValue } from '../../api/query-string';
import type { GridDetail, GridSchema } from '../schema-types';
import { buildColumnDefs } from '../columns/column-defs';
import { useLookupLabels } from '../../lookups/use-lookups';
import { readField } from '../../grid-model/cell-format';
import { fillTemplate } from '../actions/templates';
import { ActionBar } from '../actions/ActionBar';
import { gridTheme } from '../grid-theme';
import { gridLocaleText } from '../grid-locale';
import { DEFAULT_DETAIL_PAGE_SIZES } from '../paging/page-sizes';
import { pageSlice, sortRows } from '../paging/client-page';
import { Pager } from '../paging/Pager';
import type { GridSort } from '../SchemaGrid';
import type { GridRow } from '../../grid-model/detail-rows';
import { gridAnswer } from '../../grid-model/grid-answer';
import { useDetailLayout } from '../../views/ui/detail-layout';
import { useLiveDetail } from '../live/use-live-detail';

/** The detail grid under an expanded master row: its rows from a field of the master or from a call. */
export function DetailPanel({ grid, detail, master }: { grid: GridSchema; detail: GridDetail; master: GridRow }) {
  const runtime = useRuntime();
  const { t, i18n } = useTranslation();
  const timestamps = useSettings((s) => s.timeStampSettings);
  const numbers = useSettings((s) => s.numberFormatSettings);
  const lookups = useLookupLabels(detail.columns);
  const [selected, setSelected] = useState<GridRow[]>([]);
  const [sort, setSort] = useState<GridSort>();
  const masterId = String(master[grid.rowId]);

  const source = detail.dataSource;
  const queryKey = ['detail', grid.id, masterId, source?.api];
  // Detail rows with a view of their own on the hub change live (core/src/grid/live/use-live-detail.ts).
  useLiveDetail(detail, queryKey, Boolean(source));
  const query = useQuery({
    queryKey,
    enabled: Boolean(source),
    queryFn: async () => {
      const scope = { rows: [], parent: master };
      const answer = await runtime.api.call(runtime.api.route(source!.api), {
        params: fillTemplate(source!.params ?? {}, scope) as Record<string, unknown>,
        query: fillTemplate(source!.query ?? {}, scope) as Record<string, QueryValue>,
      });
      return gridAnswer(answer).rows;
    },
  });
  const rows = useMemo<GridRow[]>(
    () => (source ? (query.data ?? []) : ((readField(master, detail.rowsField ?? '') as GridRow[] | undefined) ?? [])),
    [source, query.data, master, detail.rowsField],
  );
  // The page's saved view says which detail columns show and how wide (core/src/views/ui/detail-layout.tsx).
  const layout = useDetailLayout();
  const columnDefs = useMemo(
    () =>
      buildColumnDefs(detail.columns, { t, format: { t, timestamps, numbers, lookups }, plugins: runtime.plugins, serverSort: false, sortedOutside: true }).map((def) => {
        const width = layout?.widths.find((w) => w.field === def.colId)?.width;
        return { ...def, hide: layout?.visible ? !layout.visible.includes(def.colId!) : def.initialHide, width: width ?? def.initialWidth };
      }),
    [detail.columns, t, timestamps, numbers, lookups, runtime.plugins, layout?.visible, layout?.widths],
  );
  const given = detail.pageSizes ?? DEFAULT_DETAIL_PAGE_SIZES;
  const sizes = given.options.includes(given.default) ? given : { ...given, options: [...given.options, given.default].sort((a, b) => a - b) };
  // The same pager as the master grid (core/src/grid/paging): sorted and cut here.
  const [page, setPage] = useState({ index: 0, size: sizes.default });
  const sorted = useMemo(() => sortRows(rows, sort), [rows, sort]);
  const shown = pageSlice(sorted, page.index, page.size);

  return (
    <div className="detail-panel" data-testid={`detail-${masterId}`}>
      {(detail.title || detail.actions?.length) && (
        <div className="detail-panel__head">
          {detail.title && <h3>{t(detail.title)}</h3>}
          {detail.actions?.length ? (
            <ActionBar actions={detail.actions} selected={selected} parent={master} onDone={() => void query.refetch()} columns={detail.columns} compact />
          ) : null}
        </div>
      )}
      <div className="detail-panel__grid">
        <AgGridReact<GridRow>
          key={i18n.language}
          localeText={gridLocaleText(t)}
          theme={gridTheme}
          rowData={shown.rows}
          columnDefs={columnDefs}
          getRowId={(p) => String(p.data[detail.rowId])}
          rowSelection={detail.actions?.length ? { mode: 'multiRow', checkboxes: true, headerCheckbox: true } : undefined}
          onSelectionChanged={(e) => setSelected(e.api.getSelectedRows())}
          onColumnResized={(e) => e.finished && e.source === 'uiColumnResized' && e.column && layout?.setWidth(e.column.getColId(), e.column.getActualWidth())}
          onSortChanged={(e) => {
            const sorted = e.api.getColumnState().find((c) => c.sort);
            setSort(sorted ? { field: sorted.colId, direction: sorted.sort as 'asc' | 'desc' } : undefined);
            setPage((p) => ({ ...p, index: 0 }));
          }}
          loading={Boolean(source) && query.isLoading}
          overlayNoRowsTemplate={`<span class="grid-empty">${t('Grid.noDetailRows')}</span>`}
        />
      </div>
      <Pager index={shown.index} size={page.size} total={sorted.length} sizes={sizes} onChange={(index, size) => setPage({ index, size })} compact />
    </div>
  );
}
