import { definePlugin } from '@cockpit/core/plugin';
import { WIDGET_TYPES } from '@cockpit/core/widgets';
import { permissionPath } from '@cockpit/contracts/permission-names';

/**
 * The dashboard: the page at the empty path, which is also the fallback for unknown paths, the
 * tiles of the catalogue's widget types, the KPI templates of the server's
 * KPIs and the KPI management page (settings). Each is a chunk of its own.
 */
export const dashboardPlugin = definePlugin({
  name: 'dashboard',
  pages: [
    { path: '', title: 'Dashboard.title', load: () => import('./DashboardPage').then((m) => m.DashboardPage) },
    {
      path: 'kpi-management',
      title: 'KpiManagement.title',
      permission: permissionPath('header', 'kpi-management'),
      load: () => import('./kpi-management/KpiManagementPage').then((m) => m.KpiManagementPage),
    },
  ],
  widgets: WIDGET_TYPES.map((w) => ({ type: w.type, title: `DashboardSettings.widgets.${w.type}`, load: () => import('./widgets/CatalogueWidget') })),
  kpiTemplates: {
    OutBoundOrders: { load: () => import('./kpi/OrderKpi') },
    InBoundOrders: { load: () => import('./kpi/OrderKpi') },
    PickingTasksPerLocationRole: { load: () => import('./kpi/PickingKpi') },
  },
  translationGroups: ['Dashboard', 'KpiManagement'],
});
