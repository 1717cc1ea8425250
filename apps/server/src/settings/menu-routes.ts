import { hasPermission } from '@cockpit/core/permissions';
import { buildMenuRoutes, buildSettingsMenu, parseRouteOverrides, type MenuAccess, type MenuRoute, type SettingsMenuGroup } from '@cockpit/core/routing';
import type { MenuSchema } from '@cockpit/core/schema';
import type { Caller } from '../auth/caller';
import type { SchemaFiles } from '../schemas/schema-files';

/** The menu route config is written once in @cockpit/core/routing; this is the caller's access. */
function accessOf(caller: Caller): MenuAccess {
  return (feature, permission) => {
    if (feature && !caller.features.includes(feature)) return false;
    if (permission && !hasPermission(caller.permissions, permission, caller.roles)) return false;
    return true;
  };
}

/** `menu`: the unit's menu with its studio entries (by default the file's). */
export function menuRoutesFor(schemas: SchemaFiles, caller: Caller, routesSetting?: string, menu: MenuSchema = schemas.read<MenuSchema>('menu.json')): MenuRoute[] {
  return buildMenuRoutes(menu.items, accessOf(caller), parseRouteOverrides(routesSetting));
}

export function settingsMenuFor(schemas: SchemaFiles, caller: Caller): SettingsMenuGroup[] {
  return buildSettingsMenu(schemas.read<MenuSchema>('menu.json'), accessOf(caller));
}
