import ExcelJS from 'exceljs';
import { type ImportMessage, importMessage as msg } from './import-messages';
import { type ColumnDef, IMPORT_LIMITS, type SheetDef, type SheetKind, SHEETS } from './layout';

/**
 * One problem in the workbook, where a person finds it: sheet, row (1-based, as Excel shows it) and
 * column header, with the message's key, parameters and English text (import-messages.ts).
 */
export interface ImportError extends ImportMessage {
  sheet: string;
  row?: number;
  column?: string;
}

export type CellValue = string | number | boolean | null;

/** One data row of a sheet: its row number and the values of the columns the sheet has (by field). */
export interface ImportRow {
  row: number;
  values: Record<string, CellValue>;
}

export interface ReadSheet {
  def: SheetDef;
  /** The fields of the columns present in the sheet. */
  fields: string[];
  rows: ImportRow[];
}

export type ReadWorkbook = Partial<Record<SheetKind, ReadSheet>>;

const norm = (s: string) => s.trim().toLowerCase().replace(/\s+/g, ' ');

/** A cell's value as typed in Excel, whatever exceljs wraps it in (rich text, formula result, hyperlink). */
function rawValue(v: ExcelJS.CellValue): string | number | boolean | Date | null {
  if (v === null || v === undefined) return null;
  if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' || v instanceof Date) return v;
  if (typeof v === 'object') {
    if ('richText' in v) return v.richText.map((t) => t.text).join('');
    if ('result' in v) return rawValue(v.result as ExcelJS.CellValue);
    if ('text' in v && typeof v.text === 'string') return v.text;
    if ('error' in v) return null;
  }
  return null;
}

const YES = new Set(['yes', 'y', 'true', '1', 'ja', 'j']);
const NO = new Set(['no', 'n', 'false', '0', 'nej', 'nei']);

/** Reads one cell for its column, or answers the error's message. */
export function cellValue(col: ColumnDef, v: ExcelJS.CellValue): { value: CellValue } | { error: ImportMessage } {
  const raw = rawValue(v);
  const blank = raw === null || (typeof raw === 'string' && raw.trim() === '');
  if (blank) {
    if (col.required) return { error: msg('required') };
    return { value: col.blankAs ?? null };
  }
  switch (col.type) {
    case 'text':
    case 'choice': {
      const s = raw instanceof Date ? raw.toISOString().slice(0, 10) : String(raw).trim();
      if (col.maxLength && s.length > col.maxLength) return { error: msg('maxLength', { max: col.maxLength }) };
      if (col.choices) {
        const match = col.choices.find((c) => c.toLowerCase() === s.toLowerCase());
        if (!match) return { error: msg('choice', { choices: col.choices.join(', ') }) };
        return { value: match };
      }
      return { value: s };
    }
    case 'integer':
    case 'number': {
      const n = typeof raw === 'number' ? raw : typeof raw === 'string' ? Number(raw.trim().replace(',', '.')) : NaN;
      if (!Number.isFinite(n)) return { error: msg(col.type === 'integer' ? 'wholeNumber' : 'number') };
      if (col.type === 'integer' && !Number.isInteger(n)) return { error: msg('wholeNumber') };
      if (col.min !== undefined && n < col.min) return { error: msg('min', { min: col.min }) };
      if (Math.abs(n) > 1e12) return { error: msg('tooLarge') };
      return { value: n };
    }
    case 'boolean': {
      if (typeof raw === 'boolean') return { value: raw };
      const s = String(raw).trim().toLowerCase();
      if (YES.has(s)) return { value: true };
      if (NO.has(s)) return { value: false };
      return { error: msg('yesNo') };
    }
    case 'date': {
      if (raw instanceof Date) return { value: raw.toISOString().slice(0, 10) };
      const s = String(raw).trim();
      if (/^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`))) return { value: s };
      return { error: msg('date') };
    }
  }
}

function readSheet(ws: ExcelJS.Worksheet, def: SheetDef, errors: ImportError[]): ReadSheet | undefined {
  const headerRow = ws.getRow(1);
  const byColumn = new Map<number, ColumnDef>();
  headerRow.eachCell((cell, colNumber) => {
    const text = rawValue(cell.value);
    if (text === null || String(text).trim() === '') return;
    const col = def.columns.find((c) => norm(c.header) === norm(String(text)));
    if (!col) errors.push({ sheet: def.sheet, row: 1, column: String(text), ...msg('unknownColumn') });
    else if ([...byColumn.values()].includes(col)) errors.push({ sheet: def.sheet, row: 1, column: col.header, ...msg('columnTwice') });
    else byColumn.set(colNumber, col);
  });
  const present = [...byColumn.values()];
  for (const col of def.columns) {
    if (col.required && !present.includes(col)) errors.push({ sheet: def.sheet, row: 1, column: col.header, ...msg('columnMissing') });
  }
  if (ws.actualRowCount - 1 > IMPORT_LIMITS.maxRowsPerSheet) {
    errors.push({ sheet: def.sheet, ...msg('tooManyRows', { max: IMPORT_LIMITS.maxRowsPerSheet }) });
    return undefined;
  }
  const rows: ImportRow[] = [];
  ws.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    if (rowNumber === 1) return;
    const values: Record<string, CellValue> = {};
    let filled = false;
    const rowErrors: ImportError[] = [];
    for (const [colNumber, col] of byColumn) {
      const v = row.getCell(colNumber).value;
      if (rawValue(v) !== null && String(rawValue(v)).trim() !== '') filled = true;
      const read = cellValue(col, v);
      if ('error' in read) rowErrors.push({ sheet: def.sheet, row: rowNumber, column: col.header, ...read.error });
      else values[col.field] = read.value;
    }
    // A row whose cells are all blank (formatting left behind) is not a record.
    if (!filled) return;
    errors.push(...rowErrors);
    rows.push({ row: rowNumber, values });
  });
  return { def, fields: present.map((c) => c.field), rows };
}

/**
 * Reads the workbook's known sheets (Suppliers, Locations, Materials, Stock; other sheets, such as
 * the template's Instructions, are ignored) and checks every cell against its column. Call
 * inspectWorkbookZip first: this inflates the archive.
 */
export async function readWorkbook(buffer: Buffer): Promise<{ sheets: ReadWorkbook; errors: ImportError[] }> {
  const wb = new ExcelJS.Workbook();
  try {
    await wb.xlsx.load(buffer as unknown as ArrayBuffer);
  } catch {
    return { sheets: {}, errors: [{ sheet: '', ...msg('notWorkbook') }] };
  }
  const errors: ImportError[] = [];
  const sheets: ReadWorkbook = {};
  for (const def of SHEETS) {
    const ws = wb.worksheets.find((w) => norm(w.name) === norm(def.sheet));
    if (!ws) continue;
    const read = readSheet(ws, def, errors);
    if (read) sheets[def.kind] = read;
  }
  if (!Object.keys(sheets).length && !errors.length) {
    errors.push({ sheet: '', ...msg('noSheets', { sheets: SHEETS.map((s) => s.sheet).join(', ') }) });
  }
  return { sheets, errors };
}
