import { defineServerPlugin, type AppContext, type FastifyInstance } from '@cockpit/server/sdk';
import { reportFileRoutes } from './report-files';
import { reportRoutes } from './report-routes';

async function routes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await reportRoutes(app, ctx);
  await reportFileRoutes(app, ctx);
}

/** The reports' server half: the report data calls, the user's generated report files (Downloads) and their table (server/migrations). */
export default defineServerPlugin({ name: 'reports', routes });
