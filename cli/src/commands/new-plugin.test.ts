import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { repoRoot, tempProject, type TempProject } from '../testing/temp-project';

const run = promisify(execFile);
let project: TempProject | undefined;
afterEach(() => project?.remove());

/** Runs a tool of the repository in the temporary project; answers its exit code and output. */
async function tool(p: TempProject, bin: string, args: string[]): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await run(path.join(repoRoot, 'node_modules/.bin', bin), args, { cwd: p.root, timeout: 90_000 });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const e = error as { code?: number; stdout?: string; stderr?: string };
    return { code: typeof e.code === 'number' ? e.code : 1, output: `${e.stdout ?? ''}${e.stderr ?? ''}` };
  }
}

describe('cockpit new plugin', () => {
  it('scaffolds a workspace that validates, type-checks and passes its own test at once', { timeout: 180_000 }, async () => {
    project = tempProject({ nodeModules: true, packages: true });
    expect(await project.run('new', 'plugin', 'stockTools')).toBe(0);
    expect(project.err).toEqual([]);

    const dir = path.join(project.root, 'plugins/stock-tools');
    expect(fs.readdirSync(dir).sort()).toEqual(['package.json', 'plugin.json', 'src']);
    expect(fs.readdirSync(path.join(dir, 'src')).sort()).toEqual(['StockToolsPage.tsx', 'index.test.ts', 'index.ts']);
    expect(project.readJson('plugins/stock-tools/package.json')).toMatchObject({ name: '@cockpit/plugin-stock-tools', exports: { '.': './src/index.ts' } });
    expect(project.readJson('plugins/stock-tools/plugin.json')).toMatchObject({
      name: 'stockTools',
      pages: [{ path: 'stock-tools-page', title: 'StockTools.title' }],
      translationGroups: ['StockTools'],
    });
    expect(project.readJson('schemas/i18n/nb-NO/StockTools.json')).toMatchObject({ title: 'Stock tools' });
    // Its page in the left menu, labelled in every language.
    const menu = project.readJson('schemas/menu.json');
    expect(menu.items.at(-1)).toEqual({
      routeName: 'stock-tools',
      path: 'stock-tools-page',
      displayName: 'Menu.stock-tools',
      // An icon the console draws that no other entry uses (core/src/shell/menu-icons.test.ts).
      icon: 'key',
      order: Math.max(...menu.items.slice(0, -1).map((i: { order: number }) => i.order)) + 1,
    });
    for (const language of ['en-GB', 'da-DK', 'nb-NO']) expect(project.readJson(`schemas/i18n/${language}/Menu.json`)['stock-tools']).toBe('Stock tools');
    // The workspace recorded as npm install records it.
    const lock = project.readJson('package-lock.json');
    expect(lock.packages['plugins/stock-tools']).toEqual({
      name: '@cockpit/plugin-stock-tools',
      version: '0.1.0',
      // What the scaffolded code imports (tests/unit/declared-dependencies.test.ts).
      dependencies: { '@cockpit/core': '*', react: '^19.3.1', 'react-i18next': '^17.1.12' },
    });
    expect(lock.packages['node_modules/@cockpit/plugin-stock-tools']).toEqual({ resolved: 'plugins/stock-tools', link: true });
    expect(lock.packages['apps/console'].dependencies['@cockpit/plugin-stock-tools']).toBe('*');
    expect(Object.keys(lock.packages)).toEqual(Object.keys(lock.packages).sort((a: string, b: string) => a.localeCompare(b, 'en')));
    expect(project.readJson('apps/console/package.json').dependencies['@cockpit/plugin-stock-tools']).toBe('*');
    const list = fs.readFileSync(path.join(project.root, 'apps/console/src/plugins.ts'), 'utf8');
    expect(list).toContain("import { stockToolsPlugin } from '@cockpit/plugin-stock-tools';");
    expect(list).toContain('export const plugins: PluginDefinition[] = [stockToolsPlugin];');
    expect(fs.realpathSync(path.join(project.root, 'node_modules/@cockpit/plugin-stock-tools'))).toBe(fs.realpathSync(dir));
    // The link was made in the temporary project, never in the repository's node_modules.
    expect(fs.existsSync(path.join(repoRoot, 'node_modules/@cockpit/plugin-stock-tools'))).toBe(false);

    // The console's list and the plugin type-check with the repository's compiler options.
    const options = JSON.parse(fs.readFileSync(path.join(repoRoot, 'tsconfig.json'), 'utf8')).compilerOptions;
    project.writeJson('tsconfig.json', { compilerOptions: options, include: ['plugins/*/src', 'apps/console/src/plugins.ts'] });
    const typecheck = await tool(project, 'tsc', ['-p', 'tsconfig.json', '--noEmit']);
    expect(typecheck, typecheck.output).toMatchObject({ code: 0 });

    const test = await tool(project, 'vitest', ['run', '--root', project.root, 'plugins/stock-tools']);
    expect(test, test.output).toMatchObject({ code: 0 });
    expect(test.output).toMatch(/2 passed/);
  });

  it("leaves the README's test command green: what it wrote passes prettier --check, eslint and tsc beside the repository's plugins", { timeout: 240_000 }, async () => {
    project = tempProject({ nodeModules: true, packages: true, tooling: true });
    expect(await project.run('new', 'plugin', 'stockTools')).toBe(0);
    // Every file it wrote or changed, schemas and lock file included (.prettierignore decides for those).
    const written = project.out.filter((l) => l.startsWith('wrote ')).map((l) => l.slice('wrote '.length));
    expect(written).toContain('apps/console/src/plugins.ts');
    const list = fs.readFileSync(path.join(project.root, 'apps/console/src/plugins.ts'), 'utf8');
    // Added to the repository's list, after the plugins it held.
    expect(list).toMatch(/settingsPlugin,\s+stockToolsPlugin,?\s*\]/);

    const format = await tool(project, 'prettier', ['--check', ...written]);
    expect(format, format.output).toMatchObject({ code: 0 });
    const code = written.filter((f) => /\.(ts|tsx)$/.test(f));
    const lint = await tool(project, 'eslint', ['--max-warnings=0', ...code]);
    expect(lint, lint.output).toMatchObject({ code: 0 });
    const options = JSON.parse(fs.readFileSync(path.join(repoRoot, 'tsconfig.json'), 'utf8')).compilerOptions;
    // The repository's plugins come in through the list; their module declarations with them.
    const declarations = `${repoRoot}/plugins/*/src/**/*.d.ts`;
    project.writeJson('tsconfig.json', { compilerOptions: options, include: ['plugins/*/src', 'apps/console/src/plugins.ts', declarations] });
    const typecheck = await tool(project, 'tsc', ['-p', 'tsconfig.json', '--noEmit']);
    expect(typecheck, typecheck.output).toMatchObject({ code: 0 });
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
