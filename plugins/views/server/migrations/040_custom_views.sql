-- Saved grid views, saved for me, the business unit or all (can_save_for_me / _bum / _all).
-- owner is the grid view name (Material, MaterialSsp, ...). scope:
--   user          the saver's own view (created_by, in the saver's business unit)
--   businessUnit  every user of business_unit_id
--   all           every user of every business unit of the installation (business_unit_id keeps the saver's unit, for the record)
-- The view's parts are kept as the JSON strings the API carries; readers ignore parts that fail to parse.
create table custom_views (
  id                  int generated always as identity primary key,
  business_unit_id    int not null references business_units(id) on delete cascade,
  owner               text not null,
  custom_view_name    text not null,
  scope               text not null check (scope in ('user', 'businessUnit', 'all')),
  created_by          int references users(id) on delete set null,
  visible_column_name text,
  column_to_sort_on   text,
  sorting_direction   text,
  column_width        text,
  active_filters      text,
  column_grouping     text,
  created_at          timestamptz not null default now(),
  updated_at          timestamptz not null default now()
);
create index custom_views_by_owner on custom_views (owner, business_unit_id);
-- A name is used once per scope (the service also refuses a name the saver can already see in another scope).
create unique index custom_views_user_name on custom_views (owner, created_by, lower(custom_view_name)) where scope = 'user';
create unique index custom_views_unit_name on custom_views (owner, business_unit_id, lower(custom_view_name)) where scope = 'businessUnit';
create unique index custom_views_all_name on custom_views (owner, lower(custom_view_name)) where scope = 'all';

-- The primary view a grid opens with (one per grid), for one user
-- (user_id set) or for every user of the business unit (user_id null). custom_view_id null is the
-- built-in default view. Deleting a view removes it as anyone's primary view.
create table primary_views (
  id               int generated always as identity primary key,
  business_unit_id int not null references business_units(id) on delete cascade,
  user_id          int references users(id) on delete cascade,
  owner            text not null,
  custom_view_id   int references custom_views(id) on delete cascade,
  updated_at       timestamptz not null default now()
);
create unique index primary_views_unique on primary_views (business_unit_id, coalesce(user_id, 0), owner);
