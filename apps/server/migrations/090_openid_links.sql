-- OpenID sign-in finds a user by the provider's issuer and subject linked to that user, never by a
-- name. One link per user and provider; one user per provider account in a business unit (the same
-- person may be linked to a user in each of several units, each unit deciding for itself).
create table openid_links (
  user_id          int not null references users(id) on delete cascade,
  business_unit_id int not null references business_units(id) on delete cascade,
  issuer           text not null,
  subject          text not null,
  linked_at        timestamptz not null default now(),
  primary key (user_id, issuer),
  unique (business_unit_id, issuer, subject)
);
