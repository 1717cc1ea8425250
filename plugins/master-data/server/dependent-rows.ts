import { listByIds, listViews, type AppContext } from '@cockpit/server/sdk';

/**
 * Rows of other lists that show fields of a changed master-data row (a material's item number and
 * name on its stock rows, a location's name on its tasks...). Their own tables did not change, so
 * nothing else publishes them; without this a live grid keeps the old text until it is reloaded.
 */
export interface DependentRows {
  /** The dependent list's view name; its list view is looked up in the registry (each area declares its own). */
  viewName: string;
  /** Selects the dependent rows' ids (as `id`); $1 is the business unit, $2 the changed row's id. */
  idsSql: string;
}

/**
 * At most this many rows per dependent list are read again and published. More (a location holding
 * thousands of stock rows) publishes nothing for that list: one message would be a batch that
 * replaces the grid's data (over 1000 rows) and reading it would slow the save for
 * a rare case; those grids show the new text after their next load.
 */
export const DEPENDENT_ROWS_LIMIT = 1000;

/**
 * After commit: reads the dependent rows in their list's shape and publishes them (one row as a
 * single change, several as one Bulk). The ids of every list come in one query, so a change with
 * few dependents costs two or three round trips, not two per list. Returns how many rows each
 * list published. The change itself is committed already: a failure here is logged, never the
 * caller's answer.
 */
export async function publishDependentRows(
  ctx: Pick<AppContext, 'db' | 'changes' | 'log'>,
  businessUnitId: number,
  id: number,
  dependents: readonly DependentRows[],
): Promise<Record<string, number>> {
  try {
    return await publishAll(ctx, businessUnitId, id, dependents);
  } catch (err) {
    ctx.log.warn({ err }, 'publishing the rows of dependent lists failed');
    return {};
  }
}

async function publishAll(ctx: Pick<AppContext, 'db' | 'changes'>, businessUnitId: number, id: number, dependents: readonly DependentRows[]): Promise<Record<string, number>> {
  if (dependents.length === 0) return {};
  const lookups = dependents.map((d, i) => `(select ${i} as list, d.id from (${d.idsSql}) d order by d.id limit ${DEPENDENT_ROWS_LIMIT + 1})`);
  const { rows: found } = await ctx.db.query<{ list: number; id: number }>(lookups.join(' union all '), [businessUnitId, id]);
  const idsByList = dependents.map(() => [] as number[]);
  for (const row of found) idsByList[row.list].push(row.id);

  const published: Record<string, number> = {};
  await Promise.all(
    dependents.map(async ({ viewName }, i) => {
      const view = listViews.get(viewName);
      const ids = idsByList[i];
      published[view.name] = 0;
      if (ids.length === 0 || ids.length > DEPENDENT_ROWS_LIMIT) return;
      const rows = await listByIds<{ id: number }>(ctx.db, view, businessUnitId, ids);
      if (rows.length === 1) ctx.changes.publish({ viewName: view.name, businessUnitId, methodName: 'Single', viewModel: rows[0], id: rows[0].id });
      else if (rows.length > 1) ctx.changes.publish({ viewName: view.name, businessUnitId, methodName: 'Bulk', viewModels: rows, ids: rows.map((r) => r.id) });
      published[view.name] = rows.length;
    }),
  );
  return published;
}
