import {
  isAdministrator,
  isGlobalAdmin,
  isReservedRoleName,
  type PermissionDefaults,
  type PermissionMap,
  type PermissionScope,
  resolveDefaults,
  type RoleInfo,
} from '@cockpit/core/permissions';
import type { PermissionOverride, RolePermissionRow } from '@cockpit/contracts/routes/user-roles';
import { badRequest, type Caller, forbidden, type Queryable } from '@cockpit/server/sdk';

export type { PermissionOverride, RolePermissionRow };

/**
 * Every header, grid and data permission with what the role gives (the
 * server-supplied permissions merged over the defaults). Keys are those of
 * schemas/permissions.json: a permission nobody checks cannot be granted.
 */
export async function rolePermissions(db: Queryable, defaults: PermissionDefaults, role: { id: number } & RoleInfo): Promise<RolePermissionRow[]> {
  const resolved = resolveDefaults(defaults, [role]);
  const { rows } = await db.query<{ scope: PermissionScope; key: string; allowed: boolean }>('select scope, key, allowed from role_permissions where role_id = $1', [role.id]);
  const overrides = new Map(rows.map((r) => [`${r.scope}/${r.key}`, r.allowed]));
  const out: RolePermissionRow[] = [];
  for (const scope of ['header', 'grid', 'data'] as const) {
    for (const key of Object.keys(defaults[scope])) {
      const override = overrides.get(`${scope}/${key}`) ?? null;
      out.push({ scope, key, defaultAllowed: resolved[scope][key], override, allowed: override ?? resolved[scope][key] });
    }
  }
  return out;
}

/** A permission whose default names a global administrators' role (e.g. feature flags) is theirs to grant. */
function isGlobalOnly(defaults: PermissionDefaults, scope: PermissionScope, key: string): boolean {
  const rule = defaults[scope][key];
  return typeof rule === 'object' && rule.roles.some(isReservedRoleName);
}

export async function writeRolePermissions(tx: Queryable, defaults: PermissionDefaults, caller: Caller, roleId: number, changes: PermissionOverride[]): Promise<void> {
  changes.forEach((c, i) => {
    if (!(c.key in defaults[c.scope])) throw badRequest(`body/permissions/${i}: unknown permission ${c.scope}/${c.key}`);
  });
  const globalOnly = changes.find((c) => c.allowed === true && isGlobalOnly(defaults, c.scope, c.key));
  if (globalOnly && !isGlobalAdmin(caller.roles)) throw forbidden(`Only a global administrator grants ${globalOnly.scope}/${globalOnly.key}`);
  for (const c of changes) {
    if (c.allowed === null) await tx.query('delete from role_permissions where role_id = $1 and scope = $2 and key = $3', [roleId, c.scope, c.key]);
    else
      await tx.query(
        `insert into role_permissions (role_id, scope, key, allowed) values ($1, $2, $3, $4)
         on conflict (role_id, scope, key) do update set allowed = $4`,
        [roleId, c.scope, c.key, c.allowed],
      );
  }
}

/**
 * What a user holding exactly these roles may do: the defaults resolved for the roles, with their
 * overrides on top (a grant wins over a withdrawal; administrators keep what administrators get by
 * default), as the server resolves a signed-in user's rights.
 */
export async function rightsOfRoles(db: Queryable, defaults: PermissionDefaults, roles: ({ id: number } & RoleInfo)[]): Promise<PermissionMap> {
  const map = resolveDefaults(defaults, roles);
  if (!roles.length) return map;
  const { rows } = await db.query<{ scope: PermissionScope; key: string; allowed: boolean }>(
    'select scope, key, bool_or(allowed) as allowed from role_permissions where role_id = any($1) group by scope, key',
    [roles.map((r) => r.id)],
  );
  const admin = isAdministrator(roles);
  for (const r of rows) {
    if (admin && map[r.scope][r.key] && !r.allowed) continue;
    map[r.scope][r.key] = r.allowed;
  }
  return map;
}
