-- Cause (reason) codes: the reasons the gain, lose, move and count dialogs offer.

create table cause_codes (
  id               int generated always as identity primary key,
  business_unit_id int not null references business_units(id) on delete cascade,
  type             text not null check (type in ('Gain', 'Lose', 'Move', 'Deviation', 'Inventory')),
  value            text not null,
  display_text     text not null,
  unique (business_unit_id, type, value)
);
