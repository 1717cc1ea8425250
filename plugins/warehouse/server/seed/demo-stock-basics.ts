import { insertRows } from '@cockpit/server/sdk';
import { type DemoKit, query } from './demo-activity-kit';

/**
 * The starting point of the warehouse's history: an InitialStock transaction for every stock row
 * the master-data generator made (dated at its FIFO date, so the rows of each stock add up to its
 * quantity), delivery types, min/max levels at the pick faces and a few dedicated locations.
 */
export async function seedStockBasics(kit: DemoKit): Promise<void> {
  const bu = kit.businessUnitId;
  await kit.tx.query(
    `insert into material_transactions (business_unit_id, created_at, user_id, process_type, material_id, quantity, to_location_id, to_stock_id, reference)
     select s.business_unit_id, s.fifo_date, $2, 'InitialStock', s.material_id, s.quantity, s.location_id, s.id, 'Opening balance'
       from stocks s where s.business_unit_id = $1 and s.quantity > 0 order by s.id`,
    [bu, kit.adminId],
  );
  await insertRows(
    kit.tx,
    'delivery_types',
    ['business_unit_id', 'name', 'description'],
    [
      [bu, 'Standard', 'Standard parcel, 2-3 days'],
      [bu, 'Express', 'Next-day express'],
      [bu, 'Pickup', 'Customer picks up at the warehouse'],
      [bu, 'Freight', 'Pallet freight'],
    ],
  );
  // Min/max from the materials' critical and optimal stock levels, at the pick face holding them.
  const faces = await query<{ materialId: number; locationId: number; min: number; max: number }>(
    kit,
    `select distinct on (m.id) m.id as "materialId", s.location_id as "locationId", m.minimum_warehouse_quantity as min, m.maximum_warehouse_quantity as max
       from materials m join stocks s on s.material_id = m.id join locations l on l.id = s.location_id join location_roles r on r.id = l.location_role_id
      where m.business_unit_id = $1 and r.kind = 'Pick' and coalesce(m.minimum_warehouse_quantity, 0) > 0 and m.maximum_warehouse_quantity >= m.minimum_warehouse_quantity
      order by m.id, s.quantity desc, s.id`,
    [bu],
  );
  await insertRows(
    kit.tx,
    'maintenance_levels',
    ['business_unit_id', 'material_id', 'location_id', 'min_quantity', 'max_quantity'],
    faces.map((f) => [bu, f.materialId, f.locationId, f.min, f.max]),
  );
  const dedicated = faces.filter(() => kit.r.chance(0.2));
  await insertRows(
    kit.tx,
    'dedicated_locations',
    ['business_unit_id', 'location_id', 'material_id'],
    dedicated.map((f) => [bu, f.locationId, f.materialId]),
  );
}
