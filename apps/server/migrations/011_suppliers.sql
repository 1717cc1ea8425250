-- Suppliers and their materials. A material belongs to at most
-- one supplier: materials.supplier_id (from 010) is the link, made a foreign key here.

create table suppliers (
  id                int generated always as identity primary key,
  business_unit_id  int not null references business_units(id) on delete cascade,
  supplier_name     text not null,
  contact_person    text,
  company_email     text,
  -- Days from ordering to receipt; the purchase drafts use it for the demand forecast.
  average_lead_time int check (average_lead_time is null or average_lead_time >= 0),
  supplier_status   text not null default 'Active' check (supplier_status in ('Active', 'Inactive')),
  comments          text,
  created_at        timestamptz not null default now(),
  unique (business_unit_id, supplier_name)
);

-- Deleting a supplier unlinks its materials rather than deleting them.
alter table materials
  add constraint materials_supplier_fk foreign key (supplier_id) references suppliers(id) on delete set null;
create index materials_supplier on materials (business_unit_id, supplier_id);
