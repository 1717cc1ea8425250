/** JSON schemas of the purchase draft calls (unknown properties refused). */
import { date } from '@cockpit/contracts/schema-parts';

const draftNumber = { type: 'string', minLength: 1, maxLength: 40, pattern: '\\S' } as const;
const orderNo = { type: 'string', minLength: 1, maxLength: 40, pattern: '\\S' } as const;

// orderedQuantity is a number here, not an integer: the rule (whole number above 0) answers with
// the user's message from draft-rules.ts rather than a schema error.
const lines = {
  type: 'array',
  maxItems: 5000,
  items: {
    type: 'object',
    additionalProperties: false,
    required: ['materialId', 'orderedQuantity'],
    properties: {
      materialId: { type: 'integer', minimum: 1 },
      orderedQuantity: { type: 'number', minimum: -1e9, maximum: 1e9 },
      calculatedDemand: { type: 'number', minimum: 0, maximum: 1e9 },
    },
  },
} as const;

export const draftsBody = {
  type: 'object',
  additionalProperties: false,
  required: ['drafts'],
  properties: {
    drafts: {
      type: 'array',
      minItems: 1,
      maxItems: 500,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['supplierId', 'lines'],
        properties: {
          supplierId: { type: 'integer', minimum: 1 },
          draftNumber,
          historyFrom: date,
          historyTo: date,
          leadTimeDays: { type: 'integer', minimum: 0, maximum: 3650 },
          lines,
        },
      },
    },
  },
} as const;

export const updateDraftBody = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'lines'],
  properties: { id: { type: 'integer', minimum: 1 }, draftNumber, lines },
} as const;

export const criteriaQuery = {
  type: 'object',
  additionalProperties: false,
  required: ['supplierIds', 'historyFrom', 'historyTo'],
  properties: {
    supplierIds: { type: 'array', minItems: 1, maxItems: 500, items: { type: 'integer', minimum: 1 } },
    materialGroup: { type: 'string', minLength: 1, maxLength: 100 },
    abc: { type: 'string', minLength: 1, maxLength: 10 },
    historyFrom: date,
    historyTo: date,
    useForecast: { type: 'boolean' },
    leadTimeDays: { type: 'integer', minimum: 0, maximum: 3650 },
    onlyWithDemand: { type: 'boolean' },
  },
} as const;

export const countQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { count: { type: 'integer', minimum: 1, maximum: 500 } },
} as const;

export const createPoBody = {
  type: 'object',
  additionalProperties: false,
  required: ['draftIds', 'receivingDate'],
  properties: {
    draftIds: { type: 'array', minItems: 1, maxItems: 500, items: { type: 'integer', minimum: 1 } },
    // Only with one draft; empty, each order takes the next number (the one GetOrderNo shows).
    orderNo: { anyOf: [orderNo, { type: 'null' }, { type: 'string', maxLength: 0 }] },
    receivingDate: date,
    deliveryDate: { anyOf: [date, { type: 'null' }] },
    deliveryPriority: { type: 'integer', minimum: 1, maximum: 9 },
    deliveryType: { type: ['string', 'null'], maxLength: 100 },
  },
} as const;
