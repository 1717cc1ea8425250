import { GLOBAL_ADMIN_SYSTEM_ROLE, hasPermission, isAdministrator, isGlobalAdmin, type PermissionDefaults, permissionScopes } from '@cockpit/core/permissions';
import { type Caller, forbidden, type Queryable } from '@cockpit/server/sdk';
import { rightsOfRoles } from './role-permissions';

export { GLOBAL_ADMIN_SYSTEM_ROLE };

/**
 * The roles of the caller's business unit the caller may assign (a user may be
 * limited to assigning only certain roles). A role's assignable_role_ids limits its holders; a
 * holder of any role without a limit may assign every role. A role with the system role
 * global-admin-user is assigned by a global administrator only, whatever the limits say.
 * Answers undefined for "every role".
 */
export async function assignableRoleIds(db: Queryable, caller: Caller): Promise<Set<number> | undefined> {
  const { rows } = await db.query<{ limits: number[] | null }>(
    `select r.assignable_role_ids as limits from user_roles r join user_role_members m on m.role_id = r.id
      where m.user_id = $1 and not r.deleted`,
    [caller.userId],
  );
  // The development host's automatic global administrator holds no stored role: no limit either.
  if (!rows.length || rows.some((r) => r.limits === null)) return undefined;
  return new Set(rows.flatMap((r) => r.limits ?? []));
}

/** Whether the caller may assign every role (and so edit roles themselves). */
export async function assignsEveryRole(db: Queryable, caller: Caller): Promise<boolean> {
  return (await assignableRoleIds(db, caller)) === undefined;
}

/**
 * Why the caller may not give (or take away) each of these roles of the caller's unit; a role
 * missing from the answer may be assigned. Assigning a role is granting its rights, so:
 * - a global administrator role (system role global-admin-user) only by a global administrator;
 * - an administrator role (AdminRole, or system role Administrator) only by an administrator;
 * - any other role by an administrator of the unit, or by a user who holds every right the role
 *   gives (its permissions resolved as for a user holding it alone), so that a user with the users
 *   page cannot hand out more than they have;
 * - and only roles within the caller's assignable-role limits.
 */
export async function roleGrantRefusals(
  db: Queryable,
  defaults: PermissionDefaults,
  caller: Caller,
  roleIds: number[],
  options: { limits: boolean } = { limits: true },
): Promise<Map<number, string>> {
  const refusals = new Map<number, string>();
  if (!roleIds.length) return refusals;
  const { rows } = await db.query<{ id: number; name: string; system_role: string | null }>(
    'select id, name, system_role from user_roles where id = any($1) and business_unit_id = $2',
    [roleIds, caller.businessUnitId],
  );
  const global = isGlobalAdmin(caller.roles);
  const allowed = options.limits ? await assignableRoleIds(db, caller) : undefined;
  for (const row of rows) {
    const role = { id: row.id, name: row.name, systemRole: row.system_role };
    if (role.systemRole === GLOBAL_ADMIN_SYSTEM_ROLE) {
      if (!global) refusals.set(role.id, `Only a global administrator assigns the role "${role.name}"`);
      continue;
    }
    if (global) continue;
    if (allowed && !allowed.has(role.id)) {
      refusals.set(role.id, `You may not assign the role "${role.name}"`);
      continue;
    }
    if (isAdministrator([role])) {
      if (!caller.isAdmin) refusals.set(role.id, `Only an administrator assigns the administrator role "${role.name}"`);
      continue;
    }
    if (caller.isAdmin) continue;
    const gives = await rightsOfRoles(db, defaults, [role]);
    const beyond = permissionScopes.flatMap((scope) =>
      Object.entries(gives[scope])
        .filter(([key, granted]) => granted && !hasPermission(caller.permissions, `${scope}/${key}`, caller.roles))
        .map(([key]) => `${scope}/${key}`),
    );
    if (beyond.length) {
      const shown = beyond.slice(0, 5).join(', ') + (beyond.length > 5 ? `, and ${beyond.length - 5} more` : '');
      refusals.set(role.id, `You may not assign the role "${role.name}": it gives rights you do not hold (${shown})`);
    }
  }
  return refusals;
}

/**
 * Refuses a change of role memberships the caller may not make: each role given or taken away
 * must be one the caller may assign (roleGrantRefusals), and nobody changes their own roles (a user
 * could otherwise lift their own limits). Nothing is written when it throws.
 */
export async function assertRoleChange(db: Queryable, defaults: PermissionDefaults, caller: Caller, userId: number, before: number[], after: number[]): Promise<void> {
  const changed = [...after.filter((id) => !before.includes(id)), ...before.filter((id) => !after.includes(id))];
  if (!changed.length) return;
  if (userId === caller.userId) throw forbidden('You cannot change your own roles');
  const refusals = await roleGrantRefusals(db, defaults, caller, changed);
  const first = changed.find((id) => refusals.has(id));
  if (first !== undefined) throw forbidden(refusals.get(first));
}

/**
 * Refuses to edit or delete a user who holds a role the caller could not assign: a user with the
 * users page but without administrator rights must not change an administrator's password (and
 * then sign in as them), deactivate them or delete them.
 */
export async function assertMayManageUser(db: Queryable, defaults: PermissionDefaults, caller: Caller, userId: number): Promise<void> {
  if (isGlobalAdmin(caller.roles) || userId === caller.userId) return;
  const roles = await currentRoleIds(db, userId);
  // The assignable-role limits say which roles a user hands out, not whom they may edit.
  const refusals = await roleGrantRefusals(db, defaults, caller, roles, { limits: false });
  const first = roles.find((id) => refusals.has(id));
  if (first !== undefined) throw forbidden(`You may not change this user: ${refusals.get(first)}`);
}

/** The user's current role ids (empty for a new user). */
export async function currentRoleIds(db: Queryable, userId: number): Promise<number[]> {
  const { rows } = await db.query<{ role_id: number }>('select role_id from user_role_members where user_id = $1', [userId]);
  return rows.map((r) => r.role_id);
}
