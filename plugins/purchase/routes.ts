import { defineRoute, LIST_READ, SIGNED_IN, Type, type TSchema } from '@cockpit/contracts';
import { listAnswer, listQuery, multiStatusAnswer, open, openRow, result } from '@cockpit/contracts/schema-parts';
import { idsQuery, materialSummaryFields } from '@cockpit/contracts/master-data-parts';
import { countQuery, createPoBody, criteriaQuery, draftsBody, updateDraftBody } from './rules/request-schemas';
import type { DemandCriteria, DraftDetail, DraftInput, DraftLine, DraftLineInput, PurchaseOrderWishes, SupplierDemand } from './rules/answers';

/** Saving, changing, deleting and ordering drafts needs the business unit's purchase module; reading them does not. */
const FEATURE = 'PurchaseModule';

/** A request schema as the server validated it before the table (same rules, same messages), typed. */
const shape = <T>(schema: object): TSchema & { static: T } => Type.Unsafe<T>(schema as Record<string, unknown>) as TSchema & { static: T };
/** An answer's object typed as the rules declare it, sent as it comes (every field kept). */
const object = <T>(description: string) => Type.Unsafe<T>({ type: 'object', additionalProperties: true, description });
const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
/** One number without `count`, `count` consecutive ones with it. */
const numbers = (what: string) => open(result(Type.Unsafe<string | string[]>({ anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }], description: what })));
const failedCounts = { successCount: Type.Integer({ minimum: 0 }), failedCount: Type.Integer({ minimum: 0 }), failed: Type.Array(Type.Object({}, { additionalProperties: true })) };

/** Purchase drafts: the grid and its lines, one draft, numbers, the calculated demand, save, update, delete and CreatePO. */
export const Draft = {
  GetAllSupplier: defineRoute({
    key: 'Draft.GetAllSupplier',
    method: 'GET',
    path: 'Draft/GetAllSupplier',
    permission: LIST_READ.Draft,
    query: listQuery('Draft'),
    answer: listAnswer(openRow('A row of the Draft list (schemas/lists/Draft.json).')),
    description: 'Open purchase drafts of all suppliers (the Drafts grid).',
  }),
  GetDraftLines: defineRoute({
    key: 'Draft.GetDraftLines',
    method: 'GET',
    path: 'Draft/GetDraftLines',
    permission: SIGNED_IN,
    query: shape<{ draftId: number }>({ type: 'object', additionalProperties: false, required: ['draftId'], properties: { draftId: { type: 'integer', minimum: 1 } } }),
    answer: open(result(Type.Array(object<DraftLine>('A draft line with the material, its ingoing and available quantity and cost.')))),
    description: "A draft's lines (draftId), with the materials' ingoing quantity.",
  }),
  Detail: defineRoute({
    key: 'Draft.Detail',
    method: 'GET',
    path: 'Draft/Detail',
    permission: SIGNED_IN,
    query: shape<{ id: number }>({ type: 'object', additionalProperties: false, required: ['id'], properties: { id: { type: 'integer', minimum: 1 } } }),
    answer: open(result(object<DraftDetail>('The draft: number, state, supplier, sales history period, created, its ingoing order, lines.'))),
    description: 'One draft with its lines (id).',
  }),
  GetDraftNo: defineRoute({
    key: 'Draft.GetDraftNo',
    method: 'GET',
    path: 'Draft/GetDraftNo',
    permission: SIGNED_IN,
    query: shape<{ count?: number }>(countQuery),
    answer: numbers('The next free draft number (PD-…), or count of them.'),
    description: 'The next free draft number; count=n for n consecutive ones.',
  }),
  GetOrderNo: defineRoute({
    key: 'Draft.GetOrderNo',
    method: 'GET',
    path: 'Draft/GetOrderNo',
    permission: SIGNED_IN,
    query: shape<{ count?: number }>(countQuery),
    answer: numbers('The next free purchase order number (PO-…), or count of them.'),
    description: 'The next free purchase order number; count=n for n.',
  }),
  GetUnsavedDraftLines: defineRoute({
    key: 'Draft.GetUnsavedDraftLines',
    method: 'GET',
    path: 'Draft/GetUnsavedDraftLines',
    permission: 'data/show_draft_search_criteria',
    query: shape<DemandCriteria>(criteriaQuery),
    answer: open(result(Type.Array(object<SupplierDemand>('A supplier with its lead time, the lines of calculated demand and their total cost.')))),
    description: 'Calculated demand per supplier for the draft search criteria.',
  }),
  save: defineRoute({
    key: 'Draft.save',
    method: 'POST',
    path: 'Draft',
    permission: 'data/draft_save',
    feature: FEATURE,
    body: shape<{ drafts: DraftInput[] }>(draftsBody),
    answer: open(
      result(
        Type.Object({
          ...failedCounts,
          failedTitle: Type.Optional(Type.String()),
          drafts: Type.Array(Type.Object({ supplierId: Type.Integer(), id: Type.Integer(), draftNumber: Type.String() })),
        }),
      ),
    ),
    description: 'Save drafts, one per supplier; 207 "Couldn\'t save some drafts" with the errors per supplier.',
  }),
  update: defineRoute({
    key: 'Draft.update',
    method: 'PUT',
    path: 'Draft',
    permission: 'data/draft_update',
    feature: FEATURE,
    body: shape<{ id: number; draftNumber?: string; lines: DraftLineInput[] }>(updateDraftBody),
    answer: open(result(openRow('The draft as a row of the Draft list (schemas/lists/Draft.json).'))),
    description: 'Update one open draft.',
  }),
  delete: defineRoute({
    key: 'Draft.delete',
    method: 'DELETE',
    path: 'Draft',
    permission: 'data/draft_delete',
    feature: FEATURE,
    query: idsQuery,
    answer: multiStatusAnswer,
    description: 'Delete open drafts: ids repeated.',
  }),
  CreatePO: defineRoute({
    key: 'Draft.CreatePO',
    method: 'POST',
    path: 'Draft/CreatePO',
    permission: 'data/draft_update',
    feature: FEATURE,
    body: shape<PurchaseOrderWishes & { draftIds: number[]; orderNo?: string | null }>(createPoBody),
    answer: open(
      result(
        Type.Object({
          ...failedCounts,
          failedTitle: Type.Optional(Type.String()),
          orders: Type.Array(Type.Object({ draftId: Type.Integer(), orderId: Type.Integer(), orderNo: Type.String() })),
        }),
      ),
    ),
    description: 'Initial ingoing orders from drafts; 207 "Couldn\'t Create PO" with the failures per supplier.',
  }),
};

const positive = Type.Integer({ minimum: 1 });
/** A material the draft pages pick from, with the figures a draft line shows. */
const undraftedMaterial = Type.Object(
  {
    ...materialSummaryFields,
    available: Type.Number(),
    ingoing: Type.Number(),
    minimumWarehouseQuantity: nullable(Type.Integer()),
    maximumWarehouseQuantity: nullable(Type.Integer()),
    calculatedDemand: Type.Number(),
  },
  { additionalProperties: true },
);

/**
 * The draft pages' material picker. Its path is under Material (the API as it always was), but it
 * reads the drafts' lines and computes the purchase demand: the purchase plugin owns it.
 */
export const DraftMaterial = {
  GetUndraftedSupplierMaterials: defineRoute({
    key: 'Material.GetUndraftedSupplierMaterials',
    method: 'GET',
    path: 'Material/GetUndraftedSupplierMaterials/{supplierId}/{draftId}',
    permission: SIGNED_IN,
    params: Type.Object({ supplierId: positive, draftId: Type.Integer({ minimum: 0 }) }),
    answer: open(result(Type.Array(undraftedMaterial))),
    description: "The supplier's materials not in the draft (draftId 0: a draft not saved yet), with their calculated demand.",
  }),
};

/** The plugin's part of the route table: `schemas/api-paths/drafts.json`, in the order the path table had. */
export const routeAreas = { drafts: { Draft, DraftMaterial } };
