-- A finished OpenID sign-in waits here, for a minute at most, for the console to fetch its session
-- token with the one-time code (kept as its SHA-256). In the database rather than one server's
-- memory, so that the callback and the fetch may reach different instances behind a proxy. Rows are
-- made only after the provider proved who signed in; a backup never carries them.
create table openid_sign_in_codes (
  code_hash  text primary key,
  result     jsonb not null,
  expires_at timestamptz not null
);
