-- Lists sort by "<field> asc nulls first, id asc" (reversed for far pages); the default sort of the
-- warehouse grids is the id itself, which a primary-key index (nulls last) cannot serve in that order.
create index if not exists stocks_sort_id on stocks (business_unit_id, id nulls first);
create index outgoing_orders_sort_id on outgoing_orders (business_unit_id, id nulls first);
create index ingoing_orders_sort_id on ingoing_orders (business_unit_id, id nulls first);
create index operations_sort_id on operations (business_unit_id, id nulls first);
create index jobs_sort_id on jobs (business_unit_id, id nulls first);
create index tasks_sort_id on tasks (business_unit_id, id nulls first);
create index inventories_sort_id on inventories (business_unit_id, id nulls first);
create index maintenance_levels_sort_id on maintenance_levels (business_unit_id, id nulls first);
