-- Integration records: imports, requests and messages exchanged with
-- external systems, shown on the integration settings pages.

create table integration_records (
  id                           bigint generated always as identity primary key,
  business_unit_id             int not null references business_units(id) on delete cascade,
  record_kind                  text not null check (record_kind in ('Import', 'Request', 'Message')),
  direction                    text not null check (direction in ('Inbound', 'Outbound')),
  integration_type             text not null,
  state                        text not null check (state in ('Success', 'Warning', 'Error', 'Pending')),
  initiated                    text not null check (initiated in ('Internal', 'External')),
  url                          text,
  http_method                  text,
  http_status                  int,
  request_body                 text,
  request_headers              text,
  response_body                text,
  response_headers             text,
  elapsed_milliseconds         int,
  error_message                text,
  external_system_name         text,
  external_endpoint_name       text,
  main_retrieval_endpoint_name text,
  event_subscription_name      text,
  created_at                   timestamptz not null default now()
);
create index integration_records_list on integration_records (business_unit_id, record_kind, created_at desc, id desc);
