import { actorOf, type AppContext, eachRow, type FastifyInstance, labelFrom, registerListRoute, registerRoute, sendMultiStatus } from '@cockpit/server/sdk';
import { cancelIngoingOrder, completeIngoingOrder } from '../engine/ingoing';
import { IngoingOrder } from '../../routes';
import { ingoingOrderListView } from './list-view';

const orderLabel = 'select order_no as label from ingoing_orders where id = $1 and business_unit_id = $2';

/** Ingoing (purchase) orders: the list, complete order and cancel (receipts are terminal calls; route-table/ingoing-orders.ts). */
export async function ingoingOrderRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  registerListRoute(app, ctx, IngoingOrder.description, ingoingOrderListView);

  registerRoute(app, IngoingOrder.complete, async (request, reply) => {
    const actor = actorOf(request);
    const r = await eachRow(ctx, actor, request.body.orderIds, completeIngoingOrder, labelFrom(ctx, actor, orderLabel));
    return sendMultiStatus(reply, r.successCount, r.failed);
  });

  registerRoute(app, IngoingOrder.cancel, async (request, reply) => {
    const actor = actorOf(request);
    const r = await eachRow(ctx, actor, request.body.orderIds, cancelIngoingOrder, labelFrom(ctx, actor, orderLabel));
    return sendMultiStatus(reply, r.successCount, r.failed, 'Errors.Orders.notCancelled');
  });
}
