import { defineServerPlugin, type AppContext, type FastifyInstance } from '@cockpit/server/sdk';
import { customViewRoutes } from './custom-views/routes';
import { primaryViewRoutes } from './primary-views/routes';

async function viewRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await customViewRoutes(app, ctx);
  await primaryViewRoutes(app, ctx);
}

/**
 * The views plugin's server half: saving, sharing, renaming and deleting a grid's views, the
 * primary view per grid, and the default view built from the grid's schema. Its table is its own
 * (server/migrations). The grid a view belongs to and the check of a view's parts against it stay
 * the host's (the settings seeding writes layouts with the same check).
 */
export default defineServerPlugin({ name: 'views', routes: viewRoutes });
