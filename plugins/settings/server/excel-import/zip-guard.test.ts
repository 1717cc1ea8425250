import { describe, expect, it } from 'vitest';
import { readZip, writeZip, zeroBomb } from '../../../../tests/helpers/zip-craft';
import { inspectWorkbookZip, sheetNamesOf } from './zip-guard';
import ExcelJS from 'exceljs';

async function workbookWith(cell: string, sheet = 'Materials'): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.addWorksheet(sheet).getCell('A1').value = cell;
  return Buffer.from(await wb.xlsx.writeBuffer());
}

const roomy = { maxEntries: 100, maxEntryBytes: 1_000_000, maxUncompressedBytes: 2_000_000 };
const problemOf = async (file: Buffer, limits = roomy) => {
  const inspection = await inspectWorkbookZip(file, limits);
  return inspection.ok ? null : inspection.problem.message;
};

describe('zip guard', () => {
  it('accepts a workbook within the limits and names its sheets', async () => {
    expect(await inspectWorkbookZip(await workbookWith('Item number', 'Stock & more'), roomy)).toEqual({ ok: true, sheetNames: ['Stock & more'] });
  });

  it('refuses an entry that unpacks past the limit, though the file is small', async () => {
    const bomb = await workbookWith('0'.repeat(200_000));
    expect(bomb.length).toBeLessThan(20_000);
    expect(await problemOf(bomb, { ...roomy, maxEntryBytes: 100_000 })).toMatch(/too large when unpacked/);
  });

  it('counts the bytes that really come out, not the sizes the archive declares', async () => {
    const honest = await workbookWith('x');
    // A sheet part of 1 GB of zeros that declares 1 KB, in about 1 MB.
    const lying = writeZip(readZip(honest).map((e) => (e.name === 'xl/worksheets/sheet1.xml' ? { ...e, compressed: zeroBomb(1), size: 1000 } : e)));
    expect(lying.length).toBeLessThan(2_000_000);
    const t0 = performance.now();
    expect(await problemOf(lying)).toMatch(/too large when unpacked/);
    // It stops at the limit instead of inflating the gigabyte.
    expect(performance.now() - t0).toBeLessThan(2000);
  });

  it('refuses entries that together unpack past the limit', async () => {
    expect(await problemOf(await workbookWith('x'), { ...roomy, maxUncompressedBytes: 2000 })).toMatch(/too large when unpacked/);
  });

  it('refuses too many entries', async () => {
    expect(await problemOf(await workbookWith('x'), { ...roomy, maxEntries: 3 })).toMatch(/too many parts/);
  });

  it('refuses what is not a zip, or a zip without a workbook part', async () => {
    expect(await problemOf(Buffer.from('name,quantity\nA,1\n'))).toMatch(/not an Excel workbook/);
    expect(await problemOf(Buffer.alloc(0))).toMatch(/not an Excel workbook/);
    const noWorkbook = writeZip(readZip(await workbookWith('x')).filter((e) => e.name !== 'xl/workbook.xml'));
    expect(await problemOf(noWorkbook)).toMatch(/not an Excel workbook/);
  });

  it('reads sheet names with entities and prefixes', () => {
    expect(sheetNamesOf('<x:sheets><x:sheet name="A &amp; B" sheetId="1"/><sheet sheetId="2" name=\'Stock\'/></x:sheets>')).toEqual(['A & B', 'Stock']);
  });
});
