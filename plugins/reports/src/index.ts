import { definePlugin } from '@cockpit/core/plugin';

/**
 * Reports. What it contributes is declared by name in plugin.json too, so that schemas can be
 * checked against it without running this code; the test beside this file keeps the two alike.
 * Pages (and widgets, KPI templates) given by `load` are chunks of their own, fetched when shown.
 */
export const reportsPlugin = definePlugin({
  name: 'reports',
  pages: [{ path: 'reports-page', title: 'Reports.title', load: () => import('./ReportsPage').then((m) => m.ReportsPage) }],
  translationGroups: ['Reports'],
});
