import { hasPermission } from '@cockpit/core/permissions';
import type { ViewScope } from '@cockpit/core/views';
import type { Caller } from '../../auth/caller';
import { forbidden } from '../../http/errors';

/** grid/custom_views lets a user use views at all (platform.md §6 grid defaults). */
export const CUSTOM_VIEWS_PERMISSION = 'grid/custom_views';

/** The grid permission that saves (and so overwrites and deletes) a view of each scope. */
export const SAVE_PERMISSION: Record<ViewScope, string> = {
  user: 'grid/can_save_for_me',
  businessUnit: 'grid/can_save_for_bum',
  all: 'grid/can_save_for_all',
};

export const holds = (caller: Caller, path: string) => hasPermission(caller.permissions, path, caller.roles);

export function requirePermission(caller: Caller, path: string): void {
  if (!holds(caller, path)) throw forbidden();
}

export interface StoredViewOwnership {
  scope: ViewScope;
  businessUnitId: number;
  createdBy: number | null;
}

/** A personal view is the saver's alone; a business-unit view is its unit's; a global view anyone's with can_save_for_all. */
export function canModifyView(caller: Caller, view: StoredViewOwnership): boolean {
  if (!holds(caller, SAVE_PERMISSION[view.scope])) return false;
  if (view.scope === 'all') return true;
  if (view.businessUnitId !== caller.businessUnitId) return false;
  return view.scope === 'businessUnit' || view.createdBy === caller.userId;
}
