import { defineTableListView } from '@cockpit/server/sdk';
import { SalesOrderDraft } from '../routes';

/** The SalesOrderDrafts grid's rows (view name SalesOrderDraft). */
export const salesOrderDraftListView = defineTableListView({
  name: 'SalesOrderDraft',
  path: SalesOrderDraft.description.path,
  from: `sales_order_drafts d
    left join lateral (select count(*)::int as n from sales_order_draft_lines l where l.draft_id = d.id) lines on true`,
  alias: 'd',
  fields: {
    id: 'number sortable',
    orderNumber: 'text sortable',
    orderType: 'text sortable',
    customerName: 'text sortable',
    orderLines: 'lines.n number',
    totalCost: { sql: 'd.total_cost::float8', type: 'number', sortable: true },
    discount: { sql: 'd.discount::float8', type: 'number', sortable: true },
    deliveryType: 'text',
    updatedAt: 'datetime sortable',
  },
  filters: {
    orderNumber: 'contains',
    customerName: 'contains',
    orderType: 'in',
  },
  defaultSort: { field: 'orderNumber', direction: 'desc' },
});
