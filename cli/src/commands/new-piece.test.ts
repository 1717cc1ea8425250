import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { repoRoot, tempProject, type TempProject } from '../testing/temp-project';

const run = promisify(execFile);
let project: TempProject | undefined;
afterEach(() => project?.remove(), 60_000);

/** Runs a command line in the temporary project as the shell would (each command its own process); answers its exit code and output. */
async function shell(p: TempProject, file: string, args: string[], timeout = 300_000): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await run(file, args, { cwd: p.root, timeout });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const e = error as { code?: number; stdout?: string; stderr?: string };
    return { code: typeof e.code === 'number' ? e.code : 1, output: `${e.stdout ?? ''}${e.stderr ?? ''}` };
  }
}
const cockpit = (p: TempProject, ...args: string[]) => shell(p, process.execPath, ['--import', 'tsx', path.join(repoRoot, 'cli/src/main.ts'), ...args]);
const tool = (p: TempProject, bin: string, args: string[]) => shell(p, path.join(repoRoot, 'node_modules/.bin', bin), args, 400_000);

/** Every file of the project but node_modules and links, with its content. */
function snapshot(root: string, skip: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true })) {
    const file = path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
    if (entry.isFile() && !file.startsWith('node_modules/') && !file.startsWith(skip)) files.set(file, fs.readFileSync(path.join(root, file), 'utf8'));
  }
  return files;
}

// The pieces on a real server: the widget's figure and the row action answer per business unit, the KPI's SQL runs.
const piecesApiTest = `import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signInAs } from '../../../../tests/helpers/api-client';
import { startTestServer, type TestServer } from '../../../../tests/helpers/test-server';

let ts: TestServer;
beforeAll(async () => {
  ts = await startTestServer({ scale: 0, config: { logLevel: 'silent', pluginsDir: fileURLToPath(new URL('../../..', import.meta.url)) } });
}, 180_000);
afterAll(() => ts?.close(), 60_000);

it('serves the pieces', { timeout: 60_000 }, async () => {
  const db = ts.server.ctx.db;
  const ids: Record<string, number> = {};
  for (const unit of ['Demo', 'North']) {
    const { rows } = await db.query<{ id: number }>('insert into stock_tools (business_unit_id, name) select id, $2 from business_units where name = $1 returning id', [unit, unit]);
    ids[unit] = rows[0].id;
  }
  const admin = await signInAs(ts.baseUrl, 'admin');
  const figure = await admin.get<{ result: { value: number; total: number } }>('/api/StockToolsLowStock/figure');
  expect([figure.status, typeof figure.body.result.value, typeof figure.body.result.total]).toEqual([200, 'number', 'number']);
  expect((await admin.post('/api/StockToolsArchive/run', { ids: [ids.North] })).status).toBe(404);
  expect((await admin.post('/api/StockToolsArchive/run', { ids: [ids.Demo] })).body.result).toBe(1);
  expect((await admin.post('/api/StockToolsArchive/run', { ids: [ids.Demo] })).body.result).toBe(0);
  const { rows } = await db.query<{ archive_at: Date | null }>('select archive_at from stock_tools where id = any($1::int[]) order by id', [[ids.Demo, ids.North]]);
  expect(rows.map((r) => r.archive_at !== null)).toEqual([true, false]);
  const sql = fs.readFileSync(new URL('../../server/shortage.sql', import.meta.url), 'utf8');
  expect((await db.query<{ value: number }>(sql, [1])).rows[0].value).toBeTypeOf('number');
});
`;

describe('cockpit new widget|kpi|action|page', () => {
  it('adds each piece inside the plugin folder only; the result is formatted, lint-clean, typed, valid and its tests pass', { timeout: 900_000 }, async () => {
    project = tempProject({ nodeModules: true, packages: true, tooling: true });
    const p = project;
    expect(await p.run('new', 'plugin', 'stockTools')).toBe(0);
    const dir = 'plugins/stock-tools/';
    const before = snapshot(p.root, dir);
    const pluginBefore = new Set(snapshot(path.join(p.root, dir), '\0').keys());

    for (const args of [
      ['widget', 'stockTools', 'lowStock'],
      ['kpi', 'stockTools', 'shortage'],
      ['action', 'stock-tools', 'archive'],
      ['page', 'stockTools', 'overview'],
    ]) {
      const result = await cockpit(p, 'new', ...args);
      expect(result, result.output).toMatchObject({ code: 0 });
    }

    // Nothing outside the plugin's folder changed.
    const after = snapshot(p.root, dir);
    expect([...new Set([...before.keys(), ...after.keys()])].filter((f) => before.get(f) !== after.get(f))).toEqual([]);
    const added = [...snapshot(path.join(p.root, dir), '\0').keys()].filter((f) => !pluginBefore.has(f)).sort();
    expect(added).toEqual([
      'schemas/i18n/da-DK/StockToolsArchive.json',
      'schemas/i18n/da-DK/StockToolsLowStock.json',
      'schemas/i18n/da-DK/StockToolsOverview.json',
      'schemas/i18n/da-DK/StockToolsShortage.json',
      'schemas/i18n/en-GB/StockToolsArchive.json',
      'schemas/i18n/en-GB/StockToolsLowStock.json',
      'schemas/i18n/en-GB/StockToolsOverview.json',
      'schemas/i18n/en-GB/StockToolsShortage.json',
      'schemas/i18n/nb-NO/StockToolsArchive.json',
      'schemas/i18n/nb-NO/StockToolsLowStock.json',
      'schemas/i18n/nb-NO/StockToolsOverview.json',
      'schemas/i18n/nb-NO/StockToolsShortage.json',
      'server/archive-action.ts',
      'server/low-stock-widget.ts',
      expect.stringMatching(/^server\/migrations\/\d{3}_stock_tools_archive\.sql$/),
      'server/shortage.sql',
      'src/LowStockWidget.tsx',
      'src/OverviewPage.tsx',
      'src/ShortageKpi.tsx',
      'src/archive.ts',
    ]);
    const manifest = p.readJson(`${dir}plugin.json`);
    expect(manifest).toMatchObject({
      pages: [{ path: 'stock-tools-page' }, { path: 'stock-tools-overview', title: 'StockToolsOverview.title' }],
      widgets: [{ type: 'StockToolsOpen' }, { type: 'StockToolsLowStock', title: 'StockToolsLowStock.title' }],
      kpiTemplates: ['StockToolsOpen', 'StockToolsShortage'],
      kpiFigures: [{ name: 'StockToolsOpen' }, { name: 'StockToolsShortage', sql: 'server/shortage.sql' }],
      actions: ['markDone', 'archive'],
    });
    expect(p.readJson(`${dir}schemas/grids/stock-tools.json`).actions[1]).toEqual({
      id: 'archive',
      label: 'StockToolsArchive.label',
      selection: 'many',
      permission: 'data/stock_tools_archive',
      handler: 'stockTools.archive',
    });
    expect(p.readJson(`${dir}schemas/permissions.json`).data).toEqual({ stock_tools_mark_done: 'all', stock_tools_archive: 'all' });
    expect(p.readJson(`${dir}schemas/menu.json`).items.map((i: { path: string }) => i.path)).toEqual(['stock-tools', 'stock-tools-overview']);
    expect(Object.keys(p.readJson(`${dir}schemas/api-paths/stock-tools.json`).paths)).toEqual(
      expect.arrayContaining(['StockTools.list', 'StockToolsLowStock.figure', 'StockToolsArchive.run']),
    );

    // Refused: a name taken, a plugin that does not exist, a table the plugin has not; nothing is written then.
    const untouched = snapshot(p.root, 'node_modules/');
    expect(await cockpit(p, 'new', 'page', 'stockTools', 'overview')).toMatchObject({
      code: 1,
      output: expect.stringContaining('The page name "overview" is taken in plugin stockTools'),
    });
    expect(await cockpit(p, 'new', 'kpi', 'stockTools', 'shortage')).toMatchObject({ code: 1, output: expect.stringContaining('The kpi name "shortage" is taken') });
    expect(await cockpit(p, 'new', 'widget', 'noSuch', 'figure')).toMatchObject({ code: 1, output: expect.stringContaining('There is no plugin "noSuch"') });
    expect(await cockpit(p, 'new', 'action', 'stockTools', 'close', '--table', 'orders')).toMatchObject({ code: 1, output: expect.stringContaining('creates no table "orders"') });
    expect(await cockpit(p, 'new', 'widget', 'stockTools', 'Low-stock')).toMatchObject({ code: 1, output: expect.stringContaining('is not a widget name') });
    expect(snapshot(p.root, 'node_modules/')).toEqual(untouched);

    // Formatted, lint-clean, typed; and its tests pass on a real server.
    const files = [...snapshot(path.join(p.root, dir), '\0').keys()].map((f) => `${dir}${f}`);
    const format = await tool(p, 'prettier', ['--check', '--ignore-unknown', ...files]);
    expect(format, format.output).toMatchObject({ code: 0 });
    const lint = await tool(p, 'eslint', ['--max-warnings=0', ...files.filter((f) => /\.(ts|tsx)$/.test(f))]);
    expect(lint, lint.output).toMatchObject({ code: 0 });
    fs.symlinkSync(path.join(repoRoot, 'tests'), path.join(p.root, 'tests'));
    const options = JSON.parse(fs.readFileSync(path.join(repoRoot, 'tsconfig.json'), 'utf8')).compilerOptions;
    const include = ['plugins/*/src', 'plugins/*/routes.ts', 'plugins/*/server', 'plugins/*/tests', 'apps/console/src/plugins.ts', `${repoRoot}/plugins/*/src/**/*.d.ts`];
    p.writeJson('tsconfig.json', { compilerOptions: options, include });
    const typecheck = await tool(p, 'tsc', ['-p', 'tsconfig.json', '--noEmit']);
    expect(typecheck, typecheck.output).toMatchObject({ code: 0 });
    fs.writeFileSync(path.join(p.root, dir, 'tests/api/pieces.test.ts'), piecesApiTest);
    const test = await tool(p, 'vitest', ['run', '--root', p.root, '--exclude', '**/*.spec.ts', dir]);
    expect(test, test.output).toMatchObject({ code: 0 });
    expect(test.output).toMatch(/6 passed/);
  });
});
