import fs from 'node:fs';
import path from 'node:path';
import {
  GLOBAL_ADMIN_SYSTEM_ROLE,
  isAdministrator,
  resolveDefaults,
  type PermissionDefaults,
  type PermissionMap,
  type PermissionScope,
  type RoleInfo,
} from '@cockpit/core/permissions';
import { layeredSchemas } from '@cockpit/core/schema/node';
import type { Queryable } from '../db/types';

/** What a signed-in user may do, as the database says now. */
export interface UserRights {
  roles: RoleInfo[];
  permissions: PermissionMap;
}

/** The user a request's session belongs to, with the stamp of their rights (users.rights_version). */
export interface RightsHolder {
  userId: number;
  userName: string;
  rightsVersion: string;
}

export interface PermissionService {
  readonly defaults: PermissionDefaults;
  /** Defaults resolved for the roles, with the roles' overrides from the database on top. */
  forUser(userId: number, roles: RoleInfo[]): Promise<PermissionMap>;
  /**
   * The user's roles and permissions, read from the database and kept until the user's rights
   * version changes: every write that changes a user's roles, a role's permissions, name or system
   * role raises it (database triggers), so the next request of the user, on any instance, sees it.
   */
  rightsOf(holder: RightsHolder): Promise<UserRights>;
  /** Drops cached rights (tests; the rights version already makes a change visible). */
  invalidate(userId?: number): void;
}

/** Users whose rights are kept; past it the oldest entry is dropped (a Map keeps insertion order). */
const CACHE_SIZE = 10_000;

/** The defaults of schemas/permissions.json, with those of the plugins' schemas/permissions.json when `pluginsDir` is given. */
export function loadPermissionDefaults(schemasDir: string, pluginsDir?: string): PermissionDefaults {
  const raw = (
    pluginsDir ? layeredSchemas(schemasDir, pluginsDir).read('permissions.json') : JSON.parse(fs.readFileSync(path.join(schemasDir, 'permissions.json'), 'utf8'))
  ) as Partial<PermissionDefaults>;
  return { header: raw.header ?? {}, grid: raw.grid ?? {}, data: raw.data ?? {} };
}

/** The user's roles as stored: name and system role of each role they hold that is not deleted. */
export async function storedRoles(db: Queryable, userId: number): Promise<RoleInfo[]> {
  const { rows } = await db.query<{ name: string; system_role: string | null }>(
    `select r.name, r.system_role from user_roles r join user_role_members m on m.role_id = r.id
      where m.user_id = $1 and not r.deleted order by r.name`,
    [userId],
  );
  return rows.map((r) => ({ name: r.name, systemRole: r.system_role }));
}

/**
 * On a development installation (the server's DEV_MODE setting, never a header a client sends) the
 * user named admin is also a global administrator: it gets the role GlobalAdminRole with the system
 * role global-admin-user, as if the installation had given it.
 */
export function withDevelopmentGlobalAdmin(roles: RoleInfo[], userName: string, devMode: boolean): RoleInfo[] {
  if (!devMode || userName.toLowerCase() !== 'admin' || roles.some((r) => r.systemRole === GLOBAL_ADMIN_SYSTEM_ROLE)) return roles;
  return [...roles, { name: 'GlobalAdminRole', systemRole: GLOBAL_ADMIN_SYSTEM_ROLE }];
}

export function createPermissionService(db: Queryable, defaults: PermissionDefaults, options: { devMode: boolean; cacheSize?: number } = { devMode: false }): PermissionService {
  const cacheSize = options.cacheSize ?? CACHE_SIZE;
  const cache = new Map<number, { version: string; userName: string; rights: UserRights }>();

  const forUser = async (userId: number, roles: RoleInfo[]): Promise<PermissionMap> => {
    const map = resolveDefaults(defaults, roles);
    // Per-role overrides: a role that grants wins over one that denies; admins keep what admins get by default.
    const { rows } = await db.query<{ scope: PermissionScope; key: string; allowed: boolean }>(
      `select rp.scope, rp.key, bool_or(rp.allowed) as allowed
         from role_permissions rp join user_role_members m on m.role_id = rp.role_id
         join user_roles r on r.id = rp.role_id and not r.deleted
        where m.user_id = $1 group by rp.scope, rp.key`,
      [userId],
    );
    for (const r of rows) {
      if (isAdministrator(roles) && map[r.scope][r.key] && !r.allowed) continue;
      map[r.scope][r.key] = r.allowed;
    }
    return map;
  };

  return {
    defaults,
    forUser,
    async rightsOf({ userId, userName, rightsVersion }) {
      const hit = cache.get(userId);
      if (hit && hit.version === rightsVersion && hit.userName === userName) return hit.rights;
      const roles = withDevelopmentGlobalAdmin(await storedRoles(db, userId), userName, options.devMode);
      const rights = { roles, permissions: await forUser(userId, roles) };
      cache.delete(userId);
      if (cache.size >= cacheSize) cache.delete(cache.keys().next().value!);
      cache.set(userId, { version: rightsVersion, userName, rights });
      return rights;
    },
    invalidate(userId) {
      if (userId === undefined) cache.clear();
      else cache.delete(userId);
    },
  };
}
