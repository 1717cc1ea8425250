import { routes } from '@cockpit/contracts';
import { defineTableListView, fromTo } from '@cockpit/server/sdk';

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
export const materialListView = defineTableListView({
  name: 'Material',
  path: routes.Material.description.path,
  from: 'materials m left join suppliers sp on sp.id = m.supplier_id',
  alias: 'm',
  fields: {
    id: 'number sortable',
    itemNo: 'text sortable',
    name: 'text sortable',
    description: 'text',
    barcode: 'text sortable',
    ean: 'text',
    baseUoM: 'm.base_uom text',
    costPrice: 'number',
    salesPrice: 'number',
    abc: 'text',
    materialGroup: 'text',
    materialState: 'text',
    height: 'number',
    length: 'number',
    width: 'number',
    weight: 'number',
    supplierId: 'number',
    supplierName: 'sp.supplier_name text',
    minimumWarehouseQuantity: 'number',
    maximumWarehouseQuantity: 'number',
    available: 'm.available_quantity number',
    current: 'm.current_quantity number',
    reserved: 'm.reserved_quantity number',
    softReserved: 'm.soft_reserved_quantity number',
    isBOM: 'm.is_bom boolean',
    hasBatch: 'boolean',
    hasSerialNumber: 'boolean',
    hasExpDate: 'boolean',
    colour: 'text',
    size: 'text',
    style: 'text',
    imageUrl: 'text',
    webShop: 'boolean',
    wooCommerceId: 'text',
    materialIdentifiers: 'text',
    alternativeMaterialIds: 'text',
    alternativeMaterials: { sql: ALTERNATIVE_MATERIALS, type: 'text' },
    billOfMaterial: { sql: BILL_OF_MATERIAL, type: 'text' },
    unitsOfMeasure: { sql: UNITS_OF_MEASURE_JSON, type: 'text' },
    createdAt: 'datetime sortable',
  },
  filters: {
    itemNo: 'contains',
    name: 'contains',
    barcode: 'contains',
    materialGroup: 'in',
    materialState: 'in',
    abc: 'in',
    isBOM: 'bool',
    supplierId: 'eq',
    // The material search (GET search, POST Search): free text over the identifying fields, or exact lists.
    text: { sql: "concat_ws(' ', m.item_no, m.name, m.barcode, m.ean, m.description)", op: 'contains', type: 'text' },
    itemNos: 'itemNo in',
    barcodes: 'barcode in',
    ...fromTo('createdAt'),
  },
  defaultSort: { field: 'itemNo', direction: 'asc' },
});
