-- A user's rights (roles, the roles' names, system roles and permissions, being active) are read
-- from the database on each request, cached per user until rights_version changes. The triggers
-- below raise it on every write that changes what a user may do, whichever code path writes, and
-- on a change of roles or permissions tell every server instance (NOTIFY cockpit_rights_changed,
-- payload the user id) so that the live hub refreshes the user's connections.
alter table users add column rights_version bigint not null default 0;

-- Role names that name the installation's global administrators are reserved: a unit's role that
-- carries one without being a global administrator role is renamed (it never made anyone global).
update user_roles set name = name || ' (renamed ' || id || ')'
 where lower(name) in ('globaladminrole', 'globaladminuserrole') and system_role is distinct from 'global-admin-user';

create function cockpit_bump_rights(user_ids int[]) returns void language plpgsql as $$
declare
  uid int;
begin
  update users set rights_version = rights_version + 1 where id = any(user_ids);
  foreach uid in array user_ids loop
    perform pg_notify('cockpit_rights_changed', uid::text);
  end loop;
end;
$$;

create function cockpit_members_changed() returns trigger language plpgsql as $$
begin
  if tg_op = 'DELETE' then
    perform cockpit_bump_rights(array[old.user_id]);
  elsif tg_op = 'INSERT' then
    perform cockpit_bump_rights(array[new.user_id]);
  else
    perform cockpit_bump_rights(array[old.user_id, new.user_id]);
  end if;
  return null;
end;
$$;
create trigger user_role_members_rights after insert or update or delete on user_role_members
  for each row execute function cockpit_members_changed();

create function cockpit_role_permissions_changed() returns trigger language plpgsql as $$
declare
  rid int := case when tg_op = 'DELETE' then old.role_id else new.role_id end;
begin
  perform cockpit_bump_rights(array(select user_id from user_role_members where role_id = rid));
  if tg_op = 'UPDATE' and old.role_id <> new.role_id then
    perform cockpit_bump_rights(array(select user_id from user_role_members where role_id = old.role_id));
  end if;
  return null;
end;
$$;
create trigger role_permissions_rights after insert or update or delete on role_permissions
  for each row execute function cockpit_role_permissions_changed();

create function cockpit_role_changed() returns trigger language plpgsql as $$
begin
  perform cockpit_bump_rights(array(select user_id from user_role_members where role_id = old.id));
  return null;
end;
$$;
create trigger user_roles_rights after update on user_roles
  for each row when (old.name is distinct from new.name or old.system_role is distinct from new.system_role or old.deleted is distinct from new.deleted)
  execute function cockpit_role_changed();

-- No NOTIFY here: deactivating or deleting a user ends their sessions, which closes their hub
-- connections as ended (a "reconnect" close first would make the client try again in vain).
create function cockpit_user_changed() returns trigger language plpgsql as $$
begin
  new.rights_version := old.rights_version + 1;
  return new;
end;
$$;
create trigger users_rights before update on users
  for each row when (old.is_active is distinct from new.is_active or old.deleted is distinct from new.deleted
                     or old.user_name is distinct from new.user_name or old.business_unit_id is distinct from new.business_unit_id
                     or old.user_type is distinct from new.user_type)
  execute function cockpit_user_changed();
