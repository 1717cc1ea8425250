import {
  actorOf,
  type AppContext,
  type FailedLine,
  type FastifyInstance,
  LABEL_SQL,
  lineLabels,
  registerListRoute,
  registerRoute,
  runWork,
  sendMultiStatus,
} from '@cockpit/server/sdk';
import { setMinMax } from '../engine/maintenance';
import { levelsFor, replenishForPendingLines, replenishLevel } from '../engine/replenish';
import { Maintenance } from '../../routes';
import { maintenanceListView } from './list-view';

/** Maintenance (replenishment): min/max levels and the min/max and order-based replenishment runs (route-table/maintenance.ts). */
export async function maintenanceRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  registerListRoute(app, ctx, Maintenance.description, maintenanceListView);

  registerRoute(app, Maintenance.minMax, async (request) => ({ result: { id: await runWork(ctx, actorOf(request), (w) => setMinMax(w, request.body)) } }));

  // Needs the feature MaintenanceMinMax (the definition's feature, checked before this handler).
  registerRoute(app, Maintenance.replenishMinMax, async (request, reply) => {
    const actor = actorOf(request);
    const levels = await runWork(ctx, actor, (w) => levelsFor(w, request.body.ids));
    let created = 0;
    // Asked-for levels this business unit does not have (another unit's ids) are not found.
    const failed: FailedLine[] = [...new Set(request.body.ids ?? [])]
      .filter((id) => !levels.some((l) => l.id === id))
      .map((id) => ({ id, code: 'NotFound', message: 'Maintenance level not found' }));
    // Each level named by its item number and location, as the grid shows it, never by its id.
    const names = await lineLabels(
      ctx.db,
      LABEL_SQL.maintenanceLevel,
      levels.map((l) => l.id),
      actor.businessUnitId,
    );
    for (const l of levels) {
      // One transaction per level: a level without bulk stock does not hold up the others.
      const r = await runWork(ctx, actor, (w) => replenishLevel(w, l));
      if (r.id !== null) created++;
      else if (r.reason === 'NoBulkStock' || (request.body.ids && r.reason !== 'NoNeed'))
        failed.push({
          id: l.id,
          label: names.get(l.id),
          code: `Maintenance.${r.reason}`,
          message: r.reason === 'Open' ? 'A replenishment is already open' : 'No stock in bulk locations',
        });
    }
    return sendMultiStatus(reply, created, failed);
  });

  // Needs the feature MaintenanceOrderBased (the definition's feature, checked before this handler).
  registerRoute(app, Maintenance.replenishOrderBased, async (request, reply) => {
    const actor = actorOf(request);
    const r = await runWork(ctx, actor, (w) => replenishForPendingLines(w));
    const names = await lineLabels(
      ctx.db,
      LABEL_SQL.material,
      r.failed.map((f) => f.materialId),
      actor.businessUnitId,
    );
    const failed = r.failed.map((f) => ({
      id: f.materialId,
      label: names.get(f.materialId),
      code: `Maintenance.${f.reason}`,
      message: f.reason === 'NoPickLocation' ? 'The material has no pick location' : 'No stock in bulk locations',
    }));
    return sendMultiStatus(reply, r.created, failed);
  });
}
