import { actorOf, type AppContext, eachRow, type FastifyInstance, forbidden, labelFrom, registerListRoute, registerRoute, runWork, sendMultiStatus } from '@cockpit/server/sdk';
import { registerEachRow } from '../each-row-route';
import { reassignOperation } from '../engine/job-create';
import { setExecutionPriority } from '../engine/operations';
import { cancelOrderProcess, unprepareOrder } from '../engine/order-cancel';
import { type PrepareMode, prepareOrder } from '../engine/prepare';
import { refreshOutgoingOrders } from '../engine/refresh';
import { splitOrder } from '../engine/split-order';
import { Process, ProcessDefinition, Operation, Tools } from '../../routes';
import { operationListView } from './list-view';

const orderLabel = `select order_no as label from outgoing_orders where id = $1 and business_unit_id = $2`;

/** Operations (the Operations grid) and the Process calls that prepare and unprepare orders (route-table/operations.ts). */
export async function operationRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  registerListRoute(app, ctx, Operation.description, operationListView);

  const prepareRoute = (route: typeof Process.prepare, mode: PrepareMode) =>
    registerRoute(app, route, async (request, reply) => {
      const actor = actorOf(request);
      const r = await eachRow(
        ctx,
        actor,
        request.body.orderIds,
        async (w, orderId) => {
          const outcome = await prepareOrder(w, orderId, mode);
          if (outcome.shortLines.length)
            return { failed: { code: 'Orders.NotEnoughStock', message: 'Not enough stock in pick locations', details: { lines: outcome.shortLines } } };
          return outcome;
        },
        labelFrom(ctx, actor, orderLabel),
      );
      return sendMultiStatus(reply, r.successCount, r.failed, 'Errors.Orders.notPrepared');
    });
  prepareRoute(Process.prepare, 'all');
  prepareRoute(Process.preparePartly, 'partly');
  prepareRoute(Process.prepareAndWait, 'wait');

  registerEachRow(app, ctx, Process.unprepare, { ids: (q) => q.body.orderIds, action: (w, orderId) => unprepareOrder(w, orderId), label: orderLabel });
  registerEachRow(app, ctx, Process.cancelOrderInProcesses, { ids: (q) => q.body.orderIds, action: (w, orderId) => cancelOrderProcess(w, orderId), label: orderLabel });
  registerEachRow(app, ctx, Process.executionPriority, {
    ids: (q) => q.body.operationIds,
    action: (w, operationId, q) => setExecutionPriority(w, operationId, q.body.executionPriority),
  });

  registerRoute(app, ProcessDefinition.activeCategories, async (request) => {
    const { rows } = await ctx.db.query<{ name: string }>(
      `select distinct process_definition_category as name from jobs where business_unit_id = $1 and state in ('Initial', 'Started') order by 1`,
      [request.caller.businessUnitId],
    );
    return { result: rows.map((r) => ({ name: r.name, description: r.name })) };
  });

  registerRoute(app, Operation.SplitOrder, async (request) => ({
    result: await runWork(ctx, actorOf(request), (w) => splitOrder(w, request.body.orderId, request.body.orderLineIds)),
  }));

  registerRoute(app, Operation.reassign, async (request, reply) => {
    const { userId, userRoleId } = request.body;
    const r = await eachRow(ctx, actorOf(request), request.body.operationIds, (w, operationId) => reassignOperation(w, operationId, { userId, userRoleId }));
    return sendMultiStatus(reply, r.successCount, r.failed);
  });

  /** Recomputes line, operation and order states of open orders (a repair tool; administrators only). */
  registerRoute(app, Tools.UpdateOperationViewData, async (request) => {
    if (!request.caller.isAdmin) throw forbidden();
    const { rows } = await ctx.db.query<{ id: number }>(`select id from outgoing_orders where business_unit_id = $1 and state in ('Initial', 'Started') order by id`, [
      request.caller.businessUnitId,
    ]);
    for (let i = 0; i < rows.length; i += 200) {
      const chunk = rows.slice(i, i + 200).map((r) => r.id);
      await runWork(ctx, actorOf(request), async (w) => {
        await w.query('select id from outgoing_orders where id = any($1::int[]) order by id for update', [chunk]);
        await refreshOutgoingOrders(w, chunk);
      });
    }
    return { result: { orders: rows.length } };
  });
}
