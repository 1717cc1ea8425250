import { OutgoingOrder } from '../../routes';
import { defineListView } from '@cockpit/server/sdk';

/** What open tasks of a line hold (reserved for it, not yet picked). */
const lineInTasks = `(select coalesce(sum(t.requested_quantity), 0)::int from tasks t where t.order_line_id = ln.id and t.state in ('Initial', 'Prepared', 'InProgress'))`;

/** The order's lines, nested in the master row: live updates of a line republish its order. */
const lines = `(select coalesce(json_agg(json_build_object(
    'id', ln.id, 'orderId', ln.order_id, 'orderLineNo', ln.order_line_no, 'materialId', ln.material_id,
    'materialItemNo', m.item_no, 'materialName', m.name, 'orderedQuantity', ln.ordered_quantity,
    'confirmedQuantity', ln.picked_quantity,
    'openQuantity', case when ln.state in ('Completed', 'Cancelled') then 0 else greatest(ln.ordered_quantity - ln.picked_quantity, 0) end,
    'reservedQuantity', ${lineInTasks},
    'state', ln.state, 'failureReason', ln.failure_reason, 'baseUoMQuantity', coalesce(ln.base_uom_quantity, ln.ordered_quantity),
    'baseUoM', m.base_uom, 'expectedHandlingDate', ln.expected_handling_date, 'actualHandlingDate', ln.actual_handling_date,
    'salesUnitPrice', ln.sales_unit_price, 'salesPrice', ln.sales_price, 'adjustPrice', ln.adjust_price,
    'lineWeight', ln.line_weight, 'lineVolume', ln.line_volume, 'orderLineAttributes', ln.order_line_attributes, 'boxes', ln.boxes
  ) order by ln.order_line_no), '[]'::json)
  from outgoing_order_lines ln join materials m on m.id = ln.material_id where ln.order_id = o.id)`;

/** The Outgoing orders grid's rows (view name OutgoingOrder), with their lines as detail. */
export const outgoingOrderListView = defineListView({
  name: 'OutgoingOrder',
  path: OutgoingOrder.description.path,
  from: 'outgoing_orders o left join locations obl on obl.id = o.outbound_location_id',
  businessUnit: 'o.business_unit_id',
  id: 'o.id',
  fields: {
    id: { sql: 'o.id', type: 'number', sortable: true },
    orderNo: { sql: 'o.order_no', type: 'text', sortable: true },
    state: { sql: 'o.state', type: 'text' },
    orderType: { sql: 'o.order_type', type: 'text' },
    priority: { sql: 'o.priority', type: 'number', sortable: true },
    executionDate: { sql: 'o.execution_date', type: 'datetime', sortable: true },
    deliveryDate: { sql: 'o.delivery_date', type: 'date', sortable: true },
    deliveryType: { sql: 'o.delivery_type', type: 'text' },
    deliveryRoute: { sql: 'o.delivery_route', type: 'text' },
    dropNumber: { sql: 'o.drop_number', type: 'text' },
    customerName: { sql: 'o.customer_name', type: 'text', sortable: true },
    recipient: { sql: 'o.recipient', type: 'text' },
    deliveryContact: { sql: 'o.delivery_contact', type: 'text' },
    invoiceContact: { sql: 'o.invoice_contact', type: 'text' },
    comment: { sql: 'o.comment', type: 'text' },
    pickNoteId: { sql: 'o.pick_note_id', type: 'text' },
    pickList: { sql: 'o.pick_list', type: 'text' },
    boxes: { sql: 'o.boxes', type: 'number' },
    interfaced: { sql: 'o.interfaced', type: 'boolean' },
    orderVolume: { sql: 'o.order_volume', type: 'number' },
    orderWeight: { sql: 'o.order_weight', type: 'number' },
    numberOfOrderLines: {
      sql: "(select count(*)::int from outgoing_order_lines x where x.order_id = o.id and (x.ordered_quantity > 0 or x.state <> 'Cancelled'))",
      type: 'number',
    },
    orderAttributes: { sql: 'o.order_attributes', type: 'text' },
    onePieceId: { sql: 'o.one_piece_id', type: 'text' },
    returnedQuantity: { sql: 'o.returned_quantity', type: 'number' },
    completedDate: { sql: 'o.completed_date', type: 'datetime' },
    totalSalesPrice: { sql: 'o.total_sales_price', type: 'number' },
    originalTotalSalesPrice: { sql: 'o.original_total_sales_price', type: 'number' },
    discount: { sql: 'o.discount', type: 'number' },
    outboundLocation: { sql: 'obl.name', type: 'text' },
    operationsSummarizedState: {
      sql: `(select op.state from operations op where op.order_id = o.id and op.state <> 'Cancelled' order by op.id desc limit 1)`,
      type: 'text',
    },
    historical: { sql: 'o.historical', type: 'boolean' },
    createdAt: { sql: 'o.created_at', type: 'datetime', sortable: true },
    lines: { sql: lines, type: 'text' },
  },
  filters: {
    orderNo: { sql: 'o.order_no', op: 'contains', type: 'text' },
    state: { sql: 'o.state', op: 'in', type: 'text' },
    orderType: { sql: 'o.order_type', op: 'in', type: 'text' },
    deliveryType: { sql: 'o.delivery_type', op: 'in', type: 'text' },
    customerName: { sql: 'o.customer_name', op: 'contains', type: 'text' },
    fromDate: { sql: 'o.created_at', op: 'gte', type: 'datetime' },
    toDate: { sql: 'o.created_at', op: 'lte', type: 'datetime' },
    deliveryDateFrom: { sql: 'o.delivery_date', op: 'gte', type: 'date' },
    deliveryDateTo: { sql: 'o.delivery_date', op: 'lte', type: 'date' },
    // The dashboard's widgets open this grid with these (completed per day, pending maintenance).
    completedFrom: { sql: 'o.completed_date', op: 'gte', type: 'datetime' },
    completedTo: { sql: 'o.completed_date', op: 'lte', type: 'datetime' },
    pendingMaintenance: { sql: `exists (select 1 from outgoing_order_lines pm where pm.order_id = o.id and pm.state = 'PendingMaintenance')`, op: 'bool', type: 'boolean' },
  },
  defaultSort: { field: 'id', direction: 'desc' },
  historical: { sql: 'o.historical', fromFilter: 'fromDate' },
});

/**
 * The Outgoing order lines grid's rows (view name OutgoingOrderLine): one row per sales-order line
 * with its order's number and customer. The dashboard's line widgets (SalesOrderLinesFailedInPreparation,
 * SalesOrderLinesReadyForPick, SalesOrderLinesCompletedToday) open it filtered, so
 * the rows it shows are the lines the figure counts: lines of shipped (historical) orders are left
 * out unless asked for, as the orders grid leaves their orders out.
 */
export const outgoingOrderLineListView = defineListView({
  name: 'OutgoingOrderLine',
  path: OutgoingOrder.lines.path,
  from: 'outgoing_order_lines ln join outgoing_orders o on o.id = ln.order_id join materials m on m.id = ln.material_id',
  businessUnit: 'ln.business_unit_id',
  id: 'ln.id',
  fields: {
    id: { sql: 'ln.id', type: 'number', sortable: true },
    orderId: { sql: 'ln.order_id', type: 'number' },
    orderNo: { sql: 'o.order_no', type: 'text' },
    orderState: { sql: 'o.state', type: 'text' },
    customerName: { sql: 'o.customer_name', type: 'text' },
    orderLineNo: { sql: 'ln.order_line_no', type: 'number' },
    materialItemNo: { sql: 'm.item_no', type: 'text' },
    materialName: { sql: 'm.name', type: 'text' },
    orderedQuantity: { sql: 'ln.ordered_quantity', type: 'number' },
    confirmedQuantity: { sql: 'ln.picked_quantity', type: 'number' },
    openQuantity: {
      sql: `case when ln.state in ('Completed', 'Cancelled') then 0 else greatest(ln.ordered_quantity - ln.picked_quantity, 0) end`,
      type: 'number',
    },
    state: { sql: 'ln.state', type: 'text' },
    failureReason: { sql: 'ln.failure_reason', type: 'text' },
    baseUoM: { sql: 'm.base_uom', type: 'text' },
    expectedHandlingDate: { sql: 'ln.expected_handling_date', type: 'date' },
    // Sortable: outgoing_order_lines_dashboard_completed (business unit, actual handling date).
    actualHandlingDate: { sql: 'ln.actual_handling_date', type: 'datetime', sortable: true },
    salesPrice: { sql: 'ln.sales_price', type: 'number' },
    historical: { sql: 'o.historical', type: 'boolean' },
  },
  filters: {
    orderNo: { sql: 'o.order_no', op: 'contains', type: 'text' },
    state: { sql: 'ln.state', op: 'in', type: 'text' },
    materialItemNo: { sql: 'm.item_no', op: 'contains', type: 'text' },
    // The completed-today widget opens the grid with the business unit's day as two instants (with offset).
    handledFrom: { sql: 'ln.actual_handling_date', op: 'gte', type: 'datetime' },
    handledTo: { sql: 'ln.actual_handling_date', op: 'lte', type: 'datetime' },
  },
  defaultSort: { field: 'id', direction: 'desc' },
  historical: { sql: 'o.historical', fromFilter: 'handledFrom' },
});
