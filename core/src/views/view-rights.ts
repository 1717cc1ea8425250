import { isGlobalAdmin, type RoleInfo } from '../permissions/rules';
import { VIEW_SAVE_PERMISSIONS as SAVE_PERMISSIONS } from '@cockpit/contracts/admin-permissions';
import type { ViewScope } from './view-types';

/** The grid permission that saves (and so overwrites and deletes) a view of each scope. */
export const VIEW_SAVE_PERMISSIONS: Readonly<Record<ViewScope, string>> = SAVE_PERMISSIONS;

/**
 * A view for all reaches every business unit of the installation, like a factory settings default,
 * so it takes a global administrator as well as grid/can_save_for_all: a business unit's own
 * administrator may not change what every other unit sees.
 */
export const SAVE_FOR_ALL_NEEDS_GLOBAL_ADMIN = 'Saving a view for all business units needs a global administrator';

export type ScopeRight = 'allowed' | 'noPermission' | 'needsGlobalAdmin';

/** Whether the user may save a view of the scope, and if not, why (the console hides or explains it, the server refuses it). */
export function scopeRight(scope: ViewScope, holds: (path: string) => boolean, roles: readonly RoleInfo[]): ScopeRight {
  if (!holds(VIEW_SAVE_PERMISSIONS[scope])) return 'noPermission';
  if (scope === 'all' && !isGlobalAdmin(roles)) return 'needsGlobalAdmin';
  return 'allowed';
}
