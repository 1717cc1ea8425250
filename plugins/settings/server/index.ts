import { defineServerPlugin, type AppContext, type FastifyInstance } from '@cockpit/server/sdk';
import { activeUserRoutes } from './active-users';
import { featureFlagRoutes } from './feature-flags';
import { excelImportRoutes } from './excel-import/routes';

async function settingsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await activeUserRoutes(app, ctx);
  await featureFlagRoutes(app, ctx);
  await excelImportRoutes(app, ctx);
}

/**
 * The settings plugin's server half: the active-users and feature-flags pages' routes (../routes.ts)
 * and the Excel import's (excel-import/: the workbook read in worker threads, written through the
 * host's Work). The sessions, the switches' tables and the feature check stay the host's; these
 * routes read and write them for the pages.
 */
export default defineServerPlugin({ name: 'settings', routes: settingsRoutes });
