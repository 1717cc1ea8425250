-- Warehouse engine: outgoing (sales) and ingoing (purchase) orders with their lines.
-- States as in src/warehouse/states.ts. Sort indexes are declared "nulls first" because lists order by
-- "<field> asc nulls first, id asc" (and the reverse for far pages), which a default index cannot serve.

-- Delivery types known to the external system; an order may only use one that exists here.
create table delivery_types (
  business_unit_id int not null references business_units(id) on delete cascade,
  name             text not null,
  description      text,
  primary key (business_unit_id, name)
);

create table outgoing_orders (
  id                         int generated always as identity primary key,
  business_unit_id           int not null references business_units(id) on delete cascade,
  order_no                   text not null,
  state                      text not null default 'Initial' check (state in ('Initial', 'Started', 'Completed', 'Cancelled')),
  order_type                 text not null default 'Sales',
  priority                   int not null default 5,
  execution_date             timestamptz,
  delivery_date              date,
  delivery_type              text,
  delivery_route             text,
  drop_number                text,
  customer_name              text,
  company_name               text,
  recipient                  text,
  address                    text,
  zip_code                   text,
  city                       text,
  country_code               text,
  email                      text,
  phone                      text,
  delivery_contact           text,
  invoice_contact            text,
  comment                    text,
  pick_note_id               text,
  pick_list                  text,
  boxes                      int,
  interfaced                 boolean not null default false,
  order_volume               numeric(14,3),
  order_weight               numeric(14,3),
  order_attributes           jsonb,
  one_piece_id               text,
  returned_quantity          bigint not null default 0,
  total_sales_price          numeric(14,2),
  original_total_sales_price numeric(14,2),
  discount                   numeric(5,2),
  -- Where picked goods are staged (a location of kind Outbound); chosen at creation or first prepare.
  outbound_location_id       int references locations(id),
  completed_date             timestamptz,
  cancelled_date             timestamptz,
  -- Staged goods leave the warehouse when the order is shipped (housekeeping marks it historical).
  shipped_date               timestamptz,
  historical                 boolean not null default false,
  created_at                 timestamptz not null default now(),
  updated_at                 timestamptz not null default now(),
  unique (business_unit_id, order_no)
);
create index outgoing_orders_state on outgoing_orders (business_unit_id, state, id);
create index outgoing_orders_sort_no on outgoing_orders (business_unit_id, order_no nulls first, id);
create index outgoing_orders_sort_created on outgoing_orders (business_unit_id, created_at nulls first, id);
create index outgoing_orders_sort_delivery on outgoing_orders (business_unit_id, delivery_date nulls first, id);
create index outgoing_orders_sort_execution on outgoing_orders (business_unit_id, execution_date nulls first, id);
create index outgoing_orders_sort_customer on outgoing_orders (business_unit_id, customer_name nulls first, id);
create index outgoing_orders_sort_priority on outgoing_orders (business_unit_id, priority nulls first, id);
create index outgoing_orders_completed on outgoing_orders (business_unit_id, completed_date) where completed_date is not null;

create table outgoing_order_lines (
  id                     int generated always as identity primary key,
  business_unit_id       int not null references business_units(id) on delete cascade,
  order_id               int not null references outgoing_orders(id) on delete cascade,
  order_line_no          int not null,
  material_id            int not null references materials(id),
  ordered_quantity       bigint not null check (ordered_quantity >= 0),
  -- confirmedQuantity: what performed pick tasks confirmed for the line.
  picked_quantity        bigint not null default 0 check (picked_quantity >= 0),
  state                  text not null default 'Initial'
                         check (state in ('Initial', 'FailedInPreparation', 'PendingMaintenance', 'ReadyForPick', 'InProgress', 'Completed', 'Cancelled')),
  -- A short pick (confirmed below requested, with a reason) or cancel-order-process closes the line.
  closed                 boolean not null default false,
  failure_reason         text,
  base_uom_quantity      bigint,
  expected_handling_date date,
  actual_handling_date   timestamptz,
  sales_unit_price       numeric(14,2),
  sales_price            numeric(14,2),
  adjust_price           numeric(14,2),
  line_weight            numeric(14,3),
  line_volume            numeric(14,3),
  order_line_attributes  jsonb,
  boxes                  int,
  unique (order_id, order_line_no)
);
create index outgoing_order_lines_material on outgoing_order_lines (material_id, state);
create index outgoing_order_lines_pending on outgoing_order_lines (business_unit_id, material_id) where state = 'PendingMaintenance';

create table ingoing_orders (
  id                    int generated always as identity primary key,
  business_unit_id      int not null references business_units(id) on delete cascade,
  order_no              text not null,
  supplier_order_id     text,
  -- Suppliers belong to master data; kept by id and name so this table does not depend on theirs.
  supplier_id           int,
  supplier_name         text,
  expected_receipt_date date,
  order_type            text not null default 'Purchase',
  state                 text not null default 'Initial' check (state in ('Initial', 'Started', 'Completed', 'Cancelled')),
  priority              int not null default 5,
  inbound_location_id   int references locations(id),
  completed_date        timestamptz,
  cancelled_date        timestamptz,
  historical            boolean not null default false,
  created_at            timestamptz not null default now(),
  updated_at            timestamptz not null default now(),
  unique (business_unit_id, order_no)
);
create index ingoing_orders_state on ingoing_orders (business_unit_id, state, id);
create index ingoing_orders_sort_no on ingoing_orders (business_unit_id, order_no nulls first, id);
create index ingoing_orders_sort_created on ingoing_orders (business_unit_id, created_at nulls first, id);
create index ingoing_orders_sort_expected on ingoing_orders (business_unit_id, expected_receipt_date nulls first, id);
create index ingoing_orders_sort_supplier on ingoing_orders (business_unit_id, supplier_name nulls first, id);

create table ingoing_order_lines (
  id                     int generated always as identity primary key,
  business_unit_id       int not null references business_units(id) on delete cascade,
  order_id               int not null references ingoing_orders(id) on delete cascade,
  order_line_no          int not null,
  material_id            int not null references materials(id),
  ordered_quantity       bigint not null check (ordered_quantity > 0),
  received_quantity      bigint not null default 0 check (received_quantity >= 0),
  state                  text not null default 'Initial' check (state in ('Initial', 'InProgress', 'Completed', 'Cancelled')),
  expected_handling_date date,
  actual_handling_date   timestamptz,
  unit_cost_price        numeric(14,2),
  line_weight            numeric(14,3),
  line_volume            numeric(14,3),
  unique (order_id, order_line_no)
);
create index ingoing_order_lines_material on ingoing_order_lines (material_id, state);
