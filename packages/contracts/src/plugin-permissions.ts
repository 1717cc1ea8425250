/**
 * A permission a plugin adds: its default is in the plugin's schemas/permissions.json (merged with
 * the host's defaults by the server and the schemas' validator), and its routes name it through
 * `pluginPermission`, which marks the path as a plugin's so that `defineRoute` accepts it. The
 * server refuses to start when a route names a plugin permission that no permissions.json declares.
 */
declare const pluginPermissionBrand: unique symbol;
export type PluginPermission = string & { readonly [pluginPermissionBrand]: true };

const declared = new Set<string>();
const shape = /^(header\/settings|grid|data)\/[a-z][a-z0-9_-]*$/;

/** Marks `path` (`data/stock_tools_recount`) as a plugin's permission for its routes. */
export function pluginPermission(path: string): PluginPermission {
  if (!shape.test(path)) throw new Error(`Plugin permission "${path}" is not header/settings/<key>, grid/<key> or data/<key> in lower case`);
  declared.add(path);
  return path as PluginPermission;
}

/** Whether `value` was marked by `pluginPermission`. */
export function isPluginPermission(value: unknown): value is PluginPermission {
  return typeof value === 'string' && declared.has(value);
}
