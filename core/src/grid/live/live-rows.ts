import type { LiveUpdateMessage } from '../../live/hub-contract';
import { REPLACE_THRESHOLD, applyLiveMessage, expireRows, type LiveApplyResult, type RowTransaction } from '../../live/apply-live-message';
import { matchesFilters } from '../filters/filter-compare';
import { matchesFixed, type FixedCondition } from '../filters/fixed-query';
import type { FilterValues } from '../../grid-model/filter-values';
import { projectRow } from '../../schema/list-fields';
import type { PageFilter } from '../schema-types';
import { DETAIL_FLAG, type GridRow } from '../../grid-model/detail-rows';

/**
 * The rows a live grid shows, kept in step with AG Grid: the loaded rows, then every live change
 * applied to them. The grid page gives this array to SchemaGrid as its rows, so that a later
 * re-render (a row expanded, a view applied) hands AG Grid the rows it already has, not the stale
 * answer of the last load. Changes are made in place (no React render per message).
 */
export class LiveRows {
  private list: GridRow[] = [];
  private index = new Map<string, number>();

  constructor(private readonly rowId: (row: GridRow) => string) {}

  /** New rows from a load: a new array (React sees the change). */
  reset(rows: readonly GridRow[]): GridRow[] {
    this.list = rows.slice();
    this.reindex();
    return this.list;
  }

  get rows(): GridRow[] {
    return this.list;
  }

  get(id: string): GridRow | undefined {
    const i = this.index.get(id);
    return i === undefined ? undefined : this.list[i];
  }

  /** Applies a transaction to the array in place: updates keep their place, new rows go at the end. */
  apply(tx: RowTransaction<GridRow>): void {
    for (const row of tx.update) {
      const i = this.index.get(this.rowId(row));
      if (i !== undefined) this.list[i] = row;
    }
    for (const row of tx.add) {
      const id = this.rowId(row);
      const i = this.index.get(id);
      if (i !== undefined) this.list[i] = row;
      else {
        this.index.set(id, this.list.length);
        this.list.push(row);
      }
    }
    if (tx.remove.length > 0) {
      const gone = new Set(tx.remove.map((r) => this.rowId(r)));
      let w = 0;
      for (let r = 0; r < this.list.length; r++) if (!gone.has(this.rowId(this.list[r]))) this.list[w++] = this.list[r];
      this.list.length = w;
      this.reindex();
    }
  }

  /** Replaces the rows (a batch of more than 1000): a new array. */
  replace(rows: GridRow[]): GridRow[] {
    return this.reset(rows);
  }

  private reindex(): void {
    this.index = new Map();
    this.list.forEach((row, i) => this.index.set(this.rowId(row), i));
  }
}

export interface LivePlanContext {
  rows: LiveRows;
  rowId(row: GridRow): string;
  filters: readonly PageFilter[];
  applied: FilterValues;
  /** The grid's fixed query (dataSource.query) as conditions on the rows. */
  fixed?: readonly FixedCondition[];
  /** The fields the grid's rows call asks for (list-fields.ts); a live row is cut to them. Undefined: every field. */
  fields?: readonly string[];
}

/** The historical filter is on when a filter marked historical holds a true value. */
export function historicalFilterOn(filters: readonly PageFilter[], applied: FilterValues): boolean {
  return filters.some((f) => f.historical && Boolean(applied[f.name]));
}

/**
 * What a live message does to a client-side grid: applyLiveMessage,
 * then the grid's fixed query and the active page filters: a row that does not match them is not
 * added, and a shown row that no longer matches is taken out.
 */
export function planLiveUpdate(message: LiveUpdateMessage<GridRow>, ctx: LivePlanContext): LiveApplyResult<GridRow> {
  const state = {
    rowId: ctx.rowId,
    currentRow: (id: string) => ctx.rows.get(id),
    allRows: () => ctx.rows.rows,
    historicalFilterOn: historicalFilterOn(ctx.filters, ctx.applied),
  };
  const upserts =
    message.methodName === 'Bulk'
      ? (message.viewModels ?? [])
      : message.methodName === 'Deleted' || message.methodName === 'BulkDelete'
        ? []
        : message.viewModel
          ? [message.viewModel]
          : [];
  // Compared as the hub sends them (every field of the list), kept as the rows call answers them (the grid's fields).
  const outside = upserts.filter((row) => row && !(matchesFixed(row, ctx.fixed ?? []) && matchesFilters(row, ctx.filters, ctx.applied)));
  const shape = (row: GridRow) => projectRow(row, ctx.fields);
  if (outside.length === 0) {
    const shaped = ctx.fields ? { ...message, viewModel: message.viewModel && shape(message.viewModel), viewModels: message.viewModels?.map((r) => r && shape(r)) } : message;
    return applyLiveMessage(shaped, state);
  }

  const outsideIds = new Set(outside.map(ctx.rowId));
  const kept = upserts.filter((row) => row && !outsideIds.has(ctx.rowId(row))).map(shape);
  // Shown rows that left the filter go; rows that never were shown are not added.
  const leaving = [...outsideIds].filter((id) => ctx.rows.get(id) !== undefined);
  // The message's own size decides between a transaction and new row data (over 1000 rows).
  const big = upserts.length > REPLACE_THRESHOLD;
  const result = applyLiveMessage({ viewName: message.viewName, methodName: 'Bulk', viewModels: kept }, big ? { ...state, replaceThreshold: 0 } : state);
  if (leaving.length === 0) return result;
  if (result.kind === 'replace') {
    const gone = new Set(leaving);
    return { ...result, rows: result.rows.filter((r) => !gone.has(ctx.rowId(r))) };
  }
  const transaction = result.kind === 'transaction' ? result.transaction : { add: [], update: [], remove: [] };
  transaction.remove.push(...leaving.map((id) => ctx.rows.get(id)!));
  return result.kind === 'transaction' ? { ...result, transaction } : { kind: 'transaction', transaction };
}

/** The delayed removal of historical rows, against the live rows. */
export function planExpiry(ids: string[], rows: LiveRows): RowTransaction<GridRow> | undefined {
  return expireRows(ids, { currentRow: (id) => rows.get(id) });
}

/** Marks a detail row with its master's newer version, so that the detail panel shows it (SchemaGrid reads it). */
export const LIVE_MASTER = '__liveMaster';

export function liveMasterOf(row: unknown): GridRow | undefined {
  return (row as Record<string, unknown> | undefined)?.[LIVE_MASTER] as GridRow | undefined;
}

/**
 * The transaction AG Grid gets for a master grid: the rows' transaction plus the detail rows of
 * expanded masters — removed with their master, refreshed (with the newer master) when it changes.
 */
export function withDetailChanges(tx: RowTransaction<GridRow>, rowId: (row: GridRow) => string, expanded: ReadonlySet<string>): RowTransaction<GridRow> {
  if (expanded.size === 0) return tx;
  const update = [...tx.update];
  const remove = [...tx.remove];
  for (const row of tx.update) {
    const id = rowId(row);
    if (expanded.has(id)) update.push({ [DETAIL_FLAG]: id, [LIVE_MASTER]: row });
  }
  for (const row of tx.remove) {
    const id = rowId(row);
    if (expanded.has(id)) remove.push({ [DETAIL_FLAG]: id });
  }
  return { add: tx.add, update, remove };
}
