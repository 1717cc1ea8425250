import { badRequest, cleanText, HttpError, notFound, type Queryable, refused } from '@cockpit/server/sdk';
import { checkPrice, checkQuantity } from '../rules';
import type { BomLineInput, MaterialInput, UnitOfMeasureInput } from './material-input';

/** Plain material fields and their columns; lists and the BOM are written separately. */
const COLUMNS: Array<[keyof MaterialInput, string, 'text' | 'value']> = [
  ['itemNo', 'item_no', 'text'],
  ['name', 'name', 'text'],
  ['description', 'description', 'text'],
  ['barcode', 'barcode', 'text'],
  ['ean', 'ean', 'text'],
  ['baseUoM', 'base_uom', 'text'],
  ['costPrice', 'cost_price', 'value'],
  ['salesPrice', 'sales_price', 'value'],
  ['abc', 'abc', 'value'],
  ['materialGroup', 'material_group', 'text'],
  ['materialState', 'material_state', 'value'],
  ['height', 'height', 'value'],
  ['length', 'length', 'value'],
  ['width', 'width', 'value'],
  ['weight', 'weight', 'value'],
  ['supplierId', 'supplier_id', 'value'],
  ['minimumWarehouseQuantity', 'minimum_warehouse_quantity', 'value'],
  ['maximumWarehouseQuantity', 'maximum_warehouse_quantity', 'value'],
  ['hasBatch', 'has_batch', 'value'],
  ['hasSerialNumber', 'has_serial_number', 'value'],
  ['hasExpDate', 'has_exp_date', 'value'],
  ['colour', 'colour', 'text'],
  ['size', 'size', 'text'],
  ['style', 'style', 'text'],
  ['imageUrl', 'image_url', 'text'],
  ['webShop', 'web_shop', 'value'],
  ['wooCommerceId', 'woo_commerce_id', 'text'],
  ['materialIdentifiers', 'material_identifiers', 'value'],
  ['alternativeMaterialIds', 'alternative_material_ids', 'value'],
];

interface StoredMaterial {
  id: number;
  item_no: string;
  base_uom: string;
  minimum_warehouse_quantity: number | null;
  maximum_warehouse_quantity: number | null;
}

/** The checks JSON Schema cannot express: prices, min below max, item number unique. */
function checkRules(input: MaterialInput, stored?: StoredMaterial): void {
  checkPrice('costPrice', input.costPrice);
  checkPrice('salesPrice', input.salesPrice);
  checkQuantity('minimumWarehouseQuantity', input.minimumWarehouseQuantity);
  checkQuantity('maximumWarehouseQuantity', input.maximumWarehouseQuantity);
  const min = input.minimumWarehouseQuantity !== undefined ? input.minimumWarehouseQuantity : stored?.minimum_warehouse_quantity;
  const max = input.maximumWarehouseQuantity !== undefined ? input.maximumWarehouseQuantity : stored?.maximum_warehouse_quantity;
  if (min != null && max != null && max < min) {
    throw new HttpError(400, 'Materials.MaxBelowMin', 'The optimal stock level (max) must not be below the critical stock level (min)', { min, max });
  }
  for (const [i, u] of (input.unitsOfMeasure ?? []).entries()) checkQuantity(`unitsOfMeasure/${i}/quantity`, u.quantity);
}

async function checkItemNoFree(tx: Queryable, businessUnitId: number, itemNo: string, exceptId?: number): Promise<void> {
  const { rows } = await tx.query('select 1 from materials where business_unit_id = $1 and item_no = $2 and id <> $3', [businessUnitId, itemNo, exceptId ?? 0]);
  if (rows.length) throw new HttpError(409, 'Materials.ItemNoTaken', `Item number "${itemNo}" is already used by another material`, { itemNo });
}

/** Units of measure come from the UnitOfMeasure look-up when the business unit keeps one. */
async function checkUnitNames(tx: Queryable, businessUnitId: number, names: string[]): Promise<void> {
  const { rows } = await tx.query<{ name: string }>("select name from lookups where business_unit_id = $1 and lookup_type = 'UnitOfMeasure'", [businessUnitId]);
  if (rows.length === 0) return;
  const known = new Set(rows.map((r) => r.name));
  const unknown = names.filter((n) => !known.has(n));
  if (unknown.length) throw new HttpError(400, 'Materials.UnknownUnit', `Unknown unit of measure "${unknown[0]}"`, { unit: unknown[0] });
}

async function checkReferences(tx: Queryable, businessUnitId: number, selfId: number | undefined, input: MaterialInput): Promise<void> {
  if (input.supplierId != null) {
    const { rows } = await tx.query('select 1 from suppliers where id = $1 and business_unit_id = $2', [input.supplierId, businessUnitId]);
    if (!rows.length) throw badRequest(`supplierId: supplier ${input.supplierId} not found`);
  }
  const referenced = [...(input.alternativeMaterialIds ?? []), ...(input.billOfMaterial ?? []).map((b) => b.materialId)];
  if (selfId !== undefined && referenced.includes(selfId)) throw new HttpError(400, 'Materials.OwnComponent', 'A material cannot be its own alternative or component');
  if (referenced.length) {
    const { rows } = await tx.query<{ id: number }>('select id from materials where business_unit_id = $1 and id = any($2)', [businessUnitId, referenced]);
    const found = new Set(rows.map((r) => r.id));
    const missing = referenced.find((id) => !found.has(id));
    if (missing !== undefined) throw badRequest(`Material ${missing} not found`);
  }
  const components = (input.billOfMaterial ?? []).map((b) => b.materialId);
  if (new Set(components).size !== components.length) throw new HttpError(400, 'Materials.ComponentTwice', 'The bill of materials lists a component twice');
  if (selfId !== undefined && components.length) {
    // A kit may not (indirectly) contain itself.
    const { rows } = await tx.query(
      `with recursive parts(id) as (
         select component_material_id from bom_components where parent_material_id = any($1)
         union select b.component_material_id from bom_components b join parts p on b.parent_material_id = p.id)
       select 1 from parts where id = $2 limit 1`,
      [components, selfId],
    );
    if (rows.length) throw new HttpError(400, 'Materials.ComponentCycle', 'The bill of materials would make the material a component of itself');
  }
}

function normalise(input: MaterialInput): MaterialInput {
  const out: MaterialInput = { ...input };
  for (const [field, , kind] of COLUMNS) {
    if (kind === 'text' && field in out) (out as Record<string, unknown>)[field] = cleanText(out[field] as string | null | undefined);
  }
  if (out.unitsOfMeasure) out.unitsOfMeasure = out.unitsOfMeasure.map((u) => ({ ...u, uoMType: u.uoMType.trim(), container: cleanText(u.container) ?? null }));
  return out;
}

/**
 * Writes the set of units: rows whose type is listed are updated in place (their ids stay), the
 * others deleted, new types inserted. The base unit is always there, with quantity 1.
 */
async function writeUnits(tx: Queryable, materialId: number, baseUoM: string, units: UnitOfMeasureInput[]): Promise<void> {
  const types = units.map((u) => u.uoMType);
  if (new Set(types).size !== types.length) throw new HttpError(400, 'Materials.UnitTypeTwice', 'A unit of measure is listed twice');
  const base = units.find((u) => u.uoMType === baseUoM);
  if (base && base.quantity !== 1) throw new HttpError(400, 'Materials.BaseUnitQuantity', `The base unit ${baseUoM} must have quantity 1`, { baseUoM });
  const all = base ? units : [{ uoMType: baseUoM, quantity: 1, isShipable: true }, ...units];
  await tx.query('delete from units_of_measure where material_id = $1 and uom_type <> all($2)', [materialId, all.map((u) => u.uoMType)]);
  for (const u of all) {
    await tx.query(
      `insert into units_of_measure (material_id, uom_type, quantity, container, is_shipable, height, length, width, weight)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       on conflict (material_id, uom_type) do update set quantity = excluded.quantity, container = excluded.container,
         is_shipable = excluded.is_shipable, height = excluded.height, length = excluded.length, width = excluded.width, weight = excluded.weight`,
      [materialId, u.uoMType, u.quantity, u.container ?? null, u.isShipable ?? true, u.height ?? null, u.length ?? null, u.width ?? null, u.weight ?? null],
    );
  }
}

async function writeBom(tx: Queryable, materialId: number, lines: BomLineInput[]): Promise<void> {
  await tx.query('delete from bom_components where parent_material_id = $1', [materialId]);
  for (const l of lines) {
    await tx.query('insert into bom_components (parent_material_id, component_material_id, quantity) values ($1, $2, $3)', [materialId, l.materialId, l.quantity]);
  }
  await tx.query('update materials set is_bom = $2 where id = $1', [materialId, lines.length > 0]);
}

export async function createMaterial(tx: Queryable, businessUnitId: number, raw: MaterialInput): Promise<number> {
  const input = normalise(raw);
  checkRules(input);
  await checkItemNoFree(tx, businessUnitId, input.itemNo!);
  await checkUnitNames(tx, businessUnitId, [input.baseUoM!, ...(input.unitsOfMeasure ?? []).map((u) => u.uoMType)]);
  await checkReferences(tx, businessUnitId, undefined, input);
  const present = COLUMNS.filter(([field]) => input[field] !== undefined);
  const { rows } = await tx.query<{ id: number }>(
    `insert into materials (business_unit_id, ${present.map(([, c]) => c).join(', ')})
     values ($1, ${present.map((_, i) => `$${i + 2}`).join(', ')}) returning id`,
    [businessUnitId, ...present.map(([field]) => input[field])],
  );
  const id = rows[0].id;
  await writeUnits(tx, id, input.baseUoM!, input.unitsOfMeasure ?? []);
  if (input.billOfMaterial) await writeBom(tx, id, input.billOfMaterial);
  return id;
}

export async function updateMaterial(tx: Queryable, businessUnitId: number, id: number, raw: MaterialInput): Promise<void> {
  const { rows } = await tx.query<StoredMaterial>(
    'select id, item_no, base_uom, minimum_warehouse_quantity, maximum_warehouse_quantity from materials where id = $1 and business_unit_id = $2 for update',
    [id, businessUnitId],
  );
  const stored = rows[0];
  if (!stored) throw notFound(`Material ${id} not found`);
  const input = normalise(raw);
  checkRules(input, stored);
  if (input.itemNo !== undefined && input.itemNo !== stored.item_no) await checkItemNoFree(tx, businessUnitId, input.itemNo!, id);
  const baseUoM = input.baseUoM ?? stored.base_uom;
  await checkUnitNames(tx, businessUnitId, [baseUoM, ...(input.unitsOfMeasure ?? []).map((u) => u.uoMType)]);
  await checkReferences(tx, businessUnitId, id, input);
  const present = COLUMNS.filter(([field]) => input[field] !== undefined);
  if (present.length) {
    await tx.query(`update materials set ${present.map(([, c], i) => `${c} = $${i + 3}`).join(', ')} where id = $1 and business_unit_id = $2`, [
      id,
      businessUnitId,
      ...present.map(([field]) => input[field]),
    ]);
  }
  if (input.unitsOfMeasure) await writeUnits(tx, id, baseUoM, input.unitsOfMeasure);
  else if (input.baseUoM !== undefined && input.baseUoM !== stored.base_uom) {
    const { rows: units } = await tx.query<UnitOfMeasureInput>(
      'select uom_type as "uoMType", quantity, container, is_shipable as "isShipable", height, length, width, weight from units_of_measure where material_id = $1',
      [id],
    );
    await writeUnits(tx, id, baseUoM, units);
  }
  if (input.billOfMaterial) await writeBom(tx, id, input.billOfMaterial);
}

/** One line of DELETE /api/Material: refused while the material has stock. */
export async function deleteMaterial(tx: Queryable, businessUnitId: number, id: number): Promise<void> {
  const { rows } = await tx.query<{ id: number; stock: number }>(
    `select m.id, (select coalesce(sum(quantity), 0) from stocks s where s.material_id = m.id)::int as stock
       from materials m where m.id = $1 and m.business_unit_id = $2 for update`,
    [id, businessUnitId],
  );
  if (!rows[0]) throw notFound('Material not found');
  if (rows[0].stock > 0) throw refused('Materials.HasStock', 'Material has stock and cannot be deleted');
  // Empty stock rows go with it; anything else that points at the material keeps it (a foreign key).
  await tx.query('delete from stocks where material_id = $1 and quantity = 0 and reserved_quantity = 0 and ingoing_quantity = 0', [id]);
  await tx.query('delete from materials where id = $1', [id]);
  // Alternatives are a list without a foreign key: drop the deleted material from the others' lists.
  await tx.query('update materials set alternative_material_ids = array_remove(alternative_material_ids, $1) where business_unit_id = $2 and $1 = any(alternative_material_ids)', [
    id,
    businessUnitId,
  ]);
}
