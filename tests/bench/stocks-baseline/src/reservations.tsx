import { useEffect, useState } from 'react';
import { AgGridReact } from 'ag-grid-react';
import type { ColDef, Theme } from 'ag-grid-community';
import { columnTypes } from './columns';

/**
 * The Stocks page's detail rows, hand-written: an expanded stock is followed by a full-width row
 * with its outgoing reservations (GET /api/Stock/outgoingReservations/{id}) in a nested grid.
 */
export const DETAIL = '__detailOf';
export type DetailRow = { [DETAIL]: number };

export const isDetail = (row: unknown): row is DetailRow => Boolean(row && typeof row === 'object' && DETAIL in row);

const reservationColumns: ColDef[] = [
  { field: 'state', headerName: 'State', width: 110 },
  { field: 'orderNumbers', headerName: 'Order numbers', width: 140 },
  { field: 'orderLineNumbers', headerName: 'Order line numbers', width: 130 },
  { field: 'traceabilityValues.batch', headerName: 'Batch', width: 100 },
  { field: 'traceabilityValues.expDate', headerName: 'Expiry date', type: 'date', width: 110 },
  { field: 'traceabilityValues.serialNumber', headerName: 'Serial no.', width: 120, hide: true },
  { field: 'processDefinitionCategory', headerName: 'Process category', width: 130 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 90 },
];

export function Reservations({ stockId, token, theme }: { stockId: number; token: string | null; theme: Theme }) {
  const [rows, setRows] = useState<Record<string, unknown>[]>();
  useEffect(() => {
    const controller = new AbortController();
    fetch(`/api/Stock/outgoingReservations/${stockId}`, { headers: { authorization: `Bearer ${token}` }, signal: controller.signal })
      .then(async (res) => setRows(res.ok ? ((await res.json()) as { result: Record<string, unknown>[] }).result : []))
      .catch(() => undefined);
    return () => controller.abort();
  }, [stockId, token]);
  return (
    <div style={{ height: '100%', padding: '8px 16px', boxSizing: 'border-box', display: 'flex', flexDirection: 'column' }}>
      <h3 style={{ fontSize: 14, margin: '0 0 6px' }}>Outgoing reservations</h3>
      <div style={{ flex: 1 }}>
        <AgGridReact
          theme={theme}
          rowData={rows}
          loading={!rows}
          columnDefs={reservationColumns}
          columnTypes={columnTypes}
          pagination
          paginationPageSize={20}
          paginationPageSizeSelector={[5, 15, 20, 30, 50]}
        />
      </div>
    </div>
  );
}
