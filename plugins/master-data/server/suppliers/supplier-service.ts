import { badRequest, cleanText, type FailedLine, HttpError, notFound, type Queryable, refused, userChoice } from '@cockpit/server/sdk';
import { SUPPLIER_COLUMNS, type SupplierInput } from './supplier-input';

/** The prompt's id; the console replays with x-user-choice: Supplier.UnlinkMaterials=<option>. */
export const UNLINK_CHOICE = 'Supplier.UnlinkMaterials';

function normalise(input: SupplierInput): SupplierInput {
  const out = { ...input };
  if (out.supplierName !== undefined) out.supplierName = out.supplierName.trim();
  for (const k of ['contactPerson', 'companyEmail', 'comments'] as const) if (out[k] !== undefined) out[k] = cleanText(out[k]);
  return out;
}

async function checkNameFree(tx: Queryable, businessUnitId: number, name: string, exceptId = 0): Promise<void> {
  const { rows } = await tx.query('select 1 from suppliers where business_unit_id = $1 and lower(supplier_name) = lower($2) and id <> $3', [businessUnitId, name, exceptId]);
  if (rows.length) throw new HttpError(409, 'Suppliers.NameTaken', `A supplier named "${name}" already exists`, { name });
}

export async function createSupplier(tx: Queryable, businessUnitId: number, raw: SupplierInput): Promise<number> {
  const input = normalise(raw);
  await checkNameFree(tx, businessUnitId, input.supplierName!);
  const set = SUPPLIER_COLUMNS.filter(([f]) => input[f] !== undefined);
  const { rows } = await tx.query<{ id: number }>(
    `insert into suppliers (business_unit_id, ${set.map(([, c]) => c).join(', ')}) values ($1, ${set.map((_, i) => `$${i + 2}`).join(', ')}) returning id`,
    [businessUnitId, ...set.map(([f]) => input[f])],
  );
  return rows[0].id;
}

export async function updateSupplier(tx: Queryable, businessUnitId: number, id: number, raw: SupplierInput): Promise<void> {
  const { rows } = await tx.query('select id from suppliers where id = $1 and business_unit_id = $2 for update', [id, businessUnitId]);
  if (!rows[0]) throw notFound(`Supplier ${id} not found`);
  const input = normalise(raw);
  if (input.supplierName !== undefined) await checkNameFree(tx, businessUnitId, input.supplierName, id);
  const set = SUPPLIER_COLUMNS.filter(([f]) => input[f] !== undefined);
  if (!set.length) return;
  await tx.query(`update suppliers set ${set.map(([, c], i) => `${c} = $${i + 3}`).join(', ')} where id = $1 and business_unit_id = $2`, [
    id,
    businessUnitId,
    ...set.map(([f]) => input[f]),
  ]);
}

/** One line of DELETE /api/Supplier; its materials are unlinked (returned, so their rows can be published). */
export async function deleteSupplier(tx: Queryable, businessUnitId: number, id: number): Promise<number[]> {
  const { rows } = await tx.query('select id from suppliers where id = $1 and business_unit_id = $2 for update', [id, businessUnitId]);
  if (!rows[0]) throw notFound('Supplier not found');
  const { rows: unlinked } = await tx.query<{ id: number }>('update materials set supplier_id = null where business_unit_id = $1 and supplier_id = $2 returning id', [
    businessUnitId,
    id,
  ]);
  await tx.query('delete from suppliers where id = $1', [id]);
  return unlinked.map((r) => r.id);
}

interface LinkedMaterial {
  id: number;
  itemNo: string;
  name: string;
  supplierId: number | null;
  supplierName: string | null;
}

async function lockSupplier(tx: Queryable, businessUnitId: number, supplierId: number): Promise<{ id: number; supplier_status: string }> {
  const { rows } = await tx.query<{ id: number; supplier_status: string }>('select id, supplier_status from suppliers where id = $1 and business_unit_id = $2 for update', [
    supplierId,
    businessUnitId,
  ]);
  if (!rows[0]) throw notFound(`Supplier ${supplierId} not found`);
  return rows[0];
}

async function lockMaterials(tx: Queryable, businessUnitId: number, materialIds: number[]): Promise<LinkedMaterial[]> {
  const { rows } = await tx.query<LinkedMaterial>(
    `select m.id, m.item_no as "itemNo", m.name, m.supplier_id as "supplierId", s.supplier_name as "supplierName"
       from materials m left join suppliers s on s.id = m.supplier_id
      where m.business_unit_id = $1 and m.id = any($2) order by m.item_no for update of m`,
    [businessUnitId, materialIds],
  );
  return rows;
}

export interface AssociateResult {
  associated: number[];
  /** Materials left with their other supplier because the user chose to skip them. */
  skipped: number[];
  /** The skipped materials as lines that were not done: item number and the supplier they stay with. */
  kept: FailedLine[];
  /** Suppliers that lost materials to this one. */
  unlinkedFrom: Array<{ supplierId: number; supplierName: string; materialIds: number[] }>;
}

/**
 * Links materials to a supplier. A material belongs to at most one supplier: when some are linked
 * to another, the caller is asked first (the material will be unlinked from the
 * other supplier); with the answer "unlink" they move, with
 * "skip" they stay where they are.
 */
export async function associateMaterials(tx: Queryable, businessUnitId: number, supplierId: number, materialIds: number[], choice: string | undefined): Promise<AssociateResult> {
  const supplier = await lockSupplier(tx, businessUnitId, supplierId);
  if (supplier.supplier_status !== 'Active') throw refused('Suppliers.Inactive', 'Materials cannot be associated with an inactive supplier');
  const materials = await lockMaterials(tx, businessUnitId, materialIds);
  const found = new Set(materials.map((m) => m.id));
  const missing = materialIds.find((id) => !found.has(id));
  if (missing !== undefined) throw notFound(`Material ${missing} not found`);
  const elsewhere = materials.filter((m) => m.supplierId !== null && m.supplierId !== supplierId);
  if (elsewhere.length && choice === undefined) {
    throw userChoice({
      id: UNLINK_CHOICE,
      title: 'Suppliers.unlinkWarning.title',
      // A translation key: the console says it in the user's language with the count (plural forms) and the items.
      description: 'Suppliers.unlinkWarning.description',
      userOptions: [
        { key: 'unlink', label: 'Suppliers.unlinkWarning.unlink' },
        { key: 'skip', label: 'Suppliers.unlinkWarning.skip' },
      ],
      type: 'warning',
      details: {
        materials: elsewhere,
        count: elsewhere.length,
        items: elsewhere.slice(0, 10).map((m) => `${m.itemNo} (${m.supplierName})`),
        more: elsewhere.length > 10 ? elsewhere.length - 10 : 0,
      },
    });
  }
  if (choice !== undefined && choice !== 'unlink' && choice !== 'skip') throw badRequest(`Unknown option "${choice}" for ${UNLINK_CHOICE}`);
  const skipped = choice === 'skip' ? elsewhere.map((m) => m.id) : [];
  const moving = materials.filter((m) => !skipped.includes(m.id) && m.supplierId !== supplierId);
  if (moving.length) {
    await tx.query('update materials set supplier_id = $3 where business_unit_id = $1 and id = any($2)', [businessUnitId, moving.map((m) => m.id), supplierId]);
  }
  const bySupplier = new Map<number, { supplierId: number; supplierName: string; materialIds: number[] }>();
  for (const m of moving) {
    if (m.supplierId === null) continue;
    const entry = bySupplier.get(m.supplierId) ?? { supplierId: m.supplierId, supplierName: m.supplierName ?? '', materialIds: [] };
    entry.materialIds.push(m.id);
    bySupplier.set(m.supplierId, entry);
  }
  const kept = elsewhere
    .filter((m) => skipped.includes(m.id))
    .map((m) => ({ id: m.id, label: `${m.itemNo} (${m.supplierName ?? ''})`, code: 'Suppliers.KeptWithSupplier', message: 'Kept with its supplier' }));
  return { associated: moving.map((m) => m.id), skipped, kept, unlinkedFrom: [...bySupplier.values()] };
}

/** Unlinks materials from the supplier; a material not linked to it is a failed line. */
export async function removeMaterials(tx: Queryable, businessUnitId: number, supplierId: number, materialIds: number[]): Promise<{ removed: number[]; failed: FailedLine[] }> {
  await lockSupplier(tx, businessUnitId, supplierId);
  const materials = await lockMaterials(tx, businessUnitId, materialIds);
  const byId = new Map(materials.map((m) => [m.id, m]));
  const removed: number[] = [];
  const failed: FailedLine[] = [];
  for (const id of materialIds) {
    const m = byId.get(id);
    if (!m) failed.push({ id, code: 'NotFound', message: 'Material not found' });
    else if (m.supplierId !== supplierId) failed.push({ id, label: m.itemNo, code: 'Suppliers.MaterialNotLinked', message: 'Material is not linked to this supplier' });
    else removed.push(id);
  }
  if (removed.length) await tx.query('update materials set supplier_id = null where business_unit_id = $1 and id = any($2)', [businessUnitId, removed]);
  return { removed, failed };
}
