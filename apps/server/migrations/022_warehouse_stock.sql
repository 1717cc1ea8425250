-- Warehouse engine: stock extras, dedicated locations, min/max maintenance, replenishments and the
-- material transactions (who, when, process type, from, to, quantity: the source of the reports).

alter table stocks add column if not exists picked_count int not null default 0;
alter table stocks add column if not exists parent_id int;
alter table stocks add column if not exists stock_attributes jsonb;

-- Stock list sorts and filters (the 1,000,000-row paging benchmark sorts by fifo date).
create index if not exists stocks_sort_fifo on stocks (business_unit_id, fifo_date nulls first, id);
create index if not exists stocks_sort_quantity on stocks (business_unit_id, quantity nulls first, id);
create index if not exists stocks_sort_exp on stocks (business_unit_id, exp_date nulls first, id);
create index if not exists stocks_sort_counted on stocks (business_unit_id, last_counted nulls first, id);
create index if not exists stocks_material_location on stocks (material_id, location_id);

create table dedicated_locations (
  business_unit_id int not null references business_units(id) on delete cascade,
  location_id      int not null references locations(id) on delete cascade,
  material_id      int not null references materials(id) on delete cascade,
  created_at       timestamptz not null default now(),
  primary key (location_id, material_id)
);
create index dedicated_locations_material on dedicated_locations (material_id);
create index dedicated_locations_bu on dedicated_locations (business_unit_id);

-- Min/max per material and pick location (MaintenanceMinMax).
create table maintenance_levels (
  id               int generated always as identity primary key,
  business_unit_id int not null references business_units(id) on delete cascade,
  material_id      int not null references materials(id) on delete cascade,
  location_id      int not null references locations(id) on delete cascade,
  min_quantity     int not null check (min_quantity >= 0),
  max_quantity     int not null check (max_quantity >= 1),
  updated_at       timestamptz not null default now(),
  unique (location_id, material_id),
  check (max_quantity >= min_quantity)
);
create index maintenance_levels_bu on maintenance_levels (business_unit_id, id);
create index maintenance_levels_material on maintenance_levels (material_id);

create table replenishments (
  id                 int generated always as identity primary key,
  business_unit_id   int not null references business_units(id) on delete cascade,
  material_id        int not null references materials(id),
  location_id        int not null references locations(id),
  kind               text not null check (kind in ('MinMax', 'OrderBased')),
  state              text not null default 'Open' check (state in ('Open', 'Completed', 'Cancelled')),
  requested_quantity bigint not null check (requested_quantity > 0),
  created_by         int references users(id),
  created_at         timestamptz not null default now(),
  completed_at       timestamptz
);
-- At most one open replenishment per pick location and material (myWMS refill orders).
create unique index replenishments_one_open on replenishments (location_id, material_id) where state = 'Open';
create index replenishments_bu on replenishments (business_unit_id, state);

create table material_transactions (
  id               bigint generated always as identity primary key,
  business_unit_id int not null references business_units(id) on delete cascade,
  created_at       timestamptz not null,
  user_id          int references users(id),
  -- InitialStock, Picking, Replenishment, Movement, PutAway, Receipt, Gain, Loss, InventoryGain,
  -- InventoryLoss, PickAdjustment, Shipping.
  process_type     text not null,
  material_id      int not null references materials(id),
  quantity         bigint not null check (quantity > 0),
  from_location_id int references locations(id),
  to_location_id   int references locations(id),
  -- Stock ids without foreign keys (emptied stock rows are deleted; the history stays).
  from_stock_id    int,
  to_stock_id      int,
  task_id          int,
  job_id           int,
  reference        text,
  cause_code       text,
  reason_text      text,
  batch            text
);
create index material_transactions_date on material_transactions (business_unit_id, created_at, id);
create index material_transactions_material on material_transactions (material_id, created_at);
create index material_transactions_process on material_transactions (business_unit_id, process_type, created_at);
create index material_transactions_user on material_transactions (business_unit_id, user_id, created_at);
create index material_transactions_from_stock on material_transactions (from_stock_id) where from_stock_id is not null;
create index material_transactions_to_stock on material_transactions (to_stock_id) where to_stock_id is not null;
