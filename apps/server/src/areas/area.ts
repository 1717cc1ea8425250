import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import type { ListView } from '../lists/list-view';

/** An area's routes: registered on the server once, at start. */
export type AreaRoutes = (app: FastifyInstance, ctx: AppContext) => Promise<void>;

/**
 * One business area as the server sees it: its routes and the list views it owns (served by its
 * routes, published under their names on the change feed). Declared once, in `src/areas/index.ts`.
 */
export interface Area {
  /** The folder name, e.g. 'outgoing-orders'. */
  name: string;
  routes: AreaRoutes;
  listViews?: readonly ListView[];
}
