import { hasPermission } from '@cockpit/core/permissions';
import { SAVE_FOR_ALL_NEEDS_GLOBAL_ADMIN, scopeRight, type ViewScope } from '@cockpit/core/views';
import { forbidden, type Caller } from '@cockpit/server/sdk';

/** grid/custom_views lets a user use views at all (on by default). */
export { CUSTOM_VIEWS_PERMISSION } from '@cockpit/contracts/admin-permissions';

export const holds = (caller: Caller, path: string) => hasPermission(caller.permissions, path, caller.roles);

export function requirePermission(caller: Caller, path: string): void {
  if (!holds(caller, path)) throw forbidden();
}

/**
 * Saving a view of the scope: its grid permission, and for a view for all (which every business
 * unit sees) a global administrator too; a unit's administrator hears why.
 */
export function requireSaveRight(caller: Caller, scope: ViewScope): void {
  const right = scopeRight(scope, (path) => holds(caller, path), caller.roles);
  if (right === 'noPermission') throw forbidden();
  if (right === 'needsGlobalAdmin') throw forbidden(SAVE_FOR_ALL_NEEDS_GLOBAL_ADMIN);
}

export interface StoredViewOwnership {
  scope: ViewScope;
  businessUnitId: number;
  createdBy: number | null;
}

/**
 * A personal view is the saver's alone; a business-unit view is its unit's (with can_save_for_bum);
 * a view for all belongs to the installation: only a global administrator with can_save_for_all
 * changes it, whichever unit it was saved from.
 */
export function canModifyView(caller: Caller, view: StoredViewOwnership): boolean {
  if (scopeRight(view.scope, (path) => holds(caller, path), caller.roles) !== 'allowed') return false;
  if (view.scope === 'all') return true;
  if (view.businessUnitId !== caller.businessUnitId) return false;
  return view.scope === 'businessUnit' || view.createdBy === caller.userId;
}
