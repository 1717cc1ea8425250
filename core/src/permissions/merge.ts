import { permissionScopes, type PermissionMap, type PermissionScope } from './rules';

/** What the server sends: one JSON string per scope (header, grid, data) in the user settings. */
export type ServerPermissionStrings = Partial<Record<PermissionScope, string | undefined>>;

/**
 * Merges server-supplied permissions over the resolved defaults. Permission JSON that cannot be
 * parsed is logged and ignored, so a broken setting never blocks the console.
 */
export function mergePermissions(defaults: PermissionMap, server: ServerPermissionStrings | undefined, log: (message: string) => void = (m) => console.warn(m)): PermissionMap {
  const merged = { header: { ...defaults.header }, grid: { ...defaults.grid }, data: { ...defaults.data } };
  for (const scope of permissionScopes) {
    const raw = server?.[scope];
    if (!raw) continue;
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      log(`Ignoring ${scope} permissions: not valid JSON`);
      continue;
    }
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
      log(`Ignoring ${scope} permissions: not an object`);
      continue;
    }
    for (const [key, value] of Object.entries(parsed as Record<string, unknown>)) {
      if (typeof value === 'boolean') merged[scope][key] = value;
    }
  }
  return merged;
}
