-- Dashboard (issue 12): the factory KPI settings under the key Home (each business unit gets its
-- own copy when seeded), and the partial indexes the available-widgets call needs on a large
-- warehouse: each widget counts a small open part of a big table, so the index holds only that part.

insert into settings (business_unit_id, user_id, client_id, owner, key, value)
values (null, null, 'Cockpit', 'KpiSettings', 'Home',
        '[{"id":1,"name":"OutBoundOrders","enabled":true,"row":0,"order":0},{"id":2,"name":"InBoundOrders","enabled":true,"row":0,"order":1},{"id":3,"name":"PickingTasksPerLocationRole","enabled":true,"row":1,"order":0}]')
on conflict do nothing;

-- Widgets 0 and 9 (completed today), 1 and 5 (open orders), 10 (orders waiting for maintenance).
create index if not exists outgoing_orders_dashboard_open on outgoing_orders (business_unit_id, state, delivery_date)
  where not historical and state in ('Initial', 'Started');
create index if not exists outgoing_orders_dashboard_completed on outgoing_orders (business_unit_id, completed_date)
  where not historical and state = 'Completed';
-- Widgets 2, 3, 9, 10 and the KPI's order lines: lines per unit and state.
create index if not exists outgoing_order_lines_dashboard_state on outgoing_order_lines (business_unit_id, state, order_id);
create index if not exists outgoing_order_lines_dashboard_completed on outgoing_order_lines (business_unit_id, actual_handling_date)
  where state = 'Completed';
-- Widget 6 and the picking KPI: open picking tasks per unit.
create index if not exists tasks_dashboard_open_picking on tasks (business_unit_id, state, from_location_id)
  where not historical and process_type = 'Picking' and state in ('Prepared', 'InProgress');
-- The picking KPI's tasks performed today.
create index if not exists tasks_dashboard_performed_picking on tasks (business_unit_id, performed_date)
  where process_type = 'Picking' and state = 'Performed';
-- The inbound KPI's orders completed today.
create index if not exists ingoing_orders_dashboard_completed on ingoing_orders (business_unit_id, completed_date)
  where state = 'Completed';
-- The outbound KPI's tasks of the orders it counts.
create index if not exists tasks_dashboard_order on tasks (order_id) where order_id is not null and state <> 'Cancelled';
