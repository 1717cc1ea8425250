import { listViews } from '../lists/list-view-registry';
import type { Area } from './area';
import { apiReferenceRoutes } from './api-reference/routes';
import { userChoiceRoutes } from './user-choice/routes';

/**
 * One entry per business area: its routes and the list views it owns, declared once. The list
 * views go into the registry (src/lists/list-view-registry.ts) where publishers look them up by
 * view name; the routes are registered by app.ts.
 */
export const areas: readonly Area[] = [
  { name: 'user-choice', routes: userChoiceRoutes },
  { name: 'api-reference', routes: apiReferenceRoutes },
];

for (const area of areas) listViews.register(area.name, area.listViews ?? []);

/** The areas' routes, in the order above. */
export const areaRoutes = areas.map((area) => area.routes);
