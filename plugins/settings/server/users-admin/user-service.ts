import { isGlobalAdmin, type PermissionDefaults } from '@cockpit/core/permissions';
import { badRequest, type Caller, forbidden, HttpError, hashPassword, notFound, passwordProblems, type Queryable, refused } from '@cockpit/server/sdk';
import { assertMayManageUser, assertRoleChange, currentRoleIds } from '../user-roles/role-assignment';
import type { UserInput } from '@cockpit/contracts/routes/users-admin';

/** A user needs a password that keeps the rules, a matching confirmation, a language and a role. */
async function check(tx: Queryable, caller: Caller, input: UserInput, languages: string[], exceptId = 0): Promise<void> {
  if (input.password !== undefined || input.confirmPassword !== undefined) {
    const problems = passwordProblems(input.password ?? '');
    if (problems.length) throw badRequest(problems.join('; '));
    if (input.password !== input.confirmPassword) throw badRequest('The confirmation does not match the password');
  }
  if (input.defaultLanguage !== undefined && !languages.includes(input.defaultLanguage)) throw badRequest('A language must be chosen');
  if (input.roleIds !== undefined) {
    if (input.roleIds.length === 0) throw badRequest('A role must be chosen');
    const { rows } = await tx.query<{ id: number }>('select id from user_roles where business_unit_id = $1 and id = any($2) and not deleted', [
      caller.businessUnitId,
      input.roleIds,
    ]);
    const known = new Set(rows.map((r) => r.id));
    const missing = input.roleIds.find((id) => !known.has(id));
    if (missing !== undefined) throw badRequest(`roleIds: role ${missing} not found`);
  }
  // Only a global administrator makes global administrators.
  if (input.userType === 'GlobalAdminUser' && !isGlobalAdmin(caller.roles)) throw forbidden();
  if (input.userName !== undefined) {
    const { rows } = await tx.query('select 1 from users where business_unit_id = $1 and lower(user_name) = lower($2) and id <> $3', [
      caller.businessUnitId,
      input.userName,
      exceptId,
    ]);
    if (rows.length) throw new HttpError(409, 'Users.NameTaken', `A user named "${input.userName}" already exists`, { userName: input.userName });
  }
}

async function writeRoles(tx: Queryable, userId: number, roleIds: number[] | undefined): Promise<void> {
  if (roleIds === undefined) return;
  await tx.query('delete from user_role_members where user_id = $1', [userId]);
  for (const roleId of roleIds) await tx.query('insert into user_role_members (user_id, role_id) values ($1, $2)', [userId, roleId]);
}

export async function createUser(tx: Queryable, defaults: PermissionDefaults, caller: Caller, input: UserInput, languages: string[]): Promise<number> {
  await check(tx, caller, input, languages);
  // The roles a caller may assign (no more rights than the caller holds), checked before the user exists.
  await assertRoleChange(tx, defaults, caller, 0, [], input.roleIds ?? []);
  const { rows } = await tx.query<{ id: number }>(
    `insert into users (business_unit_id, user_name, display_name, user_type, password_hash, default_language, is_active)
     values ($1, $2, $3, $4, $5, $6, $7) returning id`,
    [
      caller.businessUnitId,
      input.userName,
      input.displayName!.trim(),
      input.userType ?? 'User',
      await hashPassword(input.password!),
      input.defaultLanguage,
      input.isActive ?? true,
    ],
  );
  await writeRoles(tx, rows[0].id, input.roleIds);
  return rows[0].id;
}

/** Returns whether the user's sessions must end (deactivated or password changed). */
export async function updateUser(tx: Queryable, defaults: PermissionDefaults, caller: Caller, id: number, input: UserInput, languages: string[]): Promise<boolean> {
  const { rows } = await tx.query<{ id: number; is_active: boolean }>('select id, is_active from users where id = $1 and business_unit_id = $2 and not deleted for update', [
    id,
    caller.businessUnitId,
  ]);
  if (!rows[0]) throw notFound(`User ${id} not found`);
  if (id === caller.userId && input.isActive === false) throw refused('Users.SelfDeactivate', 'You cannot deactivate your own user');
  await check(tx, caller, input, languages, id);
  await assertMayManageUser(tx, defaults, caller, id);
  if (input.roleIds !== undefined) await assertRoleChange(tx, defaults, caller, id, await currentRoleIds(tx, id), input.roleIds);
  const set: Array<[string, unknown]> = [];
  if (input.userName !== undefined) set.push(['user_name', input.userName]);
  if (input.displayName !== undefined) set.push(['display_name', input.displayName.trim()]);
  if (input.userType !== undefined) set.push(['user_type', input.userType]);
  if (input.defaultLanguage !== undefined) set.push(['default_language', input.defaultLanguage]);
  if (input.isActive !== undefined) set.push(['is_active', input.isActive]);
  if (input.password !== undefined) set.push(['password_hash', await hashPassword(input.password)]);
  if (set.length) {
    await tx.query(`update users set ${set.map(([c], i) => `${c} = $${i + 3}`).join(', ')} where id = $1 and business_unit_id = $2`, [
      id,
      caller.businessUnitId,
      ...set.map(([, v]) => v),
    ]);
  }
  await writeRoles(tx, id, input.roleIds);
  return input.isActive === false || input.password !== undefined;
}

/** One line of DELETE: the user is kept (sessions and history point at it) but marked deleted. */
export async function deleteUser(tx: Queryable, defaults: PermissionDefaults, caller: Caller, id: number): Promise<void> {
  if (id === caller.userId) throw refused('Users.SelfDelete', 'You cannot delete your own user');
  await assertMayManageUser(tx, defaults, caller, id);
  const { rowCount } = await tx.query('update users set deleted = true, is_active = false where id = $1 and business_unit_id = $2 and not deleted', [id, caller.businessUnitId]);
  if (!rowCount) throw notFound('User not found');
}

export async function endSessions(tx: Queryable, userIds: number[]): Promise<string[]> {
  const { rows } = await tx.query<{ id: string }>('update user_sessions set ended_at = now() where user_id = any($1) and ended_at is null returning id', [userIds]);
  return rows.map((r) => r.id);
}
