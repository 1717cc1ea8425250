-- Purchase drafts: one draft per
-- supplier with its lines; Draft -> Ordered when CreatePO makes an ingoing order, or deleted.

create table purchase_drafts (
  id                  int generated always as identity primary key,
  business_unit_id    int not null references business_units(id) on delete cascade,
  draft_number        text not null,
  supplier_id         int not null references suppliers(id) on delete cascade,
  state               text not null default 'Draft' check (state in ('Draft', 'Ordered')),
  -- The sales history period and lead time the demand was calculated with (kept for the reader).
  history_from        date,
  history_to          date,
  lead_time_days      int check (lead_time_days is null or lead_time_days >= 0),
  -- Filled by CreatePO: the ingoing order made and the delivery wishes sent with it.
  ingoing_order_id    int references ingoing_orders(id) on delete set null,
  delivery_date       date,
  delivery_type       text,
  ordered_at          timestamptz,
  created_at          timestamptz not null default now(),
  updated_at          timestamptz not null default now(),
  unique (business_unit_id, draft_number)
);
create index purchase_drafts_open on purchase_drafts (business_unit_id, state, created_at, id);
create index purchase_drafts_supplier on purchase_drafts (supplier_id, state);

create table purchase_draft_lines (
  id                int generated always as identity primary key,
  business_unit_id  int not null references business_units(id) on delete cascade,
  draft_id          int not null references purchase_drafts(id) on delete cascade,
  line_no           int not null,
  material_id       int not null references materials(id) on delete cascade,
  calculated_demand int not null default 0 check (calculated_demand >= 0),
  ordered_quantity  int not null check (ordered_quantity > 0),
  unique (draft_id, material_id)
);
create index purchase_draft_lines_material on purchase_draft_lines (material_id);
