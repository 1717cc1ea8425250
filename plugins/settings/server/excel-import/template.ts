import { loadExcelJs } from '@cockpit/server/sdk';
import { IMPORT_LIMITS, SHEETS } from './layout';
import { TEMPLATE_EXAMPLES } from './template-examples';

/**
 * The import template (GET /api/Seeding/excel/template): one sheet per kind, in the layout of
 * layout.ts, with a note on every header, choice lists where a column takes fixed values, one
 * example row per sheet and an Instructions sheet (which the import ignores).
 */
export async function importTemplate(): Promise<Buffer> {
  const wb = new (await loadExcelJs()).Workbook();
  wb.creator = 'Cockpit';
  const help = wb.addWorksheet('Instructions');
  help.columns = [{ width: 110 }];
  const lines = [
    'Cockpit import template',
    '',
    'Fill in the sheets you need and delete the example rows (a workbook that still has them is refused); sheets you leave out or empty are not imported.',
    'Row 1 of each sheet holds the column headers. Columns may be in any order; a column you remove keeps the stored values.',
    'Suppliers, locations and materials are matched on their name or item number: an existing record is updated, a new one is created.',
    'Stock rows add their quantity as initial stock to the material at the location (with the same batch and expiry date).',
    'Yes/No columns take Yes or No; dates are written as dates or as YYYY-MM-DD.',
    `Every row is checked first; if any row has an error, nothing is imported and the errors are listed by sheet, row and column.`,
    `Limits: ${IMPORT_LIMITS.maxFileBytes / 1024 / 1024} MB per file, ${IMPORT_LIMITS.maxRowsPerSheet} rows per sheet.`,
    '',
    ...SHEETS.flatMap((s) => [`${s.sheet}:`, ...s.columns.map((c) => `  ${c.header}: ${c.note}`), '']),
  ];
  lines.forEach((text, i) => {
    help.getCell(i + 1, 1).value = text;
  });
  help.getCell(1, 1).font = { bold: true, size: 14 };

  for (const def of SHEETS) {
    const ws = wb.addWorksheet(def.sheet, { views: [{ state: 'frozen', ySplit: 1 }] });
    ws.columns = def.columns.map((c) => ({ header: c.header, width: Math.max(14, c.header.length + 4) }));
    const header = ws.getRow(1);
    header.font = { bold: true };
    def.columns.forEach((c, i) => {
      const cell = header.getCell(i + 1);
      cell.note = c.note;
      if (c.required) cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFFF2CC' } };
      const list = c.type === 'boolean' ? ['Yes', 'No'] : c.choices;
      if (list) {
        for (let r = 2; r <= 1000; r++) {
          ws.getCell(r, i + 1).dataValidation = { type: 'list', allowBlank: !c.required, formulae: [`"${list.join(',')}"`] };
        }
      }
    });
    // Right under the headers (addRow would append after the rows the choice lists touched, row 1001).
    (TEMPLATE_EXAMPLES[def.sheet] ?? []).forEach((example, i) => void (ws.getRow(i + 2).values = example));
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}
