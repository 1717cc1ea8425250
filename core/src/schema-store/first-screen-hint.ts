import type { HttpMethod } from '../api/path-table';
import { hasPermission, type PermissionMap, type RoleInfo } from '../permissions/rules';
import type { KnownPermissions } from '../session/token-storage';
import { gridListFields, LIST_FIELDS_PARAM, listFieldsParam } from '../schema/list-fields';
import { findGridRoute, type LoadedSchemas } from './loaded-schemas';

/**
 * What the server tells a page load about its first screen, in the page itself, so that the
 * console can ask for the first screen's rows and opening view while the schemas are still on
 * their way (instead of one round after them). It holds nothing a signed-out visitor may not
 * know: the grid's id, its list call (method, path and the grid's fixed query) and the owner of
 * its saved views; every call made with it is checked by the server as any other.
 */
export interface FirstScreenHint {
  /** The page's path without slashes (the hint is used only on that address, without a query). */
  page: string;
  gridId: string;
  /** The grid's whole-list call, as the grid page would send it with no filters. */
  rows: { method: HttpMethod; path: string; query: Record<string, unknown> };
  /** Whose saved views the page opens with (the route's view name, else the grid's id). */
  viewOwner: string;
  /** What the page needs to be read (the grid's permission, the route's feature), as the route guard asks them. */
  permission?: string;
  feature?: string;
}

/** What the server puts in the page: env.json's settings and, on a grid's address, the hint. */
export interface BootPayload {
  env?: Record<string, unknown>;
  firstScreen?: FirstScreenHint;
}

/** The id of the page's data block (`<script type="application/json">`, never run). */
export const BOOT_PAYLOAD_ELEMENT_ID = 'cockpit-boot';

const hasTemplate = (value: unknown): boolean =>
  typeof value === 'string' ? value.startsWith('$') : value !== null && typeof value === 'object' && Object.values(value).some(hasTemplate);

/**
 * The hint for a page's path: only a classic grid page (one whole-list call that needs no search)
 * whose call is fixed (no path parameters, no template in its query, no filter with a value of its
 * own) and known to the path table.
 */
export function firstScreenHint(schemas: LoadedSchemas, pathname: string): FirstScreenHint | undefined {
  const page = pathname.replace(/^\/+|\/+$/g, '');
  const found = page ? findGridRoute(schemas, page) : undefined;
  const grid = found?.grid;
  if (!grid || found.route.paging === 'server') return undefined;
  const source = grid.dataSource;
  const entry = schemas.paths[source.api];
  if (!entry || entry.path.includes('{') || (source.params && Object.keys(source.params).length) || hasTemplate(source.query ?? {})) return undefined;
  // A filter with a value of its own puts it in the page's first call: not a call known here.
  if ((grid.filters ?? []).some((f) => !f.hidden && f.value !== undefined && f.value !== null)) return undefined;
  // The fields the grid reads, as its rows call asks them (use-grid-rows.ts), so the keys match.
  const fields = entry.list !== undefined ? gridListFields(grid) : undefined;
  return {
    page,
    gridId: grid.id,
    rows: { method: entry.method, path: entry.path, query: { ...(source.query ?? {}), ...(fields && { [LIST_FIELDS_PARAM]: listFieldsParam(fields) }) } },
    viewOwner: found.route.viewName ?? grid.id,
    ...(grid.permission && { permission: grid.permission }),
    ...(found.route.feature && { feature: found.route.feature }),
  };
}

/** What the console knows of the caller before its settings arrive: the token's roles and features, the permissions kept with the stored session. */
export interface KnownCaller {
  roles: readonly RoleInfo[];
  features: readonly string[];
  /** None on the first load of a session (nothing kept yet). */
  permissions: KnownPermissions | undefined;
}

/**
 * The hint when the caller may read its page as far as the console knows, else none: a page its
 * last-known permissions (or its token's features) refuse, such as the picker's /users, gets no
 * early rows call, which the server would answer with 403. The page then shows its refusal as
 * always. Without kept permissions the hint stands: the server still refuses what it must, and a
 * permission granted since the last load only makes the page ask for its rows itself, a little later.
 */
export function hintForCaller(hint: FirstScreenHint | undefined, caller: KnownCaller): FirstScreenHint | undefined {
  if (!hint || !caller.permissions) return hint;
  if (hint.feature && !caller.features.includes(hint.feature)) return undefined;
  const known = caller.permissions;
  const map: PermissionMap = { header: known.header ?? {}, grid: known.grid ?? {}, data: known.data ?? {} };
  return !hint.permission || hasPermission(map, hint.permission, caller.roles) ? hint : undefined;
}
