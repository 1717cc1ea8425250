import { type AppContext, type FastifyInstance, limitsFor, notFound, registerRoute } from '@cockpit/server/sdk';
import { routes, type AnswerOf } from '@cockpit/contracts';
import { calculatedDemand } from '../suppliers/product-lines';

const SUMMARY = `m.id, m.item_no as "itemNo", m.name, m.barcode, m.base_uom as "baseUoM", m.material_state as "materialState",
  m.cost_price as "costPrice", m.supplier_id as "supplierId", sp.supplier_name as "supplierName"`;

const { Material } = routes;

/** Per material, what open ingoing orders (Initial or Started) still bring: ordered less received on lines not done. */
const OPEN_INGOING_SQL = `select l.material_id, sum(l.ordered_quantity - l.received_quantity)::bigint as q
   from ingoing_order_lines l join ingoing_orders o on o.id = l.order_id
  where o.business_unit_id = $1 and o.state in ('Initial', 'Started') and l.state not in ('Completed', 'Cancelled')
  group by l.material_id`;

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

  // The supplier's materials that the draft (draftId; 0 = a draft not saved yet) does not hold
  // yet: what the materials-select dialog of the draft pages offers.
  registerRoute(app, Material.GetUndraftedSupplierMaterials, async (request) => {
    const bu = request.caller.businessUnitId;
    const { rows: supplier } = await ctx.db.query('select 1 from suppliers where id = $1 and business_unit_id = $2', [request.params.supplierId, bu]);
    if (!supplier.length) throw notFound(`Supplier ${request.params.supplierId} not found`);
    const { rows } = await ctx.db.query<
      Omit<RowOf<typeof Material.GetUndraftedSupplierMaterials>, 'available' | 'ingoing' | 'calculatedDemand'> & {
        available: string;
        ingoing: string;
        min: number | null;
        max: number | null;
      }
    >(
      `with ing as (${OPEN_INGOING_SQL})
         select ${SUMMARY}, m.available_quantity as available, m.minimum_warehouse_quantity as "minimumWarehouseQuantity",
                m.maximum_warehouse_quantity as "maximumWarehouseQuantity", coalesce(ing.q, 0) as ingoing,
                m.minimum_warehouse_quantity as min, m.maximum_warehouse_quantity as max
           from materials m left join suppliers sp on sp.id = m.supplier_id left join ing on ing.material_id = m.id
          where m.business_unit_id = $1 and m.supplier_id = $2
            and not exists (select 1 from purchase_draft_lines l where l.draft_id = $3 and l.material_id = m.id and l.business_unit_id = $1)
          order by m.item_no`,
      [bu, request.params.supplierId, request.params.draftId],
    );
    // With the ingoing quantity and the min/max rule's demand, as a draft line shows them.
    return {
      result: rows.map(({ min, max, ...r }) => {
        const available = Number(r.available);
        const ingoing = Number(r.ingoing);
        return { ...r, available, ingoing, calculatedDemand: calculatedDemand(available, ingoing, min, max) };
      }),
    };
  });
}
