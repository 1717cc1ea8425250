import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { useDemoServer } from '../helpers/demo-server';
import type { TestApi } from '../helpers/api-client';
import { importWorkbook, largeImportWorkbook, postWorkbook } from '../helpers/import-workbook';

const { ts, admin, north } = useDemoServer();

const count = async (sql: string, params: unknown[] = []) => (await ts.database.db.query<{ n: number }>(sql, params)).rows[0].n;
const demoBu = async () => (await ts.database.db.query<{ id: number }>("select id from business_units where name = 'Demo'")).rows[0].id;

/** A long import's status (GET /api/Command/transaction/status/{id}) once it is no longer Running. */
interface ImportStatus {
  state: string;
  result: { counts: Record<string, number> };
}

async function waitForEnd(api: TestApi, id: string): Promise<ImportStatus> {
  for (let i = 0; i < 600; i++) {
    const s = await api.get<{ result: ImportStatus }>(`/api/Command/transaction/status/${id}`);
    expect(s.status).toBe(200);
    if (s.body.result.state !== 'Running') return s.body.result;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the import did not end');
}

describe('the import template', () => {
  it('is a workbook with one sheet per kind, headers in row 1, and example rows that are refused until replaced', async () => {
    const res = await fetch(`${ts.baseUrl}/api/Seeding/excel/template`, { headers: { authorization: `Bearer ${admin.token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    const file = Buffer.from(await res.arrayBuffer());
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(file as unknown as ArrayBuffer);
    expect(wb.worksheets.map((w) => w.name)).toEqual(['Instructions', 'Suppliers', 'Locations', 'Materials', 'Stock']);
    expect(wb.getWorksheet('Stock')!.getRow(1).values).toEqual([undefined, 'Item number', 'Location name', 'Quantity', 'Batch', 'Expiry date']);
    const bu = await demoBu();
    // The template as downloaded: its example rows are refused, each named, and nothing is imported.
    const unedited = await postWorkbook(ts.baseUrl, admin.token, file);
    expect(unedited.status, JSON.stringify(unedited.body)).toBe(400);
    expect(unedited.body.details.errors.map((e: { sheet: string; row?: number; key?: string }) => [e.sheet, e.row, e.key])).toEqual([
      ['Suppliers', 2, 'templateExample'],
      ['Locations', 2, 'templateExample'],
      ['Materials', 2, 'templateExample'],
      ['Stock', 2, 'templateExample'],
    ]);
    expect(await count("select count(*)::int as n from materials where item_no = 'IMP-1001' and business_unit_id = $1", [bu])).toBe(0);
    // The same rows made the user's own import cleanly.
    const own: Record<string, string> = { 'Nordic Tools A/S': 'Own Tools A/S', 'IMP-1001': 'OWN-1001', 'IMP-01-01': 'OWN-01-01' };
    for (const ws of wb.worksheets) ws.getRow(2).eachCell((cell) => void (typeof cell.value === 'string' && own[cell.value] && (cell.value = own[cell.value])));
    const answer = await postWorkbook(ts.baseUrl, admin.token, Buffer.from(await wb.xlsx.writeBuffer()));
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.result.counts).toEqual({ suppliers: 1, locations: 1, materials: 1, stock: 1 });
    expect(await count("select count(*)::int as n from materials where item_no = 'OWN-1001' and business_unit_id = $1 and supplier_id is not null", [bu])).toBe(1);
  });

  it('needs a signed-in caller', async () => {
    expect((await fetch(`${ts.baseUrl}/api/Seeding/excel/template`)).status).toBe(401);
    expect((await postWorkbook(ts.baseUrl, undefined, await importWorkbook({ Materials: [['Item number', 'Name']] }))).status).toBe(401);
  });
});

describe('a workbook with errors', () => {
  it('lists every error by sheet, row and column and imports nothing', async () => {
    const before = await count('select count(*)::int as n from materials');
    const stockBefore = await count('select coalesce(sum(quantity), 0)::int as n from stocks');
    const file = await importWorkbook({
      Suppliers: [
        ['Supplier name', 'Average lead time', 'Status'],
        ['Err Supplier', -3, 'Sleeping'],
      ],
      Locations: [
        ['Location name', 'Location role'],
        ['ERR-L1', 'Nowhere'],
      ],
      Materials: [
        ['Item number', 'Name', 'Cost price', 'Has batch', 'Supplier name', 'Colour'],
        ['ERR-1', 'Good one', 12.5, 'No', null, null],
        ['ERR-2', null, 'cheap', 'maybe', 'Unknown Supplier', null],
        ['ERR-1', 'Twice', 1, 'No', null, null],
      ],
      Stock: [
        ['Item number', 'Location name', 'Quantity'],
        ['ERR-1', 'ERR-L1', 5],
        ['NO-SUCH', 'NO-LOCATION', 1.5],
      ],
    });
    const res = await postWorkbook(ts.baseUrl, admin.token, file);
    expect(res.status).toBe(400);
    const errors = res.body.details.errors as Array<{ sheet: string; row?: number; column?: string; message: string }>;
    const at = (sheet: string, row: number | undefined, column: string | undefined) => errors.find((e) => e.sheet === sheet && e.row === row && e.column === column)?.message;
    expect(at('Suppliers', 2, 'Average lead time')).toBe('Must be 0 or more');
    expect(at('Suppliers', 2, 'Status')).toBe('Must be one of: Active, Inactive');
    expect(at('Materials', 1, 'Colour')).toBe('Unknown column');
    expect(at('Materials', 3, 'Name')).toBe('A value is required');
    expect(at('Materials', 3, 'Cost price')).toBe('Must be a number');
    expect(at('Materials', 3, 'Has batch')).toBe('Must be Yes or No');
    expect(at('Stock', 3, 'Quantity')).toBe('Must be a whole number');
    expect(res.body.details.errorCount).toBe(errors.length);
    // Each error also carries its message key and parameters, for the console to translate (Import.errors.*).
    expect(errors.find((e) => e.sheet === 'Suppliers' && e.column === 'Status')).toMatchObject({ key: 'choice', params: { choices: 'Active, Inactive' } });
    expect(errors.find((e) => e.sheet === 'Materials' && e.row === 3 && e.column === 'Name')).toEqual({
      sheet: 'Materials',
      row: 3,
      column: 'Name',
      key: 'required',
      message: 'A value is required',
    });
    expect(res.body.details).toMatchObject({ key: 'workbookHasErrors', message: 'The workbook has errors: nothing was imported' });
    // The reference checks run once the cells are right: fix the cells, keep the references wrong.
    const refs = await importWorkbook({
      Locations: [
        ['Location name', 'Location role'],
        ['ERR-L1', 'Nowhere'],
      ],
      Materials: [
        ['Item number', 'Name', 'Supplier name'],
        ['ERR-1', 'Good one', null],
        ['ERR-2', 'Other', 'Unknown Supplier'],
        ['ERR-1', 'Twice', null],
      ],
      Stock: [
        ['Item number', 'Location name', 'Quantity'],
        ['NO-SUCH', 'NO-LOCATION', 1],
      ],
    });
    const res2 = await postWorkbook(ts.baseUrl, admin.token, refs);
    expect(res2.status).toBe(400);
    expect(res2.body.details.errors).toEqual(
      expect.arrayContaining([
        { sheet: 'Locations', row: 2, column: 'Location role', key: 'noLocationRole', params: { name: 'Nowhere' }, message: 'No location role named "Nowhere"' },
        { sheet: 'Materials', row: 3, column: 'Supplier name', key: 'noSupplier', params: { name: 'Unknown Supplier' }, message: 'No supplier named "Unknown Supplier"' },
        { sheet: 'Materials', row: 4, column: 'Item number', key: 'duplicate', params: { row: 2 }, message: 'Also on row 2' },
        { sheet: 'Stock', row: 2, column: 'Item number', key: 'noMaterial', params: { itemNo: 'NO-SUCH' }, message: 'No material with item number "NO-SUCH"' },
        { sheet: 'Stock', row: 2, column: 'Location name', key: 'noLocation', params: { name: 'NO-LOCATION' }, message: 'No location named "NO-LOCATION"' },
      ]),
    );
    expect(await count('select count(*)::int as n from materials')).toBe(before);
    expect(await count('select coalesce(sum(quantity), 0)::int as n from stocks')).toBe(stockBefore);
    expect(await count("select count(*)::int as n from locations where name = 'ERR-L1'")).toBe(0);
  });

  it('refuses what is not a workbook, a zip bomb and a non-multipart call with a 400', async () => {
    const written = async () => Promise.all(['suppliers', 'locations', 'materials', 'stocks', 'material_transactions'].map((t) => count(`select count(*)::int as n from ${t}`)));
    const before = await written();
    expect((await postWorkbook(ts.baseUrl, admin.token, Buffer.from('Item number;Name\nA;B\n'), 'a.csv')).status).toBe(400);
    const wb = new ExcelJS.Workbook();
    wb.addWorksheet('Materials').getCell('A1').value = '0'.repeat(1000);
    // A declared size past the limit (entry size patched in the central directory, as a bomb declares it).
    const file = Buffer.from(await wb.xlsx.writeBuffer());
    const eocd = file.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
    file.writeUInt32LE(0x7fffffff, file.readUInt32LE(eocd + 16) + 24);
    const bomb = await postWorkbook(ts.baseUrl, admin.token, file);
    expect(bomb.status).toBe(400);
    expect(bomb.body.message).toMatch(/too large when unpacked/);
    expect(bomb.body.details).toEqual({ key: 'tooLargeUnpacked' });
    expect((await admin.post('/api/Seeding/excel', { file: 'x' })).status).toBe(400);
    expect(await written()).toEqual(before);
  });
});

describe('a correct import', () => {
  it('writes suppliers, locations, materials and stock in the caller business unit, stock through the engine', async () => {
    const file = await importWorkbook({
      Suppliers: [
        ['Supplier name', 'Contact person'],
        ['Import Supplier One', 'Kim'],
      ],
      Locations: [
        ['Location name', 'Location role', 'Available for pick'],
        ['IMPT-A1', 'Pick', 'Yes'],
        ['IMPT-B1', 'Bulk', 'No'],
      ],
      Materials: [
        ['Item number', 'Name', 'Supplier name', 'Has batch'],
        ['IMPT-1', 'Imported bolt', 'Import Supplier One', 'No'],
        ['IMPT-2', 'Imported nut', null, 'Yes'],
      ],
      Stock: [
        ['Item number', 'Location name', 'Quantity', 'Batch'],
        ['IMPT-1', 'IMPT-A1', 10, null],
        ['IMPT-1', 'IMPT-A1', 5, null],
        ['IMPT-2', 'IMPT-B1', 7, 'B-77'],
      ],
    });
    const res = await postWorkbook(ts.baseUrl, admin.token, file);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.result.counts).toEqual({ suppliers: 1, locations: 2, materials: 2, stock: 3 });
    const bu = await demoBu();
    // Two rows at one place merge into one stock row (and one InitialStock transaction); the material's totals follow its stock.
    const grid = await admin.get('/api/Stock/description?materialItemNo=IMPT-&skip=0&take=10');
    expect(grid.status).toBe(200);
    const rows = grid.body.result.data as Array<{ materialItemNo: string; location: string; quantity: number; batch: string | null }>;
    expect(rows.map((r) => [r.materialItemNo, r.location, r.quantity, r.batch]).sort()).toEqual([
      ['IMPT-1', 'IMPT-A1', 15, null],
      ['IMPT-2', 'IMPT-B1', 7, 'B-77'],
    ]);
    expect(await count("select current_quantity::int as n from materials where item_no = 'IMPT-1' and business_unit_id = $1", [bu])).toBe(15);
    expect(
      await count(
        "select count(*)::int as n from material_transactions t join materials m on m.id = t.material_id where m.item_no like 'IMPT-%' and t.process_type = 'InitialStock'",
      ),
    ).toBe(2);
    // Another business unit sees none of it.
    const northGrid = await north.get('/api/Stock/description?materialItemNo=IMPT-&skip=0&take=10');
    expect(northGrid.body.result.totalCount).toBe(0);
  });

  it('updates records that exist (matched on the key), only in the columns the sheet has', async () => {
    const file = await importWorkbook({
      Materials: [
        ['Item number', 'Name'],
        ['IMPT-1', 'Imported bolt, renamed'],
      ],
    });
    const res = await postWorkbook(ts.baseUrl, admin.token, file);
    expect(res.status).toBe(200);
    const { rows } = await ts.database.db.query<{ name: string; supplier_id: number | null }>("select name, supplier_id from materials where item_no = 'IMPT-1'");
    expect(rows).toHaveLength(1);
    expect(rows[0].name).toBe('Imported bolt, renamed');
    expect(rows[0].supplier_id).not.toBeNull();
  });

  it('answers a large workbook with a transaction id and shows its progress until it completes', async () => {
    const file = await largeImportWorkbook('BIG', 3000);
    // However fast this machine imports it, the upload answers with the transaction id at once.
    ts.server.ctx.config.importAnswerWithinMs = 0;
    const res = await postWorkbook(ts.baseUrl, admin.token, file).finally(() => (ts.server.ctx.config.importAnswerWithinMs = undefined));
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    const id = res.body.result.transactionId as string;
    // Another business unit cannot follow it.
    expect((await north.get(`/api/Command/transaction/status/${id}`)).status).toBe(404);
    const end = await waitForEnd(admin, id);
    expect(end.state).toBe('Completed');
    expect(end.result.counts).toEqual({ suppliers: 0, locations: 3000, materials: 3000, stock: 3000 });
    expect(await count("select count(*)::int as n from stocks s join materials m on m.id = s.material_id where m.item_no like 'BIG-M%'")).toBe(3000);
    expect((await admin.get('/api/Command/transaction/status/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await admin.get('/api/Command/transaction/status/not-a-uuid')).status).toBe(400);
  });
});
