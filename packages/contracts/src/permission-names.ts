import type { PERMISSION_DEFAULTS, PermissionScope } from './permission-defaults';

/** The keys of one scope of the permission table. */
export type PermissionKey<S extends PermissionScope> = keyof (typeof PERMISSION_DEFAULTS)[S] & string;

/** The path a caller checks for a key of a scope: `header/settings/<key>`, `grid/<key>`, `data/<key>`. */
export type PathOf<S extends PermissionScope, K extends string> = S extends 'header' ? `header/settings/${K}` : `${S}/${K}`;

/**
 * The path of a permission of the permission table, for code that checks one outside a route:
 * `permissionPath('header', 'users')` is `header/settings/users`. The key is checked against the
 * table when compiled (a key it does not hold does not compile), and the scope's prefix is written
 * here only. Imports the table as a type alone, so a page's script does not carry it.
 */
export function permissionPath<S extends PermissionScope, K extends PermissionKey<S>>(scope: S, key: K): PathOf<S, K> {
  return (scope === 'header' ? `header/settings/${key}` : `${scope}/${key}`) as PathOf<S, K>;
}
