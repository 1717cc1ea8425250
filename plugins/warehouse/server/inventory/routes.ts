import { actorOf, type AppContext, type FastifyInstance, listByIds, notFound, registerListRoute, registerRoute, runWork } from '@cockpit/server/sdk';
import { registerEachRow } from '../each-row-route';
import { acceptLine, addManualLine, approveInventory, cancelInventory, cancelLine } from '../engine/inventory-actions';
import { Inventory } from '../../routes';
import { taskListView } from '../tasks/list-view';
import { inventoryLineListView, inventoryListView } from './list-view';

const inventoryLabel = 'select journal_name as label from inventories where id = $1 and business_unit_id = $2';
const lineLabel = `select concat(i.journal_name, ' #', il.id) as label from inventory_lines il join inventories i on i.id = il.inventory_id where il.id = $1 and il.business_unit_id = $2`;

/** Inventory (stock counts): the journals, their lines, and accept/cancel/approve (route-table/inventory.ts). */
export async function inventoryRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  registerListRoute(app, ctx, Inventory.description, inventoryListView);
  registerListRoute(app, ctx, Inventory.lines, inventoryLineListView);

  registerRoute(app, Inventory.lineTasks, async (request) => {
    const bu = request.caller.businessUnitId;
    const { rows } = await ctx.db.query<{ id: number }>('select t.id from tasks t where t.inventory_line_id = $1 and t.business_unit_id = $2 order by t.id', [
      request.params.id,
      bu,
    ]);
    if (rows.length === 0) {
      const line = await ctx.db.query('select 1 from inventory_lines where id = $1 and business_unit_id = $2', [request.params.id, bu]);
      if (!line.rows[0]) throw notFound('Inventory line not found');
    }
    return {
      result: await listByIds(
        ctx.db,
        taskListView,
        bu,
        rows.map((r) => r.id),
      ),
    };
  });

  registerEachRow(app, ctx, Inventory.acceptLines, { ids: (q) => q.body.lineIds, action: acceptLine, label: lineLabel, failedTitle: 'Errors.Inventory.linesNotApproved' });
  registerEachRow(app, ctx, Inventory.cancelLines, { ids: (q) => q.body.lineIds, action: cancelLine, label: lineLabel, failedTitle: 'Errors.Inventory.linesNotCancelled' });

  // Needs the feature InventoryManual (the definition's feature, checked before this handler).
  registerRoute(app, Inventory.addLine, async (request) => {
    const b = request.body;
    return { result: { lineId: await runWork(ctx, actorOf(request), (w) => addManualLine(w, b.inventoryId, b.locationId, b.materialId)) } };
  });

  registerEachRow(app, ctx, Inventory.cancelInventory, { ids: (q) => q.body.ids, action: cancelInventory, label: inventoryLabel });
  registerEachRow(app, ctx, Inventory.approveInventory, { ids: (q) => q.body.ids, action: approveInventory, label: inventoryLabel, failedTitle: 'Errors.Inventory.notApproved' });
}
