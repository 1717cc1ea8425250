-- Screens changed in the studio: each save is a version of one grid's overlay, a JSON merge patch
-- over the shipped file (business_unit_id null: the installation's base screen, which every unit
-- sees under its own overlay). The overlay in force is the latest version of its unit and grid; a
-- rollback writes a new version holding an earlier one's patch, so history only grows. A null patch
-- is the shipped screen again.
create table screen_overlay_versions (
  id serial primary key,
  business_unit_id integer references business_units (id) on delete cascade,
  grid_id text not null,
  version integer not null,
  patch jsonb,
  texts jsonb not null default '{}'::jsonb,
  comment text not null,
  created_by integer references users (id) on delete set null,
  created_by_name text not null,
  -- The version this one returned to (0: the shipped screen), for a rollback.
  rollback_of integer,
  created_at timestamptz not null default now()
);

create unique index screen_overlay_versions_unit_grid_version on screen_overlay_versions (coalesce(business_unit_id, 0), grid_id, version);
