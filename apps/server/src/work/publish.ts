import type { AppContext } from '../context';
import type { Queryable } from '../db/types';
import { listByIds } from '../lists/list-query';
import { listViews } from '../lists/list-view-registry';
import type { Work } from './work';

/** Maintenance rows whose location and material had a stock change. */
async function maintenanceIds(db: Queryable, w: Work): Promise<number[]> {
  if (w.stockPlaces.size === 0) return [];
  const pairs = [...w.stockPlaces].map((p) => p.split(':').map(Number));
  const { rows } = await db.query<{ id: number }>(
    `select ml.id from maintenance_levels ml join unnest($1::int[], $2::int[]) as p(material_id, location_id)
        on p.material_id = ml.material_id and p.location_id = ml.location_id`,
    [pairs.map((p) => p[0]), pairs.map((p) => p[1])],
  );
  return rows.map((r) => r.id);
}

/**
 * After commit: the changed rows, read again in exactly their list's shape (the list view of that
 * name, as its area registered it), and the deleted ids, published on the change feed under the
 * grid view names.
 */
export async function publishWork(ctx: Pick<AppContext, 'db' | 'changes'>, w: Work): Promise<void> {
  const bu = w.bu;
  w.touch('Maintenance', ...(await maintenanceIds(ctx.db, w)));
  for (const [view, ids] of w.changed) {
    if (ids.size === 0) continue;
    const rows = await listByIds(ctx.db, listViews.get(view), bu, [...ids]);
    if (rows.length === 1) ctx.changes.publish({ viewName: view, businessUnitId: bu, methodName: 'Single', viewModel: rows[0], id: Number((rows[0] as { id: number }).id) });
    else if (rows.length > 1)
      ctx.changes.publish({ viewName: view, businessUnitId: bu, methodName: 'Bulk', viewModels: rows, ids: rows.map((r) => Number((r as { id: number }).id)) });
  }
  for (const [view, ids] of w.deleted) {
    if (ids.size === 1) ctx.changes.publish({ viewName: view, businessUnitId: bu, methodName: 'Deleted', id: [...ids][0] });
    else if (ids.size > 1) ctx.changes.publish({ viewName: view, businessUnitId: bu, methodName: 'BulkDelete', ids: [...ids] });
  }
}
