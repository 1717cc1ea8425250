-- Active users shows the client of each session: the browser's User-Agent as sent at sign-in
-- (cut to 500 characters). A session opened through the OpenId provider keeps the provider's ID
-- token, sent back as id_token_hint when the user logs out (RP-initiated logout), so that logging
-- out of Cockpit also ends the provider's session.
alter table user_sessions add column user_agent text;
alter table user_sessions add column id_token text;
