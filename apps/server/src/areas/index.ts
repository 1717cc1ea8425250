import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { materialRoutes } from './materials/routes';
import { userChoiceRoutes } from './user-choice/routes';

/** One line per business area; each area registers its own routes. */
export const areaRoutes: Array<(app: FastifyInstance, ctx: AppContext) => Promise<void>> = [
  materialRoutes,
  userChoiceRoutes,
];
