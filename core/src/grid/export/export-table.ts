import type { GridColumn } from '../schema-types';
import { formatCell, readField, type FormatContext } from '../../grid-model/cell-format';

export interface ExportTable {
  headers: string[];
  /** Formatted text per cell (what the grid shows). */
  text: string[][];
  /** Raw values per cell, for spreadsheet cells that should stay numbers. */
  raw: unknown[][];
  numeric: boolean[];
}

const NUMERIC = new Set(['number', 'money', 'percent']);

export function buildExportTable(
  columns: readonly GridColumn[],
  rows: readonly Record<string, unknown>[],
  headerOf: (c: GridColumn) => string,
  format: FormatContext,
): ExportTable {
  return {
    headers: columns.map(headerOf),
    text: rows.map((row) => columns.map((c) => formatCell(c, readField(row, c.field), format))),
    raw: rows.map((row) => columns.map((c) => readField(row, c.field))),
    numeric: columns.map((c) => NUMERIC.has(c.type)),
  };
}

/** A cell a spreadsheet program would run as a formula: it starts with =, +, -, @, a tab or a carriage return. */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A number as the grid formats it (sign, digits, separators, percent): never a formula, so kept as it is. */
const PLAIN_NUMBER = /^[-+]?[\d.,\u00a0\u202f ]*\d[\d.,\u00a0\u202f ]*%?$/;

/**
 * One CSV cell. A cell that starts like a formula is written as text, as OWASP's CSV injection
 * advice says: a single quote before it and the whole cell quoted, so that a material named
 * `=HYPERLINK(...)` opens in Excel as that text and runs nothing. Numbers such as -12.50 stay numbers.
 */
export function csvCell(value: string): string {
  if (FORMULA_START.test(value) && !PLAIN_NUMBER.test(value)) return `"'${value.replace(/"/g, '""')}"`;
  return /[",\r\n;]/.test(value) || /^\s|\s$/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** RFC 4180 CSV with the text as the grid shows it, and a BOM so that spreadsheet programs read UTF-8. */
export function toCsv(table: ExportTable): string {
  const lines = [table.headers, ...table.text].map((cells) => cells.map(csvCell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** An .xlsx workbook: numbers stay numbers, everything else is the grid's text. xlsx is loaded only when needed. */
export async function toXlsx(table: ExportTable, sheetName: string): Promise<Blob> {
  const XLSX = await import('xlsx');
  const body = table.raw.map((row, r) => row.map((value, c) => (table.numeric[c] && typeof value === 'number' ? value : table.text[r][c])));
  const sheet = XLSX.utils.aoa_to_sheet([table.headers, ...body]);
  sheet['!cols'] = table.headers.map((h, c) => ({ wch: Math.min(60, Math.max(h.length, ...table.text.slice(0, 200).map((r) => r[c]?.length ?? 0)) + 2) }));
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, sheetName.slice(0, 31) || 'Sheet1');
  const bytes = XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer;
  return new Blob([bytes], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
}

export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 2000);
}
