import { listViews } from '../lists/list-view-registry';
import type { Area } from './area';
import { userAdminRoutes } from './users-admin/routes';
import { userListView } from './users-admin/list-view';
import { userChoiceRoutes } from './user-choice/routes';
import { outgoingOrderLookupRoutes } from './outgoing-order-lookups/routes';
import { customViewRoutes } from './custom-views/routes';
import { primaryViewRoutes } from './primary-views/routes';
import { settingsSeedingRoutes } from './settings-seeding/routes';
import { userRoleRoutes } from './user-roles/routes';
import { dynamicAttributeRoutes } from './dynamic-attributes/routes';
import { serverInfoRoutes } from './server-info/routes';
import { backupRoutes } from './backup/routes';
import { apiReferenceRoutes } from './api-reference/routes';
import { studioRoutes } from './studio/routes';

/**
 * One entry per business area: its routes and the list views it owns, declared once. The list
 * views go into the registry (src/lists/list-view-registry.ts) where publishers look them up by
 * view name; the routes are registered by app.ts.
 */
export const areas: readonly Area[] = [
  { name: 'users-admin', routes: userAdminRoutes, listViews: [userListView] },
  { name: 'user-choice', routes: userChoiceRoutes },
  { name: 'outgoing-order-lookups', routes: outgoingOrderLookupRoutes },
  { name: 'custom-views', routes: customViewRoutes },
  { name: 'primary-views', routes: primaryViewRoutes },
  { name: 'settings-seeding', routes: settingsSeedingRoutes },
  { name: 'user-roles', routes: userRoleRoutes },
  { name: 'dynamic-attributes', routes: dynamicAttributeRoutes },
  { name: 'server-info', routes: serverInfoRoutes },
  { name: 'backup', routes: backupRoutes },
  { name: 'api-reference', routes: apiReferenceRoutes },
  { name: 'studio', routes: studioRoutes },
];

for (const area of areas) listViews.register(area.name, area.listViews ?? []);

/** The areas' routes, in the order above. */
export const areaRoutes = areas.map((area) => area.routes);
