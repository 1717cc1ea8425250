-- Label printers, the label definitions they can print, and the print jobs the console asks for.
-- There is no physical printer: a print job row with its rendered payload is the outcome.

create table printers (
  id                 int generated always as identity primary key,
  business_unit_id   int not null references business_units(id) on delete cascade,
  name               text not null,
  display_text       text,
  is_network_printer boolean not null default false,
  network_name_or_ip text,
  print_technology   text not null default 'ZPL' check (print_technology in ('ZPL', 'PDF', 'SVG')),
  location_id        int references locations(id) on delete set null,
  created_at         timestamptz not null default now(),
  unique (business_unit_id, name),
  -- A network printer needs its address.
  check (not is_network_printer or coalesce(network_name_or_ip, '') <> '')
);

create table label_definitions (
  id               int generated always as identity primary key,
  business_unit_id int not null references business_units(id) on delete cascade,
  name             text not null,
  -- What the label is for; the print-material-label dialog offers the Material ones.
  label_kind       text not null default 'Material',
  width_mm         int not null check (width_mm between 10 and 300),
  height_mm        int not null check (height_mm between 10 and 300),
  unique (business_unit_id, name)
);

create table printer_label_definitions (
  printer_id          int not null references printers(id) on delete cascade,
  label_definition_id int not null references label_definitions(id) on delete cascade,
  primary key (printer_id, label_definition_id)
);

create table print_jobs (
  id                  int generated always as identity primary key,
  business_unit_id    int not null references business_units(id) on delete cascade,
  printer_id          int not null references printers(id) on delete cascade,
  material_id         int references materials(id) on delete set null,
  label_definition_id int references label_definitions(id) on delete set null,
  copies              int not null check (copies between 1 and 999),
  payload_format      text not null,
  payload             text not null,
  state               text not null default 'Queued',
  requested_by        int references users(id) on delete set null,
  created_at          timestamptz not null default now()
);
create index print_jobs_printer on print_jobs (business_unit_id, printer_id, created_at);
