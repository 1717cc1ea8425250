import { hasPermission, type PermissionMap, type RoleInfo } from '@cockpit/core/permissions';
import { SIGNED_IN, type RoutePermission as DoorPermission } from '@cockpit/contracts/define-route';
import { LIST_READ as LIST_READ_TABLE, type WriteDoor } from '@cockpit/contracts/door-permissions';

/**
 * The one table of which permission each door needs. Every way in to the same rows asks it:
 *
 * - reading a list: the list's GET route (src/lists/list-route.ts), the live hub's registration on
 *   the view of the same name (src/live/hub-methods.ts), and the grid exports, which the console
 *   builds from the rows that same list route answers (the export button also needs grid/exports);
 * - writing master data and stock: the API routes named here, and the Excel import's sheet that
 *   writes the same rows (the settings plugin's server/excel-import/sheet-permissions.ts).
 *
 * A list view the table does not name cannot be served (registerListRoute refuses to start), and
 * tests/security/door-permissions.test.ts walks the table for every role of the demo, so a new
 * door cannot forget its right.
 */

/** Any signed-in user of the business unit may read the list (no permission beyond the token). */
export { SIGNED_IN, type RoutePermission as DoorPermission } from '@cockpit/contracts/define-route';
export { WRITE, type WriteDoor } from '@cockpit/contracts/door-permissions';

/** The permission reading each list view needs, by view name (written in packages/contracts). */
export const LIST_READ: Readonly<Record<string, DoorPermission>> = LIST_READ_TABLE;

/** The API route of each write in WRITE, as `METHOD /path` (the import's sheets write the same rows). */
export const WRITE_ROUTES: Readonly<Record<WriteDoor, string>> = {
  supplierAdd: 'POST /api/Supplier',
  supplierUpdate: 'PUT /api/Supplier',
  locationAdd: 'POST /api/Location',
  locationUpdate: 'PUT /api/Location',
  materialAdd: 'POST /api/Material',
  materialUpdate: 'PUT /api/Material/UpdateMaterial',
  gainStock: 'POST /api/Stock/gain',
};

/** The permission reading a list view needs; a view the table does not name is a programming error. */
export function listReadPermission(viewName: string): DoorPermission {
  if (!Object.hasOwn(LIST_READ, viewName)) throw new Error(`List view "${viewName}" has no entry in LIST_READ (src/permissions/door-permissions.ts)`);
  return LIST_READ[viewName];
}

export function isListViewName(viewName: string): boolean {
  return Object.hasOwn(LIST_READ, viewName);
}

/** Whether a caller holds a door's permission (SIGNED_IN: every signed-in caller does). */
export function holds(caller: { permissions: PermissionMap; roles: readonly RoleInfo[] }, permission: DoorPermission): boolean {
  return permission === SIGNED_IN || hasPermission(caller.permissions, permission, caller.roles);
}

/** The route config a door's permission becomes (no permission key for SIGNED_IN). */
export function routePermission(permission: DoorPermission): { permission?: string } {
  return permission === SIGNED_IN ? {} : { permission };
}
