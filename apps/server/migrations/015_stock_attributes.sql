-- Stock attribute definitions: which extra values a stock row carries and
-- how the handhelds capture them.

create table stock_attributes (
  id                     int generated always as identity primary key,
  business_unit_id       int not null references business_units(id) on delete cascade,
  name                   text not null,
  display_name           text not null,
  description            text,
  data_type              text not null check (data_type in ('String', 'Integer', 'Decimal', 'Date', 'Boolean', 'Enum')),
  -- A pattern the value must match; checked to compile before it is stored.
  regex_validation       text,
  required               boolean not null default false,
  restricted_preparation boolean not null default false,
  erp_maintained         boolean not null default false,
  handling               text not null default 'None' check (handling in ('None', 'OnReceipt', 'OnPick', 'OnReceiptAndPick')),
  -- The values an Enum attribute may take.
  enum_values            text[] not null default '{}',
  created_at             timestamptz not null default now(),
  unique (business_unit_id, name)
);
