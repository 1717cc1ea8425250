import { Stock } from '../../routes';
import { defineTableListView, fromTo } from '@cockpit/server/sdk';
import { materialAtLocationFields } from '../list-view-parts';

/**
 * The Stocks grid's rows (view name Stock). Every join is a left join on a unique key, so a count
 * whose filters touch only the stock row never reads the joined tables (PostgreSQL drops them):
 * that keeps paging over a million rows fast.
 */
export const stockListView = defineTableListView({
  name: 'Stock',
  path: Stock.description.path,
  from: `stocks s
    left join materials m on m.id = s.material_id
    left join locations l on l.id = s.location_id
    left join location_roles lr on lr.id = l.location_role_id
    left join maintenance_levels ml on ml.location_id = s.location_id and ml.material_id = s.material_id
    left join dedicated_locations dl on dl.location_id = s.location_id and dl.material_id = s.material_id`,
  alias: 's',
  fields: {
    id: 'number sortable',
    stockId: 's.id number',
    ...materialAtLocationFields,
    containerId: 'text',
    isContainer: 'boolean',
    fifoDate: 'datetime sortable',
    lastCounted: 'datetime sortable',
    quantity: 'number sortable',
    ingoingQuantity: 'number',
    availableStockQuantity: { sql: 's.quantity - s.reserved_quantity', type: 'number' },
    reservedStockQuantity: 's.reserved_quantity number',
    numberOfPickedStock: 's.picked_count number',
    minQuantity: 'ml.min_quantity number',
    maxQuantity: 'ml.max_quantity number',
    materialABC: 'm.abc text',
    locationABC: 'l.abc_group text',
    dedicatedLocation: { sql: '(dl.location_id is not null)', type: 'boolean' },
    stockAttributes: 'text',
    batch: 'text',
    expDate: 'date sortable',
    serialNumber: 'text',
    erpClassification: 'l.erp_classification text',
    pickingSequence: 'l.picking_sequence number',
    daysSinceLastCount: { sql: '(current_date - s.last_counted::date)', type: 'number' },
    isBom: 'm.is_bom boolean',
    webShop: 'm.web_shop boolean',
    wooCommerceId: 'm.woo_commerce_id text',
    parentId: 'number',
    materialType: { sql: `case when m.is_bom then 'BOM' else 'Standard' end`, type: 'text' },
    createdAt: 'datetime',
  },
  filters: {
    materialItemNo: 'contains',
    materialName: 'contains',
    materialId: 'eq',
    location: 'contains',
    locationId: 'eq',
    locationRole: 'in',
    batch: 'contains',
    containerId: 'contains',
    ...fromTo('quantity', 'quantityFrom', 'quantityTo'),
    dedicatedLocation: 'bool',
    reserved: { sql: '(s.reserved_quantity > 0)', op: 'bool', type: 'boolean' },
    ...fromTo('fifoDate'),
  },
  defaultSort: { field: 'id', direction: 'asc' },
});
