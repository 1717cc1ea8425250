import { Task } from '../../routes';
import { defineTableListView, fromTo } from '@cockpit/server/sdk';
import { newestFirstHistoryFromDate, userLogsOf } from '../list-view-parts';

const ORDER_NUMBER = `coalesce((select o.order_no from outgoing_orders o where o.id = t.order_id), (select io.order_no from ingoing_orders io where io.id = t.ingoing_order_id))`;

/** The Tasks grid's rows (view name Task); also the Job grid's detail rows (filter jobId). */
export const taskListView = defineTableListView({
  name: 'Task',
  path: Task.description.path,
  // Few joins, the rest as scalar subqueries: PostgreSQL plans a 15-table join for ~100 ms, which
  // every list call and every live update of a task would pay.
  from: `tasks t
    left join materials m on m.id = t.material_id
    left join locations fl on fl.id = t.from_location_id
    left join location_roles flr on flr.id = fl.location_role_id
    left join locations tl on tl.id = t.to_location_id
    left join location_roles tlr on tlr.id = tl.location_role_id`,
  alias: 't',
  fields: {
    id: 'number sortable',
    state: 'text',
    taskType: 'text',
    processId: 't.operation_id number',
    jobId: 'number',
    jobName: { sql: '(select j.name from jobs j where j.id = t.job_id)', type: 'text' },
    jobState: { sql: '(select j.state from jobs j where j.id = t.job_id)', type: 'text' },
    fromContainerId: 'text',
    toContainerId: 'text',
    orderLineNo: {
      sql: `coalesce((select ln.order_line_no from outgoing_order_lines ln where ln.id = t.order_line_id), (select iol.order_line_no from ingoing_order_lines iol where iol.id = t.ingoing_order_line_id))`,
      type: 'number',
    },
    optimizationType: 'text',
    instructionPattern: 'text',
    operationPhase: 'text',
    orderLineId: { sql: 'coalesce(t.order_line_id, t.ingoing_order_line_id)', type: 'number' },
    materialItemNo: 'm.item_no text',
    materialName: 'm.name text',
    uoM: 'm.base_uom text',
    nextLocation: 'text',
    originalLocation: { sql: '(select ol.name from locations ol where ol.id = t.original_location_id)', type: 'text' },
    fromStockId: 'number',
    toStockId: 'number',
    materialId: 'number',
    orderId: { sql: 'coalesce(t.order_id, t.ingoing_order_id)', type: 'number' },
    operationState: { sql: '(select op.state from operations op where op.id = t.operation_id)', type: 'text' },
    processDefinitionName: 't.process_type text',
    orderNumber: { sql: ORDER_NUMBER, type: 'text' },
    requestedQuantity: 'number',
    confirmedQuantity: 'number',
    fromLocation: 'fl.name text',
    toLocation: 'tl.name text',
    fromLocationRole: 'flr.name text',
    toLocationRole: 'tlr.name text',
    minForToLocation: { sql: `(select ml.min_quantity from maintenance_levels ml where ml.location_id = t.to_location_id and ml.material_id = t.material_id)`, type: 'number' },
    maxForToLocation: { sql: `(select ml.max_quantity from maintenance_levels ml where ml.location_id = t.to_location_id and ml.material_id = t.material_id)`, type: 'number' },
    autoCompleted: 'boolean',
    historical: 'boolean',
    performedBy: { sql: '(select pu.user_name from users pu where pu.id = t.performed_by)', type: 'text' },
    performedDate: 'datetime sortable',
    reasonCode: 'text',
    reasonText: 'text',
    stockIsMissing: 'boolean',
    taskScore: 'number',
    executionPriority: 'number',
    executionDate: 'datetime',
    preCrossDockingDefinition: 'text',
    pickList: 'text',
    // The action log's entries (codes and parameters, a jsonb array) as their JSON text, which the console translates.
    actionLog: { sql: 't.action_log::text', type: 'text' },
    info: 'text',
    batch: 'text',
    expDate: 'date',
    serialNumber: 'text',
    onePieceId: 'text',
    inventoryId: 'number',
    inventoryLineId: 'number',
    replenishmentId: 'number',
    jobSequence: 'number',
    movementNeed: {
      sql: `json_build_object('requiredPlaceLocation', tl.name, 'state', coalesce((select rp.state from replenishments rp where rp.id = t.replenishment_id), t.state), 'optimizationType', t.optimization_type)`,
      type: 'text',
    },
    userLogs: userLogsOf('wl.task_id = t.id'),
    createdAt: 'datetime sortable',
  },
  filters: {
    state: 'in',
    taskType: 'in',
    processDefinitionName: 'in',
    jobId: 'eq',
    operationId: 'processId eq',
    orderId: { sql: 't.order_id', op: 'eq', type: 'number' },
    inventoryLineId: 'eq',
    orderNumber: 'contains',
    materialItemNo: 'contains',
    fromLocation: 'contains',
    toLocation: 'contains',
    fromLocationRole: 'in',
    performedBy: 'contains',
    ...fromTo('createdAt'),
  },
  ...newestFirstHistoryFromDate,
});
