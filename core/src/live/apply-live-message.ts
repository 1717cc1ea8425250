import type { LiveUpdateMessage } from './hub-contract';

/** A batch of more than 1000 rows replaces the grid data: the grid shows the batch's rows, no others. */
export const REPLACE_THRESHOLD = 1000;
/** A row marked historical disappears after 5000 ms (unless the historical filter is on). */
export const HISTORICAL_ROW_TTL_MS = 5000;

/** The same shape as AG Grid's RowDataTransaction, without depending on AG Grid here. */
export interface RowTransaction<TRow> {
  add: TRow[];
  update: TRow[];
  remove: TRow[];
}

/** Rows to take out later, when they are still there (historical rows, after HISTORICAL_ROW_TTL_MS). */
export interface RowExpiry {
  afterMs: number;
  ids: string[];
}

export type LiveApplyResult<TRow> =
  | { kind: 'none' }
  | { kind: 'transaction'; transaction: RowTransaction<TRow>; expire?: RowExpiry }
  /** Too many rows for a transaction: set these rows as the grid's data in one go. */
  | { kind: 'replace'; rows: TRow[]; expire?: RowExpiry };

export interface LiveGridState<TRow> {
  /** The grid's row id (the same function as AG Grid's getRowId). */
  rowId(row: TRow): string;
  /** The grid's current row with this id (api.getRowNode(id)?.data), or undefined. */
  currentRow(id: string): TRow | undefined;
  /** All current rows; only read when the answer is 'replace'. */
  allRows(): TRow[];
  /** The grid's historical filter is on: historical rows stay. */
  historicalFilterOn: boolean;
  /** Default: row.historical === true (grid rows have an id and an optional historical flag). */
  isHistorical?(row: TRow): boolean;
  replaceThreshold?: number;
}

const defaultIsHistorical = (row: unknown) => (row as { historical?: unknown } | null)?.historical === true;

/**
 * What one live message does to a grid: Deleted removes a row,
 * BulkDelete removes several, Bulk inserts or updates several, anything else inserts or updates
 * one; more than replaceThreshold rows replace the data; historical rows are shown, then expire.
 * Pure: the grid runtime applies the answer (applyTransactionAsync / rowData) and the expiry.
 */
export function applyLiveMessage<TRow>(message: LiveUpdateMessage<TRow>, grid: LiveGridState<TRow>): LiveApplyResult<TRow> {
  const threshold = grid.replaceThreshold ?? REPLACE_THRESHOLD;
  const isHistorical = grid.isHistorical ?? defaultIsHistorical;

  let upserts: TRow[] = [];
  let removeIds: string[] = [];
  switch (message.methodName) {
    case 'Deleted': {
      const id = message.id ?? (message.viewModel !== undefined && message.viewModel !== null ? grid.rowId(message.viewModel) : undefined);
      if (id !== undefined) removeIds = [String(id)];
      break;
    }
    case 'BulkDelete':
      removeIds = (message.ids ?? []).map(String);
      break;
    case 'Bulk':
      upserts = (message.viewModels ?? []).filter((row) => row !== null && row !== undefined);
      break;
    default:
      if (message.viewModel !== undefined && message.viewModel !== null) upserts = [message.viewModel];
  }

  // Within one message the last version of a row wins; AG Grid refuses an id twice in a transaction.
  const latest = new Map<string, TRow>();
  for (const row of upserts) latest.set(grid.rowId(row), row);
  const removing = new Set(removeIds);

  const expiring = grid.historicalFilterOn ? [] : [...latest].filter(([, row]) => isHistorical(row)).map(([id]) => id);
  const expire = expiring.length > 0 ? { afterMs: HISTORICAL_ROW_TTL_MS, ids: expiring } : undefined;

  if (latest.size + removing.size > threshold) {
    // A batch of rows is the grid's new data, in the batch's order: the rows it shows before are
    // not kept. A batch of deletions has no rows of its own: the grid keeps what is not deleted.
    const rows: TRow[] = latest.size > 0 ? [...latest.values()] : grid.allRows().filter((row) => !removing.has(grid.rowId(row)));
    return expire ? { kind: 'replace', rows, expire } : { kind: 'replace', rows };
  }

  const transaction: RowTransaction<TRow> = { add: [], update: [], remove: [] };
  for (const [id, row] of latest) (grid.currentRow(id) === undefined ? transaction.add : transaction.update).push(row);
  for (const id of removing) {
    const current = grid.currentRow(id);
    if (current !== undefined) transaction.remove.push(current);
  }
  if (transaction.add.length + transaction.update.length + transaction.remove.length === 0) return { kind: 'none' };
  return expire ? { kind: 'transaction', transaction, expire } : { kind: 'transaction', transaction };
}

/** The delayed removal of expired historical rows: those still in the grid and still historical. */
export function expireRows<TRow>(ids: string[], grid: Pick<LiveGridState<TRow>, 'currentRow' | 'isHistorical'>): RowTransaction<TRow> | undefined {
  const isHistorical = grid.isHistorical ?? defaultIsHistorical;
  const remove: TRow[] = [];
  for (const id of ids) {
    const row = grid.currentRow(id);
    // A row that became current again in the meantime (a newer live message) stays.
    if (row !== undefined && isHistorical(row)) remove.push(row);
  }
  return remove.length > 0 ? { add: [], update: [], remove } : undefined;
}
