import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { registerListRoute } from '../../lists/list-route';
import { sendMultiStatus } from '../../http/multi-status';
import { actorOf, eachRow, labelFrom } from '../../warehouse/route-helpers';
import { idsBody } from '../../warehouse/schemas';
import { cancelIngoingOrder, completeIngoingOrder } from '../../warehouse/ingoing';
import { ingoingOrderListView } from './list-view';

const orderLabel = 'select order_no as label from ingoing_orders where id = $1 and business_unit_id = $2';

/** Ingoing (purchase) orders: the list, complete order and cancel (receipts are terminal calls). */
export async function ingoingOrderRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  registerListRoute(app, ctx, '/api/IngoingOrder/description', ingoingOrderListView);

  app.patch<{ Body: { orderIds: number[] } }>(
    '/api/IngoingOrder/complete',
    { schema: { body: idsBody('orderIds') }, config: { permission: 'data/complete_order' } },
    async (request, reply) => {
      const actor = actorOf(request);
      const r = await eachRow(ctx, actor, request.body.orderIds, completeIngoingOrder, labelFrom(ctx, actor, orderLabel));
      return sendMultiStatus(reply, r.successCount, r.failed);
    },
  );

  app.put<{ Body: { orderIds: number[] } }>(
    '/api/IngoingOrder/cancel',
    { schema: { body: idsBody('orderIds') }, config: { permission: 'data/cancel_order' } },
    async (request, reply) => {
      const actor = actorOf(request);
      const r = await eachRow(ctx, actor, request.body.orderIds, cancelIngoingOrder, labelFrom(ctx, actor, orderLabel));
      return sendMultiStatus(reply, r.successCount, r.failed, 'Errors.Orders.notCancelled');
    },
  );
}
