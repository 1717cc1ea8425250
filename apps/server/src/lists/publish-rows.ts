import type { AppContext } from '../context';
import { listByIds } from './list-query';
import type { ListView } from './list-view';

/**
 * Publishes rows that a committed transaction created or changed, read again in exactly the
 * list's shape so that a grid can put them in as they are. Call after the transaction returned.
 */
export async function publishRows(ctx: AppContext, view: ListView, businessUnitId: number, ids: Array<number | string>): Promise<Record<string, unknown>[]> {
  if (ids.length === 0) return [];
  const rows = await listByIds(ctx.db, view, businessUnitId, ids);
  if (rows.length === 1) ctx.changes.publish({ viewName: view.name, businessUnitId, methodName: 'Single', viewModel: rows[0], id: ids[0] });
  else if (rows.length > 1) ctx.changes.publish({ viewName: view.name, businessUnitId, methodName: 'Bulk', viewModels: rows });
  return rows;
}

/** Publishes that rows are gone (a Deleted message for one, BulkDelete for several). */
export function publishDeleted(ctx: AppContext, viewName: string, businessUnitId: number, ids: Array<number | string>): void {
  if (ids.length === 1) ctx.changes.publish({ viewName, businessUnitId, methodName: 'Deleted', id: ids[0] });
  else if (ids.length > 1) ctx.changes.publish({ viewName, businessUnitId, methodName: 'BulkDelete', ids });
}
