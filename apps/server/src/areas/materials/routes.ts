import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { registerListRoute } from '../../lists/list-route';
import { materialListView } from './list-view';

export async function materialRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  registerListRoute(app, ctx, '/api/Material/description', materialListView);
}
