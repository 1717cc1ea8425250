-- Password change at login: a user whose password must be changed (set by an
-- administrator, or on a new user) signs in to a session that opens only the at-login password
-- change; the flag clears when the password is changed.
alter table users add column must_change_password boolean not null default false;
