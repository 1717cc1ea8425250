-- Master data: location roles and locations, materials with units of measure, stock.
-- The warehouse engine adds orders, operations, jobs, tasks, inventories and transactions.

create table location_roles (
  id               int generated always as identity primary key,
  business_unit_id int not null references business_units(id) on delete cascade,
  name             text not null,
  -- What the engine uses the role for: Pick, Bulk, Inbound, Outbound, Staging, Quarantine.
  kind             text not null default 'Pick',
  unique (business_unit_id, name)
);

create table locations (
  id                int generated always as identity primary key,
  business_unit_id  int not null references business_units(id) on delete cascade,
  name              text not null,
  state             text not null default 'Active',
  location_role_id  int references location_roles(id),
  abc_group         text,
  available_for_pick boolean not null default true,
  hidden            boolean not null default false,
  control_number    text,
  length            numeric(12,2),
  width             numeric(12,2),
  height            numeric(12,2),
  depth             numeric(12,2),
  weight            numeric(12,2),
  volume            numeric(14,3),
  weight_maximum    numeric(12,2),
  volume_maximum    numeric(14,3),
  fill_factor       numeric(5,2),
  outer_location    text,
  system_location   boolean not null default false,
  is_container      boolean not null default false,
  erp_classification text,
  picking_sequence  int,
  last_counted      timestamptz,
  created_at        timestamptz not null default now(),
  unique (business_unit_id, name)
);
create index locations_role on locations (business_unit_id, location_role_id);

create table materials (
  id                         int generated always as identity primary key,
  business_unit_id           int not null references business_units(id) on delete cascade,
  item_no                    text not null,
  name                       text not null,
  description                text,
  barcode                    text,
  ean                        text,
  base_uom                   text not null default 'PCS',
  cost_price                 numeric(14,2),
  sales_price                numeric(14,2),
  abc                        text,
  material_group             text,
  material_state             text not null default 'Active',
  height                     numeric(12,2),
  length                     numeric(12,2),
  width                      numeric(12,2),
  weight                     numeric(12,3),
  supplier_id                int,
  minimum_warehouse_quantity int,
  maximum_warehouse_quantity int,
  -- Sums over the material's stock rows, kept in the same transaction as every stock change.
  current_quantity           bigint not null default 0,
  reserved_quantity          bigint not null default 0,
  available_quantity         bigint not null default 0,
  soft_reserved_quantity     bigint not null default 0,
  is_bom                     boolean not null default false,
  has_batch                  boolean not null default false,
  has_serial_number          boolean not null default false,
  has_exp_date               boolean not null default false,
  colour                     text,
  size                       text,
  style                      text,
  image_url                  text,
  web_shop                   boolean not null default false,
  woo_commerce_id            text,
  created_at                 timestamptz not null default now(),
  unique (business_unit_id, item_no)
);
create index materials_name on materials (business_unit_id, name);
create index materials_barcode on materials (business_unit_id, barcode);

create table units_of_measure (
  id           int generated always as identity primary key,
  material_id  int not null references materials(id) on delete cascade,
  uom_type     text not null,
  quantity     int not null check (quantity > 0),
  container    text,
  is_shipable  boolean not null default true,
  height       numeric(12,2),
  length       numeric(12,2),
  width        numeric(12,2),
  weight       numeric(12,3),
  unique (material_id, uom_type)
);

create table stocks (
  id                int generated always as identity primary key,
  business_unit_id  int not null references business_units(id) on delete cascade,
  material_id       int not null references materials(id),
  location_id       int not null references locations(id),
  container_id      text,
  is_container      boolean not null default false,
  quantity          bigint not null default 0 check (quantity >= 0),
  reserved_quantity bigint not null default 0 check (reserved_quantity >= 0 and reserved_quantity <= quantity),
  ingoing_quantity  bigint not null default 0 check (ingoing_quantity >= 0),
  batch             text,
  exp_date          date,
  serial_number     text,
  fifo_date         timestamptz not null default now(),
  last_counted      timestamptz,
  created_at        timestamptz not null default now()
);
create index stocks_material on stocks (business_unit_id, material_id);
create index stocks_location on stocks (business_unit_id, location_id);
create index stocks_bu_id on stocks (business_unit_id, id);
