import {
  type AppContext,
  deleteEach,
  type FastifyInstance,
  LABEL_SQL,
  listByIds,
  notFound,
  publishDeleted,
  publishDependentRows,
  publishRows,
  registerListRoute,
  registerRoute,
  sendMultiStatus,
} from '@cockpit/server/sdk';
import { routes } from '@cockpit/contracts';
import { materialDependents } from './dependent-views';
import { associationRoutes } from './association-routes';
import { labelRoutes } from './label-routes';
import { materialListView } from './list-view';
import { createMaterial, deleteMaterial, updateMaterial } from './material-service';
import { asRawQuery, searchBodyToQuery, searchMaterials } from './search';

interface BomComponent {
  materialId: number;
  itemNo: string;
  name: string;
  baseUoM: string;
  quantity: number;
  available: number;
}

async function bomOf(ctx: AppContext, materialIds: number[]): Promise<Map<number, BomComponent[]>> {
  const { rows } = await ctx.db.query<BomComponent & { parentId: number }>(
    `select b.parent_material_id as "parentId", c.id as "materialId", c.item_no as "itemNo", c.name, c.base_uom as "baseUoM",
            b.quantity, c.available_quantity as available
       from bom_components b join materials c on c.id = b.component_material_id
      where b.parent_material_id = any($1) order by c.item_no`,
    [materialIds],
  );
  const byParent = new Map<number, BomComponent[]>();
  for (const { parentId, ...c } of rows) byParent.set(parentId, [...(byParent.get(parentId) ?? []), c]);
  return byParent;
}

const { Material } = routes;

/** Materials: list, search, get, bill of materials, create, update, delete. */
export async function materialRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  registerListRoute(app, ctx, Material.description, materialListView);

  // A compact index of every material for quick look-ups in the console (materials select, paste).
  registerRoute(app, Material.searchIndex, async (request) => {
    const { rows } = await ctx.db.query(
      `select id, item_no as "itemNo", name, barcode, ean, base_uom as "baseUoM", material_identifiers as "materialIdentifiers"
         from materials where business_unit_id = $1 order by item_no`,
      [request.caller.businessUnitId],
    );
    return { result: rows };
  });

  registerRoute(app, Material.search, async (request) => ({
    result: await searchMaterials(ctx, request.caller, asRawQuery(request.query)),
  }));

  registerRoute(app, Material.Search, async (request) => ({
    result: await searchMaterials(ctx, request.caller, searchBodyToQuery(request.body)),
  }));

  registerRoute(app, Material.get, async (request) => {
    const bu = request.caller.businessUnitId;
    const { rows: found } = await ctx.db.query<{ id: number }>('select id from materials where business_unit_id = $1 and (id = any($2) or item_no = any($3))', [
      bu,
      request.body.ids ?? [],
      request.body.itemNos ?? [],
    ]);
    const ids = found.map((r) => r.id);
    const rows = await listByIds<{ id: number; itemNo: string }>(ctx.db, materialListView, bu, ids);
    const boms = await bomOf(ctx, ids);
    rows.sort((a, b) => a.itemNo.localeCompare(b.itemNo));
    return { result: rows.map((r) => ({ ...r, components: boms.get(r.id) ?? [] })) };
  });

  registerRoute(app, Material.bom, async (request) => {
    const { rows } = await ctx.db.query<{ id: number; itemNo: string; name: string; isBOM: boolean }>(
      'select id, item_no as "itemNo", name, is_bom as "isBOM" from materials where business_unit_id = $1 and item_no = $2',
      [request.caller.businessUnitId, request.params.materialNumber],
    );
    if (!rows[0]) throw notFound(`Material ${request.params.materialNumber} not found`);
    const components = (await bomOf(ctx, [rows[0].id])).get(rows[0].id) ?? [];
    return { result: { ...rows[0], components } };
  });

  registerRoute(app, Material.create, async (request) => {
    const bu = request.caller.businessUnitId;
    const id = await ctx.db.transaction((tx) => createMaterial(tx, bu, request.body));
    const [row] = await publishRows(ctx, materialListView, bu, [id]);
    return { result: row };
  });

  registerRoute(app, Material.UpdateMaterial, async (request) => {
    const bu = request.caller.businessUnitId;
    const { id, ...input } = request.body;
    await ctx.db.transaction((tx) => updateMaterial(tx, bu, id, input));
    const [row] = await publishRows(ctx, materialListView, bu, [id]);
    // Stock, tasks, orders... show the material's fields too (live grids would keep the old ones).
    await publishDependentRows(ctx, bu, id, materialDependents);
    return { result: row };
  });

  registerRoute(app, Material.delete, async (request, reply) => {
    const bu = request.caller.businessUnitId;
    const result = await ctx.db.transaction((tx) =>
      deleteEach(
        tx,
        request.query.ids,
        (id) => deleteMaterial(tx, bu, id),
        { code: 'Materials.InUse', message: 'Material is in use and cannot be deleted' },
        { sql: LABEL_SQL.material, businessUnitId: bu },
      ),
    );
    publishDeleted(ctx, materialListView.name, bu, result.deleted);
    return sendMultiStatus(reply, result.deleted.length, result.failed, 'Errors.Materials.notDeleted');
  });

  await associationRoutes(app, ctx);
  await labelRoutes(app, ctx);
}
