-- Warehouse engine: operations (the picking work of one order), jobs and tasks, and their logs.

create table operations (
  id                          int generated always as identity primary key,
  business_unit_id            int not null references business_units(id) on delete cascade,
  order_id                    int not null references outgoing_orders(id) on delete cascade,
  state                       text not null default 'Initial' check (state in ('Initial', 'Prepared', 'InProgress', 'Completed', 'Cancelled')),
  process_definition_category text not null default 'Picking',
  process_name                text not null default 'Sales order picking',
  wave_name                   text,
  -- Made by prepare-and-wait: lines short in pick locations wait for a replenishment.
  wait_for_preparation        boolean not null default false,
  execution_priority          int not null default 5,
  expected_completion_date    timestamptz,
  one_piece_id                text,
  historical                  boolean not null default false,
  created_at                  timestamptz not null default now(),
  updated_at                  timestamptz not null default now(),
  completed_at                timestamptz
);
create index operations_order on operations (order_id);
create index operations_state on operations (business_unit_id, state, id);
create index operations_sort_created on operations (business_unit_id, created_at nulls first, id);
create index operations_sort_priority on operations (business_unit_id, execution_priority nulls first, id);

create table jobs (
  id                          int generated always as identity primary key,
  business_unit_id            int not null references business_units(id) on delete cascade,
  name                        text not null,
  state                       text not null default 'Initial' check (state in ('Initial', 'Started', 'Completed', 'Cancelled')),
  user_id                     int references users(id),
  user_role_id                int references user_roles(id),
  -- The location role the job's tasks start from (jobs are grouped per location role).
  operation_area              text,
  used_asset                  text,
  process_definition_category text not null,
  inventory_id                int,
  instruction                 text,
  historical                  boolean not null default false,
  created_at                  timestamptz not null default now(),
  started_at                  timestamptz,
  completed_at                timestamptz,
  updated_at                  timestamptz not null default now()
);
create index jobs_state on jobs (business_unit_id, state, id);
create index jobs_sort_name on jobs (business_unit_id, name nulls first, id);
create index jobs_sort_created on jobs (business_unit_id, created_at nulls first, id);
create index jobs_user on jobs (user_id) where user_id is not null;
create index jobs_inventory on jobs (inventory_id) where inventory_id is not null;

create table tasks (
  id                           int generated always as identity primary key,
  business_unit_id             int not null references business_units(id) on delete cascade,
  task_type                    text not null default 'StockMovementTask' check (task_type in ('StockMovementTask', 'InventoryCountTask')),
  state                        text not null default 'Initial' check (state in ('Initial', 'Prepared', 'InProgress', 'Performed', 'Cancelled')),
  -- processDefinitionName: Picking, Replenishment, Movement, PutAway, Inventory.
  process_type                 text not null,
  job_id                       int references jobs(id) on delete set null,
  operation_id                 int references operations(id),
  order_id                     int references outgoing_orders(id),
  order_line_id                int references outgoing_order_lines(id),
  ingoing_order_id             int references ingoing_orders(id),
  ingoing_order_line_id        int references ingoing_order_lines(id),
  inventory_id                 int,
  inventory_line_id            int,
  replenishment_id             int,
  material_id                  int not null references materials(id),
  -- No foreign keys to stocks: a stock row that empties is deleted, the task keeps the id as history.
  from_stock_id                int,
  to_stock_id                  int,
  from_location_id             int references locations(id),
  to_location_id               int references locations(id),
  original_location_id         int references locations(id),
  next_location                text,
  from_container_id            text,
  to_container_id              text,
  requested_quantity           bigint not null check (requested_quantity >= 0),
  confirmed_quantity           bigint check (confirmed_quantity >= 0),
  batch                        text,
  exp_date                     date,
  serial_number                text,
  one_piece_id                 text,
  operation_phase              text,
  optimization_type            text,
  instruction_pattern          text,
  auto_completed               boolean not null default false,
  historical                   boolean not null default false,
  performed_by                 int references users(id),
  performed_date               timestamptz,
  reason_code                  text,
  reason_text                  text,
  stock_is_missing             boolean not null default false,
  task_score                   numeric(10,2),
  execution_priority           int not null default 5,
  execution_date               timestamptz,
  pre_cross_docking_definition text,
  pick_list                    text,
  info                         text,
  action_log                   text,
  -- Position of the task in its job (the walking order by picking sequence).
  job_sequence                 int,
  created_at                   timestamptz not null default now(),
  updated_at                   timestamptz not null default now()
);
create index tasks_state on tasks (business_unit_id, state, id);
create index tasks_job on tasks (job_id);
create index tasks_operation on tasks (operation_id);
create index tasks_order_line on tasks (order_line_id);
create index tasks_ingoing_line on tasks (ingoing_order_line_id);
create index tasks_inventory_line on tasks (inventory_line_id);
create index tasks_replenishment on tasks (replenishment_id);
-- Open tasks per stock: the reservation invariant and the outgoing-reservations call read these.
create index tasks_open_from_stock on tasks (from_stock_id) where state in ('Initial', 'Prepared', 'InProgress');
create index tasks_open_to_stock on tasks (to_stock_id) where state in ('Initial', 'Prepared', 'InProgress');
create index tasks_sort_created on tasks (business_unit_id, created_at nulls first, id);
create index tasks_sort_performed on tasks (business_unit_id, performed_date nulls first, id);
create index tasks_material_performed on tasks (material_id, performed_date) where state = 'Performed';

-- User logs (shown on jobs and tasks) and action logs.
create table work_logs (
  id               bigint generated always as identity primary key,
  business_unit_id int not null references business_units(id) on delete cascade,
  job_id           int,
  task_id          int,
  user_id          int references users(id),
  kind             text not null default 'user' check (kind in ('user', 'action')),
  log_level        text not null default 'Information' check (log_level in ('Information', 'Warning', 'Error')),
  translation_name text not null,
  message          text,
  created_at       timestamptz not null default now()
);
create index work_logs_job on work_logs (job_id, id);
create index work_logs_task on work_logs (task_id, id);
