import { type AnswerOf, routes } from '@cockpit/contracts';
import { type AppContext, notFound, registerRoute, type FastifyInstance } from '@cockpit/server/sdk';

const { OutgoingOrder } = routes;

/**
 * Outgoing orders' look-ups that other areas' screens read (order and delivery types, an order's
 * customer for the sales order page; packages/contracts/src/routes/outgoing-order-lookups.ts). The
 * orders' lists and actions are a plugin's.
 */
export async function outgoingOrderLookupRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  registerRoute(app, OutgoingOrder.orderType, async (request) => {
    const { rows } = await ctx.db.query<{ name: string }>(
      `select distinct order_type as name from outgoing_orders where business_unit_id = $1 union select unnest(array['Sales', 'Transfer', 'Return']) order by 1`,
      [request.caller.businessUnitId],
    );
    return { result: rows.map((r) => ({ name: r.name, description: r.name })) };
  });

  registerRoute(app, OutgoingOrder.deliveryType, async (request) => {
    const { rows } = await ctx.db.query<{ name: string; description: string | null }>('select name, description from delivery_types where business_unit_id = $1 order by name', [
      request.caller.businessUnitId,
    ]);
    return { result: rows };
  });

  registerRoute(app, OutgoingOrder.getCustomerInformation, async (request) => {
    const { rows } = await ctx.db.query<AnswerOf<typeof OutgoingOrder.getCustomerInformation>['result']>(
      `select order_no as "orderNo", customer_name as "customerName", company_name as "companyName", recipient, address, zip_code as "zipCode", city,
              country_code as "countryCode", email, phone, delivery_contact as "deliveryContact", invoice_contact as "invoiceContact"
         from outgoing_orders where id = $1 and business_unit_id = $2`,
      [request.params.id, request.caller.businessUnitId],
    );
    if (!rows[0]) throw notFound('Order not found');
    return { result: rows[0] };
  });
}
