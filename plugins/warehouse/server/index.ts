import { defineServerPlugin, type AppContext, type FastifyInstance } from '@cockpit/server/sdk';
import { ingoingOrderListView } from './ingoing-orders/list-view';
import { ingoingOrderRoutes } from './ingoing-orders/routes';
import { integrationListView } from './integration/list-view';
import { integrationRoutes } from './integration/routes';
import { inventoryLineListView, inventoryListView } from './inventory/list-view';
import { inventoryRoutes } from './inventory/routes';
import { jobListView } from './jobs/list-view';
import { jobRoutes } from './jobs/routes';
import { maintenanceListView } from './maintenance/list-view';
import { maintenanceRoutes } from './maintenance/routes';
import { operationListView } from './operations/list-view';
import { operationRoutes } from './operations/routes';
import { outgoingOrderLineListView, outgoingOrderListView } from './outgoing-orders/list-view';
import { outgoingOrderRoutes } from './outgoing-orders/routes';
import { printerListView } from './printers/list-view';
import { printerRoutes } from './printers/routes';
import { stockListView } from './stock/list-view';
import { stockRoutes } from './stock/routes';
import { taskListView } from './tasks/list-view';
import { taskRoutes } from './tasks/routes';
import { terminalRoutes } from './terminal/routes';
import { outgoingOrderLookupRoutes } from './outgoing-order-lookups/routes';
import { createIngoingOrder, createOutgoingOrder, nextOrderNumber } from './engine/create-orders';
import { priceOutgoingOrders } from './engine/order-money';
import { lockOrder } from './engine/orders';
import { warehouseSeed } from './seed/warehouse-seed';

/** The warehouse areas, one folder each: its routes over the host's warehouse engine. */
const areaRoutes = [
  printerRoutes,
  integrationRoutes,
  outgoingOrderRoutes,
  ingoingOrderRoutes,
  operationRoutes,
  jobRoutes,
  taskRoutes,
  stockRoutes,
  inventoryRoutes,
  maintenanceRoutes,
  terminalRoutes,
  outgoingOrderLookupRoutes,
];

async function warehouseRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  for (const routes of areaRoutes) await routes(app, ctx);
}

/**
 * The warehouse plugin's server half: the warehouse engine's rules (engine/: prepare, tasks,
 * jobs, counts, stock, order money and states) over the host's machinery (one transaction, one
 * lock order, publishing after commit), the areas that call them, the list views the engine
 * publishes changed rows in (by view name), the engine's orders for other plugins, and the demo's
 * warehouse activity.
 */
export default defineServerPlugin({
  name: 'warehouse',
  routes: warehouseRoutes,
  listViews: [
    printerListView,
    integrationListView,
    outgoingOrderListView,
    outgoingOrderLineListView,
    ingoingOrderListView,
    operationListView,
    jobListView,
    taskListView,
    stockListView,
    inventoryListView,
    inventoryLineListView,
    maintenanceListView,
  ],
  provides: { warehouseOrders: { nextOrderNumber, createOutgoingOrder, createIngoingOrder, lockOrder, priceOutgoingOrders } },
  seed: warehouseSeed,
});
