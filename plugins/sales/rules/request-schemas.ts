import type { OrderCustomer } from '@cockpit/contracts/order-customer';
import { MAX_SALES_ORDER_LINES, MAX_SALES_PRICE, MAX_SALES_QUANTITY } from './order-rules';

/**
 * JSON schemas of the sales routes: shapes and lengths only (unknown properties refused). The
 * business rules (quantity > 0, price with 2 decimals, discount ...) are core/src/sales-rules'
 * and answer 422 with every broken rule, so a number out of range is not a bare 400 here.
 */
const text = (maxLength: number) => ({ type: ['string', 'null'], maxLength }) as const;
const id = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;

const customerFields = {
  orderType: { type: 'string', minLength: 1, maxLength: 50 },
  customerName: text(200),
  companyName: text(200),
  address: text(300),
  zipCode: text(20),
  city: text(100),
  countryCode: { type: ['string', 'null'], maxLength: 2, pattern: '^([A-Za-z]{2})?$' },
  email: text(200),
  phone: text(50),
  deliveryType: text(100),
  discount: { type: ['number', 'null'], minimum: -MAX_SALES_PRICE, maximum: MAX_SALES_PRICE },
} as const;

export const orderLineSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['materialId', 'quantity'],
  properties: {
    materialId: id,
    quantity: { type: 'number', minimum: -MAX_SALES_QUANTITY, maximum: MAX_SALES_QUANTITY },
    adjustedPrice: { type: ['number', 'null'], minimum: -MAX_SALES_PRICE, maximum: MAX_SALES_PRICE },
  },
} as const;

const lines = { type: 'array', maxItems: MAX_SALES_ORDER_LINES, items: orderLineSchema } as const;

export const salesOrderBody = {
  type: 'object',
  additionalProperties: false,
  required: ['lines'],
  properties: { orderNumber: { type: 'string', minLength: 1, maxLength: 50, pattern: '^\\S+$' }, ...customerFields, lines },
} as const;

export const draftBody = salesOrderBody;
export const updateDraftBody = {
  ...salesOrderBody,
  required: ['id', 'lines'],
  properties: { ...salesOrderBody.properties, id },
} as const;

/** PUT /api/SalesOrder/{id}: the form without the order number (an order keeps its number). */
export const updateOrderBody = {
  type: 'object',
  additionalProperties: false,
  required: ['lines'],
  properties: { ...customerFields, lines },
} as const;

export const orderIdParams = { type: 'object', additionalProperties: false, required: ['id'], properties: { id } } as const;

export const resolveBody = {
  type: 'object',
  additionalProperties: false,
  required: ['lines'],
  properties: {
    lines: {
      type: 'array',
      maxItems: MAX_SALES_ORDER_LINES,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['row', 'reference'],
        properties: {
          row: { type: 'integer', minimum: 0, maximum: 10_000_000 },
          reference: { type: 'string', maxLength: 100 },
          quantity: { type: ['string', 'number', 'null'], maxLength: 30 },
          price: { type: ['string', 'number', 'null'], maxLength: 30 },
        },
      },
    },
    alreadyAdded: { type: 'array', maxItems: MAX_SALES_ORDER_LINES, items: id },
  },
} as const;

export const fromDraftBody = { type: 'object', additionalProperties: false, required: ['id'], properties: { id } } as const;

export const customerSearchQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { search: { type: 'string', maxLength: 100 } },
} as const;

export const detailQuery = { type: 'object', additionalProperties: false, required: ['id'], properties: { id } } as const;

/** A sales order or draft as the form sends it: the order's customer fields (`customerFields` above) and its lines. */
export interface SalesOrderBody extends OrderCustomer {
  orderNumber?: string;
  lines: Array<{ materialId: number; quantity: number; adjustedPrice?: number | null }>;
}
