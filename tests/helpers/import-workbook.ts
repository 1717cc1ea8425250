import ExcelJS from 'exceljs';

export type SheetRows = Record<string, Array<Array<string | number | boolean | Date | null>>>;

/** A workbook of the import layout: per sheet name, the header row then the data rows. */
export async function importWorkbook(sheets: SheetRows): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  for (const [name, rows] of Object.entries(sheets)) {
    const ws = wb.addWorksheet(name);
    for (const row of rows) ws.addRow(row);
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** A large, correct workbook: `n` suppliers-free materials with a location and a stock row each. */
export async function largeImportWorkbook(prefix: string, n: number): Promise<Buffer> {
  const locations: SheetRows[string] = [['Location name', 'Location role']];
  const materials: SheetRows[string] = [['Item number', 'Name', 'Cost price']];
  const stock: SheetRows[string] = [['Item number', 'Location name', 'Quantity']];
  for (let i = 0; i < n; i++) {
    locations.push([`${prefix}-L${i}`, 'Bulk']);
    materials.push([`${prefix}-M${i}`, `Imported material ${i}`, 10 + (i % 50)]);
    stock.push([`${prefix}-M${i}`, `${prefix}-L${i}`, 1 + (i % 20)]);
  }
  return importWorkbook({ Locations: locations, Materials: materials, Stock: stock });
}

/** One error of a refused workbook (plugins/settings/server/excel-import). */
export interface ImportError {
  sheet: string;
  row?: number;
  column?: string;
  key?: string;
  params?: Record<string, unknown>;
  message: string;
}

/**
 * The upload's answer as the tests read it: `result` on 200/202, `message` and `details` on a
 * refusal. Each test reads the side its case gives (a non-JSON answer comes back as its text).
 */
export interface ImportAnswerBody {
  result: { counts: Record<string, number>; transactionId: string };
  message: string;
  details: { key?: string; message?: string; errorCount?: number; errors: ImportError[] };
}

/** Posts a workbook as multipart form (field "file"), as the console's import page does. */
export async function postWorkbook(baseUrl: string, token: string | undefined, file: Buffer, name = 'import.xlsx'): Promise<{ status: number; body: ImportAnswerBody }> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file)], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }), name);
  const res = await fetch(`${baseUrl}/api/Seeding/excel`, { method: 'POST', body: form, headers: token ? { authorization: `Bearer ${token}` } : {} });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: res.status, body: body as ImportAnswerBody };
}
