import { useEffect, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { AgGridReact } from 'ag-grid-react';
import { HttpTransportType, HubConnectionBuilder, LogLevel } from '@microsoft/signalr';
import { type GridApi } from 'ag-grid-community';
import { gridTheme as theme, registerGridModules, storedToken } from '../../stocks-baseline/src/bare-grid';
import { columnTypes, defaultColDef, stockColumns } from '../../stocks-baseline/src/columns';

// Sorted by id as the console shows the Stocks grid (schemas/grids/stocks.json defaultSort), so that
// transactions re-sort the rows they change on both pages. On the column, not in initialState: AG
// Grid 36 did not apply an initialState sort of the hidden id column here, and the page ran
// unsorted (no sort stage work at all), which was not the page it stands for.
const sortedColumns = stockColumns.map((c) => (c.field === 'id' ? { ...c, sort: 'asc' as const } : c));

/**
 * The live Stocks grid as a developer would write it with bare AG Grid: the same columns (those of
 * the hand-written Stocks page), the same rows from the same endpoint, the same hub messages
 * through the same SignalR client, each applied with applyTransactionAsync (getRowId). No console,
 * no live manager, no filters, no detail rows. tests/bench/live-streaming.ts compares against it.
 */
registerGridModules();

type Row = Record<string, unknown> & { id: number };
interface Message {
  viewName: string;
  methodName: string;
  viewModel?: Row;
  viewModels?: Row[];
  id?: number;
  ids?: number[];
}

function apply(api: GridApi<Row>, message: Message): void {
  const byId = (id: unknown) => api.getRowNode(String(id))?.data;
  if (message.methodName === 'Deleted' || message.methodName === 'BulkDelete') {
    const remove = (message.ids ?? [message.id]).map(byId).filter((r): r is Row => Boolean(r));
    void api.applyTransactionAsync({ remove });
    return;
  }
  const rows = message.methodName === 'Bulk' ? (message.viewModels ?? []) : message.viewModel ? [message.viewModel] : [];
  const add: Row[] = [];
  const update: Row[] = [];
  for (const row of rows) (byId(row.id) ? update : add).push(row);
  void api.applyTransactionAsync({ add, update });
}

function App() {
  const token = useMemo(storedToken, []);
  const [rows, setRows] = useState<Row[]>();
  const [api, setApi] = useState<GridApi<Row>>();
  useEffect(() => {
    void fetch('/api/Stock/description', { headers: { authorization: `Bearer ${token}` } })
      .then((r) => r.json())
      .then((body: { result: Row[] }) => setRows(body.result));
  }, [token]);
  useEffect(() => {
    if (!api) return;
    let stopped = false;
    const hub = new HubConnectionBuilder()
      .withUrl(new URL('/hubs/view', location.href).toString(), {
        transport: HttpTransportType.WebSockets,
        accessTokenFactory: async () => {
          const r = await fetch('/api/Authentication/viewHub', { headers: { authorization: `Bearer ${token}` } });
          return ((await r.json()) as { result: { token: string } }).result.token;
        },
      })
      .configureLogging(LogLevel.None)
      .build();
    hub.on('updated', (message: Message) => {
      apply(api, message);
    });
    void hub.start().then(async () => {
      if (stopped) return;
      await hub.invoke('RegisterConnectionOnView', 'Stock', 'master', 'Demo');
      (window as unknown as { __liveRegistered: boolean }).__liveRegistered = true;
    });
    return () => {
      stopped = true;
      void hub.stop();
    };
  }, [api, token]);
  return (
    <div style={{ height: '100vh', display: 'flex', flexDirection: 'column' }}>
      <div style={{ flex: 1 }} data-grid="Stock">
        <AgGridReact<Row>
          theme={theme}
          rowData={rows}
          columnDefs={sortedColumns}
          columnTypes={columnTypes}
          defaultColDef={defaultColDef}
          getRowId={(p) => String(p.data.id)}
          rowSelection={{ mode: 'multiRow', checkboxes: true, headerCheckbox: true, enableClickSelection: false }}
          pagination
          paginationPageSize={20}
          paginationPageSizeSelector={[5, 20, 30, 50]}
          animateRows={false}
          // Transactions re-sort only the rows they change, as in the console.
          deltaSort
          onGridReady={(e) => setApi(e.api)}
        />
      </div>
    </div>
  );
}

createRoot(document.getElementById('root')!).render(<App />);
