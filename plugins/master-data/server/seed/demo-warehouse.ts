import { createRandom, insertRows, type Queryable } from '@cockpit/server/sdk';
import { demoMaterial } from './catalogue';

export interface WarehouseSize {
  materials: number;
  aisles: number;
}

/** Location roles, locations, materials and stock for one business unit. */
export async function seedWarehouse(db: Queryable, businessUnitId: number, size: WarehouseSize, seed: number): Promise<void> {
  const r = createRandom(seed);
  const roleNames: Array<[string, string]> = [
    ['Pick', 'Pick'],
    ['Bulk', 'Bulk'],
    ['Inbound', 'Inbound'],
    ['Outbound', 'Outbound'],
    ['Quarantine', 'Quarantine'],
  ];
  const roleIds = await insertRows(
    db,
    'location_roles',
    ['business_unit_id', 'name', 'kind'],
    roleNames.map(([n, k]) => [businessUnitId, n, k]),
    { returning: 'id' },
  );
  const role = Object.fromEntries(roleNames.map(([n], i) => [n, roleIds[i]]));

  // Aisles A.., racks 01-10, levels 1-4: level 1 is the pick face, above it bulk.
  const locationRows: unknown[][] = [];
  for (let a = 0; a < size.aisles; a++) {
    const aisle = String.fromCharCode(65 + (a % 26)) + (a >= 26 ? String(Math.floor(a / 26)) : '');
    for (let rack = 1; rack <= 10; rack++) {
      for (let level = 1; level <= 4; level++) {
        const name = `${aisle}-${String(rack).padStart(2, '0')}-${level}`;
        const pick = level === 1;
        locationRows.push([
          businessUnitId,
          name,
          pick ? role.Pick : role.Bulk,
          r.pick(['A', 'B', 'C']),
          pick,
          120,
          80,
          pick ? 100 : 150,
          500,
          a * 40 + rack * 4 + level,
          pick ? 0.8 : 0.9,
        ]);
      }
    }
  }
  for (let i = 1; i <= 4; i++) locationRows.push([businessUnitId, `IN-${String(i).padStart(2, '0')}`, role.Inbound, null, false, 300, 300, 250, 2000, 9000 + i, 1]);
  for (let i = 1; i <= 4; i++) locationRows.push([businessUnitId, `OUT-${String(i).padStart(2, '0')}`, role.Outbound, null, false, 300, 300, 250, 2000, 9100 + i, 1]);
  locationRows.push([businessUnitId, 'QUAR-01', role.Quarantine, null, false, 200, 200, 200, 1000, 9200, 1]);
  const locationIds = await insertRows(
    db,
    'locations',
    ['business_unit_id', 'name', 'location_role_id', 'abc_group', 'available_for_pick', 'length', 'width', 'height', 'weight_maximum', 'picking_sequence', 'fill_factor'],
    locationRows,
    { returning: 'id' },
  );
  const pickLocations = locationIds.filter((_, i) => locationRows[i][2] === role.Pick);
  const bulkLocations = locationIds.filter((_, i) => locationRows[i][2] === role.Bulk);

  const materials = Array.from({ length: size.materials }, (_, i) => demoMaterial(r, i + 1));
  const materialIds = await insertRows(
    db,
    'materials',
    [
      'business_unit_id',
      'item_no',
      'name',
      'description',
      'barcode',
      'ean',
      'base_uom',
      'material_group',
      'cost_price',
      'sales_price',
      'abc',
      'colour',
      'weight',
      'minimum_warehouse_quantity',
      'maximum_warehouse_quantity',
    ],
    materials.map((m) => [
      businessUnitId,
      m.itemNo,
      m.name,
      m.description,
      m.barcode,
      m.ean,
      m.baseUoM,
      m.materialGroup,
      m.costPrice,
      m.salesPrice,
      m.abc,
      m.colour,
      m.weight,
      m.min,
      m.max,
    ]),
    { returning: 'id' },
  );
  await insertRows(
    db,
    'units_of_measure',
    ['material_id', 'uom_type', 'quantity', 'is_shipable'],
    materialIds.flatMap((id, i) => [
      [id, materials[i].baseUoM, 1, true],
      [id, 'BOX', r.pick([6, 10, 12, 24]), true],
    ]),
  );

  // Most materials have a pick-face stock and some bulk stock; a few have none (they show as shortages).
  const now = Date.now();
  const stockRows: unknown[][] = [];
  materialIds.forEach((materialId, i) => {
    if (r.chance(0.08)) return;
    const fifo = (days: number) => new Date(now - days * 86_400_000).toISOString();
    stockRows.push([businessUnitId, materialId, pickLocations[i % pickLocations.length], r.int(5, 120), fifo(r.int(1, 200))]);
    const bulkCount = r.int(0, 2);
    for (let b = 0; b < bulkCount; b++) stockRows.push([businessUnitId, materialId, r.pick(bulkLocations), r.int(50, 600), fifo(r.int(1, 400))]);
  });
  await insertRows(db, 'stocks', ['business_unit_id', 'material_id', 'location_id', 'quantity', 'fifo_date'], stockRows);
  await refreshMaterialTotals(db, businessUnitId);
}

/** Recomputes the materials' current/reserved/available sums from their stock rows. */
export async function refreshMaterialTotals(db: Queryable, businessUnitId: number): Promise<void> {
  await db.query(
    `update materials m
        set current_quantity = s.q, reserved_quantity = s.r, available_quantity = s.q - s.r
       from (select m2.id, coalesce(sum(st.quantity), 0) as q, coalesce(sum(st.reserved_quantity), 0) as r
               from materials m2 left join stocks st on st.material_id = m2.id
              where m2.business_unit_id = $1 group by m2.id) s
      where m.id = s.id`,
    [businessUnitId],
  );
}
