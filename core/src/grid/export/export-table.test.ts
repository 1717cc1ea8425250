import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import type { GridColumn } from '../schema-types';
import { buildExportTable, toCsv, toXlsx } from './export-table';

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
