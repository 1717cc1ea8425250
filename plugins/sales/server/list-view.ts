import { defineListView } from '@cockpit/server/sdk';
import { SalesOrderDraft } from '../routes';

/** The SalesOrderDrafts grid's rows (view name SalesOrderDraft). */
export const salesOrderDraftListView = defineListView({
  name: 'SalesOrderDraft',
  path: SalesOrderDraft.description.path,
  from: `sales_order_drafts d
    left join lateral (select count(*)::int as n from sales_order_draft_lines l where l.draft_id = d.id) lines on true`,
  businessUnit: 'd.business_unit_id',
  id: 'd.id',
  fields: {
    id: { sql: 'd.id', type: 'number', sortable: true },
    orderNumber: { sql: 'd.order_number', type: 'text', sortable: true },
    orderType: { sql: 'd.order_type', type: 'text', sortable: true },
    customerName: { sql: 'd.customer_name', type: 'text', sortable: true },
    orderLines: { sql: 'lines.n', type: 'number' },
    totalCost: { sql: 'd.total_cost::float8', type: 'number', sortable: true },
    discount: { sql: 'd.discount::float8', type: 'number', sortable: true },
    deliveryType: { sql: 'd.delivery_type', type: 'text' },
    updatedAt: { sql: 'd.updated_at', type: 'datetime', sortable: true },
  },
  filters: {
    orderNumber: { sql: 'd.order_number', op: 'contains', type: 'text' },
    customerName: { sql: 'd.customer_name', op: 'contains', type: 'text' },
    orderType: { sql: 'd.order_type', op: 'in', type: 'text' },
  },
  defaultSort: { field: 'orderNumber', direction: 'desc' },
});
