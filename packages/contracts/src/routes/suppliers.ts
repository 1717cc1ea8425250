import { Type } from '@sinclair/typebox';
import { ADMIN } from '../admin-permissions';
import { defineRoute, SIGNED_IN } from '../define-route';
import { LIST_READ, WRITE } from '../door-permissions';
import { idParams, idsQuery, noQuery, nullableText, requiredText } from '../master-data-parts';
import { listAnswer, listQuery, multiStatusAnswer, open, openRow, result } from '../schema-parts';

export const SUPPLIER_STATUSES = ['Active', 'Inactive'] as const;

/** The supplier dialog's fields; on update, a field left out keeps its value. */
export interface SupplierInput {
  supplierName?: string;
  contactPerson?: string | null;
  companyEmail?: string | null;
  averageLeadTime?: number | null;
  supplierStatus?: (typeof SUPPLIER_STATUSES)[number];
  comments?: string | null;
}

const properties = {
  supplierName: requiredText(200),
  contactPerson: nullableText(200),
  // A plain shape check: one @, something on both sides, a dot in the domain.
  companyEmail: { type: ['string', 'null'], maxLength: 254, pattern: '^([^\\s@]+@[^\\s@]+\\.[^\\s@]+)?$' },
  averageLeadTime: { type: ['integer', 'null'], minimum: 0, maximum: 365 },
  supplierStatus: { enum: SUPPLIER_STATUSES },
  comments: nullableText(2000),
};

const materialLinkBody = Type.Unsafe<{ supplierId: number; materialIds: number[] }>({
  type: 'object',
  additionalProperties: false,
  required: ['supplierId', 'materialIds'],
  properties: {
    supplierId: { type: 'integer', minimum: 1 },
    materialIds: { type: 'array', minItems: 1, maxItems: 5000, uniqueItems: true, items: { type: 'integer', minimum: 1 } },
  },
});
const supplierRow = openRow('A row of the Supplier list (schemas/lists/Supplier.json).');

/** A supplier in short, as the purchase pages pick from. */
const supplierHeader = Type.Object({ id: Type.Integer(), supplierName: Type.String(), supplierStatus: Type.String() });

/** Suppliers: header, list, create, update, delete, material links, product lines. */
export const Supplier = {
  description: defineRoute({
    key: 'Supplier.description',
    method: 'GET',
    path: 'Supplier/description',
    permission: LIST_READ.Supplier,
    query: listQuery('Supplier'),
    answer: listAnswer(supplierRow),
    description: "The Suppliers grid's rows; with skip/take a page { data, totalCount }.",
  }),
  header: defineRoute({
    key: 'Supplier.header',
    method: 'GET',
    path: 'Supplier/header',
    permission: SIGNED_IN,
    query: noQuery,
    answer: result(Type.Array(supplierHeader)),
    description: "The business unit's suppliers in short (id, name, status), by name.",
    example: { result: [{ id: 3, supplierName: 'Nordic Parts', supplierStatus: 'Active' }] },
  }),
  create: defineRoute({
    key: 'Supplier.create',
    method: 'POST',
    path: 'Supplier',
    permission: WRITE.supplierAdd,
    body: Type.Unsafe<SupplierInput>({ type: 'object', additionalProperties: false, required: ['supplierName'], properties }),
    answer: open(result(supplierRow)),
    description: 'Add a supplier; the answer is its row of the Supplier list.',
  }),
  update: defineRoute({
    key: 'Supplier.update',
    method: 'PUT',
    path: 'Supplier',
    permission: WRITE.supplierUpdate,
    body: Type.Unsafe<SupplierInput & { id: number }>({
      type: 'object',
      additionalProperties: false,
      required: ['id'],
      properties: { id: { type: 'integer', minimum: 1 }, ...properties },
    }),
    answer: open(result(supplierRow)),
    description: 'Edit a supplier; fields left out keep their value.',
  }),
  delete: defineRoute({
    key: 'Supplier.delete',
    method: 'DELETE',
    path: 'Supplier',
    permission: ADMIN.supplierDelete,
    query: idsQuery,
    answer: multiStatusAnswer,
    description: 'Delete suppliers (ids repeated); their materials are unlinked; 207 with the suppliers in use.',
  }),
  AssociateMaterialsToSupplier: defineRoute({
    key: 'Supplier.AssociateMaterialsToSupplier',
    method: 'PUT',
    path: 'Supplier/AssociateMaterialsToSupplier',
    permission: ADMIN.productToSupplierAdd,
    body: materialLinkBody,
    answer: open(
      result(
        Type.Object({
          successCount: Type.Integer({ minimum: 0 }),
          failedCount: Type.Integer({ minimum: 0 }),
          failed: Type.Array(Type.Object({}, { additionalProperties: true })),
          failedTitle: Type.Optional(Type.String()),
          associated: Type.Array(Type.Integer()),
          skipped: Type.Array(Type.Integer()),
          unlinkedFrom: Type.Array(Type.Object({ supplierId: Type.Integer(), supplierName: Type.String(), materialIds: Type.Array(Type.Integer()) })),
        }),
      ),
    ),
    description: 'Associate materials with a supplier; materials of another supplier ask the user to move or skip them (x-user-choice); 207 with the ones kept.',
  }),
  RemoveMaterialsFromSupplier: defineRoute({
    key: 'Supplier.RemoveMaterialsFromSupplier',
    method: 'PUT',
    path: 'Supplier/RemoveMaterialsFromSupplier',
    permission: ADMIN.productToSupplierRemove,
    body: materialLinkBody,
    answer: multiStatusAnswer,
    description: 'Remove materials from a supplier; 207 with the ones that could not be.',
  }),
  ProductLines: defineRoute({
    key: 'Supplier.ProductLines',
    method: 'POST',
    path: 'Supplier/ProductLines/{id}',
    permission: SIGNED_IN,
    params: idParams,
    body: Type.Unsafe<{ materialIds?: number[]; onlyWithDemand?: boolean }>({
      type: 'object',
      additionalProperties: false,
      properties: {
        materialIds: { type: 'array', maxItems: 5000, items: { type: 'integer', minimum: 1 } },
        onlyWithDemand: { type: 'boolean' },
      },
    }),
    answer: open(result(Type.Array(openRow('A product line: the material, its stock, demand and order quantity.')))),
    description: "A supplier's product lines with stock and demand, for a purchase draft (materialIds, onlyWithDemand).",
  }),
} as const;
