import { defineServerPlugin, type AppContext, type FastifyInstance } from '@cockpit/server/sdk';
import { customViewRoutes } from './custom-views/routes';
import { gridForOwner } from './grid-owners';
import { checkViewParts } from './view-parts';
import { primaryViewRoutes } from './primary-views/routes';

async function viewRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await customViewRoutes(app, ctx);
  await primaryViewRoutes(app, ctx);
}

/**
 * The views plugin's server half: saving, sharing, renaming and deleting a grid's views, the
 * primary view per grid, and the default view built from the grid's schema. Its table is its own
 * (server/migrations). It provides the grid a view belongs to and the check of a view's parts
 * against it to the settings seeding, which writes grid layouts with the same check.
 */
export default defineServerPlugin({ name: 'views', routes: viewRoutes, provides: { savedViews: { gridForOwner, checkViewParts } } });
