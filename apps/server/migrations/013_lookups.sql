-- Look-ups of the location dialog and filters: ERP classifications, generic lookup entries
-- (name, description per lookup type), location role groups and load carrier types.

create table erp_classifications (
  id               int generated always as identity primary key,
  business_unit_id int not null references business_units(id) on delete cascade,
  name             text not null,
  description      text,
  unique (business_unit_id, name)
);

-- locations.erp_classification (text, 010) stays the name that lists read; the id is what the
-- location dialog sends. Both are written together.
alter table locations add column erp_classification_id int references erp_classifications(id) on delete set null;

create table lookups (
  id               int generated always as identity primary key,
  business_unit_id int not null references business_units(id) on delete cascade,
  lookup_type      text not null,
  name             text not null,
  description      text,
  sort_order       int not null default 0,
  unique (business_unit_id, lookup_type, name)
);

create table location_role_groups (
  id               int generated always as identity primary key,
  business_unit_id int not null references business_units(id) on delete cascade,
  name             text not null,
  description      text,
  unique (business_unit_id, name)
);

create table location_role_group_members (
  location_role_group_id int not null references location_role_groups(id) on delete cascade,
  location_role_id       int not null references location_roles(id) on delete cascade,
  primary key (location_role_group_id, location_role_id)
);

create table load_carrier_types (
  id               int generated always as identity primary key,
  business_unit_id int not null references business_units(id) on delete cascade,
  name             text not null,
  description      text,
  length           numeric(12,2),
  width            numeric(12,2),
  height           numeric(12,2),
  max_weight       numeric(12,2),
  unique (business_unit_id, name)
);
