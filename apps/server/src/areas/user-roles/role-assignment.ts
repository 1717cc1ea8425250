import { isGlobalAdmin } from '@cockpit/core/permissions';
import type { Caller } from '../../auth/caller';
import type { Queryable } from '../../db/types';
import { forbidden } from '../../http/errors';

export const GLOBAL_ADMIN_SYSTEM_ROLE = 'global-admin-user';

/**
 * The roles of the caller's business unit the caller may assign (platform.md §6: "A user may be
 * limited to assigning only certain roles"). A role's assignable_role_ids limits its holders; a
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
 * Refuses a change of role memberships the caller may not make: roles given or taken away must be
 * assignable by the caller, global-admin roles need a global administrator, and nobody changes their
 * own roles (a user could otherwise lift their own limits).
 */
export async function assertRoleChange(db: Queryable, caller: Caller, userId: number, before: number[], after: number[]): Promise<void> {
  const changed = [...after.filter((id) => !before.includes(id)), ...before.filter((id) => !after.includes(id))];
  if (!changed.length) return;
  if (userId === caller.userId) throw forbidden('You cannot change your own roles');
  const allowed = await assignableRoleIds(db, caller);
  const { rows } = await db.query<{ id: number; name: string; system_role: string | null }>(
    'select id, name, system_role from user_roles where id = any($1) and business_unit_id = $2',
    [changed, caller.businessUnitId],
  );
  for (const role of rows) {
    if (role.system_role === GLOBAL_ADMIN_SYSTEM_ROLE && !isGlobalAdmin(caller.roles)) throw forbidden(`Only a global administrator assigns the role "${role.name}"`);
    if (allowed && !allowed.has(role.id)) throw forbidden(`You may not assign the role "${role.name}"`);
  }
}

/** The user's current role ids (empty for a new user). */
export async function currentRoleIds(db: Queryable, userId: number): Promise<number[]> {
  const { rows } = await db.query<{ role_id: number }>('select role_id from user_role_members where user_id = $1', [userId]);
  return rows.map((r) => r.role_id);
}
