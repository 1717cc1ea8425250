import { definePlugin } from '@cockpit/core/plugin';

/**
 * Sales. What it contributes is declared by name in plugin.json too, so that schemas can be
 * checked against it without running this code; the test beside this file keeps the two alike.
 * Pages (and widgets, KPI templates) given by `load` are chunks of their own, fetched when shown.
 */
export const salesPlugin = definePlugin({
  name: 'sales',
  pages: [{ path: 'sales-page', title: 'Sales.title', load: () => import('./SalesPage').then((m) => m.SalesPage) }],
  translationGroups: ['Sales'],
});
