import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { zipProblem } from './zip-guard';

async function workbookWith(cell: string): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.addWorksheet('Materials').getCell('A1').value = cell;
  return Buffer.from(await wb.xlsx.writeBuffer());
}

const roomy = { maxEntries: 100, maxEntryBytes: 1_000_000, maxUncompressedBytes: 2_000_000 };

describe('zip guard', () => {
  it('accepts a workbook within the limits', async () => {
    expect(zipProblem(await workbookWith('Item number'), roomy)).toBeNull();
  });

  it('refuses an entry that unpacks past the limit, though the file is small', async () => {
    const bomb = await workbookWith('0'.repeat(200_000));
    expect(bomb.length).toBeLessThan(20_000);
    expect(zipProblem(bomb, { ...roomy, maxEntryBytes: 100_000 })?.message).toMatch(/too large when unpacked/);
  });

  it('refuses entries that together unpack past the limit', async () => {
    expect(zipProblem(await workbookWith('x'), { ...roomy, maxUncompressedBytes: 2000 })?.message).toMatch(/too large when unpacked/);
  });

  it('refuses too many entries', async () => {
    expect(zipProblem(await workbookWith('x'), { ...roomy, maxEntries: 3 })?.message).toMatch(/too many parts/);
  });

  it('refuses what is not a zip', () => {
    expect(zipProblem(Buffer.from('name,quantity\nA,1\n'), roomy)?.message).toMatch(/not an Excel workbook/);
    expect(zipProblem(Buffer.alloc(0), roomy)?.message).toMatch(/not an Excel workbook/);
  });
});
