import fs from 'node:fs';
import path from 'node:path';
import { isAdministrator, resolveDefaults, type PermissionDefaults, type PermissionMap, type PermissionScope, type RoleInfo } from '@cockpit/core/permissions';
import type { Db } from '../db/types';

export interface PermissionService {
  readonly defaults: PermissionDefaults;
  /** Defaults resolved for the roles, with the roles' overrides from the database on top. */
  forUser(userId: number, roles: RoleInfo[]): Promise<PermissionMap>;
  /** Drops cached maps, e.g. after a role's permissions changed. */
  invalidate(userId?: number): void;
}

const CACHE_MS = 5000;

export function loadPermissionDefaults(schemasDir: string): PermissionDefaults {
  const raw = JSON.parse(fs.readFileSync(path.join(schemasDir, 'permissions.json'), 'utf8'));
  return { header: raw.header ?? {}, grid: raw.grid ?? {}, data: raw.data ?? {} };
}

export function createPermissionService(db: Db, defaults: PermissionDefaults): PermissionService {
  const cache = new Map<number, { at: number; map: PermissionMap }>();
  return {
    defaults,
    async forUser(userId, roles) {
      const hit = cache.get(userId);
      if (hit && Date.now() - hit.at < CACHE_MS) return hit.map;
      const map = resolveDefaults(defaults, roles);
      // Per-role overrides: a role that grants wins over one that denies; admins keep what admins get by default.
      const { rows } = await db.query<{ scope: PermissionScope; key: string; allowed: boolean }>(
        `select rp.scope, rp.key, bool_or(rp.allowed) as allowed
           from role_permissions rp join user_role_members m on m.role_id = rp.role_id
          where m.user_id = $1 group by rp.scope, rp.key`,
        [userId],
      );
      for (const r of rows) {
        if (isAdministrator(roles) && map[r.scope][r.key] && !r.allowed) continue;
        map[r.scope][r.key] = r.allowed;
      }
      cache.set(userId, { at: Date.now(), map });
      return map;
    },
    invalidate(userId) {
      if (userId === undefined) cache.clear();
      else cache.delete(userId);
    },
  };
}
