import { Stock } from '../../routes';
import { defineListView } from '@cockpit/server/sdk';

/**
 * The Stocks grid's rows (view name Stock). Every join is a left join on a unique key, so a count
 * whose filters touch only the stock row never reads the joined tables (PostgreSQL drops them):
 * that keeps paging over a million rows fast.
 */
export const stockListView = defineListView({
  name: 'Stock',
  path: Stock.description.path,
  from: `stocks s
    left join materials m on m.id = s.material_id
    left join locations l on l.id = s.location_id
    left join location_roles lr on lr.id = l.location_role_id
    left join maintenance_levels ml on ml.location_id = s.location_id and ml.material_id = s.material_id
    left join dedicated_locations dl on dl.location_id = s.location_id and dl.material_id = s.material_id`,
  businessUnit: 's.business_unit_id',
  id: 's.id',
  fields: {
    id: { sql: 's.id', type: 'number', sortable: true },
    stockId: { sql: 's.id', type: 'number' },
    materialId: { sql: 's.material_id', type: 'number' },
    materialItemNo: { sql: 'm.item_no', type: 'text' },
    materialName: { sql: 'm.name', type: 'text' },
    baseUoM: { sql: 'm.base_uom', type: 'text' },
    locationId: { sql: 's.location_id', type: 'number' },
    location: { sql: 'l.name', type: 'text' },
    locationRole: { sql: 'lr.name', type: 'text' },
    containerId: { sql: 's.container_id', type: 'text' },
    isContainer: { sql: 's.is_container', type: 'boolean' },
    fifoDate: { sql: 's.fifo_date', type: 'datetime', sortable: true },
    lastCounted: { sql: 's.last_counted', type: 'datetime', sortable: true },
    quantity: { sql: 's.quantity', type: 'number', sortable: true },
    ingoingQuantity: { sql: 's.ingoing_quantity', type: 'number' },
    availableStockQuantity: { sql: 's.quantity - s.reserved_quantity', type: 'number' },
    reservedStockQuantity: { sql: 's.reserved_quantity', type: 'number' },
    numberOfPickedStock: { sql: 's.picked_count', type: 'number' },
    minQuantity: { sql: 'ml.min_quantity', type: 'number' },
    maxQuantity: { sql: 'ml.max_quantity', type: 'number' },
    materialABC: { sql: 'm.abc', type: 'text' },
    locationABC: { sql: 'l.abc_group', type: 'text' },
    dedicatedLocation: { sql: '(dl.location_id is not null)', type: 'boolean' },
    stockAttributes: { sql: 's.stock_attributes', type: 'text' },
    batch: { sql: 's.batch', type: 'text' },
    expDate: { sql: 's.exp_date', type: 'date', sortable: true },
    serialNumber: { sql: 's.serial_number', type: 'text' },
    erpClassification: { sql: 'l.erp_classification', type: 'text' },
    pickingSequence: { sql: 'l.picking_sequence', type: 'number' },
    daysSinceLastCount: { sql: '(current_date - s.last_counted::date)', type: 'number' },
    isBom: { sql: 'm.is_bom', type: 'boolean' },
    webShop: { sql: 'm.web_shop', type: 'boolean' },
    wooCommerceId: { sql: 'm.woo_commerce_id', type: 'text' },
    parentId: { sql: 's.parent_id', type: 'number' },
    materialType: { sql: `case when m.is_bom then 'BOM' else 'Standard' end`, type: 'text' },
    createdAt: { sql: 's.created_at', type: 'datetime' },
  },
  filters: {
    materialItemNo: { sql: 'm.item_no', op: 'contains', type: 'text' },
    materialName: { sql: 'm.name', op: 'contains', type: 'text' },
    materialId: { sql: 's.material_id', op: 'eq', type: 'number' },
    location: { sql: 'l.name', op: 'contains', type: 'text' },
    locationId: { sql: 's.location_id', op: 'eq', type: 'number' },
    locationRole: { sql: 'lr.name', op: 'in', type: 'text' },
    batch: { sql: 's.batch', op: 'contains', type: 'text' },
    containerId: { sql: 's.container_id', op: 'contains', type: 'text' },
    quantityFrom: { sql: 's.quantity', op: 'gte', type: 'number' },
    quantityTo: { sql: 's.quantity', op: 'lte', type: 'number' },
    dedicatedLocation: { sql: '(dl.location_id is not null)', op: 'bool', type: 'boolean' },
    reserved: { sql: '(s.reserved_quantity > 0)', op: 'bool', type: 'boolean' },
    fromDate: { sql: 's.fifo_date', op: 'gte', type: 'datetime' },
    toDate: { sql: 's.fifo_date', op: 'lte', type: 'datetime' },
  },
  defaultSort: { field: 'id', direction: 'asc' },
});
