import type { DependentRows } from '../dependent-rows';

/**
 * The lists that show a location's own fields (name, ABC group, picking sequence...) on their
 * rows, and which of their rows refer to one location ($1 business unit, $2 location id);
 * published again after a location is changed (../dependent-rows.ts).
 * Historical tasks, orders and inventories are left out, as for materials.
 */
export const locationDependents: readonly DependentRows[] = [
  { viewName: 'Stock', idsSql: 'select s.id from stocks s where s.business_unit_id = $1 and s.location_id = $2' },
  {
    viewName: 'Task',
    idsSql: `select t.id from tasks t where t.business_unit_id = $1 and not t.historical
               and (t.from_location_id = $2 or t.to_location_id = $2 or t.original_location_id = $2)`,
  },
  {
    viewName: 'InventoryLine',
    idsSql: 'select il.id from inventory_lines il join inventories i on i.id = il.inventory_id where il.business_unit_id = $1 and il.location_id = $2 and not i.historical',
  },
  { viewName: 'Maintenance', idsSql: 'select ml.id from maintenance_levels ml where ml.business_unit_id = $1 and ml.location_id = $2' },
  { viewName: 'Printer', idsSql: 'select p.id from printers p where p.business_unit_id = $1 and p.location_id = $2' },
  { viewName: 'OutgoingOrder', idsSql: 'select o.id from outgoing_orders o where o.business_unit_id = $1 and o.outbound_location_id = $2 and not o.historical' },
  { viewName: 'IngoingOrder', idsSql: 'select io.id from ingoing_orders io where io.business_unit_id = $1 and io.inbound_location_id = $2 and not io.historical' },
];
