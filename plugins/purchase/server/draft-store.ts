import { notFound, type Queryable } from '@cockpit/server/sdk';
import type { DraftInput, DraftLineInput } from '../rules/answers';
import { ALREADY_ORDERED, DRAFT_NUMBER_EXISTS, SUPPLIER_INACTIVE, checkLines, isUniqueViolation } from './draft-rules';

/** The next free draft numbers ("PD-100001" ...), from the highest one in use. */
export async function nextDraftNumbers(db: Queryable, bu: number, count = 1): Promise<string[]> {
  const { rows } = await db.query<{ n: number | null }>(
    `select max(substring(draft_number from 4)::int) as n from purchase_drafts where business_unit_id = $1 and draft_number ~ '^PD-\\d{1,9}$'`,
    [bu],
  );
  const first = (rows[0].n ?? 100000) + 1;
  return Array.from({ length: count }, (_, i) => `PD-${first + i}`);
}

async function checkMaterials(tx: Queryable, bu: number, lines: DraftLineInput[]): Promise<void> {
  const ids = lines.map((l) => l.materialId);
  const { rows } = await tx.query<{ n: number }>('select count(*)::int as n from materials where business_unit_id = $1 and id = any($2::int[])', [bu, ids]);
  if (rows[0].n !== new Set(ids).size) throw notFound('Material not found');
}

export interface Relinked {
  /** Materials that moved to the draft's supplier. */
  relinked: number[];
  /** The suppliers they left (their material counts changed). */
  fromSuppliers: number[];
}

async function writeLines(tx: Queryable, bu: number, draftId: number, supplierId: number, lines: DraftLineInput[]): Promise<Relinked> {
  await tx.query('delete from purchase_draft_lines where draft_id = $1', [draftId]);
  for (const [i, l] of lines.entries()) {
    await tx.query(`insert into purchase_draft_lines (business_unit_id, draft_id, line_no, material_id, calculated_demand, ordered_quantity) values ($1, $2, $3, $4, $5, $6)`, [
      bu,
      draftId,
      i + 1,
      l.materialId,
      Math.max(0, Math.round(l.calculatedDemand ?? 0)),
      l.orderedQuantity,
    ]);
  }
  // A material of another supplier put in this draft moves to this supplier (the console warned
  // that it would be unlinked from the other one).
  const ids = lines.map((l) => l.materialId);
  const { rows } = await tx.query<{ id: number; previous: number | null }>(
    'select id, supplier_id as previous from materials where business_unit_id = $1 and id = any($2::int[]) and supplier_id is distinct from $3 for update',
    [bu, ids, supplierId],
  );
  if (rows.length) await tx.query('update materials set supplier_id = $2 where id = any($1::int[])', [rows.map((r) => r.id), supplierId]);
  return { relinked: rows.map((r) => r.id), fromSuppliers: rows.flatMap((r) => (r.previous === null ? [] : [r.previous])) };
}

async function checkNumberFree(tx: Queryable, bu: number, draftNumber: string, exceptId: number | null): Promise<void> {
  const { rows } = await tx.query('select 1 from purchase_drafts where business_unit_id = $1 and draft_number = $2 and id is distinct from $3', [bu, draftNumber, exceptId]);
  if (rows.length) throw DRAFT_NUMBER_EXISTS(draftNumber);
}

/** Saves one supplier's draft (a new one); answers its id and the materials that changed supplier. */
export async function createDraft(tx: Queryable, bu: number, input: DraftInput): Promise<Relinked & { id: number; draftNumber: string }> {
  checkLines(input.lines);
  const { rows: supplier } = await tx.query<{ status: string }>('select supplier_status as status from suppliers where id = $1 and business_unit_id = $2', [input.supplierId, bu]);
  if (!supplier.length) throw notFound(`Supplier ${input.supplierId} not found`);
  if (supplier[0].status !== 'Active') throw SUPPLIER_INACTIVE();
  await checkMaterials(tx, bu, input.lines);
  // Serialize number allocation per business unit until commit (a real wait on PostgreSQL).
  await tx.query('select pg_advisory_xact_lock($1::int, $2::int)', [20_050, bu]);
  const draftNumber = input.draftNumber?.trim() || (await nextDraftNumbers(tx, bu))[0];
  await checkNumberFree(tx, bu, draftNumber, null);
  try {
    const { rows } = await tx.query<{ id: number }>(
      `insert into purchase_drafts (business_unit_id, draft_number, supplier_id, history_from, history_to, lead_time_days) values ($1, $2, $3, $4, $5, $6) returning id`,
      [bu, draftNumber, input.supplierId, input.historyFrom ?? null, input.historyTo ?? null, input.leadTimeDays ?? null],
    );
    return { id: rows[0].id, draftNumber, ...(await writeLines(tx, bu, rows[0].id, input.supplierId, input.lines)) };
  } catch (err) {
    if (isUniqueViolation(err)) throw DRAFT_NUMBER_EXISTS(draftNumber);
    throw err;
  }
}

/** PUT /api/Draft: a new number and lines for an open draft, under the same rules. */
export async function updateDraft(tx: Queryable, bu: number, id: number, input: { draftNumber?: string; lines: DraftLineInput[] }): Promise<Relinked> {
  checkLines(input.lines);
  const { rows } = await tx.query<{ state: string; supplierId: number; draftNumber: string }>(
    'select state, supplier_id as "supplierId", draft_number as "draftNumber" from purchase_drafts where id = $1 and business_unit_id = $2 for update',
    [id, bu],
  );
  if (!rows.length) throw notFound(`Draft ${id} not found`);
  if (rows[0].state !== 'Draft') throw ALREADY_ORDERED();
  await checkMaterials(tx, bu, input.lines);
  const draftNumber = input.draftNumber?.trim() || rows[0].draftNumber;
  await checkNumberFree(tx, bu, draftNumber, id);
  try {
    await tx.query('update purchase_drafts set draft_number = $2, updated_at = now() where id = $1', [id, draftNumber]);
    return await writeLines(tx, bu, id, rows[0].supplierId, input.lines);
  } catch (err) {
    if (isUniqueViolation(err)) throw DRAFT_NUMBER_EXISTS(draftNumber);
    throw err;
  }
}

/** DELETE /api/Draft: an open draft goes; an ordered one stays as the record of its order. */
export async function deleteDraft(tx: Queryable, bu: number, id: number): Promise<number> {
  const { rows } = await tx.query<{ state: string; supplierId: number }>(
    'select state, supplier_id as "supplierId" from purchase_drafts where id = $1 and business_unit_id = $2 for update',
    [id, bu],
  );
  if (!rows.length) throw notFound(`Draft ${id} not found`);
  if (rows[0].state !== 'Draft') throw ALREADY_ORDERED();
  await tx.query('delete from purchase_drafts where id = $1', [id]);
  return rows[0].supplierId;
}
