import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { registerListRoute } from '../../lists/list-route';
import { sendMultiStatus } from '../../http/multi-status';
import { forbidden } from '../../http/errors';
import { runWork } from '../../warehouse/run-work';
import { actorOf, eachRow, labelFrom } from '../../warehouse/route-helpers';
import { body, id, ids, idsBody } from '../../warehouse/schemas';
import { prepareOrder, type PrepareMode } from '../../warehouse/prepare';
import { cancelOrderProcess, unprepareOrder } from '../../warehouse/order-cancel';
import { splitOrder } from '../../warehouse/split-order';
import { reassignOperation } from '../../warehouse/job-create';
import { refreshOutgoingOrders } from '../../warehouse/refresh';
import { setExecutionPriority } from '../../warehouse/operations';
import { operationListView } from './list-view';

const orderLabel = `select order_no as label from outgoing_orders where id = $1 and business_unit_id = $2`;

/** Operations (the Operations grid) and the Process calls that prepare and unprepare orders. */
export async function operationRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  registerListRoute(app, ctx, '/api/Operation/description', operationListView);

  const prepareRoute = (path: string, permission: string, mode: PrepareMode) =>
    app.put<{ Body: { orderIds: number[] } }>(path, { schema: { body: idsBody('orderIds') }, config: { permission } }, async (request, reply) => {
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
  prepareRoute('/api/Process/prepare', 'data/prepare', 'all');
  prepareRoute('/api/Process/preparePartly', 'data/partly_prepare', 'partly');
  prepareRoute('/api/Process/prepareAndWait', 'data/prepare_and_wait', 'wait');

  app.put<{ Body: { orderIds: number[] } }>(
    '/api/Process/unprepare',
    { schema: { body: idsBody('orderIds') }, config: { permission: 'data/unprepare' } },
    async (request, reply) => {
      const actor = actorOf(request);
      const r = await eachRow(ctx, actor, request.body.orderIds, (w, orderId) => unprepareOrder(w, orderId), labelFrom(ctx, actor, orderLabel));
      return sendMultiStatus(reply, r.successCount, r.failed);
    },
  );

  app.put<{ Body: { orderIds: number[] } }>(
    '/api/Process/cancelOrderInProcesses',
    { schema: { body: idsBody('orderIds') }, config: { permission: 'data/cancel_order_process' } },
    async (request, reply) => {
      const actor = actorOf(request);
      const r = await eachRow(ctx, actor, request.body.orderIds, (w, orderId) => cancelOrderProcess(w, orderId), labelFrom(ctx, actor, orderLabel));
      return sendMultiStatus(reply, r.successCount, r.failed);
    },
  );

  app.put<{ Body: { operationIds: number[]; executionPriority: number } }>(
    '/api/Process/executionPriority',
    {
      schema: { body: body({ operationIds: ids, executionPriority: { type: 'integer', minimum: 1, maximum: 99 } }, ['operationIds', 'executionPriority']) },
      config: { permission: 'data/change_priority_date' },
    },
    async (request, reply) => {
      const r = await eachRow(ctx, actorOf(request), request.body.operationIds, (w, operationId) => setExecutionPriority(w, operationId, request.body.executionPriority));
      return sendMultiStatus(reply, r.successCount, r.failed);
    },
  );

  app.get('/api/ProcessDefinition/activeCategories', { config: { permission: 'data/navigation' } }, async (request) => {
    const { rows } = await ctx.db.query<{ name: string }>(
      `select distinct process_definition_category as name from jobs where business_unit_id = $1 and state in ('Initial', 'Started') order by 1`,
      [request.caller.businessUnitId],
    );
    return { result: rows.map((r) => ({ name: r.name, description: r.name })) };
  });

  app.post<{ Body: { orderId: number; orderLineIds: number[] } }>(
    '/api/Operation/SplitOrder',
    { schema: { body: body({ orderId: id, orderLineIds: ids }, ['orderId', 'orderLineIds']) }, config: { permission: 'data/split_order' } },
    async (request) => ({ result: await runWork(ctx, actorOf(request), (w) => splitOrder(w, request.body.orderId, request.body.orderLineIds)) }),
  );

  app.put<{ Body: { operationIds: number[]; userId?: number; userRoleId?: number } }>(
    '/api/Operation/reassign',
    {
      schema: { body: { ...body({ operationIds: ids, userId: id, userRoleId: id }, ['operationIds']), oneOf: [{ required: ['userId'] }, { required: ['userRoleId'] }] } },
      config: { permission: 'data/reassign' },
    },
    async (request, reply) => {
      const { userId, userRoleId } = request.body;
      const r = await eachRow(ctx, actorOf(request), request.body.operationIds, (w, operationId) => reassignOperation(w, operationId, { userId, userRoleId }));
      return sendMultiStatus(reply, r.successCount, r.failed);
    },
  );

  /** Recomputes line, operation and order states of open orders (a repair tool; administrators only). */
  app.post('/api/Tools/UpdateOperationViewData', { config: {} }, async (request) => {
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
