import type { Queryable } from '@cockpit/server/sdk';
import { importMessage as msg } from './import-messages';
import type { ImportError, ReadSheet, ReadWorkbook } from './read-workbook';

const lower = (v: unknown) => String(v).toLowerCase();

async function namesOf(db: Queryable, sql: string, bu: number): Promise<Map<string, Record<string, unknown>>> {
  const { rows } = await db.query<{ key: string } & Record<string, unknown>>(sql, [bu]);
  return new Map(rows.map((r) => [lower(r.key), r]));
}

/** A key used twice in one sheet: the later row is the error (which of the two is meant is not known). */
function duplicates(sheet: ReadSheet | undefined, field: string, errors: ImportError[], header: string): void {
  if (!sheet) return;
  const seen = new Map<string, number>();
  for (const r of sheet.rows) {
    const v = r.values[field];
    if (v === null || v === undefined) continue;
    const first = seen.get(lower(v));
    if (first !== undefined) errors.push({ sheet: sheet.def.sheet, row: r.row, column: header, ...msg('duplicate', { row: first }) });
    else seen.set(lower(v), r.row);
  }
}

/**
 * The checks that need the database or another sheet: duplicate keys, location roles, suppliers,
 * materials and locations named by stock rows, batch and expiry where the material asks for them.
 * Read before the import transaction; the transaction's constraints catch what changes meanwhile.
 */
export async function checkReferences(db: Queryable, bu: number, sheets: ReadWorkbook): Promise<ImportError[]> {
  const errors: ImportError[] = [];
  duplicates(sheets.suppliers, 'supplier_name', errors, 'Supplier name');
  duplicates(sheets.locations, 'name', errors, 'Location name');
  duplicates(sheets.materials, 'item_no', errors, 'Item number');

  if (sheets.locations?.fields.includes('location_role')) {
    const roles = await namesOf(db, 'select name as key from location_roles where business_unit_id = $1', bu);
    for (const r of sheets.locations.rows) {
      const role = r.values.location_role;
      if (role !== null && role !== undefined && !roles.has(lower(role))) {
        errors.push({ sheet: 'Locations', row: r.row, column: 'Location role', ...msg('noLocationRole', { name: String(role) }) });
      }
    }
  }

  if (sheets.materials) {
    const suppliers = sheets.materials.fields.includes('supplier') ? await namesOf(db, 'select supplier_name as key from suppliers where business_unit_id = $1', bu) : new Map();
    const inSheet = new Set((sheets.suppliers?.rows ?? []).map((r) => lower(r.values.supplier_name)));
    for (const r of sheets.materials.rows) {
      const s = r.values.supplier;
      if (s !== null && s !== undefined && !suppliers.has(lower(s)) && !inSheet.has(lower(s))) {
        errors.push({ sheet: 'Materials', row: r.row, column: 'Supplier name', ...msg('noSupplier', { name: String(s) }) });
      }
      const min = r.values.minimum_warehouse_quantity;
      const max = r.values.maximum_warehouse_quantity;
      if (typeof min === 'number' && typeof max === 'number' && max < min) {
        errors.push({ sheet: 'Materials', row: r.row, column: 'Maximum warehouse quantity', ...msg('belowMinimum') });
      }
    }
  }

  if (sheets.stock) {
    const materials = await namesOf(db, 'select item_no as key, has_batch, has_exp_date from materials where business_unit_id = $1', bu);
    for (const r of sheets.materials?.rows ?? []) {
      const known = materials.get(lower(r.values.item_no));
      materials.set(lower(r.values.item_no), {
        has_batch: r.values.has_batch ?? known?.has_batch ?? false,
        has_exp_date: r.values.has_exp_date ?? known?.has_exp_date ?? false,
      });
    }
    const locations = await namesOf(db, 'select name as key from locations where business_unit_id = $1', bu);
    for (const r of sheets.locations?.rows ?? []) locations.set(lower(r.values.name), {});
    for (const r of sheets.stock.rows) {
      const m = r.values.item_no === undefined || r.values.item_no === null ? undefined : materials.get(lower(r.values.item_no));
      if (r.values.item_no !== undefined && r.values.item_no !== null && !m) {
        errors.push({ sheet: 'Stock', row: r.row, column: 'Item number', ...msg('noMaterial', { itemNo: String(r.values.item_no) }) });
      }
      if (r.values.location !== undefined && r.values.location !== null && !locations.has(lower(r.values.location))) {
        errors.push({ sheet: 'Stock', row: r.row, column: 'Location name', ...msg('noLocation', { name: String(r.values.location) }) });
      }
      if (m?.has_batch && !r.values.batch) errors.push({ sheet: 'Stock', row: r.row, column: 'Batch', ...msg('batchRequired') });
      if (m?.has_exp_date && !r.values.exp_date) errors.push({ sheet: 'Stock', row: r.row, column: 'Expiry date', ...msg('expiryRequired') });
    }
  }
  return errors;
}
