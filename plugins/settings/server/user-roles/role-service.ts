import { isAdministrator, isGlobalAdmin, isReservedRoleName, type PermissionDefaults } from '@cockpit/core/permissions';
import type { RoleInput, RoleRow } from '@cockpit/contracts/routes/user-roles';
import { badRequest, type Caller, forbidden, HttpError, notFound, type Queryable, refused } from '@cockpit/server/sdk';
import { assertRoleChange, assignsEveryRole, currentRoleIds, GLOBAL_ADMIN_SYSTEM_ROLE } from './role-assignment';

export type { RoleRow };

export async function listRoles(db: Queryable, businessUnitId: number, id?: number): Promise<RoleRow[]> {
  const { rows } = await db.query<RoleRow>(
    `select r.id, r.name as "userRoleName", r.system_role as "systemRole", r.admin_responsibility as "adminResponsibility", r.deleted,
            r.warehouse_areas as "wareHouseAreas", r.load_carriers as "loadCarriers", r.assignable_role_ids as "assignableRoleIds",
            coalesce((select json_agg(json_build_object('id', u.id, 'userName', u.user_name, 'displayName', u.display_name) order by u.user_name)
                        from user_role_members m join users u on u.id = m.user_id and not u.deleted where m.role_id = r.id), '[]') as "assignedUser"
       from user_roles r
      where r.business_unit_id = $1 and not r.deleted and ($2::int is null or r.id = $2)
      order by r.name`,
    [businessUnitId, id ?? null],
  );
  // json_agg answers text on some drivers.
  return rows.map((r) => ({ ...r, assignedUser: typeof r.assignedUser === 'string' ? JSON.parse(r.assignedUser) : r.assignedUser }));
}

/** Roles are edited by an administrator who may assign every role: a limited user could otherwise lift a limit. */
export async function assertRoleEditor(db: Queryable, caller: Caller): Promise<void> {
  if (!isAdministrator(caller.roles)) throw forbidden('Roles are edited by an administrator');
  if (!(await assignsEveryRole(db, caller))) throw forbidden('You may assign only some roles, so you cannot edit roles');
}

/**
 * The warehouse areas a role may carry: the business unit's location roles. The field has
 * no list of its own; the areas a warehouse is divided into for work are its location roles (the
 * jobs' operationArea is a location role), so a role's areas are chosen from those.
 */
export async function warehouseAreas(db: Queryable, businessUnitId: number): Promise<string[]> {
  const { rows } = await db.query<{ name: string }>('select name from location_roles where business_unit_id = $1 order by name', [businessUnitId]);
  return rows.map((r) => r.name);
}

/**
 * GlobalAdminRole and GlobalAdminUserRole name the installation's global administrators: no unit
 * gives a role of its own such a name, by creating or renaming it (whatever the case). A role that
 * already has the name (the installation's own) keeps it when it is saved.
 */
export function reservedNameError(name: string): HttpError {
  return new HttpError(400, 'Roles.ReservedName', `The role name "${name}" is reserved for the installation's global administrators; choose another name`);
}

async function check(tx: Queryable, caller: Caller, input: RoleInput, exceptId = 0): Promise<void> {
  if (input.systemRole === GLOBAL_ADMIN_SYSTEM_ROLE && !isGlobalAdmin(caller.roles)) throw forbidden('Only a global administrator makes a global administrator role');
  if (input.userRoleName !== undefined && isReservedRoleName(input.userRoleName)) {
    const { rows } = await tx.query<{ name: string }>('select name from user_roles where id = $1', [exceptId]);
    if (rows[0]?.name.toLowerCase() !== input.userRoleName.trim().toLowerCase()) throw reservedNameError(input.userRoleName);
  }
  if (input.userRoleName !== undefined) {
    const { rows } = await tx.query('select 1 from user_roles where business_unit_id = $1 and lower(name) = lower($2) and id <> $3', [
      caller.businessUnitId,
      input.userRoleName,
      exceptId,
    ]);
    if (rows.length) throw new HttpError(409, 'Roles.NameTaken', `A role named "${input.userRoleName}" already exists`, { userRoleName: input.userRoleName });
  }
  if (input.loadCarriers?.length) {
    const { rows } = await tx.query<{ name: string }>('select name from load_carrier_types where business_unit_id = $1 and name = any($2)', [
      caller.businessUnitId,
      input.loadCarriers,
    ]);
    const missing = input.loadCarriers.find((n) => !rows.some((r) => r.name === n));
    if (missing) throw badRequest(`loadCarriers: load carrier type "${missing}" not found`);
  }
  if (input.wareHouseAreas?.length) {
    const known = new Set(await warehouseAreas(tx, caller.businessUnitId));
    // An area already on the role stays valid after its location role is renamed or removed, so
    // that saving the role for another reason does not fail on it.
    const kept = exceptId ? ((await tx.query<{ areas: string[] }>('select warehouse_areas as areas from user_roles where id = $1', [exceptId])).rows[0]?.areas ?? []) : [];
    const unknown = input.wareHouseAreas.find((a) => !known.has(a) && !kept.includes(a));
    if (unknown !== undefined) {
      throw badRequest(`wareHouseAreas: "${unknown}" is not a warehouse area of this business unit (its location roles: ${[...known].join(', ') || 'none'})`);
    }
  }
  for (const [field, list, table] of [
    ['assignedUserIds', input.assignedUserIds, 'users'],
    ['assignableRoleIds', input.assignableRoleIds, 'user_roles'],
  ] as const) {
    if (!list?.length) continue;
    const { rows } = await tx.query<{ id: number }>(`select id from ${table} where business_unit_id = $1 and id = any($2) and not deleted`, [caller.businessUnitId, list]);
    const missing = list.find((id) => !rows.some((r) => r.id === id));
    if (missing !== undefined) throw badRequest(`${field}: ${missing} not found`);
  }
}

/** Sets the role's holders; each user whose roles change is checked like a change on the users page. Answers the users changed. */
async function writeMembers(tx: Queryable, defaults: PermissionDefaults, caller: Caller, roleId: number, userIds: number[] | undefined): Promise<number[]> {
  if (userIds === undefined) return [];
  const { rows } = await tx.query<{ user_id: number }>('select user_id from user_role_members where role_id = $1', [roleId]);
  const before = rows.map((r) => r.user_id);
  const changed = [...userIds.filter((id) => !before.includes(id)), ...before.filter((id) => !userIds.includes(id))];
  for (const userId of changed) {
    const roles = await currentRoleIds(tx, userId);
    const after = userIds.includes(userId) ? [...roles, roleId] : roles.filter((r) => r !== roleId);
    await assertRoleChange(tx, defaults, caller, userId, roles, after);
  }
  await tx.query('delete from user_role_members where role_id = $1 and user_id = any($2)', [roleId, before.filter((id) => !userIds.includes(id))]);
  for (const userId of userIds.filter((id) => !before.includes(id))) await tx.query('insert into user_role_members (user_id, role_id) values ($1, $2)', [userId, roleId]);
  return changed;
}

export async function createRole(tx: Queryable, defaults: PermissionDefaults, caller: Caller, input: RoleInput): Promise<{ id: number; changedUsers: number[] }> {
  await check(tx, caller, input);
  const { rows } = await tx.query<{ id: number }>(
    `insert into user_roles (business_unit_id, name, system_role, admin_responsibility, warehouse_areas, load_carriers, assignable_role_ids)
     values ($1, $2, $3, $4, $5, $6, $7) returning id`,
    [
      caller.businessUnitId,
      input.userRoleName,
      input.systemRole ?? null,
      input.adminResponsibility ?? false,
      input.wareHouseAreas ?? [],
      input.loadCarriers ?? [],
      input.assignableRoleIds ?? null,
    ],
  );
  return { id: rows[0].id, changedUsers: await writeMembers(tx, defaults, caller, rows[0].id, input.assignedUserIds) };
}

export async function updateRole(tx: Queryable, defaults: PermissionDefaults, caller: Caller, id: number, input: RoleInput): Promise<number[]> {
  const { rows } = await tx.query<{ system_role: string | null }>('select system_role from user_roles where id = $1 and business_unit_id = $2 and not deleted for update', [
    id,
    caller.businessUnitId,
  ]);
  if (!rows[0]) throw notFound(`Role ${id} not found`);
  if (rows[0].system_role === GLOBAL_ADMIN_SYSTEM_ROLE && !isGlobalAdmin(caller.roles)) throw forbidden('Only a global administrator edits a global administrator role');
  await check(tx, caller, input, id);
  const set: Array<[string, unknown]> = [];
  if (input.userRoleName !== undefined) set.push(['name', input.userRoleName]);
  if (input.systemRole !== undefined) set.push(['system_role', input.systemRole]);
  if (input.adminResponsibility !== undefined) set.push(['admin_responsibility', input.adminResponsibility]);
  if (input.wareHouseAreas !== undefined) set.push(['warehouse_areas', input.wareHouseAreas]);
  if (input.loadCarriers !== undefined) set.push(['load_carriers', input.loadCarriers]);
  if (input.assignableRoleIds !== undefined) set.push(['assignable_role_ids', input.assignableRoleIds]);
  if (set.length) await tx.query(`update user_roles set ${set.map(([c], i) => `${c} = $${i + 2}`).join(', ')} where id = $1`, [id, ...set.map(([, v]) => v)]);
  return writeMembers(tx, defaults, caller, id, input.assignedUserIds);
}

/** A role still held by a user is not deleted (they would lose their rights without a word). */
export async function deleteRole(tx: Queryable, caller: Caller, id: number): Promise<void> {
  const { rows } = await tx.query<{ system_role: string | null; members: number }>(
    `select system_role, (select count(*)::int from user_role_members m join users u on u.id = m.user_id and not u.deleted where m.role_id = r.id) as members
       from user_roles r where id = $1 and business_unit_id = $2 and not deleted for update`,
    [id, caller.businessUnitId],
  );
  if (!rows[0]) throw notFound(`Role ${id} not found`);
  if (rows[0].system_role === GLOBAL_ADMIN_SYSTEM_ROLE && !isGlobalAdmin(caller.roles)) throw forbidden('Only a global administrator deletes a global administrator role');
  if (rows[0].members > 0) throw refused('Roles.InUse', 'The role is assigned to users and cannot be deleted');
  // Kept as deleted (histories may name it) under a name that frees the old one; its permissions go.
  await tx.query('update user_roles set deleted = true, name = name || $2 where id = $1', [id, ` (deleted ${id})`]);
  await tx.query('delete from role_permissions where role_id = $1', [id]);
}
