import { SIGNED_IN, type RouteRight } from './define-route';
import type { PermissionPath } from './permission-defaults';

/**
 * Which permission each door to the same rows needs, written once. Reading a list: its GET route,
 * the live hub's registration on the view of the same name, and the grid exports built from that
 * route's rows. Writing master data and stock: the API route and the Excel import's sheet that
 * writes the same rows. The routes of the table name these entries, never the strings.
 */

/** The permission that reading each list view needs, by view name (the live-update view name too). */
export const LIST_READ = {
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
} as const satisfies Readonly<Record<string, RouteRight>>;

/** The permission each write of master data and stock needs, shared by its API route and the import. */
export const WRITE = {
  supplierAdd: 'data/supplier_add',
  supplierUpdate: 'data/supplier_update',
  locationAdd: 'data/location_add',
  locationUpdate: 'data/location_update',
  materialAdd: 'data/material_add',
  materialUpdate: 'data/material_update',
  gainStock: 'data/gain_stock',
} as const satisfies Readonly<Record<string, PermissionPath>>;

export type WriteDoor = keyof typeof WRITE;
