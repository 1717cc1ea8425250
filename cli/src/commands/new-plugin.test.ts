import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { repoRoot, tempProject, type TempProject } from '../testing/temp-project';

const run = promisify(execFile);
let project: TempProject | undefined;
afterEach(() => project?.remove(), 60_000);

/** Runs a tool of the repository in the temporary project; answers its exit code and output. */
async function tool(p: TempProject, bin: string, args: string[], timeout = 300_000): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await run(path.join(repoRoot, 'node_modules/.bin', bin), args, { cwd: p.root, timeout });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const e = error as { code?: number; stdout?: string; stderr?: string };
    return { code: typeof e.code === 'number' ? e.code : 1, output: `${e.stdout ?? ''}${e.stderr ?? ''}` };
  }
}

/** Every file under `dir`, relative to it, sorted. */
function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
}

describe('cockpit new plugin', () => {
  it('writes both halves in the plugin folder, and outside it only the two lists of plugins and the workspace records', { timeout: 600_000 }, async () => {
    project = tempProject({ nodeModules: true, packages: true, tooling: true });
    expect(await project.run('new', 'plugin', 'stockTools')).toBe(0);
    expect(project.err).toEqual([]);

    const dir = path.join(project.root, 'plugins/stock-tools');
    expect(filesUnder(dir)).toEqual([
      'package.json',
      'plugin.json',
      'routes.ts',
      'schemas/api-paths/stock-tools.json',
      'schemas/grids/stock-tools.json',
      'schemas/i18n/da-DK/StockTools.json',
      'schemas/i18n/en-GB/StockTools.json',
      'schemas/i18n/nb-NO/StockTools.json',
      'schemas/lists/StockTools.json',
      'schemas/menu.json',
      'schemas/permissions.json',
      'server/index.ts',
      'server/list-view.ts',
      expect.stringMatching(/^server\/migrations\/\d{3}_stock_tools\.sql$/),
      'server/open-items.sql',
      'src/StockToolsKpi.tsx',
      'src/StockToolsPage.tsx',
      'src/StockToolsWidget.tsx',
      'src/index.test.ts',
      'src/index.ts',
      'src/mark-done.ts',
      'tests/api/stock-tools.test.ts',
      'tests/stock-tools.spec.ts',
    ]);
    // Its migration runs after every migration the host and the plugins had.
    const numbers = [
      ...filesUnder(path.join(repoRoot, 'apps/server/migrations')),
      ...filesUnder(path.join(repoRoot, 'plugins')).filter((f) => f.includes('/server/migrations/')),
    ].map((f) => Number(/(\d+)_[^/]+$/.exec(f)?.[1]));
    expect(filesUnder(dir).find((f) => f.startsWith('server/migrations/'))).toBe(`server/migrations/${String(Math.max(...numbers) + 1).padStart(3, '0')}_stock_tools.sql`);
    expect(project.readJson('plugins/stock-tools/plugin.json')).toMatchObject({
      name: 'stockTools',
      kpiFigures: [{ name: 'StockToolsOpen', sql: 'server/open-items.sql' }],
      actions: ['markDone'],
    });
    expect(project.readJson('plugins/stock-tools/schemas/permissions.json').data).toEqual({ stock_tools_mark_done: 'all' });
    expect(project.readJson('plugins/stock-tools/schemas/menu.json').items).toEqual([
      // After every entry, with an icon the console draws that no other entry uses (core/src/shell/menu-icons.test.ts).
      {
        routeName: 'stock-tools',
        path: 'stock-tools',
        displayName: 'StockTools.title',
        icon: 'key',
        order: Math.max(...project.readJson('schemas/menu.json').items.map((i: { order: number }) => i.order)) + 1,
      },
    ]);

    // Outside its folder: one line in each list of plugins, and the workspace as npm install records it.
    const written = project.out.filter((l) => l.startsWith('wrote ')).map((l) => l.slice('wrote '.length));
    expect(written.filter((f) => !f.startsWith('plugins/stock-tools/')).sort()).toEqual([
      'apps/console/package.json',
      'apps/console/src/plugins.ts',
      'package-lock.json',
      'plugins/server-plugins.json',
    ]);
    const entries = (dir: string) => (fs.existsSync(dir) ? fs.readdirSync(dir) : []);
    for (const sub of ['grids', 'i18n/en-GB', 'api-paths', 'lists']) expect(entries(path.join(project.schemasDir, sub)), sub).toEqual(entries(path.join(repoRoot, 'schemas', sub)));
    expect(fs.readFileSync(path.join(project.schemasDir, 'menu.json'), 'utf8')).toBe(fs.readFileSync(path.join(repoRoot, 'schemas/menu.json'), 'utf8'));
    expect(project.readJson('plugins/server-plugins.json').stockTools).toBe('stock-tools');
    const lock = project.readJson('package-lock.json');
    expect(lock.packages['plugins/stock-tools']).toMatchObject({ name: '@cockpit/plugin-stock-tools', version: '0.1.0' });
    expect(lock.packages['node_modules/@cockpit/plugin-stock-tools']).toEqual({ resolved: 'plugins/stock-tools', link: true });
    expect(Object.keys(lock.packages)).toEqual(Object.keys(lock.packages).sort((a: string, b: string) => a.localeCompare(b, 'en')));
    // The one list of plugins has its line; the console's list is written from it.
    // (The temporary project's list starts empty: its other plugins are manifests and schemas only.)
    const list = fs.readFileSync(path.join(project.root, 'apps/console/src/plugins.ts'), 'utf8');
    expect(list).toContain("import { stockToolsPlugin } from '@cockpit/plugin-stock-tools';");
    expect(list).toMatch(/export const plugins: PluginDefinition\[\] = \[stockToolsPlugin\];/);
    expect(project.readJson('plugins/server-plugins.json')).toEqual({ stockTools: 'stock-tools' });
    expect(fs.realpathSync(path.join(project.root, 'node_modules/@cockpit/plugin-stock-tools'))).toBe(fs.realpathSync(dir));
    // The link was made in the temporary project, never in the repository's node_modules.
    expect(fs.existsSync(path.join(repoRoot, 'node_modules/@cockpit/plugin-stock-tools'))).toBe(false);

    // The README's test command stays green: format, lint, types, and its own tests (unit and API, on a real server).
    const format = await tool(project, 'prettier', ['--check', '--ignore-unknown', ...written]);
    expect(format, format.output).toMatchObject({ code: 0 });
    const lint = await tool(project, 'eslint', ['--max-warnings=0', ...written.filter((f) => /\.(ts|tsx)$/.test(f))]);
    expect(lint, lint.output).toMatchObject({ code: 0 });
    fs.symlinkSync(path.join(repoRoot, 'tests'), path.join(project.root, 'tests'));
    const options = JSON.parse(fs.readFileSync(path.join(repoRoot, 'tsconfig.json'), 'utf8')).compilerOptions;
    // The repository's plugins come in through the list; their module declarations with them.
    const include = ['plugins/*/src', 'plugins/*/routes.ts', 'plugins/*/server', 'plugins/*/tests', 'apps/console/src/plugins.ts', `${repoRoot}/plugins/*/src/**/*.d.ts`];
    project.writeJson('tsconfig.json', { compilerOptions: options, include });
    const typecheck = await tool(project, 'tsc', ['-p', 'tsconfig.json', '--noEmit']);
    expect(typecheck, typecheck.output).toMatchObject({ code: 0 });
    // Its browser test (tests/*.spec.ts) is Playwright's, run by the README's test command on the built console.
    const test = await tool(project, 'vitest', ['run', '--root', project.root, '--exclude', '**/*.spec.ts', 'plugins/stock-tools'], 400_000);
    expect(test, test.output).toMatchObject({ code: 0 });
    expect(test.output).toMatch(/5 passed/);
  });

  it('refuses a name that is not camelCase and a plugin that exists', async () => {
    project = tempProject();
    expect(await project.run('new', 'plugin', 'stock-tools')).toBe(1);
    fs.mkdirSync(path.join(project.root, 'plugins/stock-tools'), { recursive: true });
    expect(await project.run('new', 'plugin', 'stockTools')).toBe(1);
    expect(project.err).toEqual([
      'cockpit: "stock-tools" is not a plugin name: use camelCase letters and digits, e.g. salesOrders.',
      'cockpit: plugins/stock-tools exists already.',
    ]);
  });
});
