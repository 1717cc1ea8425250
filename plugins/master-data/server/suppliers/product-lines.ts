import { notFound, type Queryable } from '@cockpit/server/sdk';

export type ProductLine = {
  materialId: number;
  itemNumber: string;
  materialName: string;
  baseUoM: string;
  costPrice: number | null;
  available: number;
  ingoing: number;
  minimumWarehouseQuantity: number | null;
  maximumWarehouseQuantity: number | null;
  calculatedDemand: number;
  orderedQuantity: number;
  totalCostPrice: number;
};

/**
 * The calculated demand (Odoo's reordering rule): when available plus ingoing is
 * below the critical level (min), order up to the optimal level (max, or min when max is lower),
 * in whole units; otherwise nothing.
 */
export function calculatedDemand(available: number, ingoing: number, min: number | null, max: number | null): number {
  if (min === null || min <= 0) return 0;
  const onHand = available + ingoing;
  if (onHand >= min) return 0;
  return Math.ceil(Math.max(min, max ?? 0) - onHand);
}

/**
 * The supplier's materials as purchase lines with their demand (POST product lines for a
 * supplier), optionally only some materials or only those with a demand.
 */
export async function productLines(
  db: Queryable,
  businessUnitId: number,
  supplierId: number,
  options: { materialIds?: number[]; onlyWithDemand?: boolean },
): Promise<ProductLine[]> {
  const { rows: supplier } = await db.query('select 1 from suppliers where id = $1 and business_unit_id = $2', [supplierId, businessUnitId]);
  if (!supplier.length) throw notFound(`Supplier ${supplierId} not found`);
  const { rows } = await db.query<{
    id: number;
    item_no: string;
    name: string;
    base_uom: string;
    cost_price: number | null;
    available: number;
    ingoing: number;
    min: number | null;
    max: number | null;
  }>(
    `select m.id, m.item_no, m.name, m.base_uom, m.cost_price, m.available_quantity as available,
            (select coalesce(sum(s.ingoing_quantity), 0) from stocks s where s.business_unit_id = m.business_unit_id and s.material_id = m.id) as ingoing,
            m.minimum_warehouse_quantity as min, m.maximum_warehouse_quantity as max
       from materials m
      where m.business_unit_id = $1 and m.supplier_id = $2 and ($3::int[] is null or m.id = any($3))
      order by m.item_no`,
    [businessUnitId, supplierId, options.materialIds ?? null],
  );
  const lines = rows.map((r) => {
    const demand = calculatedDemand(r.available, r.ingoing, r.min, r.max);
    return {
      materialId: r.id,
      itemNumber: r.item_no,
      materialName: r.name,
      baseUoM: r.base_uom,
      costPrice: r.cost_price,
      available: r.available,
      ingoing: r.ingoing,
      minimumWarehouseQuantity: r.min,
      maximumWarehouseQuantity: r.max,
      calculatedDemand: demand,
      orderedQuantity: demand,
      totalCostPrice: Math.round(demand * (r.cost_price ?? 0) * 100) / 100,
    };
  });
  return options.onlyWithDemand ? lines.filter((l) => l.calculatedDemand > 0) : lines;
}
