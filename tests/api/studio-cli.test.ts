import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../cli/src/program';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { signInAs, type TestApi } from '../helpers/api-client';

/**
 * `cockpit studio export` writes a unit's studio changes as schema files, `cockpit validate
 * --overlays` checks them laid over the files, `cockpit studio import` brings them back (each
 * screen validated by the server): the round trip gives the same files.
 */
let ts: TestServer;
let admin: TestApi;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cockpit-studio-'));
const lines: string[] = [];
const io = { cwd: path.resolve(__dirname, '../..'), out: (l: string) => lines.push(l), err: (l: string) => lines.push(l) };
const cli = async (...args: string[]) => {
  lines.length = 0;
  const code = await runCli(args, io);
  return { code, output: lines.join('\n') };
};
const texts = (key: string, en: string) => ({ 'en-GB': { [key]: en }, 'da-DK': { [key]: `${en} da` }, 'nb-NO': { [key]: `${en} nb` } });

/** Every file under a folder with its text, by path. */
const filesOf = (root: string): Record<string, string> =>
  Object.fromEntries(
    (fs.readdirSync(root, { recursive: true }) as string[])
      .filter((f) => fs.statSync(path.join(root, f)).isFile())
      .sort()
      .map((f) => [f, fs.readFileSync(path.join(root, f), 'utf8')]),
  );

beforeAll(async () => {
  ts = await startTestServer();
  admin = await signInAs(ts.baseUrl, 'admin');
  Object.assign(process.env, { COCKPIT_URL: ts.baseUrl, COCKPIT_USER: 'admin', COCKPIT_PASSWORD: 'Admin1234' });
  // Demo's studio changes: a column and a menu icon on Stocks, and a new screen on the Material list.
  const stock = (await admin.get('/api/Studio/screens/Stock')).body.result;
  const grid = structuredClone(stock.grid);
  grid.columns.splice(1, 0, { field: 'materialId', label: 'Studio.Stock.columns.materialId', type: 'number', width: 110 });
  const saved = await admin.put('/api/Studio/screens/Stock', {
    grid,
    texts: { ...texts('Studio.Stock.columns.materialId', 'Material ID') },
    menu: { icon: 'inventory' },
    comment: 'Material ID',
    version: 0,
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const start = (await admin.get('/api/Studio/screens/ItemNames?list=Material')).body.result.grid;
  const created = await admin.put('/api/Studio/screens/ItemNames', {
    grid: { ...start, columns: [{ field: 'itemNo', label: 'Studio.ItemNames.columns.itemNo', type: 'text' }] },
    texts: {
      'en-GB': { 'Studio.ItemNames.title': 'Item names', 'Studio.ItemNames.columns.itemNo': 'Item' },
      'da-DK': { 'Studio.ItemNames.title': 'Varenavne', 'Studio.ItemNames.columns.itemNo': 'Vare' },
      'nb-NO': { 'Studio.ItemNames.title': 'Varenavn', 'Studio.ItemNames.columns.itemNo': 'Vare' },
    },
    menu: { icon: 'materials' },
    list: 'Material',
    comment: 'Item names',
    version: 0,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
});
afterAll(async () => {
  await ts?.close();
  fs.rmSync(dir, { recursive: true, force: true });
  for (const key of ['COCKPIT_URL', 'COCKPIT_USER', 'COCKPIT_PASSWORD']) delete process.env[key];
});

describe('cockpit studio export, validate --overlays, import', () => {
  const first = path.join(dir, 'first');
  const second = path.join(dir, 'second');

  it("exports the unit's screens, labels and menu as schema files", async () => {
    const { code, output } = await cli('studio', 'export', 'Demo', '--out', first);
    expect(code, output).toBe(0);
    expect(output).toContain('2 screens of Demo');
    const files = filesOf(first);
    expect(Object.keys(files)).toEqual([
      'grids/stocks.json',
      'grids/studio-item-names.json',
      'i18n/da-DK/Studio.json',
      'i18n/en-GB/Studio.json',
      'i18n/nb-NO/Studio.json',
      'menu.json',
      'studio.json',
    ]);
    expect(JSON.parse(files['grids/stocks.json']).columns[1].field).toBe('materialId');
    expect(JSON.parse(files['i18n/da-DK/Studio.json'])).toMatchObject({ 'ItemNames.title': 'Varenavne', 'Stock.columns.materialId': 'Material ID da' });
    expect(JSON.parse(files['studio.json']).screens).toEqual([
      { gridId: 'ItemNames', file: 'grids/studio-item-names.json', version: 1, created: true, list: 'Material', menu: { icon: 'materials' } },
      { gridId: 'Stock', file: 'grids/stocks.json', version: 1, created: false, menu: { icon: 'inventory' } },
    ]);
  });

  it('validates the exported folder laid over the files, and names a broken screen at its place', async () => {
    const ok = await cli('validate', '--overlays', first);
    expect(ok.code, ok.output).toBe(0);
    const broken = path.join(dir, 'broken');
    fs.cpSync(first, broken, { recursive: true });
    const stock = JSON.parse(fs.readFileSync(path.join(broken, 'grids/stocks.json'), 'utf8'));
    stock.columns[1].field = 'secretCost';
    fs.writeFileSync(path.join(broken, 'grids/stocks.json'), JSON.stringify(stock));
    const bad = await cli('validate', '--overlays', broken);
    expect(bad.code).toBe(1);
    expect(bad.output).toMatch(/grids\/stocks\.json#\/columns\/1\/field.*secretCost/);
    expect((await cli('validate', '--overlays', path.join(dir, 'nothing-here'))).output).toContain('no studio.json');
  });

  it('imports the folder back after a rollback, and the export is the same again', async () => {
    expect((await admin.post('/api/Studio/screens/Stock/rollback', { version: 0 })).status).toBe(200);
    expect((await admin.post('/api/Studio/screens/ItemNames/rollback', { version: 0 })).status).toBe(200);
    const imported = await cli('studio', 'import', first);
    expect(imported.code, imported.output).toBe(0);
    expect(imported.output).toContain('Stock: saved as version 3');
    expect(imported.output).toContain('ItemNames: saved as version 3');
    // Nothing changed since: a second import saves nothing.
    expect((await cli('studio', 'import', first)).output).toContain('Stock: unchanged (version 3)');

    expect((await cli('studio', 'export', 'Demo', '--out', second)).code).toBe(0);
    const a = filesOf(first);
    const b = filesOf(second);
    const screens = (files: Record<string, string>) => JSON.parse(files['studio.json']).screens.map((s: Record<string, unknown>) => ({ ...s, version: 0 }));
    expect(screens(b)).toEqual(screens(a));
    delete a['studio.json'];
    delete b['studio.json'];
    expect(b).toEqual(a);
  });

  it('refuses an import the server does not validate, and saves nothing of it', async () => {
    const broken = path.join(dir, 'broken');
    const before = (await admin.get('/api/Studio/screens/Stock')).body.result.version;
    const res = await cli('studio', 'import', broken);
    expect(res.code).toBe(1);
    expect(res.output).toMatch(/Stock: refused \(400: grids\/stocks\.json#\/columns\/1\/field/);
    expect((await admin.get('/api/Studio/screens/Stock')).body.result.version).toBe(before);
  });
});
