import { type AppContext, type FastifyInstance, registerListRoute } from '@cockpit/server/sdk';
import { registerEachRow } from '../each-row-route';
import { cancelIngoingOrder, completeIngoingOrder } from '../engine/ingoing';
import { IngoingOrder } from '../../routes';
import { ingoingOrderListView } from './list-view';

const orderLabel = 'select order_no as label from ingoing_orders where id = $1 and business_unit_id = $2';

/** Ingoing (purchase) orders: the list, complete order and cancel (receipts are terminal calls; route-table/ingoing-orders.ts). */
export async function ingoingOrderRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  registerListRoute(app, ctx, IngoingOrder.description, ingoingOrderListView);

  registerEachRow(app, ctx, IngoingOrder.complete, { ids: (q) => q.body.orderIds, action: completeIngoingOrder, label: orderLabel });
  registerEachRow(app, ctx, IngoingOrder.cancel, { ids: (q) => q.body.orderIds, action: cancelIngoingOrder, label: orderLabel, failedTitle: 'Errors.Orders.notCancelled' });
}
