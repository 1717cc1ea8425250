import { definePlugin } from '@cockpit/core/plugin';

/**
 * Purchase. What it contributes is declared by name in plugin.json too, so that schemas can be
 * checked against it without running this code; the test beside this file keeps the two alike.
 * Pages (and widgets, KPI templates) given by `load` are chunks of their own, fetched when shown.
 */
export const purchasePlugin = definePlugin({
  name: 'purchase',
  pages: [{ path: 'purchase-page', title: 'Purchase.title', load: () => import('./PurchasePage').then((m) => m.PurchasePage) }],
  translationGroups: ['Purchase'],
});
