import { LABEL_SQL } from '../../http/line-labels';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import type { RawSalesLine } from '@cockpit/core/sales-rules';
import type { AppContext } from '../../context';
import { HttpError, badRequest } from '../../http/errors';
import { sendMultiStatus } from '../../http/multi-status';
import { registerListRoute } from '../../lists/list-route';
import { runWork } from '../../warehouse/run-work';
import { actorOf, requireFeature } from '../../warehouse/route-helpers';
import { deleteEach } from '../master-data-common/delete-many';
import { publishDeleted, publishRows } from '../master-data-common/publish';
import { idsQuery, noQuery } from '../master-data-common/request-schemas';
import { createDraft, deleteDraft, draftDetail, updateDraft } from './draft-service';
import { salesOrderDraftListView } from './list-view';
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
} from './request-schemas';
import { salesOrderDetail, updateSalesOrder } from './sales-order-edit';
import { salesSampleFile } from './sample-file';
import { createSalesOrder, nextSalesOrderNumber, resolveLines, validateSalesOrder } from './sales-order-service';
import { MAX_UPLOAD_BYTES, uploadedLines } from './upload-lines';

const FEATURE = 'CreateSalesOrderFromCockpit';

/**
 * Sales orders from the console: the
 * order number, line resolving (pasted and uploaded), Validate, CreateSalesOrder through the
 * warehouse engine, and the drafts. Every call is behind the CreateSalesOrderFromCockpit feature.
 */
export async function salesOrderRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(async (scope) => {
    // Uploads only in this scope: one file of at most 5 MB, no other parts worth keeping.
    await scope.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 2, parts: 3, fieldSize: 1024 } });
    scope.addHook('preHandler', async (request: FastifyRequest) => requireFeature(request, FEATURE));
    await salesScope(scope, ctx);
  });
}

async function salesScope(app: FastifyInstance, ctx: AppContext): Promise<void> {
  registerListRoute(app, ctx, '/api/SalesOrderDraft/description', salesOrderDraftListView);

  const nextNumber = async (request: FastifyRequest) => ({
    result: await ctx.db.transaction((tx) => nextSalesOrderNumber(tx, request.caller.businessUnitId)),
  });
  app.get('/api/SalesOrder/GetSalesOrderNo', { schema: noQuery, config: { permission: 'data/sales_order_create' } }, nextNumber);
  app.get('/api/SalesOrderDraft/GetSalesOrderDraftNo', { schema: noQuery, config: { permission: 'data/sales_order_draft_edit' } }, nextNumber);

  // Existing customers to pick from: the latest order of each (its id opens getCustomerInformation/{id}).
  app.get<{ Querystring: { search?: string } }>(
    '/api/SalesOrder/customers',
    { schema: { querystring: customerSearchQuery }, config: { permission: 'data/sales_order_create' } },
    async (request) => {
      const { rows } = await ctx.db.query(
        `select distinct on (lower(customer_name), coalesce(lower(company_name), '')) id as "orderId", customer_name as "customerName", company_name as "companyName", city
           from outgoing_orders
          where business_unit_id = $1 and customer_name is not null and (customer_name ilike $2 or company_name ilike $2)
          order by lower(customer_name), coalesce(lower(company_name), ''), id desc
          limit 20`,
        [request.caller.businessUnitId, `%${(request.query.search ?? '').replace(/[\\%_]/g, (c) => `\\${c}`)}%`],
      );
      return { result: rows };
    },
  );

  app.post<{ Body: { lines: RawSalesLine[]; alreadyAdded?: number[] } }>(
    '/api/SalesOrder/ResolveLines',
    { schema: { body: resolveBody }, config: { permission: 'data/sales_order_create' } },
    async (request) => ({ result: await resolveLines(ctx.db, request.caller.businessUnitId, request.body.lines, request.body.alreadyAdded) }),
  );

  app.post('/api/SalesOrder/UploadLines', { config: { permission: 'data/sales_order_create' } }, async (request) => {
    if (!request.isMultipart()) throw badRequest('Send the file as multipart/form-data');
    let file;
    try {
      file = await request.file();
    } catch (err) {
      throw badRequest((err as Error).message);
    }
    if (!file) throw badRequest('No file in the upload');
    let buf: Buffer;
    try {
      buf = await file.toBuffer();
    } catch (err) {
      if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, 'Sales.FileTooLarge', 'The file is larger than 5 MB');
      throw badRequest((err as Error).message);
    }
    return { result: { fileName: file.filename, lines: await uploadedLines(buf, file.filename) } };
  });

  app.get('/api/SalesOrder/samplefile', { schema: noQuery, config: { permission: 'data/navigation' } }, async (request, reply) => {
    const file = await salesSampleFile(ctx.db, request.caller.businessUnitId);
    return reply
      .header('content-disposition', 'attachment; filename="sales-order-sample.xlsx"')
      .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .send(file);
  });

  // Validate answers 200 with every broken rule (none: the order can be saved).
  app.post<{ Body: SalesOrderBody }>('/api/SalesOrder/Validate', { schema: { body: salesOrderBody }, config: { permission: 'data/sales_order_create' } }, async (request) => {
    const problems = await validateSalesOrder(ctx.db, request.caller.businessUnitId, request.body);
    return { result: { valid: problems.length === 0, problems } };
  });

  app.post<{ Body: SalesOrderBody }>(
    '/api/SalesOrder/CreateSalesOrder',
    { schema: { body: salesOrderBody }, config: { permission: 'data/sales_order_create' } },
    async (request) => ({ result: await runWork(ctx, actorOf(request), (w) => createSalesOrder(w, request.body)) }),
  );

  // The update of a sales order: the order as the page reopens
  // it, and PUT with the same form; only Initial orders that hold nothing (sales-order-edit.ts).
  app.get<{ Params: { id: number } }>('/api/SalesOrder/:id', { schema: { params: orderIdParams }, config: { permission: 'data/sales_order_create' } }, async (request) => ({
    result: await salesOrderDetail(ctx.db, request.caller.businessUnitId, request.params.id),
  }));

  app.put<{ Params: { id: number }; Body: Omit<SalesOrderBody, 'orderNumber'> }>(
    '/api/SalesOrder/:id',
    { schema: { params: orderIdParams, body: updateOrderBody }, config: { permission: 'data/sales_order_create' } },
    async (request) => ({ result: await runWork(ctx, actorOf(request), (w) => updateSalesOrder(w, request.params.id, request.body)) }),
  );

  app.post<{ Body: { id: number } }>(
    '/api/SalesOrder/CreateSalesOrderFromDraft',
    { schema: { body: fromDraftBody }, config: { permission: 'data/sales_order_create' } },
    async (request) => {
      const bu = request.caller.businessUnitId;
      const created = await runWork(ctx, actorOf(request), async (w) => {
        const draft = await draftDetail(w.tx, bu, request.body.id);
        const order = await createSalesOrder(w, {
          ...draft,
          orderType: draft.orderType ?? undefined,
          lines: draft.lines.map(({ materialId, quantity, adjustedPrice }) => ({ materialId, quantity, adjustedPrice })),
        });
        await deleteDraft(w.tx, bu, draft.id);
        return order;
      });
      publishDeleted(ctx, salesOrderDraftListView.name, bu, [request.body.id]);
      return { result: created };
    },
  );

  app.get<{ Querystring: { id: number } }>('/api/SalesOrderDraft/Detail', { schema: { querystring: detailQuery }, config: { permission: 'data/navigation' } }, async (request) => ({
    result: await draftDetail(ctx.db, request.caller.businessUnitId, request.query.id),
  }));

  app.post<{ Body: SalesOrderBody }>('/api/SalesOrderDraft', { schema: { body: draftBody }, config: { permission: 'data/sales_order_draft_edit' } }, async (request) => {
    const { businessUnitId: bu, userId } = request.caller;
    const id = await ctx.db.transaction((tx) => createDraft(tx, bu, userId, request.body));
    const [row] = await publishRows(ctx, salesOrderDraftListView, bu, [id]);
    return { result: row };
  });

  app.put<{ Body: SalesOrderBody & { id: number } }>(
    '/api/SalesOrderDraft',
    { schema: { body: updateDraftBody }, config: { permission: 'data/sales_order_draft_edit' } },
    async (request) => {
      const bu = request.caller.businessUnitId;
      const { id, ...draft } = request.body;
      await ctx.db.transaction((tx) => updateDraft(tx, bu, id, draft));
      const [row] = await publishRows(ctx, salesOrderDraftListView, bu, [id]);
      return { result: row };
    },
  );

  app.delete<{ Querystring: { ids: number[] } }>(
    '/api/SalesOrderDraft',
    { schema: { querystring: idsQuery }, config: { permission: 'data/sales_order_draft_delete' } },
    async (request, reply) => {
      const bu = request.caller.businessUnitId;
      const result = await ctx.db.transaction((tx) =>
        deleteEach(
          tx,
          request.query.ids,
          (id) => deleteDraft(tx, bu, id),
          { code: 'Sales.DraftInUse', message: 'Draft is in use and cannot be deleted' },
          { sql: LABEL_SQL.salesDraft, businessUnitId: bu },
        ),
      );
      publishDeleted(ctx, salesOrderDraftListView.name, bu, result.deleted);
      return sendMultiStatus(reply, result.deleted.length, result.failed, 'Errors.Sales.draftsNotDeleted');
    },
  );
}
