-- Settings and administration (issue 16): company information with its logo, roles limited in the
-- roles they may assign, and code switches per business unit.

-- Company information of a business unit. The company name also lives in the
-- companyInfo setting every user reads; the logo is kept here so that settings stay small.
create table company_info (
  business_unit_id int primary key references business_units(id) on delete cascade,
  company_name     text not null,
  address          text not null default '',
  contact_person   text not null default '',
  phone            text not null default '',
  email            text not null default '',
  logo             text,
  updated_at       timestamptz not null default now()
);

-- The roles the holders of a role may assign to users. Null: no limit. An empty list: none.
alter table user_roles add column assignable_role_ids int[];

-- Code switches per business unit: server behaviour switched on without a route of its own.
create table business_unit_code_switches (
  business_unit_id int not null references business_units(id) on delete cascade,
  code_switch      text not null,
  primary key (business_unit_id, code_switch)
);
