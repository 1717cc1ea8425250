import { hasPermission } from '@cockpit/core/permissions';
import type { Caller } from '../auth/caller';
import type { SchemaFiles } from '../schemas/schema-files';

interface MenuItemSchema {
  routeName: string;
  path?: string;
  displayName: string;
  icon?: string;
  order: number;
  feature?: string;
  permission?: string;
  routes?: MenuItemSchema[];
}
interface SettingsGroupSchema {
  group: string;
  displayName: string;
  items: { routeName: string; path: string; displayName: string; permission: string; feature?: string }[];
}
interface MenuSchema {
  items: MenuItemSchema[];
  settings: SettingsGroupSchema[];
}

/** The menu route config of platform.md §3. */
export interface MenuRoute {
  displayName: string;
  routeName: string;
  path?: string;
  icon?: string;
  isAllowed: boolean;
  order: number;
  routes?: MenuRoute[];
}

/** Entries of a Routes user setting: per routeName, a changed order or isAllowed. */
type RouteOverride = Pick<MenuRoute, 'routeName'> & Partial<Pick<MenuRoute, 'order' | 'isAllowed'>> & { routes?: RouteOverride[] };

function allowed(caller: Caller, feature?: string, permission?: string): boolean {
  if (feature && !caller.features.includes(feature)) return false;
  if (permission && !hasPermission(caller.permissions, permission, caller.roles)) return false;
  return true;
}

function build(items: MenuItemSchema[], caller: Caller, overrides: RouteOverride[] | undefined): MenuRoute[] {
  return items.map((item) => {
    const override = overrides?.find((o) => o.routeName === item.routeName);
    const permitted = allowed(caller, item.feature, item.permission);
    return {
      displayName: item.displayName,
      routeName: item.routeName,
      path: item.path,
      icon: item.icon,
      // A user setting may hide an item or reorder it, never show what the user may not open.
      isAllowed: permitted && (override?.isAllowed ?? true),
      order: override?.order ?? item.order,
      routes: item.routes ? build(item.routes, caller, override?.routes) : undefined,
    };
  });
}

/** Entries that are not overrides (null, numbers, a routeName that is not text, nested routes that are not a list) are dropped. */
function cleanOverrides(list: unknown[]): RouteOverride[] {
  return list.flatMap((o) => {
    if (!o || typeof o !== 'object' || typeof (o as RouteOverride).routeName !== 'string') return [];
    const { routeName, order, isAllowed, routes } = o as RouteOverride;
    return [{ routeName, order: typeof order === 'number' ? order : undefined, isAllowed: typeof isAllowed === 'boolean' ? isAllowed : undefined, routes: Array.isArray(routes) ? cleanOverrides(routes) : undefined }];
  });
}

/** Parses a Routes setting; a value that fails to parse is ignored (platform.md §4, saved state strings). */
export function parseRouteOverrides(value: string | undefined): RouteOverride[] | undefined {
  if (!value) return undefined;
  try {
    const parsed = JSON.parse(value);
    return Array.isArray(parsed) ? cleanOverrides(parsed) : undefined;
  } catch {
    return undefined;
  }
}

export function menuRoutesFor(schemas: SchemaFiles, caller: Caller, routesSetting?: string): MenuRoute[] {
  const menu = schemas.read<MenuSchema>('menu.json');
  return build(menu.items, caller, parseRouteOverrides(routesSetting));
}

export function settingsMenuFor(schemas: SchemaFiles, caller: Caller) {
  const menu = schemas.read<MenuSchema>('menu.json');
  return menu.settings.map((g) => ({
    group: g.group,
    displayName: g.displayName,
    items: g.items.map((i) => ({ ...i, isAllowed: allowed(caller, i.feature, i.permission) })),
  }));
}
