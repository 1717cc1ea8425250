import {
  type AppContext,
  type FastifyInstance,
  LABEL_SQL,
  listByIds,
  notFound,
  registerCreateRow,
  registerDeleteRows,
  registerListRoute,
  registerRoute,
  registerUpdateRow,
} from '@cockpit/server/sdk';
import { routes } from '@cockpit/contracts';
import { publishDependentRows } from '../dependent-rows';
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

  registerCreateRow(app, ctx, Material.create, materialListView, createMaterial);
  // Stock, tasks, orders... show the material's fields too.
  registerUpdateRow(app, ctx, Material.UpdateMaterial, materialListView, updateMaterial, (bu, id) => publishDependentRows(ctx, bu, id, materialDependents));
  registerDeleteRows(app, ctx, Material.delete, materialListView, {
    deleteOne: deleteMaterial,
    inUse: { code: 'Materials.InUse', message: 'Material is in use and cannot be deleted' },
    labelSql: LABEL_SQL.material,
    notDeleted: 'Errors.Materials.notDeleted',
  });

  await associationRoutes(app, ctx);
  await labelRoutes(app, ctx);
}
