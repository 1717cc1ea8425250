import { Type } from '@sinclair/typebox';
import { nullableNumber, nullableText, requiredText } from '../master-data-parts';

/* The add/edit material dialog's request schemas, as the server validated them before the table. */

/** A unit of measure as the add/edit material dialog sends it . */
export interface UnitOfMeasureInput {
  id?: number;
  uoMType: string;
  quantity: number;
  container?: string | null;
  isShipable?: boolean;
  height?: number | null;
  length?: number | null;
  width?: number | null;
  weight?: number | null;
}

export interface BomLineInput {
  materialId: number;
  quantity: number;
}

/** Every editable material field; on update, a field left out keeps its value. */
export interface MaterialInput {
  itemNo?: string;
  name?: string;
  description?: string | null;
  barcode?: string | null;
  ean?: string | null;
  baseUoM?: string;
  costPrice?: number | null;
  salesPrice?: number | null;
  abc?: 'A' | 'B' | 'C' | null;
  materialGroup?: string | null;
  materialState?: string;
  height?: number | null;
  length?: number | null;
  width?: number | null;
  weight?: number | null;
  supplierId?: number | null;
  minimumWarehouseQuantity?: number | null;
  maximumWarehouseQuantity?: number | null;
  hasBatch?: boolean;
  hasSerialNumber?: boolean;
  hasExpDate?: boolean;
  colour?: string | null;
  size?: string | null;
  style?: string | null;
  imageUrl?: string | null;
  webShop?: boolean;
  wooCommerceId?: string | null;
  materialIdentifiers?: string[];
  alternativeMaterialIds?: number[];
  billOfMaterial?: BomLineInput[];
  unitsOfMeasure?: UnitOfMeasureInput[];
}

export const MATERIAL_STATES = ['Active', 'Inactive', 'Blocked'] as const;

const unitOfMeasure = {
  type: 'object',
  additionalProperties: false,
  required: ['uoMType', 'quantity'],
  properties: {
    id: { type: 'integer', minimum: 1 },
    uoMType: requiredText(20),
    // Quantities: whole numbers greater than 0.
    quantity: { type: 'integer', minimum: 1, maximum: 1_000_000 },
    container: nullableText(50),
    isShipable: { type: 'boolean' },
    height: nullableNumber(),
    length: nullableNumber(),
    width: nullableNumber(),
    weight: nullableNumber(),
  },
} as const;

const materialProperties = {
  itemNo: requiredText(50),
  name: requiredText(200),
  description: nullableText(2000),
  barcode: nullableText(100),
  ean: { type: ['string', 'null'], pattern: '^([0-9]{8}|[0-9]{12,14})?$' },
  baseUoM: requiredText(20),
  costPrice: { type: ['number', 'null'] },
  salesPrice: { type: ['number', 'null'] },
  abc: { enum: ['A', 'B', 'C', null] },
  materialGroup: nullableText(100),
  materialState: { enum: MATERIAL_STATES },
  height: nullableNumber(),
  length: nullableNumber(),
  width: nullableNumber(),
  weight: nullableNumber(),
  supplierId: { type: ['integer', 'null'], minimum: 1 },
  minimumWarehouseQuantity: { type: ['integer', 'null'], minimum: 1 },
  maximumWarehouseQuantity: { type: ['integer', 'null'], minimum: 1 },
  hasBatch: { type: 'boolean' },
  hasSerialNumber: { type: 'boolean' },
  hasExpDate: { type: 'boolean' },
  colour: nullableText(100),
  size: nullableText(100),
  style: nullableText(100),
  imageUrl: { type: ['string', 'null'], maxLength: 2000, pattern: '^(https?://\\S+)?$' },
  webShop: { type: 'boolean' },
  wooCommerceId: nullableText(100),
  materialIdentifiers: { type: 'array', maxItems: 50, uniqueItems: true, items: requiredText(100) },
  alternativeMaterialIds: { type: 'array', maxItems: 50, uniqueItems: true, items: { type: 'integer', minimum: 1 } },
  billOfMaterial: {
    type: 'array',
    maxItems: 200,
    items: {
      type: 'object',
      additionalProperties: false,
      required: ['materialId', 'quantity'],
      properties: { materialId: { type: 'integer', minimum: 1 }, quantity: { type: 'integer', minimum: 1, maximum: 1_000_000 } },
    },
  },
  unitsOfMeasure: { type: 'array', maxItems: 20, items: unitOfMeasure },
} as const;

const createMaterialPlain = {
  type: 'object',
  additionalProperties: false,
  required: ['itemNo', 'name', 'baseUoM'],
  properties: materialProperties,
} as const;

const updateMaterialPlain = {
  type: 'object',
  additionalProperties: false,
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1 }, ...materialProperties },
} as const;

export const createMaterialBody = Type.Unsafe<MaterialInput>(createMaterialPlain);
export const updateMaterialBody = Type.Unsafe<MaterialInput & { id: number }>(updateMaterialPlain);
