import { Operation } from '../../routes';
import { defineListView } from '@cockpit/server/sdk';

const openTasks = `t.operation_id = op.id and t.state <> 'Cancelled'`;

/** The Operations grid's rows (view name Operation): the picking work of one order. */
export const operationListView = defineListView({
  name: 'Operation',
  path: Operation.description.path,
  from: 'operations op join outgoing_orders o on o.id = op.order_id',
  businessUnit: 'op.business_unit_id',
  id: 'op.id',
  fields: {
    id: { sql: 'op.id', type: 'number', sortable: true },
    orderId: { sql: 'op.order_id', type: 'number' },
    operationsSummarizedState: { sql: 'op.state', type: 'text' },
    processDefinitionCategory: { sql: 'op.process_definition_category', type: 'text' },
    processName: { sql: 'op.process_name', type: 'text' },
    waveName: { sql: 'op.wave_name', type: 'text' },
    deliveryType: { sql: 'o.delivery_type', type: 'text' },
    countryCode: { sql: 'o.country_code', type: 'text' },
    zipCode: { sql: 'o.zip_code', type: 'text' },
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
    expectedCompletionDate: { sql: 'op.expected_completion_date', type: 'datetime' },
    waitForPreparation: { sql: 'op.wait_for_preparation', type: 'boolean' },
    deliveryContactName: { sql: 'o.delivery_contact', type: 'text' },
    recipientName: { sql: 'o.recipient', type: 'text' },
    pickLists: { sql: 'o.pick_list', type: 'text' },
    jobName: { sql: `(select string_agg(distinct j.name, ', ') from tasks t join jobs j on j.id = t.job_id where t.operation_id = op.id)`, type: 'text' },
    jobState: { sql: `(select string_agg(distinct j.state, ', ') from tasks t join jobs j on j.id = t.job_id where t.operation_id = op.id)`, type: 'text' },
    orderNumbers: { sql: 'o.order_no', type: 'text' },
    orderState: { sql: 'o.state', type: 'text' },
    onePieceId: { sql: 'op.one_piece_id', type: 'text' },
    executionPriority: { sql: 'op.execution_priority', type: 'number', sortable: true },
    historical: { sql: 'op.historical', type: 'boolean' },
    createdAt: { sql: 'op.created_at', type: 'datetime', sortable: true },
  },
  filters: {
    state: { sql: 'op.state', op: 'in', type: 'text' },
    orderNumber: { sql: 'o.order_no', op: 'contains', type: 'text' },
    orderId: { sql: 'op.order_id', op: 'eq', type: 'number' },
    deliveryType: { sql: 'o.delivery_type', op: 'in', type: 'text' },
    processDefinitionCategory: { sql: 'op.process_definition_category', op: 'in', type: 'text' },
    waitForPreparation: { sql: 'op.wait_for_preparation', op: 'bool', type: 'boolean' },
    fromDate: { sql: 'op.created_at', op: 'gte', type: 'datetime' },
    toDate: { sql: 'op.created_at', op: 'lte', type: 'datetime' },
  },
  defaultSort: { field: 'id', direction: 'desc' },
  historical: { sql: 'op.historical', fromFilter: 'fromDate' },
});
