import { defineRoute, LIST_READ, Type, type TSchema } from '@cockpit/contracts';
import { idsQuery, noQuery } from '@cockpit/contracts/master-data-parts';
import { listAnswer, listQuery, multiStatusAnswer, open, openRow, result } from '@cockpit/contracts/schema-parts';
import {
  customerSearchQuery,
  detailQuery,
  draftBody,
  fromDraftBody,
  orderIdParams,
  resolveBody,
  salesOrderBody,
  updateDraftBody,
  updateOrderBody,
  type SalesOrderBody,
} from './rules/request-schemas';
import type { CustomerHit, DraftDetail, SalesOrderDetail } from './rules/answers';
import type { RuleProblem } from './rules/order-rules';
import type { RawSalesLine, ResolvedSalesLine } from './rules/resolve-lines';

/** Every sales call needs the business unit's feature: sales orders from the console are an option. */
const FEATURE = 'CreateSalesOrderFromCockpit';
const CREATE = 'data/sales_order_create';
const DRAFT_EDIT = 'data/sales_order_draft_edit';

/** A request schema as the server validated it before the table (same rules, same messages), typed. */
const shape = <T>(schema: object): TSchema & { static: T } => Type.Unsafe<T>(schema as Record<string, unknown>) as TSchema & { static: T };
/** An answer's object typed as the rules declare it, sent as it comes (every field kept). */
const object = <T>(description: string) => Type.Unsafe<T>({ type: 'object', additionalProperties: true, description });
const rows = <T>(what: string) => open(result(Type.Array(object<T>(what))));
const row = <T>(what: string) => open(result(object<T>(what)));
const orderNumber = result(Type.String({ description: 'The next free sales order number (SO-…).' }));
const createdOrder = open(result(Type.Object({ id: Type.Integer(), orderNo: Type.String() }, { additionalProperties: true })));

/** Sales orders: the order number, customers, line resolving (pasted and uploaded), Validate, create, edit and create from a draft. */
export const SalesOrder = {
  GetSalesOrderNo: defineRoute({
    key: 'SalesOrder.GetSalesOrderNo',
    method: 'GET',
    path: 'SalesOrder/GetSalesOrderNo',
    permission: CREATE,
    feature: FEATURE,
    query: noQuery,
    answer: orderNumber,
    description: 'The next free sales order number.',
  }),
  customers: defineRoute({
    key: 'SalesOrder.customers',
    method: 'GET',
    path: 'SalesOrder/customers',
    permission: CREATE,
    feature: FEATURE,
    query: shape<{ search?: string }>(customerSearchQuery),
    answer: rows<CustomerHit>('A customer: orderId (its latest order), customerName, companyName, city.'),
    description: 'Existing customers (latest order of each) matching search, to pick one.',
  }),
  ResolveLines: defineRoute({
    key: 'SalesOrder.ResolveLines',
    method: 'POST',
    path: 'SalesOrder/ResolveLines',
    permission: CREATE,
    feature: FEATURE,
    body: shape<{ lines: RawSalesLine[]; alreadyAdded?: number[] }>(resolveBody),
    answer: rows<ResolvedSalesLine>('A resolved line: row, reference, quantity, price, the material found and its flags.'),
    description: 'Resolve pasted or uploaded lines by item number or barcode; flags duplicate, ambiguous, notFound, alreadyAdded.',
  }),
  UploadLines: defineRoute({
    key: 'SalesOrder.UploadLines',
    method: 'POST',
    path: 'SalesOrder/UploadLines',
    permission: CREATE,
    feature: FEATURE,
    answer: open(result(Type.Object({ fileName: Type.String(), lines: Type.Array(object<RawSalesLine>('A line of the file: row, reference, quantity, price.')) }))),
    description: 'Read the lines of an uploaded .xlsx (first sheet) or .csv (multipart, 5 MB, 5,000 rows).',
  }),
  samplefile: defineRoute({
    key: 'SalesOrder.samplefile',
    method: 'GET',
    path: 'SalesOrder/samplefile',
    permission: 'data/navigation',
    feature: FEATURE,
    query: noQuery,
    answer: open(Type.Unsafe<Blob>({ type: 'string', description: 'An .xlsx workbook.' })),
    description: 'The sample upload workbook (.xlsx).',
  }),
  Validate: defineRoute({
    key: 'SalesOrder.Validate',
    method: 'POST',
    path: 'SalesOrder/Validate',
    permission: CREATE,
    feature: FEATURE,
    body: shape<SalesOrderBody>(salesOrderBody),
    answer: open(result(Type.Object({ valid: Type.Boolean(), problems: Type.Array(object<RuleProblem>('A broken rule: code, message, field, line.')) }))),
    description: 'Check a sales order against the rules; answers every broken rule.',
  }),
  CreateSalesOrder: defineRoute({
    key: 'SalesOrder.CreateSalesOrder',
    method: 'POST',
    path: 'SalesOrder/CreateSalesOrder',
    permission: CREATE,
    feature: FEATURE,
    body: shape<SalesOrderBody>(salesOrderBody),
    answer: createdOrder,
    description: 'Create an Initial outgoing order from the form.',
  }),
  CreateSalesOrderFromDraft: defineRoute({
    key: 'SalesOrder.CreateSalesOrderFromDraft',
    method: 'POST',
    path: 'SalesOrder/CreateSalesOrderFromDraft',
    permission: CREATE,
    feature: FEATURE,
    body: shape<{ id: number }>(fromDraftBody),
    answer: createdOrder,
    description: 'Turn a draft (body id) into an Initial outgoing order; the draft goes.',
  }),
  Detail: defineRoute({
    key: 'SalesOrder.Detail',
    method: 'GET',
    path: 'SalesOrder/{id}',
    permission: CREATE,
    feature: FEATURE,
    params: shape<{ id: number }>(orderIdParams),
    answer: row<SalesOrderDetail>('The order with its customer fields, lines and their materials; notEditable says why it cannot be edited.'),
    description: 'An outgoing order with its lines, to edit it in the create-sales-order page (notEditable says why not).',
  }),
  update: defineRoute({
    key: 'SalesOrder.update',
    method: 'PUT',
    path: 'SalesOrder/{id}',
    permission: CREATE,
    feature: FEATURE,
    params: shape<{ id: number }>(orderIdParams),
    body: shape<Omit<SalesOrderBody, 'orderNumber'>>(updateOrderBody),
    answer: createdOrder,
    description: 'Update a sales order from the form: only Initial orders that are not prepared; the same rules as CreateSalesOrder.',
  }),
};

/** Sales-order drafts: the grid, the next number, one draft, save new, save again and delete. */
export const SalesOrderDraft = {
  description: defineRoute({
    key: 'SalesOrderDraft.description',
    method: 'GET',
    path: 'SalesOrderDraft/description',
    permission: LIST_READ.SalesOrderDraft,
    feature: FEATURE,
    query: listQuery('SalesOrderDraft'),
    answer: listAnswer(openRow('A row of the SalesOrderDraft list (schemas/lists/SalesOrderDraft.json).')),
    description: 'Sales-order drafts of the business unit (the SalesOrderDrafts grid).',
  }),
  GetSalesOrderDraftNo: defineRoute({
    key: 'SalesOrderDraft.GetSalesOrderDraftNo',
    method: 'GET',
    path: 'SalesOrderDraft/GetSalesOrderDraftNo',
    permission: DRAFT_EDIT,
    feature: FEATURE,
    query: noQuery,
    answer: orderNumber,
    description: 'The next free sales order number, for a new draft.',
  }),
  Detail: defineRoute({
    key: 'SalesOrderDraft.Detail',
    method: 'GET',
    path: 'SalesOrderDraft/Detail',
    permission: 'data/navigation',
    feature: FEATURE,
    query: shape<{ id: number }>(detailQuery),
    answer: row<DraftDetail>('The draft with its customer fields, lines and their materials.'),
    description: 'One draft (query id) with its lines and their materials, to reopen it in the form.',
  }),
  create: defineRoute({
    key: 'SalesOrderDraft.create',
    method: 'POST',
    path: 'SalesOrderDraft',
    permission: DRAFT_EDIT,
    feature: FEATURE,
    body: shape<SalesOrderBody>(draftBody),
    answer: row<{ id: number } & Record<string, unknown>>('The saved draft as a row of the SalesOrderDraft list.'),
    description: 'Save the create-sales-order form as a new draft.',
  }),
  update: defineRoute({
    key: 'SalesOrderDraft.update',
    method: 'PUT',
    path: 'SalesOrderDraft',
    permission: DRAFT_EDIT,
    feature: FEATURE,
    body: shape<SalesOrderBody & { id: number }>(updateDraftBody),
    answer: row<{ id: number } & Record<string, unknown>>('The saved draft as a row of the SalesOrderDraft list.'),
    description: 'Save an existing draft again (body id).',
  }),
  delete: defineRoute({
    key: 'SalesOrderDraft.delete',
    method: 'DELETE',
    path: 'SalesOrderDraft',
    permission: 'data/sales_order_draft_delete',
    feature: FEATURE,
    query: idsQuery,
    answer: multiStatusAnswer,
    description: 'Delete drafts (repeated ids); 207 when some could not be deleted.',
  }),
};

/** The plugin's part of the route table: `schemas/api-paths/sales-order-drafts.json`, in the order the path table had. */
export const routeAreas = { 'sales-order-drafts': { SalesOrderDraft, SalesOrder } };
