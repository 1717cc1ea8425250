import { type AppContext, type FastifyInstance, limitsFor, registerRoute } from '@cockpit/server/sdk';
import { routes, type AnswerOf } from '@cockpit/contracts';

const SUMMARY = `m.id, m.item_no as "itemNo", m.name, m.barcode, m.base_uom as "baseUoM", m.material_state as "materialState",
  m.cost_price as "costPrice", m.supplier_id as "supplierId", sp.supplier_name as "supplierName"`;

const { Material } = routes;

/** A row of a route's answer, by the table's field names. */
type RowOf<R extends Parameters<typeof registerRoute>[1]> = AnswerOf<R> extends { result: Array<infer Row> } ? Row : never;

/** The material lists the supplier pages pick from. */
export async function associationRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  registerRoute(app, Material.GetUnassociatedMaterials, async (request) => {
    const { rowsLimit } = await limitsFor(ctx, request.caller);
    const { rows } = await ctx.db.query<RowOf<typeof Material.GetUnassociatedMaterials>>(
      `select ${SUMMARY} from materials m left join suppliers sp on sp.id = m.supplier_id
        where m.business_unit_id = $1 and m.supplier_id is null order by m.item_no limit $2`,
      [request.caller.businessUnitId, rowsLimit],
    );
    return { result: rows };
  });

  // Every material that could be associated with the supplier: those not yet its own. Rows linked
  // to another supplier carry that supplier, so the console can warn that they will be unlinked.
  registerRoute(app, Material.GetMaterialsForAssociations, async (request) => {
    const bu = request.caller.businessUnitId;
    const { rowsLimit } = await limitsFor(ctx, request.caller);
    const { rows } = await ctx.db.query<RowOf<typeof Material.GetMaterialsForAssociations>>(
      `select ${SUMMARY}, (m.supplier_id is not null) as "linkedToOtherSupplier",
                m.item_no || ' ' || m.name || coalesce(' (' || sp.supplier_name || ')', '') as "associationLabel"
           from materials m left join suppliers sp on sp.id = m.supplier_id
          where m.business_unit_id = $1 and m.supplier_id is distinct from $2::int
          order by m.supplier_id is not null, m.item_no limit $3`,
      [bu, request.query.supplierId ?? null, rowsLimit],
    );
    return { result: rows };
  });
}
