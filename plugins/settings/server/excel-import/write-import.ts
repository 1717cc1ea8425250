import type { Queryable, Work } from '@cockpit/server/sdk';
import { addInitialStock, nextTurn } from './initial-stock';
import type { CellValue, ImportRow, ReadSheet, ReadWorkbook } from './read-workbook';

export interface ImportCounts {
  suppliers: number;
  locations: number;
  materials: number;
  stock: number;
}

export interface ImportProgress {
  done: number;
  total: number;
}

/** The ids the import wrote, per list, for publishing after commit. */
export interface WrittenIds {
  suppliers: number[];
  locations: number[];
}

const CHUNK = 400;
const TABLES = { suppliers: 'suppliers', locations: 'locations', materials: 'materials' } as const;

const lower = (v: unknown) => String(v).toLowerCase();

async function idsByName(tx: Queryable, sql: string, bu: number): Promise<Map<string, number>> {
  const { rows } = await tx.query<{ key: string; id: number }>(sql, [bu]);
  return new Map(rows.map((r) => [lower(r.key), r.id]));
}

/**
 * Inserts the sheet's records, or updates those whose key exists (only the columns the sheet has),
 * a few hundred rows per statement. `refs` turns a name column into the id column it stands for.
 */
async function upsert(
  tx: Queryable,
  bu: number,
  sheet: ReadSheet,
  refs: Record<string, { column: string; ids: Map<string, number> }>,
  onRows: (n: number) => void,
): Promise<number[]> {
  const key = sheet.def.key!;
  const columns = sheet.fields.map((f) => refs[f]?.column ?? f);
  const valueOf = (r: ImportRow, field: string): CellValue | number => {
    const v = r.values[field] ?? null;
    const ref = refs[field];
    return ref && v !== null ? (ref.ids.get(lower(v)) ?? null) : v;
  };
  const updates = columns.filter((c) => c !== key).map((c) => `${c} = excluded.${c}`);
  const ids: number[] = [];
  for (let i = 0; i < sheet.rows.length; i += CHUNK) {
    const chunk = sheet.rows.slice(i, i + CHUNK);
    const params: unknown[] = [bu];
    const tuples = chunk.map((r) => `($1, ${sheet.fields.map((f) => `$${params.push(valueOf(r, f))}`).join(', ')})`);
    // The key is matched as stored (the unique constraint); the checks before matched it case-blind only for references.
    const { rows } = await tx.query<{ id: number }>(
      `insert into ${TABLES[sheet.def.kind as keyof typeof TABLES]} (business_unit_id, ${columns.join(', ')}) values ${tuples.join(', ')}
       on conflict (business_unit_id, ${key}) do ${updates.length ? `update set ${updates.join(', ')}` : 'nothing'} returning id`,
      params,
    );
    ids.push(...rows.map((r) => r.id));
    onRows(chunk.length);
    await nextTurn();
  }
  return ids;
}

/**
 * Writes a checked workbook inside the caller's transaction (one Work: all or nothing). Suppliers,
 * then locations, then materials (which name suppliers), then stock through the warehouse engine:
 * each stock row merges into the stock of the same material, location, batch and expiry (or makes
 * one) and writes an InitialStock material transaction, and the engine applies the material
 * totals before commit, as every other stock change does.
 */
export async function writeImport(w: Work, sheets: ReadWorkbook, progress: (p: ImportProgress) => void): Promise<{ counts: ImportCounts; ids: WrittenIds }> {
  const tx = w.tx;
  const bu = w.bu;
  const total = (['suppliers', 'locations', 'materials', 'stock'] as const).reduce((n, k) => n + (sheets[k]?.rows.length ?? 0), 0);
  let done = 0;
  const step = (n: number) => {
    done += n;
    progress({ done, total });
  };
  const counts: ImportCounts = { suppliers: 0, locations: 0, materials: 0, stock: 0 };
  const ids: WrittenIds = { suppliers: [], locations: [] };

  if (sheets.suppliers) {
    ids.suppliers = await upsert(tx, bu, sheets.suppliers, {}, step);
    counts.suppliers = sheets.suppliers.rows.length;
  }
  if (sheets.locations) {
    const roles = await idsByName(tx, 'select name as key, id from location_roles where business_unit_id = $1', bu);
    ids.locations = await upsert(tx, bu, sheets.locations, { location_role: { column: 'location_role_id', ids: roles } }, step);
    counts.locations = sheets.locations.rows.length;
  }
  if (sheets.materials) {
    const suppliers = await idsByName(tx, 'select supplier_name as key, id from suppliers where business_unit_id = $1', bu);
    const materialIds = await upsert(tx, bu, sheets.materials, { supplier: { column: 'supplier_id', ids: suppliers } }, step);
    w.touch('Material', ...materialIds);
    counts.materials = sheets.materials.rows.length;
  }
  if (sheets.stock) {
    const materials = await idsByName(tx, 'select item_no as key, id from materials where business_unit_id = $1', bu);
    const locations = await idsByName(tx, 'select name as key, id from locations where business_unit_id = $1', bu);
    const places = sheets.stock.rows.map((r) => ({
      materialId: materials.get(lower(r.values.item_no))!,
      locationId: locations.get(lower(r.values.location))!,
      batch: (r.values.batch as string | null) ?? null,
      expDate: (r.values.exp_date as string | null) ?? null,
      quantity: r.values.quantity as number,
    }));
    for (let i = 0; i < places.length; i += CHUNK) {
      const chunk = places.slice(i, i + CHUNK);
      await addInitialStock(w, chunk);
      step(chunk.length);
      await nextTurn();
    }
    counts.stock = places.length;
  }
  return { counts, ids };
}
