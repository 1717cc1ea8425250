import { IngoingOrder } from '../../routes';
import { defineListView } from '@cockpit/server/sdk';

const lines = `(select coalesce(json_agg(json_build_object(
    'id', ln.id, 'orderId', ln.order_id, 'orderLineNo', ln.order_line_no, 'materialId', ln.material_id,
    'materialItemNo', m.item_no, 'materialName', m.name, 'orderedQuantity', ln.ordered_quantity,
    'confirmedQuantity', ln.received_quantity,
    'openQuantity', case when ln.state in ('Completed', 'Cancelled') then 0 else greatest(ln.ordered_quantity - ln.received_quantity, 0) end,
    'state', ln.state, 'baseUoMQuantity', ln.ordered_quantity, 'baseUoM', m.base_uom,
    'expectedHandlingDate', ln.expected_handling_date, 'actualHandlingDate', ln.actual_handling_date,
    'unitCostPrice', ln.unit_cost_price, 'lineWeight', ln.line_weight, 'lineVolume', ln.line_volume
  ) order by ln.order_line_no), '[]'::json)
  from ingoing_order_lines ln join materials m on m.id = ln.material_id where ln.order_id = io.id)`;

const lineSum = (expr: string) => `(select coalesce(${expr}, 0)::int from ingoing_order_lines x where x.order_id = io.id)`;

/** The Ingoing orders grid's rows (view name IngoingOrder), with their lines as detail. */
export const ingoingOrderListView = defineListView({
  name: 'IngoingOrder',
  path: IngoingOrder.description.path,
  from: 'ingoing_orders io left join locations ibl on ibl.id = io.inbound_location_id',
  businessUnit: 'io.business_unit_id',
  id: 'io.id',
  fields: {
    id: { sql: 'io.id', type: 'number', sortable: true },
    orderNo: { sql: 'io.order_no', type: 'text', sortable: true },
    supplierOrderId: { sql: 'io.supplier_order_id', type: 'text' },
    supplierId: { sql: 'io.supplier_id', type: 'number' },
    supplier: { sql: 'io.supplier_name', type: 'text', sortable: true },
    expectedReceiptDate: { sql: 'io.expected_receipt_date', type: 'date', sortable: true },
    orderType: { sql: 'io.order_type', type: 'text' },
    state: { sql: 'io.state', type: 'text' },
    priority: { sql: 'io.priority', type: 'number' },
    completedDate: { sql: 'io.completed_date', type: 'datetime' },
    inboundLocation: { sql: 'ibl.name', type: 'text' },
    numberOfLines: { sql: lineSum('count(*)'), type: 'number' },
    numberOfItems: { sql: lineSum('count(distinct x.material_id)'), type: 'number' },
    numberOfUnits: { sql: lineSum('sum(x.ordered_quantity)'), type: 'number' },
    receivedUnits: { sql: lineSum('sum(x.received_quantity)'), type: 'number' },
    historical: { sql: 'io.historical', type: 'boolean' },
    createdAt: { sql: 'io.created_at', type: 'datetime', sortable: true },
    lines: { sql: lines, type: 'text' },
  },
  filters: {
    orderNo: { sql: 'io.order_no', op: 'contains', type: 'text' },
    state: { sql: 'io.state', op: 'in', type: 'text' },
    orderType: { sql: 'io.order_type', op: 'in', type: 'text' },
    supplier: { sql: 'io.supplier_name', op: 'contains', type: 'text' },
    fromDate: { sql: 'io.created_at', op: 'gte', type: 'datetime' },
    toDate: { sql: 'io.created_at', op: 'lte', type: 'datetime' },
  },
  defaultSort: { field: 'id', direction: 'desc' },
  historical: { sql: 'io.historical', fromFilter: 'fromDate' },
});
