import { Operation } from '../../routes';
import { defineTableListView, fromTo } from '@cockpit/server/sdk';
import { newestFirstHistoryFromDate } from '../list-view-parts';

const openTasks = `t.operation_id = op.id and t.state <> 'Cancelled'`;

/** The Operations grid's rows (view name Operation): the picking work of one order. */
export const operationListView = defineTableListView({
  name: 'Operation',
  path: Operation.description.path,
  from: 'operations op join outgoing_orders o on o.id = op.order_id',
  alias: 'op',
  fields: {
    id: 'number sortable',
    orderId: 'number',
    operationsSummarizedState: 'op.state text',
    processDefinitionCategory: 'text',
    processName: 'text',
    waveName: 'text',
    deliveryType: 'o.delivery_type text',
    countryCode: 'o.country_code text',
    zipCode: 'o.zip_code text',
    orderLinesCount: { sql: `(select count(distinct t.order_line_id)::int from tasks t where ${openTasks})`, type: 'number' },
    totalBaseQuantities: { sql: `(select coalesce(sum(t.requested_quantity), 0)::int from tasks t where ${openTasks})`, type: 'number' },
    totalVolume: {
      sql: `(select coalesce(round(sum(t.requested_quantity * coalesce(m.length * m.width * m.height, 0)) / 1000000.0, 3), 0) from tasks t join materials m on m.id = t.material_id where ${openTasks})`,
      type: 'number',
    },
    totalWeight: {
      sql: `(select coalesce(round(sum(t.requested_quantity * coalesce(m.weight, 0)), 3), 0) from tasks t join materials m on m.id = t.material_id where ${openTasks})`,
      type: 'number',
    },
    expectedCompletionDate: 'datetime',
    waitForPreparation: 'boolean',
    deliveryContactName: 'o.delivery_contact text',
    recipientName: 'o.recipient text',
    pickLists: 'o.pick_list text',
    jobName: { sql: `(select string_agg(distinct j.name, ', ') from tasks t join jobs j on j.id = t.job_id where t.operation_id = op.id)`, type: 'text' },
    jobState: { sql: `(select string_agg(distinct j.state, ', ') from tasks t join jobs j on j.id = t.job_id where t.operation_id = op.id)`, type: 'text' },
    orderNumbers: 'o.order_no text',
    orderState: 'o.state text',
    onePieceId: 'text',
    executionPriority: 'number sortable',
    historical: 'boolean',
    createdAt: 'datetime sortable',
  },
  filters: {
    state: 'operationsSummarizedState in',
    orderNumber: 'orderNumbers contains',
    orderId: 'eq',
    deliveryType: 'in',
    processDefinitionCategory: 'in',
    waitForPreparation: 'bool',
    ...fromTo('createdAt'),
  },
  ...newestFirstHistoryFromDate,
});
