-- Sales-order drafts: the
-- create-sales-order form saved unfinished. A draft holds resolved lines only (material ids); the
-- sales rules (plugins/sales/rules) are checked when it becomes an order (CreateSalesOrderFromDraft).

create table sales_order_drafts (
  id               int generated always as identity primary key,
  business_unit_id int not null references business_units(id) on delete cascade,
  -- The number the order gets when the draft is turned into one (GetSalesOrderNo when first saved).
  order_number     text not null,
  order_type       text not null default 'Sales',
  customer_name    text,
  company_name     text,
  address          text,
  zip_code         text,
  city             text,
  country_code     text,
  email            text,
  phone            text,
  delivery_type    text,
  -- Percent; null for no discount.
  discount         numeric(5,2),
  -- totalSalesPrice of the lines as saved (after discount), shown as totalCost in the grid.
  total_cost       numeric(14,2) not null default 0,
  created_by       int,
  created_at       timestamptz not null default now(),
  updated_at       timestamptz not null default now(),
  unique (business_unit_id, order_number)
);
create index sales_order_drafts_sort_customer on sales_order_drafts (business_unit_id, customer_name nulls first, id);

create table sales_order_draft_lines (
  draft_id       int not null references sales_order_drafts(id) on delete cascade,
  line_no        int not null,
  material_id    int not null references materials(id) on delete cascade,
  -- A draft may be unfinished: the quantity may still break the rules (0 while the user types).
  quantity       bigint not null default 0 check (quantity >= 0),
  adjusted_price numeric(14,2),
  primary key (draft_id, line_no)
);
create index sales_order_draft_lines_material on sales_order_draft_lines (material_id);
