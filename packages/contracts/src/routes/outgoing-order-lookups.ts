import { Type } from '@sinclair/typebox';
import { defineRoute } from '../define-route';
import { idParams, open, result } from '../schema-parts';
import { namedOption, nullable } from '../warehouse-parts';

/** The customer of an order, as the sales order page copies it. */
const customerInformation = Type.Object(
  {
    orderNo: Type.String(),
    customerName: nullable(Type.String()),
    companyName: nullable(Type.String()),
    recipient: nullable(Type.String()),
    address: nullable(Type.String()),
    zipCode: nullable(Type.String()),
    city: nullable(Type.String()),
    countryCode: nullable(Type.String()),
    email: nullable(Type.String()),
    phone: nullable(Type.String()),
    deliveryContact: nullable(Type.String()),
    invoiceContact: nullable(Type.String()),
  },
  { additionalProperties: true },
);

/**
 * Outgoing orders' look-ups that other areas' screens read (the sales order page: order and delivery
 * types, an order's customer): kept in the host's table so that a plugin's console half calls them
 * typed without importing the warehouse plugin. The order lists and actions are the warehouse
 * plugin's (plugins/warehouse/route-table/outgoing-orders.ts).
 */
export const OutgoingOrder = {
  orderType: defineRoute({
    key: 'OutgoingOrder.orderType',
    method: 'GET',
    path: 'OutgoingOrder/orderType',
    permission: 'data/navigation',
    answer: open(result(Type.Array(namedOption))),
    description: 'The order types in use and the standard ones (Sales, Transfer, Return), as { name, description }.',
    example: { result: [{ name: 'Sales', description: 'Sales' }] },
  }),
  deliveryType: defineRoute({
    key: 'OutgoingOrder.deliveryType',
    method: 'GET',
    path: 'OutgoingOrder/deliveryType',
    permission: 'data/navigation',
    answer: open(result(Type.Array(Type.Object({ name: Type.String(), description: nullable(Type.String()) })))),
    description: 'The delivery types of the business unit, as { name, description }.',
  }),
  getCustomerInformation: defineRoute({
    key: 'OutgoingOrder.getCustomerInformation',
    method: 'GET',
    path: 'OutgoingOrder/getCustomerInformation/{id}',
    permission: 'data/navigation',
    params: idParams,
    answer: open(result(customerInformation)),
    description: "One order's customer: names, address, country, e-mail, phone and contacts.",
  }),
};
