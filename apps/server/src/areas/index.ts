import { listViews } from '../lists/list-view-registry';
import type { Area } from './area';
import { printerRoutes } from './printers/routes';
import { printerListView } from './printers/list-view';
import { integrationRoutes } from './integration/routes';
import { integrationListView } from './integration/list-view';
import { userAdminRoutes } from './users-admin/routes';
import { userListView } from './users-admin/list-view';
import { userChoiceRoutes } from './user-choice/routes';
import { outgoingOrderRoutes } from './outgoing-orders/routes';
import { outgoingOrderLineListView, outgoingOrderListView } from './outgoing-orders/list-view';
import { ingoingOrderRoutes } from './ingoing-orders/routes';
import { ingoingOrderListView } from './ingoing-orders/list-view';
import { operationRoutes } from './operations/routes';
import { operationListView } from './operations/list-view';
import { jobRoutes } from './jobs/routes';
import { jobListView } from './jobs/list-view';
import { taskRoutes } from './tasks/routes';
import { taskListView } from './tasks/list-view';
import { stockRoutes } from './stock/routes';
import { stockListView } from './stock/list-view';
import { inventoryRoutes } from './inventory/routes';
import { inventoryLineListView, inventoryListView } from './inventory/list-view';
import { maintenanceRoutes } from './maintenance/routes';
import { maintenanceListView } from './maintenance/list-view';
import { terminalRoutes } from './terminal/routes';
import { customViewRoutes } from './custom-views/routes';
import { primaryViewRoutes } from './primary-views/routes';
import { settingsSeedingRoutes } from './settings-seeding/routes';
import { dashboardSettingsRoutes } from './dashboard-settings/routes';
import { dashboardRoutes } from './dashboard/routes';
import { userRoleRoutes } from './user-roles/routes';
import { activeUserRoutes } from './active-users/routes';
import { featureFlagRoutes } from './feature-flags/routes';
import { serverInfoRoutes } from './server-info/routes';
import { purchaseDraftRoutes } from './purchase-drafts/routes';
import { draftListView } from './purchase-drafts/list-view';
import { excelImportRoutes } from './excel-import/routes';
import { backupRoutes } from './backup/routes';
import { reportRoutes } from './reports/routes';
import { reportFileRoutes } from './reports/report-files';
import { apiReferenceRoutes } from './api-reference/routes';
import { studioRoutes } from './studio/routes';

/**
 * One entry per business area: its routes and the list views it owns, declared once. The list
 * views go into the registry (src/lists/list-view-registry.ts) where publishers look them up by
 * view name; the routes are registered by app.ts.
 */
export const areas: readonly Area[] = [
  { name: 'printers', routes: printerRoutes, listViews: [printerListView] },
  { name: 'integration', routes: integrationRoutes, listViews: [integrationListView] },
  { name: 'users-admin', routes: userAdminRoutes, listViews: [userListView] },
  { name: 'user-choice', routes: userChoiceRoutes },
  { name: 'outgoing-orders', routes: outgoingOrderRoutes, listViews: [outgoingOrderListView, outgoingOrderLineListView] },
  { name: 'ingoing-orders', routes: ingoingOrderRoutes, listViews: [ingoingOrderListView] },
  { name: 'operations', routes: operationRoutes, listViews: [operationListView] },
  { name: 'jobs', routes: jobRoutes, listViews: [jobListView] },
  { name: 'tasks', routes: taskRoutes, listViews: [taskListView] },
  { name: 'stock', routes: stockRoutes, listViews: [stockListView] },
  { name: 'inventory', routes: inventoryRoutes, listViews: [inventoryListView, inventoryLineListView] },
  { name: 'maintenance', routes: maintenanceRoutes, listViews: [maintenanceListView] },
  { name: 'terminal', routes: terminalRoutes },
  { name: 'custom-views', routes: customViewRoutes },
  { name: 'primary-views', routes: primaryViewRoutes },
  { name: 'settings-seeding', routes: settingsSeedingRoutes },
  { name: 'dashboard-settings', routes: dashboardSettingsRoutes },
  { name: 'dashboard', routes: dashboardRoutes },
  { name: 'user-roles', routes: userRoleRoutes },
  { name: 'active-users', routes: activeUserRoutes },
  { name: 'feature-flags', routes: featureFlagRoutes },
  { name: 'server-info', routes: serverInfoRoutes },
  { name: 'purchase-drafts', routes: purchaseDraftRoutes, listViews: [draftListView] },
  { name: 'excel-import', routes: excelImportRoutes },
  { name: 'backup', routes: backupRoutes },
  { name: 'reports', routes: reportRoutes },
  { name: 'report-files', routes: reportFileRoutes },
  { name: 'api-reference', routes: apiReferenceRoutes },
  { name: 'studio', routes: studioRoutes },
];

for (const area of areas) listViews.register(area.name, area.listViews ?? []);

/** The areas' routes, in the order above. */
export const areaRoutes = areas.map((area) => area.routes);
