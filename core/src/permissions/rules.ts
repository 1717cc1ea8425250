/**
 * The permission language shared by the server (which enforces it) and the console (which hides
 * what the user may not do). Defaults live in schemas/permissions.json; the server merges per-role
 * overrides over them.
 */
export type PermissionScope = 'header' | 'grid' | 'data';
export const permissionScopes: readonly PermissionScope[] = ['header', 'grid', 'data'];

/** 'all': everyone; 'none': off; 'admin': administrators; roles: holders of one of the named roles. */
export type PermissionRule = 'all' | 'none' | 'admin' | { roles: string[] };

export interface RoleInfo {
  name: string;
  systemRole?: string | null;
}

export type PermissionMap = Record<PermissionScope, Record<string, boolean>>;

/** The system role that makes its holders global administrators of the installation. */
export const GLOBAL_ADMIN_SYSTEM_ROLE = 'global-admin-user';

/**
 * Role names no business unit may give a role of its own: they name the installation's global
 * administrators, so a role called so by a unit's administrator must not look like one to anybody.
 */
export const RESERVED_ROLE_NAMES = ['GlobalAdminRole', 'GlobalAdminUserRole'];

export function isReservedRoleName(name: string): boolean {
  const lower = name.trim().toLowerCase();
  return RESERVED_ROLE_NAMES.some((n) => n.toLowerCase() === lower);
}

/**
 * A global administrator holds a role whose system role, as stored in the database, is
 * global-admin-user. Only a global administrator (or the installation itself) sets that system
 * role; a role's name never makes anyone global.
 */
export function isGlobalAdmin(roles: readonly RoleInfo[]): boolean {
  return roles.some((r) => r.systemRole === GLOBAL_ADMIN_SYSTEM_ROLE);
}

/** An administrator holds a role named AdminRole or with the system role Administrator. */
export function isAdministrator(roles: readonly RoleInfo[]): boolean {
  return isGlobalAdmin(roles) || roles.some((r) => r.name === 'AdminRole' || r.systemRole === 'Administrator');
}

export function evaluateRule(rule: PermissionRule | undefined, roles: readonly RoleInfo[]): boolean {
  if (rule === undefined || rule === 'admin') return isAdministrator(roles);
  if (rule === 'all') return true;
  if (rule === 'none') return false;
  // A reserved name in a rule stands for the global administrators, who pass anyway; a unit's role
  // that carries such a name (made before the names were reserved) passes nothing by it.
  return isGlobalAdmin(roles) || roles.some((r) => !isReservedRoleName(r.name) && rule.roles.includes(r.name));
}

export type PermissionDefaults = Record<PermissionScope, Record<string, PermissionRule>>;

/** Resolves every default rule for one user. */
export function resolveDefaults(defaults: PermissionDefaults, roles: readonly RoleInfo[]): PermissionMap {
  const map = { header: {}, grid: {}, data: {} } as PermissionMap;
  for (const scope of permissionScopes) {
    for (const [key, rule] of Object.entries(defaults[scope] ?? {})) map[scope][key] = evaluateRule(rule, roles);
  }
  return map;
}

/** Splits 'data/prepare' or 'header/settings/users' into scope and key; undefined when malformed. */
export function parsePermissionPath(path: string): { scope: PermissionScope; key: string } | undefined {
  const parts = path.split('/');
  const scope = parts[0] as PermissionScope;
  if (!permissionScopes.includes(scope)) return undefined;
  let rest = parts.slice(1);
  if (scope === 'header' && rest[0] === 'settings') rest = rest.slice(1);
  const key = rest.join('/');
  return key ? { scope, key } : undefined;
}

/**
 * Whether the user holds the permission at path. A permission with no path requires admin;
 * so does a key that neither the defaults nor the server know.
 */
export function hasPermission(map: PermissionMap, path: string | undefined, roles: readonly RoleInfo[]): boolean {
  if (!path) return isAdministrator(roles);
  const parsed = parsePermissionPath(path);
  if (!parsed) return isAdministrator(roles);
  const value = map[parsed.scope][parsed.key];
  return value === undefined ? isAdministrator(roles) : value;
}
