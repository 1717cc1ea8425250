import { defineServerPlugin, type AppContext, type FastifyInstance } from '@cockpit/server/sdk';
import { locationListView } from './locations/list-view';
import { locationRoutes } from './locations/routes';
import { lookupRoutes } from './lookups/routes';
import { materialListView } from './materials/list-view';
import { materialRoutes } from './materials/routes';
import { masterDataSeed } from './seed/index';
import { stockAttributeListView } from './stock-attributes/list-view';
import { stockAttributeRoutes } from './stock-attributes/routes';
import { supplierListView } from './suppliers/list-view';
import { supplierRoutes } from './suppliers/routes';
import { dynamicAttributeRoutes } from './dynamic-attributes/routes';

/** Every area of master data, in the order the host registered them before the move. */
async function masterDataRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await materialRoutes(app, ctx);
  await locationRoutes(app, ctx);
  await lookupRoutes(app, ctx);
  await supplierRoutes(app, ctx);
  await stockAttributeRoutes(app, ctx);
  await dynamicAttributeRoutes(app, ctx);
}

/**
 * The master-data plugin's server half: materials, locations, look-ups, suppliers and stock
 * attributes, and their demo data. Their tables stay in the host's migrations: the warehouse engine's tables point at
 * them and its commands read them in SQL (the tables are the contract).
 */
export default defineServerPlugin({
  name: 'masterData',
  routes: masterDataRoutes,
  listViews: [materialListView, locationListView, supplierListView, stockAttributeListView],
  seed: masterDataSeed,
});
