-- Warehouse engine: inventories (stock counts) and their lines.

create table inventories (
  id                int generated always as identity primary key,
  business_unit_id  int not null references business_units(id) on delete cascade,
  journal_name      text not null,
  state             text not null default 'Initial' check (state in ('Initial', 'Started', 'Counted', 'Approved', 'Cancelled')),
  assigned_user_id  int references users(id),
  assigned_role_id  int references user_roles(id),
  max_tasks_per_job int not null default 50 check (max_tasks_per_job >= 1),
  include_zero      boolean not null default false,
  created_by        int references users(id),
  created_at        timestamptz not null default now(),
  counted_at        timestamptz,
  approved_at       timestamptz,
  approved_by       int references users(id),
  cancelled_at      timestamptz,
  historical        boolean not null default false,
  updated_at        timestamptz not null default now()
);
create index inventories_state on inventories (business_unit_id, state, id);
create index inventories_sort_created on inventories (business_unit_id, created_at nulls first, id);
create index inventories_sort_name on inventories (business_unit_id, journal_name nulls first, id);

create table inventory_lines (
  id                int generated always as identity primary key,
  business_unit_id  int not null references business_units(id) on delete cascade,
  inventory_id      int not null references inventories(id) on delete cascade,
  -- The counted stock row (no foreign key: it may be emptied and deleted before approval).
  stock_id          int,
  location_id       int not null references locations(id),
  material_id       int not null references materials(id),
  container_name    text,
  batch             text,
  exp_date          date,
  serial_number     text,
  -- stockQty: the expected quantity, frozen when the line is made.
  expected_quantity bigint not null check (expected_quantity >= 0),
  counted_quantity  bigint check (counted_quantity >= 0),
  state             text not null default 'Initial' check (state in ('Initial', 'Counted', 'Accepted', 'Cancelled')),
  manual            boolean not null default false,
  recount_of        int references inventory_lines(id),
  counted_by        int references users(id),
  performed_time    timestamptz,
  created_at        timestamptz not null default now()
);
create index inventory_lines_inventory on inventory_lines (inventory_id, id);
create index inventory_lines_stock on inventory_lines (stock_id) where state in ('Initial', 'Counted');
create index inventory_lines_bu on inventory_lines (business_unit_id, id);

alter table jobs add constraint jobs_inventory_fk foreign key (inventory_id) references inventories(id) on delete cascade;
