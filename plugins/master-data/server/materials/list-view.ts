import { routes } from '@cockpit/contracts';
import { defineListView } from '@cockpit/server/sdk';

/**
 * The units of measure travel with the material row (the Materials grid's detail rows and the
 * edit dialog read them from it). A JSON value; the list machinery has no JSON field type, and the
 * field is neither filtered nor sorted, so it is declared as text.
 */
const UNITS_OF_MEASURE_JSON = `(select coalesce(json_agg(json_build_object(
    'id', u.id, 'uoMType', u.uom_type, 'quantity', u.quantity, 'container', u.container, 'isShipable', u.is_shipable,
    'height', u.height, 'length', u.length, 'width', u.width, 'weight', u.weight) order by u.quantity, u.id), '[]'::json)
  from units_of_measure u where u.material_id = m.id)`;

/** The kit's components as text for the grid ("ITM-100001 × 2, ITM-100007 × 1"); POST get answers them structured. */
const BILL_OF_MATERIAL = `(select string_agg(c.item_no || ' × ' || b.quantity, ', ' order by c.item_no)
  from bom_components b join materials c on c.id = b.component_material_id where b.parent_material_id = m.id)`;
const ALTERNATIVE_MATERIALS = `(select string_agg(a.item_no, ', ' order by a.item_no) from materials a where a.id = any(m.alternative_material_ids))`;

/** The Materials grid's rows (view name Material). */
export const materialListView = defineListView({
  name: 'Material',
  path: routes.Material.description.path,
  from: 'materials m left join suppliers sp on sp.id = m.supplier_id',
  businessUnit: 'm.business_unit_id',
  id: 'm.id',
  fields: {
    id: { sql: 'm.id', type: 'number', sortable: true },
    itemNo: { sql: 'm.item_no', type: 'text', sortable: true },
    name: { sql: 'm.name', type: 'text', sortable: true },
    description: { sql: 'm.description', type: 'text' },
    barcode: { sql: 'm.barcode', type: 'text', sortable: true },
    ean: { sql: 'm.ean', type: 'text' },
    baseUoM: { sql: 'm.base_uom', type: 'text' },
    costPrice: { sql: 'm.cost_price', type: 'number' },
    salesPrice: { sql: 'm.sales_price', type: 'number' },
    abc: { sql: 'm.abc', type: 'text' },
    materialGroup: { sql: 'm.material_group', type: 'text' },
    materialState: { sql: 'm.material_state', type: 'text' },
    height: { sql: 'm.height', type: 'number' },
    length: { sql: 'm.length', type: 'number' },
    width: { sql: 'm.width', type: 'number' },
    weight: { sql: 'm.weight', type: 'number' },
    supplierId: { sql: 'm.supplier_id', type: 'number' },
    supplierName: { sql: 'sp.supplier_name', type: 'text' },
    minimumWarehouseQuantity: { sql: 'm.minimum_warehouse_quantity', type: 'number' },
    maximumWarehouseQuantity: { sql: 'm.maximum_warehouse_quantity', type: 'number' },
    available: { sql: 'm.available_quantity', type: 'number' },
    current: { sql: 'm.current_quantity', type: 'number' },
    reserved: { sql: 'm.reserved_quantity', type: 'number' },
    softReserved: { sql: 'm.soft_reserved_quantity', type: 'number' },
    isBOM: { sql: 'm.is_bom', type: 'boolean' },
    hasBatch: { sql: 'm.has_batch', type: 'boolean' },
    hasSerialNumber: { sql: 'm.has_serial_number', type: 'boolean' },
    hasExpDate: { sql: 'm.has_exp_date', type: 'boolean' },
    colour: { sql: 'm.colour', type: 'text' },
    size: { sql: 'm.size', type: 'text' },
    style: { sql: 'm.style', type: 'text' },
    imageUrl: { sql: 'm.image_url', type: 'text' },
    webShop: { sql: 'm.web_shop', type: 'boolean' },
    wooCommerceId: { sql: 'm.woo_commerce_id', type: 'text' },
    materialIdentifiers: { sql: 'm.material_identifiers', type: 'text' },
    alternativeMaterialIds: { sql: 'm.alternative_material_ids', type: 'text' },
    alternativeMaterials: { sql: ALTERNATIVE_MATERIALS, type: 'text' },
    billOfMaterial: { sql: BILL_OF_MATERIAL, type: 'text' },
    unitsOfMeasure: { sql: UNITS_OF_MEASURE_JSON, type: 'text' },
    createdAt: { sql: 'm.created_at', type: 'datetime', sortable: true },
  },
  filters: {
    itemNo: { sql: 'm.item_no', op: 'contains', type: 'text' },
    name: { sql: 'm.name', op: 'contains', type: 'text' },
    barcode: { sql: 'm.barcode', op: 'contains', type: 'text' },
    materialGroup: { sql: 'm.material_group', op: 'in', type: 'text' },
    materialState: { sql: 'm.material_state', op: 'in', type: 'text' },
    abc: { sql: 'm.abc', op: 'in', type: 'text' },
    isBOM: { sql: 'm.is_bom', op: 'bool', type: 'boolean' },
    supplierId: { sql: 'm.supplier_id', op: 'eq', type: 'number' },
    // The material search (GET search, POST Search): free text over the identifying fields, or exact lists.
    text: { sql: "concat_ws(' ', m.item_no, m.name, m.barcode, m.ean, m.description)", op: 'contains', type: 'text' },
    itemNos: { sql: 'm.item_no', op: 'in', type: 'text' },
    barcodes: { sql: 'm.barcode', op: 'in', type: 'text' },
    fromDate: { sql: 'm.created_at', op: 'gte', type: 'datetime' },
    toDate: { sql: 'm.created_at', op: 'lte', type: 'datetime' },
  },
  defaultSort: { field: 'itemNo', direction: 'asc' },
});
