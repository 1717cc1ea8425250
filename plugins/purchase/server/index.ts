import {
  actorOf,
  HttpError,
  listViews,
  multiStatus,
  nextOrderNumber,
  notFound,
  publishDeleted,
  publishRows,
  refused,
  registerListRoute,
  registerRoute,
  runWork,
  sendMultiStatus,
  defineServerPlugin,
  type AppContext,
  type FailedLine,
  type FastifyInstance,
} from '@cockpit/server/sdk';
import { Draft, DraftMaterial } from '../routes';
import { createPurchaseOrder } from './create-po';
import { supplierDemand } from './demand-query';
import { draftDetail, draftLines } from './draft-read';
import { createDraft, deleteDraft, nextDraftNumbers, updateDraft } from './draft-store';
import { draftListView } from './list-view';
import { checkDate, checkPeriod } from './period';
import { undraftedMaterials } from './undrafted-materials';

/** A refusal or a missing row becomes a failed line; anything else is a real fault. */
function failureOf(err: unknown, id: number, label: string | undefined): FailedLine {
  if (!(err instanceof HttpError) || err.status >= 500 || err.status === 401 || err.status === 403) throw err;
  return { id, label, code: err.code, message: err.message, details: err.details };
}

async function supplierNames(ctx: AppContext, bu: number, ids: number[]): Promise<Map<number, string>> {
  const { rows } = await ctx.db.query<{ id: number; name: string }>('select id, supplier_name as name from suppliers where business_unit_id = $1 and id = any($2::int[])', [
    bu,
    ids,
  ]);
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** The rows other grids show that a draft change moves: suppliers' draftCount, relinked materials. */
async function publishAround(ctx: AppContext, bu: number, supplierIds: number[], materialIds: number[]): Promise<void> {
  await publishRows(ctx, listViews.get('Supplier'), bu, [...new Set(supplierIds)]);
  if (materialIds.length) await publishRows(ctx, listViews.get('Material'), bu, [...new Set(materialIds)]);
}

/**
 * Purchase drafts: demand, numbers, save, update, delete, CreatePO through the warehouse engine.
 * Saving, changing, deleting and ordering need the PurchaseModule feature (declared with the route,
 * checked by the host after the permission and the input).
 */
async function purchaseDraftRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  registerListRoute(app, ctx, Draft.GetAllSupplier, draftListView);

  registerRoute(app, Draft.GetDraftLines, async (request) => ({ result: await draftLines(ctx.db, request.caller.businessUnitId, request.query.draftId) }));

  registerRoute(app, Draft.Detail, async (request) => {
    const draft = await draftDetail(ctx.db, request.caller.businessUnitId, request.query.id);
    if (!draft) throw notFound(`Draft ${request.query.id} not found`);
    return { result: draft };
  });

  // One number, or `count` consecutive ones for a save of several suppliers' drafts at once.
  registerRoute(app, Draft.GetDraftNo, async (request) => {
    const numbers = await nextDraftNumbers(ctx.db, request.caller.businessUnitId, request.query.count ?? 1);
    return { result: request.query.count === undefined ? numbers[0] : numbers };
  });

  registerRoute(app, Draft.GetOrderNo, async (request) => {
    const first = await runWork(ctx, actorOf(request), (w) => nextOrderNumber(w, 'ingoing_orders', 'PO-'));
    const n = Number(first.slice(3));
    const numbers = Array.from({ length: request.query.count ?? 1 }, (_, i) => `PO-${n + i}`);
    return { result: request.query.count === undefined ? numbers[0] : numbers };
  });

  // The calculated demand per supplier for the draft search criteria (newdraft-page).
  registerRoute(app, Draft.GetUnsavedDraftLines, async (request) => {
    checkPeriod(request.query.historyFrom, request.query.historyTo);
    return { result: await supplierDemand(ctx.db, request.caller.businessUnitId, request.query) };
  });

  // Several suppliers' drafts at once, each in its own transaction: one refused draft does not undo
  // the others, and "Couldn't save some drafts" lists the refusals per supplier.
  registerRoute(app, Draft.save, async (request, reply) => {
    const bu = request.caller.businessUnitId;
    const names = await supplierNames(
      ctx,
      bu,
      request.body.drafts.map((d) => d.supplierId),
    );
    const saved: Array<{ supplierId: number; id: number; draftNumber: string }> = [];
    const failed: FailedLine[] = [];
    const relinked: number[] = [];
    const fromSuppliers: number[] = [];
    for (const draft of request.body.drafts) {
      try {
        if (draft.historyFrom && draft.historyTo) checkPeriod(draft.historyFrom, draft.historyTo);
        const r = await ctx.db.transaction((tx) => createDraft(tx, bu, draft));
        saved.push({ supplierId: draft.supplierId, id: r.id, draftNumber: r.draftNumber });
        relinked.push(...r.relinked);
        fromSuppliers.push(...r.fromSuppliers);
      } catch (err) {
        failed.push(failureOf(err, draft.supplierId, names.get(draft.supplierId)));
      }
    }
    await publishRows(
      ctx,
      draftListView,
      bu,
      saved.map((s) => s.id),
    );
    await publishAround(ctx, bu, [...saved.map((s) => s.supplierId), ...fromSuppliers], relinked);
    const { status, result } = multiStatus(saved.length, failed, 'Errors.Drafts.notSaved');
    return reply.status(status).send({ result: { ...result, drafts: saved } });
  });

  registerRoute(app, Draft.update, async (request) => {
    const bu = request.caller.businessUnitId;
    const { id, ...input } = request.body;
    const { relinked, fromSuppliers } = await ctx.db.transaction((tx) => updateDraft(tx, bu, id, input));
    const [row] = await publishRows(ctx, draftListView, bu, [id]);
    await publishAround(ctx, bu, [(row as { supplierId: number }).supplierId, ...fromSuppliers], relinked);
    return { result: row as Record<string, unknown> };
  });

  registerRoute(app, Draft.delete, async (request, reply) => {
    const bu = request.caller.businessUnitId;
    const deleted: number[] = [];
    const suppliers: number[] = [];
    const failed: FailedLine[] = [];
    for (const id of [...new Set(request.query.ids)]) {
      try {
        suppliers.push(await ctx.db.transaction((tx) => deleteDraft(tx, bu, id)));
        deleted.push(id);
      } catch (err) {
        failed.push(failureOf(err, id, undefined));
      }
    }
    publishDeleted(ctx, draftListView.name, bu, deleted);
    await publishAround(ctx, bu, suppliers, []);
    return sendMultiStatus(reply, deleted.length, failed, 'Errors.Drafts.notDeleted');
  });

  // CreatePO for several drafts at once: each draft its own engine transaction (the ingoing order
  // is published live); "Couldn't Create PO" lists the failures per supplier.
  registerRoute(app, Draft.CreatePO, async (request, reply) => {
    const bu = request.caller.businessUnitId;
    const { draftIds, orderNo, ...wishes } = request.body;
    const ids = [...new Set(draftIds)];
    if (orderNo?.trim() && ids.length > 1) throw refused('Drafts.OneOrderNo', 'An order number can be given for one draft only');
    checkDate(wishes.receivingDate, 'The receiving date');
    checkDate(wishes.deliveryDate, 'The delivery date');
    const orders: Array<{ draftId: number; orderId: number; orderNo: string }> = [];
    const failed: FailedLine[] = [];
    const suppliers: number[] = [];
    for (const draftId of ids) {
      try {
        const r = await runWork(ctx, actorOf(request), (w) => createPurchaseOrder(w, draftId, orderNo ?? undefined, wishes));
        orders.push({ draftId, orderId: r.orderId, orderNo: r.orderNo });
        suppliers.push(r.supplierId);
      } catch (err) {
        failed.push(failureOf(err, draftId, await draftLabel(ctx, bu, draftId)));
      }
    }
    publishDeleted(
      ctx,
      draftListView.name,
      bu,
      orders.map((o) => o.draftId),
    );
    await publishAround(ctx, bu, suppliers, []);
    const { status, result } = multiStatus(orders.length, failed, 'Errors.Drafts.notOrdered');
    return reply.status(status).send({ result: { ...result, orders } });
  });

  registerRoute(app, DraftMaterial.GetUndraftedSupplierMaterials, async (request) => ({
    result: await undraftedMaterials(ctx.db, request.caller.businessUnitId, request.params.supplierId, request.params.draftId),
  }));
}

/** "Supplier name (draft number)" for a failed CreatePO line: the failures are listed per supplier. */
async function draftLabel(ctx: AppContext, bu: number, draftId: number): Promise<string | undefined> {
  const { rows } = await ctx.db.query<{ label: string }>(
    `select s.supplier_name || ' (' || d.draft_number || ')' as label from purchase_drafts d join suppliers s on s.id = d.supplier_id where d.id = $1 and d.business_unit_id = $2`,
    [draftId, bu],
  );
  return rows[0]?.label;
}

/** The purchase plugin's server half: the drafts' routes (../routes.ts), their list view and their tables (server/migrations). */
export default defineServerPlugin({ name: 'purchase', routes: purchaseDraftRoutes, listViews: [draftListView], requires: ['warehouseOrders'] });
