import {
  type AppContext,
  chosenOption,
  deleteEach,
  type FastifyInstance,
  LABEL_SQL,
  multiStatus,
  publishDeleted,
  publishRows,
  registerCreateRow,
  registerListRoute,
  registerRoute,
  registerUpdateRow,
  sendMultiStatus,
} from '@cockpit/server/sdk';
import { routes } from '@cockpit/contracts';
import { materialListView } from '../materials/list-view';
import { supplierListView } from './list-view';
import { productLines } from './product-lines';
import { UNLINK_CHOICE, associateMaterials, createSupplier, deleteSupplier, removeMaterials, updateSupplier } from './supplier-service';

const { Supplier } = routes;

/** Suppliers: header, list, create, update, delete, material links, product lines. */
export async function supplierRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  registerListRoute(app, ctx, Supplier.description, supplierListView);

  registerRoute(app, Supplier.header, async (request) => {
    const { rows } = await ctx.db.query<{ id: number; supplierName: string; supplierStatus: string }>(
      'select id, supplier_name as "supplierName", supplier_status as "supplierStatus" from suppliers where business_unit_id = $1 order by supplier_name',
      [request.caller.businessUnitId],
    );
    return { result: rows };
  });

  registerCreateRow(app, ctx, Supplier.create, supplierListView, createSupplier);
  // The materials list shows the supplier's name.
  registerUpdateRow(app, ctx, Supplier.update, supplierListView, updateSupplier, async (bu, id) => {
    const { rows: linked } = await ctx.db.query<{ id: number }>('select id from materials where business_unit_id = $1 and supplier_id = $2', [bu, id]);
    await publishRows(
      ctx,
      materialListView,
      bu,
      linked.map((r) => r.id),
    );
  });

  registerRoute(app, Supplier.delete, async (request, reply) => {
    const bu = request.caller.businessUnitId;
    const unlinked: number[] = [];
    const result = await ctx.db.transaction((tx) =>
      deleteEach(
        tx,
        request.query.ids,
        async (id) => {
          unlinked.push(...(await deleteSupplier(tx, bu, id)));
        },
        { code: 'Suppliers.InUse', message: 'Supplier is in use and cannot be deleted' },
        { sql: LABEL_SQL.supplier, businessUnitId: bu },
      ),
    );
    publishDeleted(ctx, supplierListView.name, bu, result.deleted);
    // Lines rolled back to their savepoint leave their materials linked; publish what is unlinked now.
    const { rows: still } = await ctx.db.query<{ id: number }>('select id from materials where business_unit_id = $1 and id = any($2) and supplier_id is null', [bu, unlinked]);
    await publishRows(
      ctx,
      materialListView,
      bu,
      still.map((r) => r.id),
    );
    return sendMultiStatus(reply, result.deleted.length, result.failed, 'Errors.Suppliers.notDeleted');
  });

  registerRoute(app, Supplier.AssociateMaterialsToSupplier, async (request, reply) => {
    const bu = request.caller.businessUnitId;
    const { supplierId, materialIds } = request.body;
    const choice = chosenOption(request.headers, UNLINK_CHOICE);
    const result = await ctx.db.transaction((tx) => associateMaterials(tx, bu, supplierId, materialIds, choice));
    await publishRows(ctx, materialListView, bu, result.associated);
    await publishRows(ctx, supplierListView, bu, [supplierId, ...result.unlinkedFrom.map((u) => u.supplierId)]);
    // Materials kept with their supplier were not associated: a multi-status answer says which (207), so nobody is told "associated" for them.
    const { status, result: counts } = multiStatus(result.associated.length, result.kept, 'Errors.Suppliers.notAssociated');
    return reply.status(status).send({ result: { ...counts, associated: result.associated, skipped: result.skipped, unlinkedFrom: result.unlinkedFrom } });
  });

  registerRoute(app, Supplier.RemoveMaterialsFromSupplier, async (request, reply) => {
    const bu = request.caller.businessUnitId;
    const { supplierId, materialIds } = request.body;
    const result = await ctx.db.transaction((tx) => removeMaterials(tx, bu, supplierId, materialIds));
    await publishRows(ctx, materialListView, bu, result.removed);
    if (result.removed.length) await publishRows(ctx, supplierListView, bu, [supplierId]);
    return sendMultiStatus(reply, result.removed.length, result.failed, 'Errors.Suppliers.notRemoved');
  });

  registerRoute(app, Supplier.ProductLines, async (request) => ({
    result: await productLines(ctx.db, request.caller.businessUnitId, request.params.id, request.body),
  }));
}
