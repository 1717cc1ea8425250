import multipart from '@fastify/multipart';
import {
  actorOf,
  badRequest,
  defineServerPlugin,
  HttpError,
  LABEL_SQL,
  publishDeleted,
  registerCreateRow,
  registerDeleteRows,
  registerListRoute,
  registerRoute,
  registerUpdateRow,
  runWork,
  type AppContext,
  type FastifyInstance,
  type FastifyRequest,
} from '@cockpit/server/sdk';
import { SalesOrder, SalesOrderDraft } from '../routes';
import type { CustomerHit } from '../rules/answers';
import { createDraft, deleteDraft, draftDetail, updateDraft } from './draft-service';
import { salesOrderDraftListView } from './list-view';
import { salesOrderDetail, updateSalesOrder } from './sales-order-edit';
import { salesSampleFile } from './sample-file';
import { createSalesOrder, nextSalesOrderNumber, resolveLines, validateSalesOrder } from './sales-order-service';
import { MAX_UPLOAD_BYTES, uploadedLines } from './upload-lines';

/**
 * Sales orders from the console: the order number, line resolving (pasted and uploaded), Validate,
 * CreateSalesOrder through the warehouse engine, the edit of an order and the drafts. Every route
 * needs the CreateSalesOrderFromCockpit feature (declared with the route, checked by the host).
 */
async function salesOrderRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(async (scope) => {
    // Uploads only in this scope: one file of at most 5 MB, no other parts worth keeping.
    await scope.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 2, parts: 3, fieldSize: 1024 } });
    salesScope(scope, ctx);
  });
}

function salesScope(app: FastifyInstance, ctx: AppContext): void {
  registerListRoute(app, ctx, SalesOrderDraft.description, salesOrderDraftListView);

  const nextNumber = async (request: FastifyRequest) => ({
    result: await ctx.db.transaction((tx) => nextSalesOrderNumber(tx, request.caller.businessUnitId)),
  });
  registerRoute(app, SalesOrder.GetSalesOrderNo, nextNumber);
  registerRoute(app, SalesOrderDraft.GetSalesOrderDraftNo, nextNumber);

  // Existing customers to pick from: the latest order of each (its id opens getCustomerInformation/{id}).
  registerRoute(app, SalesOrder.customers, async (request) => {
    const { rows } = await ctx.db.query<CustomerHit>(
      `select distinct on (lower(customer_name), coalesce(lower(company_name), '')) id as "orderId", customer_name as "customerName", company_name as "companyName", city
         from outgoing_orders
        where business_unit_id = $1 and customer_name is not null and (customer_name ilike $2 or company_name ilike $2)
        order by lower(customer_name), coalesce(lower(company_name), ''), id desc
        limit 20`,
      [request.caller.businessUnitId, `%${(request.query.search ?? '').replace(/[\\%_]/g, (c) => `\\${c}`)}%`],
    );
    return { result: rows };
  });

  registerRoute(app, SalesOrder.ResolveLines, async (request) => ({
    result: await resolveLines(ctx.db, request.caller.businessUnitId, request.body.lines, request.body.alreadyAdded),
  }));

  registerRoute(app, SalesOrder.UploadLines, async (request) => {
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

  registerRoute(app, SalesOrder.samplefile, async (request, reply) => {
    const file = await salesSampleFile(ctx.db, request.caller.businessUnitId);
    return reply
      .header('content-disposition', 'attachment; filename="sales-order-sample.xlsx"')
      .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .send(file);
  });

  // Validate answers 200 with every broken rule (none: the order can be saved).
  registerRoute(app, SalesOrder.Validate, async (request) => {
    const problems = await validateSalesOrder(ctx.db, request.caller.businessUnitId, request.body);
    return { result: { valid: problems.length === 0, problems } };
  });

  registerRoute(app, SalesOrder.CreateSalesOrder, async (request) => ({ result: await runWork(ctx, actorOf(request), (w) => createSalesOrder(w, request.body)) }));

  // The update of a sales order: the order as the page reopens it, and PUT with the same form; only
  // Initial orders that hold nothing (sales-order-edit.ts).
  registerRoute(app, SalesOrder.Detail, async (request) => ({
    result: await salesOrderDetail(ctx.db, request.caller.businessUnitId, request.params.id),
  }));

  registerRoute(app, SalesOrder.update, async (request) => ({
    result: await runWork(ctx, actorOf(request), (w) => updateSalesOrder(w, request.params.id, request.body)),
  }));

  registerRoute(app, SalesOrder.CreateSalesOrderFromDraft, async (request) => {
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
  });

  registerRoute(app, SalesOrderDraft.Detail, async (request) => ({
    result: await draftDetail(ctx.db, request.caller.businessUnitId, request.query.id),
  }));

  registerCreateRow(app, ctx, SalesOrderDraft.create, salesOrderDraftListView, (tx, bu, body, caller) => createDraft(tx, bu, caller.userId, body));
  registerUpdateRow(app, ctx, SalesOrderDraft.update, salesOrderDraftListView, updateDraft);
  registerDeleteRows(app, ctx, SalesOrderDraft.delete, salesOrderDraftListView, {
    deleteOne: deleteDraft,
    inUse: { code: 'Sales.DraftInUse', message: 'Draft is in use and cannot be deleted' },
    labelSql: LABEL_SQL.salesDraft,
    notDeleted: 'Errors.Sales.draftsNotDeleted',
  });
}

/** The sales plugin's server half: its routes (../routes.ts), the drafts' list view and their table (server/migrations). */
export default defineServerPlugin({ name: 'sales', routes: salesOrderRoutes, listViews: [salesOrderDraftListView], requires: ['warehouseOrders'] });
