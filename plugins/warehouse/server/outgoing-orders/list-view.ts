import { OutgoingOrder } from '../../routes';
import { defineTableListView, fromTo } from '@cockpit/server/sdk';
import { newestFirstHistoryFromDate, orderFilters } from '../list-view-parts';

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
export const outgoingOrderListView = defineTableListView({
  name: 'OutgoingOrder',
  path: OutgoingOrder.description.path,
  from: 'outgoing_orders o left join locations obl on obl.id = o.outbound_location_id',
  alias: 'o',
  fields: {
    id: 'number sortable',
    orderNo: 'text sortable',
    state: 'text',
    orderType: 'text',
    priority: 'number sortable',
    executionDate: 'datetime sortable',
    deliveryDate: 'date sortable',
    deliveryType: 'text',
    deliveryRoute: 'text',
    dropNumber: 'text',
    customerName: 'text sortable',
    recipient: 'text',
    deliveryContact: 'text',
    invoiceContact: 'text',
    comment: 'text',
    pickNoteId: 'text',
    pickList: 'text',
    boxes: 'number',
    interfaced: 'boolean',
    orderVolume: 'number',
    orderWeight: 'number',
    numberOfOrderLines: {
      sql: "(select count(*)::int from outgoing_order_lines x where x.order_id = o.id and (x.ordered_quantity > 0 or x.state <> 'Cancelled'))",
      type: 'number',
    },
    orderAttributes: 'text',
    onePieceId: 'text',
    returnedQuantity: 'number',
    completedDate: 'datetime',
    totalSalesPrice: 'number',
    originalTotalSalesPrice: 'number',
    discount: 'number',
    outboundLocation: 'obl.name text',
    operationsSummarizedState: {
      sql: `(select op.state from operations op where op.order_id = o.id and op.state <> 'Cancelled' order by op.id desc limit 1)`,
      type: 'text',
    },
    historical: 'boolean',
    createdAt: 'datetime sortable',
    lines: { sql: lines, type: 'text' },
  },
  filters: {
    ...orderFilters,
    deliveryType: 'in',
    customerName: 'contains',
    ...fromTo('createdAt'),
    ...fromTo('deliveryDate', 'deliveryDateFrom', 'deliveryDateTo'),
    // The dashboard's widgets open this grid with these (completed per day, pending maintenance).
    ...fromTo('completedDate', 'completedFrom', 'completedTo'),
    pendingMaintenance: { sql: `exists (select 1 from outgoing_order_lines pm where pm.order_id = o.id and pm.state = 'PendingMaintenance')`, op: 'bool', type: 'boolean' },
  },
  ...newestFirstHistoryFromDate,
});

/**
 * The Outgoing order lines grid's rows (view name OutgoingOrderLine): one row per sales-order line
 * with its order's number and customer. The dashboard's line widgets (SalesOrderLinesFailedInPreparation,
 * SalesOrderLinesReadyForPick, SalesOrderLinesCompletedToday) open it filtered, so
 * the rows it shows are the lines the figure counts: lines of shipped (historical) orders are left
 * out unless asked for, as the orders grid leaves their orders out.
 */
export const outgoingOrderLineListView = defineTableListView({
  name: 'OutgoingOrderLine',
  path: OutgoingOrder.lines.path,
  from: 'outgoing_order_lines ln join outgoing_orders o on o.id = ln.order_id join materials m on m.id = ln.material_id',
  alias: 'ln',
  fields: {
    id: 'number sortable',
    orderId: 'number',
    orderNo: 'o.order_no text',
    orderState: 'o.state text',
    customerName: 'o.customer_name text',
    orderLineNo: 'number',
    materialItemNo: 'm.item_no text',
    materialName: 'm.name text',
    orderedQuantity: 'number',
    confirmedQuantity: 'ln.picked_quantity number',
    openQuantity: {
      sql: `case when ln.state in ('Completed', 'Cancelled') then 0 else greatest(ln.ordered_quantity - ln.picked_quantity, 0) end`,
      type: 'number',
    },
    state: 'text',
    failureReason: 'text',
    baseUoM: 'm.base_uom text',
    expectedHandlingDate: 'date',
    // Sortable: outgoing_order_lines_dashboard_completed (business unit, actual handling date).
    actualHandlingDate: 'datetime sortable',
    salesPrice: 'number',
    historical: 'o.historical boolean',
  },
  filters: {
    orderNo: 'contains',
    state: 'in',
    materialItemNo: 'contains',
    // The completed-today widget opens the grid with the business unit's day as two instants (with offset).
    ...fromTo('actualHandlingDate', 'handledFrom', 'handledTo'),
  },
  defaultSort: { field: 'id', direction: 'desc' },
  historical: { fromFilter: 'handledFrom' },
});
