import { useCallback, useEffect, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { AgGridReact } from 'ag-grid-react';
import { type ColDef, type ICellRendererParams } from 'ag-grid-community';
import { gridTheme as theme, registerGridModules, storedToken } from './bare-grid';
import { columnTypes, defaultColDef, stockColumns } from './columns';
import { DETAIL, isDetail, Reservations, type DetailRow } from './reservations';

/**
 * The Stocks page as a developer would write it without Cockpit: React and AG Grid Community with
 * the same modules as core/src/grid/ag-grid-modules.ts, the same columns, formats, theme,
 * selection, paging and detail rows, and the same rows from the same endpoint. No shell, filters,
 * actions, exports, saved views or translations. The benchmarks compare the console against it.
 */
registerGridModules();

type StockRow = Record<string, unknown> & { id: number };
type Row = StockRow | DetailRow;

const rowId = (row: Row) => (isDetail(row) ? `${DETAIL}:${row[DETAIL]}` : String(row.id));

function StocksPage() {
  const token = useMemo(storedToken, []);
  const [rows, setRows] = useState<StockRow[]>();
  const [error, setError] = useState<string>();
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());

  useEffect(() => {
    const controller = new AbortController();
    fetch('/api/Stock/description', { headers: { authorization: `Bearer ${token}` }, signal: controller.signal })
      .then(async (res) => {
        if (!res.ok) throw new Error(`HTTP ${res.status}`);
        setRows(((await res.json()) as { result: StockRow[] }).result);
      })
      .catch((e: Error) => e.name !== 'AbortError' && setError(e.message));
    return () => controller.abort();
  }, [token]);

  const toggle = useCallback((id: number) => {
    setExpanded((prev) => {
      const next = new Set(prev);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  }, []);

  const columnDefs = useMemo<ColDef<Row>[]>(
    () => [
      {
        colId: '__expand',
        headerName: '',
        width: 48,
        pinned: 'left',
        sortable: false,
        resizable: false,
        suppressMovable: true,
        cellRenderer: (p: ICellRendererParams<StockRow>) => {
          const open = expanded.has(p.data!.id);
          return (
            <button
              type="button"
              aria-expanded={open}
              aria-label={open ? 'Collapse row' : 'Expand row'}
              onClick={() => toggle(p.data!.id)}
              style={{ border: 0, background: 'none', cursor: 'pointer' }}
            >
              {open ? '▾' : '▸'}
            </button>
          );
        },
      },
      ...stockColumns.map((c) => ({ ...c, headerTooltip: c.headerName }) as ColDef<Row>),
    ],
    [expanded, toggle],
  );

  // An expanded stock is followed by its detail row.
  const rowData = useMemo<Row[] | undefined>(() => rows && (expanded.size ? rows.flatMap((r) => (expanded.has(r.id) ? [r, { [DETAIL]: r.id }] : [r])) : rows), [rows, expanded]);

  // A plain app frame (top bar, side menu) like the console's, so the grid gets about the same width.
  return (
    <div style={{ display: 'grid', gridTemplateColumns: '232px 1fr', gridTemplateRows: '56px 1fr', height: '100vh', fontFamily: 'system-ui, sans-serif' }}>
      <header style={{ gridColumn: '1 / 3', background: '#14304f', color: '#fff', display: 'flex', alignItems: 'center', padding: '0 20px', fontWeight: 600 }}>Warehouse</header>
      <nav style={{ borderRight: '1px solid #e3e7ec' }} />
      <main style={{ display: 'flex', flexDirection: 'column', padding: 20, minHeight: 0, minWidth: 0 }}>
        <h1 style={{ fontSize: 20, margin: '0 0 12px' }}>Stocks</h1>
        {error && <p role="alert">{error}</p>}
        <div style={{ flex: 1, minHeight: 420 }} data-grid="Stock">
          <AgGridReact<Row>
            theme={theme}
            rowData={rowData}
            loading={!rows && !error}
            columnDefs={columnDefs}
            columnTypes={columnTypes}
            defaultColDef={defaultColDef}
            getRowId={(p) => rowId(p.data)}
            rowSelection={{ mode: 'multiRow', checkboxes: (p) => !isDetail(p.data), headerCheckbox: true, isRowSelectable: (n) => !isDetail(n.data), enableClickSelection: false }}
            selectionColumnDef={{ pinned: 'left', width: 44 }}
            isFullWidthRow={(p) => isDetail(p.rowNode.data)}
            fullWidthCellRenderer={(p: ICellRendererParams<DetailRow>) => <Reservations stockId={p.data![DETAIL]} token={token} theme={theme} />}
            embedFullWidthRows={false}
            getRowHeight={(p) => (isDetail(p.data) ? 330 : undefined)}
            postSortRows={(p) => {
              // Keep each detail row under its master after sorting.
              const details = new Map(p.nodes.filter((n) => isDetail(n.data)).map((n) => [(n.data as DetailRow)[DETAIL], n]));
              if (!details.size) return;
              const ordered = p.nodes.filter((n) => !isDetail(n.data)).flatMap((n) => (details.has((n.data as StockRow).id) ? [n, details.get((n.data as StockRow).id)!] : [n]));
              p.nodes.splice(0, p.nodes.length, ...ordered);
            }}
            pagination
            paginationPageSize={20}
            paginationPageSizeSelector={[5, 20, 30, 50]}
            animateRows={false}
            tooltipShowDelay={600}
          />
        </div>
      </main>
    </div>
  );
}

createRoot(document.getElementById('root')!).render(<StocksPage />);
