import { Type } from '@sinclair/typebox';
import { nullable } from './warehouse-parts';

/** The schema pieces of the master-data routes (materials, locations, suppliers ...), as the server validated them before the table. */

/** DELETE ...?ids=1&ids=2 (repeated ids parameters). */
export const idsQuery = Type.Object({ ids: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: 1000 }) }, { additionalProperties: false });

export const idParams = Type.Object({ id: Type.Integer({ minimum: 1 }) }, { additionalProperties: false });

export const nullableText = (maxLength: number) => Type.Unsafe<string | null>({ type: ['string', 'null'], maxLength });
export const requiredText = (maxLength: number) => Type.String({ minLength: 1, maxLength, pattern: '\\S' });
export const nullableNumber = (minimum = 0) => Type.Unsafe<number | null>({ type: ['number', 'null'], minimum });
export const nullableInteger = (minimum: number) => Type.Unsafe<number | null>({ type: ['integer', 'null'], minimum });

/** The fields of a material with its supplier, as the supplier and purchase pages pick from (answers). */
export const materialSummaryFields = {
  id: Type.Integer(),
  itemNo: Type.String(),
  name: Type.String(),
  barcode: nullable(Type.String()),
  baseUoM: Type.String(),
  materialState: Type.String(),
  costPrice: nullable(Type.Union([Type.Number(), Type.String()])),
  supplierId: nullable(Type.Integer()),
  supplierName: nullable(Type.String()),
};

/** A GET without parameters: anything in the query string is a mistake worth a 400. */
export const noQuery = Type.Object({}, { additionalProperties: false });
