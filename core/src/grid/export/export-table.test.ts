import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import type { GridColumn } from '../schema-types';
import { buildExportTable, csvCell, toCsv, toXlsx } from './export-table';

const t = ((k: string) => k) as unknown as TFunction;
const format = { t, timestamps: { region: 'UTC', dateFormat: 'YYYY-MM-DD', timeFormat: 'HH:mm' }, numbers: { locale: 'en-GB' }, lookups: {} };
const columns = [
  { field: 'itemNo', label: 'M.itemNo', type: 'text' },
  { field: 'costPrice', label: 'M.costPrice', type: 'money' },
] as GridColumn[];
const rows = [
  { itemNo: 'A,1', costPrice: 1234.5 },
  { itemNo: 'He said "hi"', costPrice: null },
];

describe('export', () => {
  it('writes CSV with quoting and the grid text', () => {
    const csv = toCsv(buildExportTable(columns, rows, (c) => c.label, format));
    expect(csv).toBe('\uFEFFM.itemNo,M.costPrice\r\n"A,1","1,234.50"\r\n"He said ""hi""",\r\n');
  });
  it('writes cells that start like a formula as text (OWASP CSV injection)', () => {
    // Each starting character a spreadsheet program reads as a formula: quote prefixed, cell quoted.
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
    expect(csvCell("+1+cmd|' /C calc'!A0")).toBe("\"'+1+cmd|' /C calc'!A0\"");
    expect(csvCell('-2+3')).toBe('"\'-2+3"');
    expect(csvCell('@SUM(A1:A2)')).toBe('"\'@SUM(A1:A2)"');
    expect(csvCell('\t=1')).toBe('"\'\t=1"');
    expect(csvCell('\r=1')).toBe('"\'\r=1"');
    // Numbers as the grid formats them stay numbers; other text is as before.
    expect(csvCell('-1,234.50')).toBe('"-1,234.50"');
    expect(csvCell('-12')).toBe('-12');
    expect(csvCell('-5 %')).toBe('-5 %');
    expect(csvCell('a=b')).toBe('a=b');
    const csv = toCsv(buildExportTable(columns, [{ itemNo: '=1+1', costPrice: -3 }], (c) => c.label, format));
    expect(csv).toBe('\uFEFFM.itemNo,M.costPrice\r\n"\'=1+1",-3.00\r\n');
  });
  it('writes an xlsx workbook that reads back with numbers as numbers', async () => {
    const blob = await toXlsx(
      buildExportTable(columns, rows, (c) => c.label, format),
      'materials',
    );
    const XLSX = await import('xlsx');
    const book = XLSX.read(new Uint8Array(await blob.arrayBuffer()), { type: 'array' });
    const data = XLSX.utils.sheet_to_json<Record<string, unknown>>(book.Sheets.materials);
    expect(data[0]).toEqual({ 'M.itemNo': 'A,1', 'M.costPrice': 1234.5 });
  });
});
