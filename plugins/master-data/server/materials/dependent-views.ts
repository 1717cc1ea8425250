import type { DependentRows } from '../dependent-rows';

/**
 * The lists that show a material's own fields (item number, name, unit, ABC...) on their rows, and
 * which of their rows belong to one material ($1 business unit, $2 material id); published again
 * after a material is changed (../dependent-rows.ts). Historical tasks, orders
 * and inventories are left out: they are shown only with the historical filter, and there are many.
 */
export const materialDependents: readonly DependentRows[] = [
  { viewName: 'Stock', idsSql: 'select s.id from stocks s where s.business_unit_id = $1 and s.material_id = $2' },
  { viewName: 'Task', idsSql: 'select t.id from tasks t where t.business_unit_id = $1 and t.material_id = $2 and not t.historical' },
  {
    viewName: 'InventoryLine',
    idsSql: 'select il.id from inventory_lines il join inventories i on i.id = il.inventory_id where il.business_unit_id = $1 and il.material_id = $2 and not i.historical',
  },
  { viewName: 'Maintenance', idsSql: 'select ml.id from maintenance_levels ml where ml.business_unit_id = $1 and ml.material_id = $2' },
  {
    viewName: 'OutgoingOrder',
    idsSql:
      'select distinct o.id from outgoing_order_lines ln join outgoing_orders o on o.id = ln.order_id where o.business_unit_id = $1 and ln.material_id = $2 and not o.historical',
  },
  {
    viewName: 'IngoingOrder',
    idsSql:
      'select distinct io.id from ingoing_order_lines ln join ingoing_orders io on io.id = ln.order_id where io.business_unit_id = $1 and ln.material_id = $2 and not io.historical',
  },
];
