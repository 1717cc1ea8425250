import type { OrderCustomer } from '@cockpit/contracts/order-customer';
import type { GridSchema } from '@cockpit/core/schema';
import type { ViewScope, ViewWireParts } from '@cockpit/core/views';
import type { SchemaFiles } from '../schemas/schema-files';
import type { Work } from './work';

export interface OrderLineInput {
  materialId: number;
  quantity: number;
  salesUnitPrice?: number | null;
  /** The agreed price per item, when it differs from the original one. */
  adjustedPrice?: number | null;
  expectedHandlingDate?: string | null;
}

export interface OutgoingOrderInput extends OrderCustomer {
  orderNo?: string;
  priority?: number;
  deliveryDate?: string | null;
  recipient?: string | null;
  deliveryContact?: string | null;
  invoiceContact?: string | null;
  comment?: string | null;
  lines: OrderLineInput[];
}

export interface IngoingOrderInput {
  orderNo?: string;
  supplierId?: number | null;
  supplierName?: string | null;
  supplierOrderId?: string | null;
  expectedReceiptDate?: string | null;
  orderType?: string;
  priority?: number;
  lines: Array<{ materialId: number; quantity: number; unitCostPrice?: number | null }>;
}

/** An outgoing order as locked for a change (the row lock is held until the Work commits). */
export interface LockedOrder {
  id: number;
  orderNo: string;
  state: 'Initial' | 'Started' | 'Completed' | 'Cancelled';
  priority: number;
  outboundLocationId: number | null;
  shippedDate: Date | null;
}

/**
 * What other plugins ask of the warehouse engine's orders (sales makes and edits outgoing orders,
 * purchase makes ingoing ones). The host declares it and the plugin that owns the engine provides
 * it (`defineServerPlugin({ provides: { warehouseOrders } })`); a plugin that calls it names it in
 * `requires`, so that a list of plugins without a provider stops the start. Each runs inside the
 * caller's Work: its locks, its publishing.
 */
export interface WarehouseOrders {
  /** The next free number with this prefix ("SO-100001"), from the highest one in use. */
  nextOrderNumber(w: Work, table: 'outgoing_orders' | 'ingoing_orders', prefix: string): Promise<string>;
  /** A new Initial outgoing (sales) order with its lines, priced by the shared money rules. */
  createOutgoingOrder(w: Work, input: OutgoingOrderInput): Promise<{ id: number; orderNo: string }>;
  /** A new Initial ingoing (purchase) order with its lines. */
  createIngoingOrder(w: Work, input: IngoingOrderInput): Promise<{ id: number; orderNo: string }>;
  /** Locks an outgoing order of the Work's business unit, or 404 as if it did not exist. */
  lockOrder(w: Work, id: number): Promise<LockedOrder>;
  /** Brings the orders' line prices and totals in line with their quantities and prices. */
  priceOutgoingOrders(w: Work, orderIds: Iterable<number>): Promise<void>;
}

/** What the plugin of saved views answers others (the settings seeding writes grid layouts with the same checks). */
export interface SavedViews {
  /** The grid a view belongs to, by its grid view name (a grid's id or one of its routes' viewName). */
  gridForOwner(schemas: SchemaFiles, owner: string): GridSchema | undefined;
  /** A view's parts checked against its grid: a 400 naming the part and the field that is not the grid's. */
  checkViewParts(grid: GridSchema, owner: string, scope: ViewScope, input: Partial<ViewWireParts>): ViewWireParts;
}

/** The services plugins provide each other through the host, by name. */
export interface PluginServices {
  warehouseOrders: WarehouseOrders;
  savedViews: SavedViews;
}

export type ServiceName = keyof PluginServices;

const provided = new Map<ServiceName, { by: string; service: unknown }>();

/**
 * Registers a plugin's services (at load). The same service from two plugins is refused, naming
 * both; the same plugin loaded again (another server of the process) keeps its first registration.
 */
export function provideServices(plugin: string, services: Partial<PluginServices>): void {
  for (const [name, service] of Object.entries(services) as Array<[ServiceName, unknown]>) {
    const taken = provided.get(name);
    if (taken && taken.by !== plugin) throw new Error(`Service ${name} is provided by plugin ${taken.by} and by plugin ${plugin}: one plugin provides it`);
    if (!taken) provided.set(name, { by: plugin, service });
  }
}

/** The plugins that provide a service, by service name (for the start's check of `requires`). */
export function providerOf(name: ServiceName): string | undefined {
  return provided.get(name)?.by;
}

function service<K extends ServiceName>(name: K): PluginServices[K] {
  const entry = provided.get(name);
  if (!entry) throw new Error(`No plugin provides ${name}: list the plugin that provides it in plugins/server-plugins.json`);
  return entry.service as PluginServices[K];
}

/** The warehouse engine's orders as other plugins call them (delegating to the provider). */
export const warehouseOrders: WarehouseOrders = {
  nextOrderNumber: (w, table, prefix) => service('warehouseOrders').nextOrderNumber(w, table, prefix),
  createOutgoingOrder: (w, input) => service('warehouseOrders').createOutgoingOrder(w, input),
  createIngoingOrder: (w, input) => service('warehouseOrders').createIngoingOrder(w, input),
  lockOrder: (w, id) => service('warehouseOrders').lockOrder(w, id),
  priceOutgoingOrders: (w, orderIds) => service('warehouseOrders').priceOutgoingOrders(w, orderIds),
};

/** The same, one by one (sales and purchase call them by name). */
export const { nextOrderNumber, createOutgoingOrder, createIngoingOrder, lockOrder, priceOutgoingOrders } = warehouseOrders;

/** Saved views' checks as other plugins call them (delegating to the provider, the views plugin). */
export const savedViews: SavedViews = {
  gridForOwner: (schemas, owner) => service('savedViews').gridForOwner(schemas, owner),
  checkViewParts: (grid, owner, scope, input) => service('savedViews').checkViewParts(grid, owner, scope, input),
};
