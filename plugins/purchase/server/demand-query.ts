import type { Queryable } from '@cockpit/server/sdk';
import type { DemandCriteria, DemandLine, SupplierDemand } from '../rules/answers';
import { calculatedDemand, periodDays } from './demand';

/**
 * Open purchase quantity per material: what open ingoing order lines still expect. The materials'
 * "ingoing" everywhere in the purchase area is this sum (tests/helpers/warehouse-invariants.ts).
 */
export const OPEN_INGOING_SQL = `select l.material_id, sum(l.ordered_quantity - l.received_quantity)::bigint as q
   from ingoing_order_lines l join ingoing_orders o on o.id = l.order_id
  where o.business_unit_id = $1 and o.state in ('Initial', 'Started') and l.state not in ('Completed', 'Cancelled')
  group by l.material_id`;

export const money = (n: number) => Math.round(n * 100) / 100;

/**
 * One material's figures as DEMAND_SQL gives them: supplier id, material id, item number, name,
 * available, ingoing, cost price, min, max, outgoing in the period.
 */
type DemandRow = [number, number, string, string, number, number, number | null, number | null, number | null, number];

/**
 * The tables the demand is read from, for the parameters of DEMAND_SQL: `mats` the materials of the
 * suppliers with the filters, `ing` their open ingoing quantity, `sold` what left in the period.
 */
export const DEMAND_FIGURES_SQL = `with mats as (
       select m.id, m.supplier_id, m.item_no, m.name, m.available_quantity, m.cost_price, m.minimum_warehouse_quantity, m.maximum_warehouse_quantity
         from materials m
        where m.business_unit_id = $1 and m.supplier_id = any($2::int[])
          and ($3::text is null or m.material_group = $3) and ($4::text is null or m.abc = $4)),
     ing as (${OPEN_INGOING_SQL}),
     sold as (
       select t.material_id, sum(t.quantity)::bigint as q from material_transactions t
        where $7::boolean and t.business_unit_id = $1 and t.process_type = 'Shipping'
          and t.created_at >= $5::date and t.created_at < $6::date + 1
        group by t.material_id)`;

/**
 * The figures of every material of the suppliers ($2) with the filters ($3 material group, $4 ABC),
 * for the period $5..$6 (both included; $7 false = no forecast, the Shipping rows are not read).
 * "Outgoing" is the Shipping transactions (stock that left the warehouse), summed per material
 * once from the partial covering index of migration 051.
 *
 * The answer is ONE row holding a JSON array of arrays, in item-number order, not a row per
 * material: the database builds the array in C and the driver hands it to JSON.parse, where a row
 * per material costs PGlite's JavaScript wire parser ~45 µs a row (10,000 materials: ~450 ms of a
 * ~600 ms query; see docs/decisions/0087-purchase-demand-query.md). The same on PostgreSQL, where
 * node-postgres parses json the same way.
 */
export const DEMAND_SQL = `${DEMAND_FIGURES_SQL}
     select coalesce(json_agg(json_build_array(mats.supplier_id, mats.id, mats.item_no, mats.name, mats.available_quantity, coalesce(ing.q, 0),
                                               mats.cost_price, mats.minimum_warehouse_quantity, mats.maximum_warehouse_quantity, coalesce(sold.q, 0))
                              order by mats.item_no), '[]') as lines
       from mats left join ing on ing.material_id = mats.id left join sold on sold.material_id = mats.id`;

/**
 * The calculated demand of every material of the given suppliers (one query for the figures, the
 * rule in demand.ts). The outgoing of the period is the Shipping transactions: stock that left.
 */
export async function supplierDemand(db: Queryable, bu: number, c: DemandCriteria): Promise<SupplierDemand[]> {
  const useForecast = c.useForecast ?? true;
  const { rows: suppliers } = await db.query<{ id: number; supplierName: string; averageLeadTime: number | null }>(
    `select id, supplier_name as "supplierName", average_lead_time as "averageLeadTime" from suppliers
      where business_unit_id = $1 and id = any($2::int[]) order by supplier_name`,
    [bu, c.supplierIds],
  );
  if (!suppliers.length) return [];
  const { rows } = await db.query<{ lines: DemandRow[] }>(DEMAND_SQL, [
    bu,
    suppliers.map((s) => s.id),
    c.materialGroup ?? null,
    c.abc ?? null,
    c.historyFrom,
    c.historyTo,
    useForecast,
  ]);
  const days = periodDays(c.historyFrom, c.historyTo);
  const bySupplier = new Map(
    suppliers.map((s) => [s.id, { supplierId: s.id, supplierName: s.supplierName, averageLeadTime: s.averageLeadTime, lines: [] as DemandLine[], totalCost: 0 }]),
  );
  for (const [supplierId, materialId, itemNumber, materialName, availableValue, ingoingValue, costPriceValue, min, max, sold] of rows[0].lines) {
    const supplier = bySupplier.get(supplierId)!;
    const available = Number(availableValue);
    const ingoing = Number(ingoingValue);
    const outgoingInPeriod = Number(sold);
    const demand = calculatedDemand({
      min,
      max,
      available,
      ingoing,
      ...(useForecast ? { dailyOutgoing: outgoingInPeriod / days, leadTimeDays: c.leadTimeDays ?? supplier.averageLeadTime } : {}),
    });
    if ((c.onlyWithDemand ?? true) && demand <= 0) continue;
    const costPrice = Number(costPriceValue ?? 0);
    supplier.lines.push({
      materialId,
      itemNumber,
      materialName,
      available,
      ingoing,
      costPrice,
      minimumWarehouseQuantity: min,
      maximumWarehouseQuantity: max,
      outgoingInPeriod,
      calculatedDemand: demand,
      orderedQuantity: demand,
      totalCostPrice: money(costPrice * demand),
    });
  }
  const result = [...bySupplier.values()];
  for (const s of result) s.totalCost = money(s.lines.reduce((sum, l) => sum + l.totalCostPrice, 0));
  return result;
}
