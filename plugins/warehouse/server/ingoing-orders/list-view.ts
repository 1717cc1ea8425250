import { IngoingOrder } from '../../routes';
import { defineTableListView, fromTo } from '@cockpit/server/sdk';
import { newestFirstHistoryFromDate, orderFilters } from '../list-view-parts';

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
export const ingoingOrderListView = defineTableListView({
  name: 'IngoingOrder',
  path: IngoingOrder.description.path,
  from: 'ingoing_orders io left join locations ibl on ibl.id = io.inbound_location_id',
  alias: 'io',
  fields: {
    id: 'number sortable',
    orderNo: 'text sortable',
    supplierOrderId: 'text',
    supplierId: 'number',
    supplier: 'io.supplier_name text sortable',
    expectedReceiptDate: 'date sortable',
    orderType: 'text',
    state: 'text',
    priority: 'number',
    completedDate: 'datetime',
    inboundLocation: 'ibl.name text',
    numberOfLines: { sql: lineSum('count(*)'), type: 'number' },
    numberOfItems: { sql: lineSum('count(distinct x.material_id)'), type: 'number' },
    numberOfUnits: { sql: lineSum('sum(x.ordered_quantity)'), type: 'number' },
    receivedUnits: { sql: lineSum('sum(x.received_quantity)'), type: 'number' },
    historical: 'boolean',
    createdAt: 'datetime sortable',
    lines: { sql: lines, type: 'text' },
  },
  filters: {
    ...orderFilters,
    supplier: 'contains',
    ...fromTo('createdAt'),
  },
  ...newestFirstHistoryFromDate,
});
