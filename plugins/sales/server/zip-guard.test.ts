import { deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { readZip, writeZip, zeroBomb } from '../../../tests/helpers/zip-craft';
import { zipProblem } from './zip-guard';

async function workbook(): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.addWorksheet('S').addRow(['A-1', 2]);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

describe('zipProblem', () => {
  it('lets an ordinary workbook through', async () => {
    expect(zipProblem(await workbook())).toBeUndefined();
  });

  it('refuses a sheet that inflates to 2 GB even when its headers claim 1 kB, without inflating it all', async () => {
    const entries = readZip(await workbook()).map((e) => (e.name === 'xl/worksheets/sheet1.xml' ? { ...e, method: 8, compressed: zeroBomb(2), size: 1000 } : e));
    const bomb = writeZip(entries);
    expect(bomb.length).toBeLessThan(5 * 1024 * 1024);
    const before = process.memoryUsage().rss;
    expect(zipProblem(bomb)).toBe('The workbook expands to more than the upload limit');
    expect(process.memoryUsage().rss - before).toBeLessThan(200 * 1024 * 1024);
  });

  it('refuses declared sizes over the limit at once, and a file that is no zip', () => {
    const honest = writeZip([{ name: 'x.xml', method: 8, crc: 0, compressed: deflateRawSync(Buffer.from('x')), size: 3_000_000_000 }]);
    expect(zipProblem(honest)).toBe('The workbook expands to more than the upload limit');
    expect(zipProblem(Buffer.from('PK\u0003\u0004 not really'))).toBe('The file is not a readable Excel workbook');
  });
});
