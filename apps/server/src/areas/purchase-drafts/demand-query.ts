import type { Queryable } from '../../db/types';
import { calculatedDemand, periodDays } from './demand';

/** Draft search criteria (business-areas.md §6 "show draft search criteria"). */
export interface DemandCriteria {
  supplierIds: number[];
  materialGroup?: string;
  abc?: string;
  /** The sales history period (YYYY-MM-DD, both included). */
  historyFrom: string;
  historyTo: string;
  /** false = the min/max reorder rule; true (default) = the forecast from the period. */
  useForecast?: boolean;
  /** Overrides the suppliers' averageLeadTime (days) for the forecast. */
  leadTimeDays?: number;
  /** Only materials whose calculated demand is above 0 (default true). */
  onlyWithDemand?: boolean;
}

export interface DemandLine {
  materialId: number;
  itemNumber: string;
  materialName: string;
  available: number;
  ingoing: number;
  costPrice: number;
  minimumWarehouseQuantity: number | null;
  maximumWarehouseQuantity: number | null;
  outgoingInPeriod: number;
  calculatedDemand: number;
  orderedQuantity: number;
  totalCostPrice: number;
}

export interface SupplierDemand {
  supplierId: number;
  supplierName: string;
  averageLeadTime: number | null;
  lines: DemandLine[];
  totalCost: number;
}

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
  const { rows } = await db.query<{
    supplierId: number;
    materialId: number;
    itemNumber: string;
    materialName: string;
    available: string;
    ingoing: string;
    costPrice: string | null;
    min: number | null;
    max: number | null;
    sold: string;
  }>(
    `with mats as (
       select m.id, m.supplier_id, m.item_no, m.name, m.available_quantity, m.cost_price, m.minimum_warehouse_quantity, m.maximum_warehouse_quantity
         from materials m
        where m.business_unit_id = $1 and m.supplier_id = any($2::int[])
          and ($3::text is null or m.material_group = $3) and ($4::text is null or m.abc = $4)),
     ing as (${OPEN_INGOING_SQL}),
     sold as (
       select t.material_id, sum(t.quantity)::bigint as q from material_transactions t
        where $7::boolean and t.business_unit_id = $1 and t.process_type = 'Shipping'
          and t.created_at >= $5::date and t.created_at < $6::date + 1
        group by t.material_id)
     select mats.supplier_id as "supplierId", mats.id as "materialId", mats.item_no as "itemNumber", mats.name as "materialName",
            mats.available_quantity as available, coalesce(ing.q, 0) as ingoing, mats.cost_price as "costPrice",
            mats.minimum_warehouse_quantity as min, mats.maximum_warehouse_quantity as max, coalesce(sold.q, 0) as sold
       from mats left join ing on ing.material_id = mats.id left join sold on sold.material_id = mats.id
      order by mats.item_no`,
    [bu, suppliers.map((s) => s.id), c.materialGroup ?? null, c.abc ?? null, c.historyFrom, c.historyTo, useForecast],
  );
  const days = periodDays(c.historyFrom, c.historyTo);
  const bySupplier = new Map(
    suppliers.map((s) => [s.id, { supplierId: s.id, supplierName: s.supplierName, averageLeadTime: s.averageLeadTime, lines: [] as DemandLine[], totalCost: 0 }]),
  );
  for (const r of rows) {
    const supplier = bySupplier.get(r.supplierId)!;
    const available = Number(r.available);
    const ingoing = Number(r.ingoing);
    const outgoingInPeriod = Number(r.sold);
    const demand = calculatedDemand({
      min: r.min,
      max: r.max,
      available,
      ingoing,
      ...(useForecast ? { dailyOutgoing: outgoingInPeriod / days, leadTimeDays: c.leadTimeDays ?? supplier.averageLeadTime } : {}),
    });
    if ((c.onlyWithDemand ?? true) && demand <= 0) continue;
    const costPrice = Number(r.costPrice ?? 0);
    supplier.lines.push({
      materialId: r.materialId,
      itemNumber: r.itemNumber,
      materialName: r.materialName,
      available,
      ingoing,
      costPrice,
      minimumWarehouseQuantity: r.min,
      maximumWarehouseQuantity: r.max,
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
