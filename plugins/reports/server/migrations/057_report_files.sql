-- Report files a user made (issue 13): the console uploads each PDF or workbook it makes, and the
-- Downloads page lists them until they expire (REPORT_FILE_DAYS in areas/reports/report-files.ts).
create table report_files (
  id               int generated always as identity primary key,
  business_unit_id int not null references business_units(id) on delete cascade,
  user_id          int not null references users(id) on delete cascade,
  name             text not null,
  content_type     text not null,
  size             int not null,
  content          bytea not null,
  created_at       timestamptz not null default now(),
  expires_at       timestamptz not null
);
create index report_files_owner on report_files (business_unit_id, user_id, created_at desc);
create index report_files_expiry on report_files (expires_at);
