import { definePlugin } from '@cockpit/core/plugin';
import { editOrder, newOrder, openDraft } from './draft-actions';
import { permissionPath } from '@cockpit/contracts/permission-names';

/**
 * Sales (issue 15): the create-sales-order page (a chunk of its own) and the SalesOrderDrafts
 * grid's actions that open it, and Edit sales order on OutgoingOrders. Declared here once;
 * `cockpit gen plugins` writes the names into plugin.json.
 */
export const salesPlugin = definePlugin({
  name: 'sales',
  pages: [
    {
      path: 'create-sales-order',
      title: 'Sales.title',
      permission: permissionPath('data', 'sales_order_create'),
      feature: 'CreateSalesOrderFromCockpit',
      load: () => import('./create-sales-order/CreateSalesOrderPage').then((m) => m.CreateSalesOrderPage),
    },
  ],
  actions: { openDraft, newOrder, editOrder },
  translationGroups: ['Sales'],
});
