-- Platform: business units, users, roles, sessions, settings, feature flags, server secrets.

create table business_units (
  id          int generated always as identity primary key,
  name        text not null unique,
  created_at  timestamptz not null default now()
);

-- Feature flags enabled per business unit; they travel in the token's enabledFeature claim.
create table business_unit_features (
  business_unit_id int not null references business_units(id) on delete cascade,
  feature          text not null,
  primary key (business_unit_id, feature)
);

create table user_roles (
  id                   int generated always as identity primary key,
  business_unit_id     int not null references business_units(id) on delete cascade,
  name                 text not null,
  system_role          text,
  admin_responsibility boolean not null default false,
  warehouse_areas      text[] not null default '{}',
  load_carriers        text[] not null default '{}',
  deleted              boolean not null default false,
  unique (business_unit_id, name)
);

create table users (
  id               int generated always as identity primary key,
  business_unit_id int not null references business_units(id) on delete cascade,
  user_name        text not null,
  display_name     text not null,
  user_type        text not null default 'User',
  password_hash    text not null,
  default_language text not null default 'en-GB',
  picture          text,
  is_active        boolean not null default true,
  deleted          boolean not null default false,
  created_at       timestamptz not null default now(),
  unique (business_unit_id, user_name)
);

create table user_role_members (
  user_id int not null references users(id) on delete cascade,
  role_id int not null references user_roles(id) on delete cascade,
  primary key (user_id, role_id)
);

-- Per-role overrides of the permission defaults in schemas/permissions.json.
create table role_permissions (
  role_id int  not null references user_roles(id) on delete cascade,
  scope   text not null check (scope in ('header', 'grid', 'data')),
  key     text not null,
  allowed boolean not null,
  primary key (role_id, scope, key)
);

create table user_sessions (
  id               uuid primary key,
  user_id          int not null references users(id) on delete cascade,
  business_unit_id int not null references business_units(id) on delete cascade,
  started_at       timestamptz not null default now(),
  last_seen_at     timestamptz not null default now(),
  ended_at         timestamptz,
  client_version   text,
  language         text
);
create index user_sessions_active on user_sessions (business_unit_id, last_seen_at) where ended_at is null;

-- Settings records (clientId, owner, key, value). Scope: factory (no business unit, no user),
-- business unit (business_unit_id set), user (both set). The most specific record wins.
create table settings (
  id               int generated always as identity primary key,
  business_unit_id int references business_units(id) on delete cascade,
  user_id          int references users(id) on delete cascade,
  client_id        text not null default 'Cockpit',
  owner            text not null default 'userSettings',
  key              text not null,
  value            text not null,
  updated_at       timestamptz not null default now()
);
create unique index settings_unique on settings (coalesce(business_unit_id, 0), coalesce(user_id, 0), client_id, owner, key);

create table server_secrets (
  name  text primary key,
  value text not null
);
