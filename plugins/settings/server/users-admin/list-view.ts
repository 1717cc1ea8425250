import { routes } from '@cockpit/contracts';
import { defineListView } from '@cockpit/server/sdk';

/** The users settings grid's rows (view name User): the business unit's users with their roles. */
export const userListView = defineListView({
  name: 'User',
  path: routes.UserManagement.description.path,
  from: `users u
    left join lateral (
      select coalesce(array_agg(r.id order by r.name), '{}') as ids, coalesce(string_agg(r.name, ', ' order by r.name), '') as names
        from user_role_members m join user_roles r on r.id = m.role_id and not r.deleted
       where m.user_id = u.id) roles on true
    left join lateral (select max(s.last_seen_at) as at from user_sessions s where s.user_id = u.id) seen on true`,
  businessUnit: 'u.business_unit_id',
  id: 'u.id',
  where: 'not u.deleted',
  fields: {
    id: { sql: 'u.id', type: 'number', sortable: true },
    userName: { sql: 'u.user_name', type: 'text', sortable: true },
    displayName: { sql: 'u.display_name', type: 'text', sortable: true },
    userType: { sql: 'u.user_type', type: 'text', sortable: true },
    defaultLanguage: { sql: 'u.default_language', type: 'text' },
    isActive: { sql: 'u.is_active', type: 'boolean' },
    roleIds: { sql: 'roles.ids', type: 'text' },
    userRoles: { sql: 'roles.names', type: 'text' },
    lastSeenAt: { sql: 'seen.at', type: 'datetime' },
    createdAt: { sql: 'u.created_at', type: 'datetime', sortable: true },
  },
  filters: {
    userName: { sql: 'u.user_name', op: 'contains', type: 'text' },
    isActive: { sql: 'u.is_active', op: 'bool', type: 'boolean' },
  },
  defaultSort: { field: 'userName', direction: 'asc' },
});
