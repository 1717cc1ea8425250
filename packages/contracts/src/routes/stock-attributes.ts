import { Type } from '@sinclair/typebox';
import { defineRoute, SIGNED_IN } from '../define-route';
import { LIST_READ } from '../door-permissions';
import { idParams, noQuery } from '../master-data-parts';
import { listAnswer, listQuery, open, openRow, result } from '../schema-parts';

export const STOCK_ATTRIBUTE_DATA_TYPES = ['String', 'Integer', 'Decimal', 'Date', 'Boolean', 'Enum'] as const;
/** When the handheld asks for the value: never, on receipt, on pick, or both. */
export const STOCK_ATTRIBUTE_HANDLINGS = ['None', 'OnReceipt', 'OnPick', 'OnReceiptAndPick'] as const;

/** A stock attribute as the dialog sends it. */
export interface StockAttributeInput {
  name: string;
  displayName: string;
  description?: string | null;
  dataType: (typeof STOCK_ATTRIBUTE_DATA_TYPES)[number];
  regexValidation?: string | null;
  required?: boolean;
  restrictedPreparation?: boolean;
  erpMaintained?: boolean;
  handling?: (typeof STOCK_ATTRIBUTE_HANDLINGS)[number];
  enumValues?: string[];
}

const requiredText = (maxLength: number) => ({ type: 'string', minLength: 1, maxLength, pattern: '\\S' }) as const;
const nullableText = (maxLength: number) => ({ type: ['string', 'null'], maxLength }) as const;
const properties = {
  // The technical name the terminals and the ERP use: no spaces.
  name: { type: 'string', minLength: 1, maxLength: 100, pattern: '^[A-Za-z][A-Za-z0-9_]*$' },
  displayName: requiredText(200),
  description: nullableText(2000),
  dataType: { enum: STOCK_ATTRIBUTE_DATA_TYPES },
  regexValidation: nullableText(500),
  required: { type: 'boolean' },
  restrictedPreparation: { type: 'boolean' },
  erpMaintained: { type: 'boolean' },
  handling: { enum: STOCK_ATTRIBUTE_HANDLINGS },
  enumValues: { type: 'array', maxItems: 200, uniqueItems: true, items: requiredText(100) },
} as const;

/** The dialog's bodies, kept as plain JSON Schema so that the validator's messages stay as they were. */
export const createStockAttributeBody = Type.Unsafe<StockAttributeInput>({
  type: 'object',
  additionalProperties: false,
  required: ['name', 'displayName', 'dataType'],
  properties,
});
export const updateStockAttributeBody = Type.Unsafe<StockAttributeInput & { id: number }>({
  type: 'object',
  additionalProperties: false,
  required: ['id', 'name', 'displayName', 'dataType'],
  properties: { id: { type: 'integer', minimum: 1 }, ...properties },
});

const SETTINGS = 'header/settings/stock_attributes';
const attributeRow = open(result(openRow('A row of the StockAttribute list (schemas/lists/StockAttribute.json).')));

/** Stock attribute configuration: reading is open to every signed-in user because stock lists show the attributes; changing them needs the settings permission. */
export const StockAttribute = {
  description: defineRoute({
    key: 'StockAttribute.description',
    method: 'GET',
    path: 'StockAttribute/description',
    permission: LIST_READ.StockAttribute,
    query: listQuery('StockAttribute'),
    answer: listAnswer(),
    description: 'Stock attribute definitions; with skip/take a page { data, totalCount }.',
  }),
  EnumOptions: defineRoute({
    key: 'StockAttribute.EnumOptions',
    method: 'GET',
    path: 'StockAttribute/EnumOptions',
    permission: SIGNED_IN,
    query: noQuery,
    answer: result(Type.Object({ dataType: Type.Array(Type.String()), handling: Type.Array(Type.String()) })),
    description: 'The values of dataType and handling.',
    example: { result: { dataType: [...STOCK_ATTRIBUTE_DATA_TYPES], handling: [...STOCK_ATTRIBUTE_HANDLINGS] } },
  }),
  create: defineRoute({
    key: 'StockAttribute.create',
    method: 'PUT',
    path: 'StockAttribute/create',
    permission: SETTINGS,
    body: createStockAttributeBody,
    answer: attributeRow,
    description: 'Add a stock attribute (regexValidation must compile); answers its row of the list.',
  }),
  update: defineRoute({
    key: 'StockAttribute.update',
    method: 'PUT',
    path: 'StockAttribute/update',
    permission: SETTINGS,
    body: updateStockAttributeBody,
    answer: attributeRow,
    description: 'Edit a stock attribute; answers its row of the list.',
  }),
  delete: defineRoute({
    key: 'StockAttribute.delete',
    method: 'DELETE',
    path: 'StockAttribute/{id}',
    permission: SETTINGS,
    params: idParams,
    answer: result(Type.Literal(true)),
    description: 'Delete a stock attribute.',
    example: { result: true },
  }),
} as const;
