import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { registerListRoute } from '../../lists/list-route';
import { sendMultiStatus } from '../../http/multi-status';
import { notFound } from '../../http/errors';
import { runWork } from '../../warehouse/run-work';
import { actorOf, eachRow, labelFrom } from '../../warehouse/route-helpers';
import { body, date, id, ids, idParams, optionalText, quantity, text } from '../../warehouse/schemas';
import { cancelOrder, unprepareOrder } from '../../warehouse/order-cancel';
import { adjustPickedQuantity, changeDeliveryPriority, changeDeliveryType, editLineQuantity } from '../../warehouse/order-edits';
import { outgoingOrderLineListView, outgoingOrderListView } from './list-view';

const orderLabel = `select order_no as label from outgoing_orders where id = $1 and business_unit_id = $2`;

/** Outgoing (sales) orders: the list, look-ups and the order actions (prepare, unprepare, cancel, split, priority date, delivery type, quantities). */
export async function outgoingOrderRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  registerListRoute(app, ctx, '/api/OutgoingOrder/description', outgoingOrderListView);
  // One row per line: the grid the dashboard's line widgets open (dashboard, issue 12).
  registerListRoute(app, ctx, '/api/OutgoingOrder/lines', outgoingOrderLineListView);

  app.get('/api/OutgoingOrder/orderType', { config: { permission: 'data/navigation' } }, async (request) => {
    const { rows } = await ctx.db.query<{ name: string }>(
      `select distinct order_type as name from outgoing_orders where business_unit_id = $1 union select unnest(array['Sales', 'Transfer', 'Return']) order by 1`,
      [request.caller.businessUnitId],
    );
    return { result: rows.map((r) => ({ name: r.name, description: r.name })) };
  });

  app.get('/api/OutgoingOrder/deliveryType', { config: { permission: 'data/navigation' } }, async (request) => {
    const { rows } = await ctx.db.query('select name, description from delivery_types where business_unit_id = $1 order by name', [request.caller.businessUnitId]);
    return { result: rows };
  });

  app.get<{ Params: { id: number } }>(
    '/api/OutgoingOrder/getCustomerInformation/:id',
    { schema: { params: idParams }, config: { permission: 'data/navigation' } },
    async (request) => {
      const { rows } = await ctx.db.query(
        `select order_no as "orderNo", customer_name as "customerName", company_name as "companyName", recipient, address, zip_code as "zipCode", city,
              country_code as "countryCode", email, phone, delivery_contact as "deliveryContact", invoice_contact as "invoiceContact"
         from outgoing_orders where id = $1 and business_unit_id = $2`,
        [request.params.id, request.caller.businessUnitId],
      );
      if (!rows[0]) throw notFound('Order not found');
      return { result: rows[0] };
    },
  );

  app.put<{ Body: { orderIds: number[] } }>(
    '/api/OutgoingOrder/cancel',
    { schema: { body: body({ orderIds: ids }, ['orderIds']) }, config: { permission: 'data/cancel_order' } },
    async (request, reply) => {
      const actor = actorOf(request);
      const r = await eachRow(ctx, actor, request.body.orderIds, (w, orderId) => cancelOrder(w, orderId), labelFrom(ctx, actor, orderLabel));
      return sendMultiStatus(reply, r.successCount, r.failed, 'Errors.Orders.notCancelled');
    },
  );

  // Cancel sales order: the sales side cancels by order number; the same rules as cancel order.
  app.post<{ Body: { orderNumbers: string[] } }>(
    '/api/OutgoingOrder/cancelsalesorder',
    {
      schema: { body: body({ orderNumbers: { type: 'array', minItems: 1, maxItems: 1000, items: text(100) } }, ['orderNumbers']) },
      config: { permission: 'data/cancel_sales_order' },
    },
    async (request, reply) => {
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
    },
  );

  app.put<{ Body: { taskId: number; confirmedQuantity: number; reasonText?: string | null } }>(
    '/api/OutgoingOrder/pickedStock',
    {
      schema: { body: body({ taskId: id, confirmedQuantity: { type: 'integer', minimum: 0, maximum: 1000000000 }, reasonText: optionalText() }, ['taskId', 'confirmedQuantity']) },
      config: { permission: 'data/adjust_picked_quantity' },
    },
    async (request) => {
      const b = request.body;
      await runWork(ctx, actorOf(request), (w) => adjustPickedQuantity(w, b.taskId, b.confirmedQuantity, b.reasonText ?? undefined));
      return { result: { taskId: b.taskId, confirmedQuantity: b.confirmedQuantity } };
    },
  );

  app.put<{ Params: { id: number } }>('/api/OutgoingOrder/unprepare/:id', { schema: { params: idParams }, config: { permission: 'data/unprepare' } }, async (request) => {
    await runWork(ctx, actorOf(request), (w) => unprepareOrder(w, request.params.id));
    return { result: { orderId: request.params.id } };
  });

  app.put<{ Body: { orderLineId: number; quantity: number } }>(
    '/api/OutgoingOrder/orderline/quantity',
    { schema: { body: body({ orderLineId: id, quantity }, ['orderLineId', 'quantity']) }, config: { permission: 'data/edit_order_quantity' } },
    async (request) => {
      await runWork(ctx, actorOf(request), (w) => editLineQuantity(w, request.body.orderLineId, request.body.quantity));
      return { result: request.body };
    },
  );

  app.put<{ Body: { orderIds: number[]; deliveryDate: string; priority?: number } }>(
    '/api/OutgoingOrder/DeliveryPriority',
    {
      schema: { body: body({ orderIds: ids, deliveryDate: date, priority: { type: 'integer', minimum: 1, maximum: 99 } }, ['orderIds', 'deliveryDate']) },
      config: { permission: 'data/change_priority_date' },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const { deliveryDate, priority } = request.body;
      const r = await eachRow(ctx, actor, request.body.orderIds, (w, orderId) => changeDeliveryPriority(w, orderId, deliveryDate, priority), labelFrom(ctx, actor, orderLabel));
      return sendMultiStatus(reply, r.successCount, r.failed);
    },
  );

  app.put<{ Body: { orderIds: number[]; deliveryType: string } }>(
    '/api/OutgoingOrder/DeliveryType',
    { schema: { body: body({ orderIds: ids, deliveryType: text(100) }, ['orderIds', 'deliveryType']) }, config: { permission: 'data/change_delivery_type' } },
    async (request, reply) => {
      const actor = actorOf(request);
      const r = await eachRow(ctx, actor, request.body.orderIds, (w, orderId) => changeDeliveryType(w, orderId, request.body.deliveryType), labelFrom(ctx, actor, orderLabel));
      return sendMultiStatus(reply, r.successCount, r.failed);
    },
  );
}
