import { createRandom, insertRows, type Queryable } from '@cockpit/server/sdk';

const KITS = [
  ['KIT-0001', 'Shelf mounting kit', 'Fasteners'],
  ['KIT-0002', 'Workplace safety kit', 'Safety'],
  ['KIT-0003', 'Painting starter kit', 'Paint'],
  ['KIT-0004', 'Parcel packing kit', 'Packaging'],
] as const;

/** A few kits (bills of materials) of existing materials, so that GET bom and isBOM have data. */
export async function seedKits(db: Queryable, businessUnitId: number, seed: number): Promise<void> {
  const r = createRandom(seed);
  for (const [itemNo, name, group] of KITS) {
    const { rows: parts } = await db.query<{ id: number; cost_price: number | null }>(
      'select id, cost_price from materials where business_unit_id = $1 and material_group = $2 and not is_bom order by id limit 6',
      [businessUnitId, group],
    );
    if (parts.length < 2) continue;
    const components = parts.filter(() => r.chance(0.7)).slice(0, 4);
    if (components.length < 2) components.splice(0, components.length, parts[0], parts[1]);
    const quantities = components.map(() => r.int(1, 6));
    const cost = Math.round(components.reduce((sum, c, i) => sum + (c.cost_price ?? 0) * quantities[i], 0) * 100) / 100 || 1;
    const [kitId] = await insertRows(
      db,
      'materials',
      ['business_unit_id', 'item_no', 'name', 'description', 'base_uom', 'material_group', 'cost_price', 'sales_price', 'abc', 'is_bom'],
      [[businessUnitId, itemNo, name, `${name}, assembled from ${components.length} materials`, 'PCS', group, cost, Math.round(cost * 145) / 100, 'C', true]],
      { returning: 'id' },
    );
    await insertRows(db, 'units_of_measure', ['material_id', 'uom_type', 'quantity', 'is_shipable'], [[kitId, 'PCS', 1, true]]);
    await insertRows(
      db,
      'bom_components',
      ['parent_material_id', 'component_material_id', 'quantity'],
      components.map((c, i) => [kitId, c.id, quantities[i]]),
    );
  }
}
