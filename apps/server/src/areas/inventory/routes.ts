import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { registerListRoute } from '../../lists/list-route';
import { listByIds } from '../../lists/list-query';
import { sendMultiStatus } from '../../http/multi-status';
import { notFound } from '../../http/errors';
import { runWork } from '../../warehouse/run-work';
import { actorOf, eachRow, labelFrom, requireFeature } from '../../warehouse/route-helpers';
import { body, id, idParams, idsBody } from '../../warehouse/schemas';
import { acceptLine, addManualLine, approveInventory, cancelInventory, cancelLine } from '../../warehouse/inventory-actions';
import { listViews } from '../../lists/list-view-registry';
import { inventoryLineListView, inventoryListView } from './list-view';

const inventoryLabel = 'select journal_name as label from inventories where id = $1 and business_unit_id = $2';
const lineLabel = `select concat(i.journal_name, ' #', il.id) as label from inventory_lines il join inventories i on i.id = il.inventory_id where il.id = $1 and il.business_unit_id = $2`;

/** Inventory (stock counts): the journals, their lines, and accept/cancel/approve. */
export async function inventoryRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  registerListRoute(app, ctx, '/api/Inventory/description', inventoryListView);
  registerListRoute(app, ctx, '/api/Inventory/lines', inventoryLineListView);

  app.get<{ Params: { id: number } }>('/api/Inventory/lines/:id/tasks', { schema: { params: idParams }, config: { permission: 'data/navigation' } }, async (request) => {
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
        listViews.get('Task'),
        bu,
        rows.map((r) => r.id),
      ),
    };
  });

  app.put<{ Body: { lineIds: number[] } }>(
    '/api/Inventory/lines/accept',
    { schema: { body: idsBody('lineIds') }, config: { permission: 'data/approve_line' } },
    async (request, reply) => {
      const actor = actorOf(request);
      const r = await eachRow(ctx, actor, request.body.lineIds, acceptLine, labelFrom(ctx, actor, lineLabel));
      return sendMultiStatus(reply, r.successCount, r.failed, 'Errors.Inventory.linesNotApproved');
    },
  );

  app.put<{ Body: { lineIds: number[] } }>(
    '/api/Inventory/lines/cancel',
    { schema: { body: idsBody('lineIds') }, config: { permission: 'data/cancel_line' } },
    async (request, reply) => {
      const actor = actorOf(request);
      const r = await eachRow(ctx, actor, request.body.lineIds, cancelLine, labelFrom(ctx, actor, lineLabel));
      return sendMultiStatus(reply, r.successCount, r.failed, 'Errors.Inventory.linesNotCancelled');
    },
  );

  app.post<{ Body: { inventoryId: number; locationId: number; materialId: number } }>(
    '/api/Inventory/lines',
    { schema: { body: body({ inventoryId: id, locationId: id, materialId: id }, ['inventoryId', 'locationId', 'materialId']) }, config: { permission: 'data/create_inventory' } },
    async (request) => {
      requireFeature(request, 'InventoryManual');
      const b = request.body;
      return { result: { lineId: await runWork(ctx, actorOf(request), (w) => addManualLine(w, b.inventoryId, b.locationId, b.materialId)) } };
    },
  );

  app.put<{ Body: { ids: number[] } }>(
    '/api/Inventory/cancelInventory',
    { schema: { body: idsBody('ids') }, config: { permission: 'data/cancel_inventory' } },
    async (request, reply) => {
      const actor = actorOf(request);
      const r = await eachRow(ctx, actor, request.body.ids, cancelInventory, labelFrom(ctx, actor, inventoryLabel));
      return sendMultiStatus(reply, r.successCount, r.failed);
    },
  );

  app.put<{ Body: { ids: number[] } }>(
    '/api/Inventory/approveInventory',
    { schema: { body: idsBody('ids') }, config: { permission: 'data/approve_inventory' } },
    async (request, reply) => {
      const actor = actorOf(request);
      const r = await eachRow(ctx, actor, request.body.ids, approveInventory, labelFrom(ctx, actor, inventoryLabel));
      return sendMultiStatus(reply, r.successCount, r.failed, 'Errors.Inventory.notApproved');
    },
  );
}
