import type { SheetDef, SheetKind } from './layout';
import { importMessage } from './import-messages';
import type { ImportError, ReadWorkbook } from './read-workbook';

/** The template's example row of each sheet, in the sheet's column order (layout.ts). */
export const TEMPLATE_EXAMPLES: Record<string, Array<Array<string | number | Date>>> = {
  Suppliers: [['Nordic Tools A/S', 'Mette Hansen', 'orders@nordictools.example', 5, 'Active', '']],
  Locations: [['IMP-01-01', 'Pick', 'Active', 'A', 'Yes', 10, 500, 2]],
  Materials: [
    ['IMP-1001', 'Cordless drill 18 V', 'With two batteries', '5701234000017', '5701234000017', 'PCS', 540, 899, 'A', '', 'Active', 'Nordic Tools A/S', 5, 40, 1.8, 'No', 'No'],
  ],
  Stock: [['IMP-1001', 'IMP-01-01', 24, '', '']],
};

const same = (a: unknown, b: unknown) =>
  String(a ?? '')
    .trim()
    .toLowerCase() ===
  String(b ?? '')
    .trim()
    .toLowerCase();

/** A row is the template's example when its first two columns (the key and the next) are the example's. */
function isExample(def: SheetDef, values: Record<string, unknown>): boolean {
  return (TEMPLATE_EXAMPLES[def.sheet] ?? []).some((example) => def.columns.slice(0, 2).every((c, i) => c.field in values && same(values[c.field], example[i])));
}

/**
 * The template's own example rows left in an uploaded workbook: an error each, so that importing
 * the unedited template imports nothing and says why (delete the example rows or replace them).
 */
export function templateExampleErrors(sheets: ReadWorkbook): ImportError[] {
  const errors: ImportError[] = [];
  for (const kind of Object.keys(sheets) as SheetKind[]) {
    const sheet = sheets[kind]!;
    for (const row of sheet.rows) {
      if (isExample(sheet.def, row.values)) errors.push({ sheet: sheet.def.sheet, row: row.row, column: sheet.def.columns[0].header, ...importMessage('templateExample') });
    }
  }
  return errors;
}
