import type { MenuItem, MenuSchema, SettingsItem } from '../schema/generated/menu';

/**
 * The menu route config, written once: the server works it out per user from
 * schemas/menu.json and a Routes user setting; the console reads the answer and shows it.
 */
export interface MenuRoute {
  displayName: string;
  routeName: string;
  path?: string;
  icon?: string;
  isAllowed: boolean;
  order: number;
  routes?: MenuRoute[];
}

/** One group of the settings side panel, each item with isAllowed worked out. */
export interface SettingsMenuGroup {
  group: string;
  displayName: string;
  items: Array<SettingsItem & { isAllowed: boolean }>;
}

/** An entry of a Routes user setting: per routeName, a changed order or isAllowed. */
export interface RouteOverride {
  routeName: string;
  order?: number;
  isAllowed?: boolean;
  routes?: RouteOverride[];
}

/** Whether the user may open an item that needs this feature and permission (either may be absent). */
export type MenuAccess = (feature: string | undefined, permission: string | undefined) => boolean;

/** The menu items for one user: what they may open, in the order their Routes setting gives. */
export function buildMenuRoutes(items: readonly MenuItem[], access: MenuAccess, overrides?: readonly RouteOverride[]): MenuRoute[] {
  return items.map((item) => {
    const override = overrides?.find((o) => o.routeName === item.routeName);
    const permitted = access(item.feature, item.permission);
    return {
      displayName: item.displayName,
      routeName: item.routeName,
      path: item.path,
      icon: item.icon,
      // A user setting may hide an item or reorder it, never show what the user may not open.
      isAllowed: permitted && (override?.isAllowed ?? true),
      order: override?.order ?? item.order,
      routes: item.routes ? buildMenuRoutes(item.routes, access, override?.routes) : undefined,
    };
  });
}

export function buildSettingsMenu(menu: Pick<MenuSchema, 'settings'>, access: MenuAccess): SettingsMenuGroup[] {
  return menu.settings.map((g) => ({
    group: g.group,
    displayName: g.displayName,
    items: g.items.map((i) => ({ ...i, isAllowed: access(i.feature, i.permission) })),
  }));
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Whether a parsed Routes setting has the shape of a list of overrides (what may be stored). */
export function isRouteOverrideList(value: unknown): value is RouteOverride[] {
  return Array.isArray(value) && value.every((r) => isObject(r) && typeof r.routeName === 'string');
}

/** Entries that are not overrides (null, numbers, a routeName that is not text, nested routes that are not a list) are dropped. */
function cleanOverrides(list: readonly unknown[]): RouteOverride[] {
  return list.flatMap((o) => {
    if (!isObject(o) || typeof o.routeName !== 'string') return [];
    const { routeName, order, isAllowed, routes } = o;
    return [
      {
        routeName,
        order: typeof order === 'number' ? order : undefined,
        isAllowed: typeof isAllowed === 'boolean' ? isAllowed : undefined,
        routes: Array.isArray(routes) ? cleanOverrides(routes) : undefined,
      },
    ];
  });
}

/** Parses a Routes setting; a value that fails to parse is ignored. */
export function parseRouteOverrides(value: string | undefined): RouteOverride[] | undefined {
  if (!value) return undefined;
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? cleanOverrides(parsed) : undefined;
  } catch {
    return undefined;
  }
}

/** Only items with isAllowed true, sorted by order, nested routes likewise. */
export function visibleRoutes(routes: readonly MenuRoute[]): MenuRoute[] {
  return routes
    .filter((r) => r.isAllowed)
    .map((r) => (r.routes ? { ...r, routes: visibleRoutes(r.routes) } : r))
    .filter((r) => r.path !== undefined || (r.routes?.length ?? 0) > 0)
    .sort((a, b) => a.order - b.order);
}
