import { actorOf, type AppContext, eachRow, type FastifyInstance, labelFrom, registerListRoute, registerRoute, runWork, sendMultiStatus } from '@cockpit/server/sdk';
import { registerEachRow } from '../each-row-route';
import { cancelOrder, unprepareOrder } from '../engine/order-cancel';
import { adjustPickedQuantity, changeDeliveryPriority, changeDeliveryType, editLineQuantity } from '../engine/order-edits';
import { OutgoingOrder } from '../../routes';
import { outgoingOrderLineListView, outgoingOrderListView } from './list-view';

const orderLabel = `select order_no as label from outgoing_orders where id = $1 and business_unit_id = $2`;

/** Outgoing (sales) orders: the lists and the order actions (route-table/outgoing-orders.ts); its look-ups are the host's. */
export async function outgoingOrderRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  registerListRoute(app, ctx, OutgoingOrder.description, outgoingOrderListView);
  // One row per line: the grid the dashboard's line widgets open.
  registerListRoute(app, ctx, OutgoingOrder.lines, outgoingOrderLineListView);

  registerEachRow(app, ctx, OutgoingOrder.cancel, {
    ids: (q) => q.body.orderIds,
    action: (w, orderId) => cancelOrder(w, orderId),
    label: orderLabel,
    failedTitle: 'Errors.Orders.notCancelled',
  });

  // Cancel sales order: the sales side cancels by order number; the same rules as cancel order.
  registerRoute(app, OutgoingOrder.cancelsalesorder, async (request, reply) => {
    const actor = actorOf(request);
    const { rows } = await ctx.db.query<{ id: number; orderNo: string }>(
      'select id, order_no as "orderNo" from outgoing_orders where business_unit_id = $1 and order_no = any($2::text[])',
      [actor.businessUnitId, request.body.orderNumbers],
    );
    const missing = request.body.orderNumbers.filter((n) => !rows.some((r) => r.orderNo === n));
    const r = await eachRow(
      ctx,
      actor,
      rows.map((o) => o.id),
      (w, orderId) => cancelOrder(w, orderId),
      labelFrom(ctx, actor, orderLabel),
    );
    const failed = [...missing.map((n) => ({ id: n, label: n, code: 'NotFound', message: 'Order not found' })), ...r.failed];
    return sendMultiStatus(reply, r.successCount, failed, 'Errors.Orders.notCancelled');
  });

  registerRoute(app, OutgoingOrder.pickedStock, async (request) => {
    const b = request.body;
    await runWork(ctx, actorOf(request), (w) => adjustPickedQuantity(w, b.taskId, b.confirmedQuantity, b.reasonText ?? undefined));
    return { result: { taskId: b.taskId, confirmedQuantity: b.confirmedQuantity } };
  });

  registerRoute(app, OutgoingOrder.unprepare, async (request) => {
    await runWork(ctx, actorOf(request), (w) => unprepareOrder(w, request.params.id));
    return { result: { orderId: request.params.id } };
  });

  registerRoute(app, OutgoingOrder.orderlineQuantity, async (request) => {
    await runWork(ctx, actorOf(request), (w) => editLineQuantity(w, request.body.orderLineId, request.body.quantity));
    return { result: request.body };
  });

  registerEachRow(app, ctx, OutgoingOrder.DeliveryPriority, {
    ids: (q) => q.body.orderIds,
    action: (w, orderId, q) => changeDeliveryPriority(w, orderId, q.body.deliveryDate, q.body.priority),
    label: orderLabel,
  });
  registerEachRow(app, ctx, OutgoingOrder.DeliveryType, {
    ids: (q) => q.body.orderIds,
    action: (w, orderId, q) => changeDeliveryType(w, orderId, q.body.deliveryType),
    label: orderLabel,
  });
}
