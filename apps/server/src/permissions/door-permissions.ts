import { hasPermission, type PermissionMap, type RoleInfo } from '@cockpit/core/permissions';

/**
 * The one table of which permission each door needs. Every way in to the same rows asks it:
 *
 * - reading a list: the list's GET route (src/lists/list-route.ts), the live hub's registration on
 *   the view of the same name (src/live/hub-methods.ts), and the grid exports, which the console
 *   builds from the rows that same list route answers (the export button also needs grid/exports);
 * - writing master data and stock: the API routes named here, and the Excel import's sheet that
 *   writes the same rows (src/areas/excel-import/sheet-permissions.ts).
 *
 * A list view the table does not name cannot be served (registerListRoute refuses to start), and
 * tests/security/door-permissions.test.ts walks the table for every role of the demo, so a new
 * door cannot forget its right.
 */

/** Any signed-in user of the business unit may read the list (no permission beyond the token). */
export const SIGNED_IN = null;

export type DoorPermission = string | typeof SIGNED_IN;

/** The permission that reading each list view needs, by view name (the live-update view name too). */
export const LIST_READ: Readonly<Record<string, DoorPermission>> = {
  Material: SIGNED_IN,
  Location: SIGNED_IN,
  Supplier: SIGNED_IN,
  StockAttribute: SIGNED_IN,
  CauseCode: SIGNED_IN,
  Draft: SIGNED_IN,
  Printer: 'header/settings/printers',
  User: 'header/settings/users',
  IntegrationData: 'header/settings/integration',
  OutgoingOrder: 'data/navigation',
  OutgoingOrderLine: 'data/navigation',
  IngoingOrder: 'data/navigation',
  Operation: 'data/navigation',
  Job: 'data/navigation',
  Task: 'data/navigation',
  Stock: 'data/navigation',
  Inventory: 'data/navigation',
  InventoryLine: 'data/navigation',
  Maintenance: 'data/navigation',
  SalesOrderDraft: 'data/navigation',
};

/** The permission each write of master data and stock needs, shared by its API route and the import. */
export const WRITE = {
  supplierAdd: 'data/supplier_add',
  supplierUpdate: 'data/supplier_update',
  locationAdd: 'data/location_add',
  locationUpdate: 'data/location_update',
  materialAdd: 'data/material_add',
  materialUpdate: 'data/material_update',
  gainStock: 'data/gain_stock',
} as const;

export type WriteDoor = keyof typeof WRITE;

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
