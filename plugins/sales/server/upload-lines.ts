import { HttpError, badRequest, loadExcelJs } from '@cockpit/server/sdk';
import type ExcelJS from 'exceljs';
import { MAX_SALES_ORDER_LINES, parseNumber, parsePastedRows, type RawSalesLine } from '../rules';
import { isZip, zipProblem } from './zip-guard';

/** Upload limits (issue 15): 5 MB per file, the order's line limit in rows, first sheet only. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const MAX_UPLOAD_ROWS = MAX_SALES_ORDER_LINES;

const tooManyRows = () => new HttpError(413, 'Sales.TooManyRows', `The file has more than ${MAX_UPLOAD_ROWS} lines`, { maxRows: MAX_UPLOAD_ROWS });
const notAWorkbook = () => new HttpError(415, 'Sales.NotAWorkbook', 'The file is not an Excel workbook (.xlsx) or a .csv file');

/**
 * A cell as text or number. Formulas are never evaluated: a formula cell reads as the result the
 * spreadsheet program saved with it, or as empty when there is none.
 */
function cellValue(value: ExcelJS.CellValue): string | number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' || typeof value === 'string') return value;
  if (typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ('formula' in value || 'sharedFormula' in value) {
    const result = (value as { result?: unknown }).result;
    return typeof result === 'number' || typeof result === 'string' ? result : null;
  }
  if ('richText' in value) return value.richText.map((r) => r.text).join('');
  if ('text' in value && typeof value.text === 'string') return value.text;
  return null;
}

async function workbookLines(buf: Buffer): Promise<RawSalesLine[]> {
  const problem = zipProblem(buf);
  if (problem) throw badRequest(problem);
  const workbook = new (await loadExcelJs()).Workbook();
  try {
    await workbook.xlsx.load(buf as unknown as ExcelJS.Buffer);
  } catch {
    throw badRequest('The file is not a readable Excel workbook');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const lines: RawSalesLine[] = [];
  let first = true;
  let tooMany = false;
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    if (tooMany) return;
    const reference = cellValue(row.getCell(1).value);
    const quantity = cellValue(row.getCell(2).value);
    const price = cellValue(row.getCell(3).value);
    const isHeader = first && typeof quantity === 'string' && Number.isNaN(parseNumber(quantity) ?? 0);
    first = false;
    if (isHeader || reference === null || String(reference).trim() === '') return;
    if (lines.length >= MAX_UPLOAD_ROWS) {
      tooMany = true;
      return;
    }
    lines.push({ row: rowNumber, reference: String(reference).trim().slice(0, 100), quantity, price });
  });
  if (tooMany) throw tooManyRows();
  return lines;
}

function csvLines(buf: Buffer): RawSalesLine[] {
  if (buf.includes(0)) throw notAWorkbook();
  const text = buf.toString('utf8').replace(/^\uFEFF/, '');
  const lines = parsePastedRows(text, MAX_UPLOAD_ROWS + 1);
  if (lines.length > MAX_UPLOAD_ROWS) throw tooManyRows();
  return lines.map((l) => ({ ...l, reference: l.reference.slice(0, 100) }));
}

/** The lines of an uploaded .xlsx (first sheet) or .csv: item number or barcode, quantity, optional price. */
export async function uploadedLines(buf: Buffer, fileName: string): Promise<RawSalesLine[]> {
  if (buf.length > MAX_UPLOAD_BYTES) throw new HttpError(413, 'Sales.FileTooLarge', 'The file is larger than 5 MB');
  if (isZip(buf)) return workbookLines(buf);
  if (/\.(csv|txt|tsv)$/i.test(fileName)) return csvLines(buf);
  throw notAWorkbook();
}
