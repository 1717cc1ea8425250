import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { loadPluginRoutes, mergeRouteAreas } from '@cockpit/contracts/plugin-routes';
import { validateSchemaFolder } from '@cockpit/core/schema/node';
import { repoRoot, tempProject, type TempProject } from '../testing/temp-project';

const run = promisify(execFile);
const guideFile = path.join(repoRoot, 'docs/guides/write-a-plugin.md');

/** A fenced block of the guide: its info string (```ts file=plugins/x/src/index.ts) and its text. */
export interface GuideBlock {
  lang: string;
  file?: string;
  replay: boolean;
  text: string;
}

/** The guide's fenced code blocks in order; only those with file=... or `replay` are replayed. */
export function guideBlocks(markdown: string): GuideBlock[] {
  const blocks: GuideBlock[] = [];
  for (const m of markdown.matchAll(/^```([^\n]*)\n([\s\S]*?)^```\s*$/gm)) {
    const [lang = '', ...words] = m[1].trim().split(/\s+/);
    const file = words.find((w) => w.startsWith('file='))?.slice('file='.length);
    blocks.push({ lang, file, replay: words.includes('replay'), text: m[2] });
  }
  return blocks;
}

/** Every file of the project but node_modules, with its content: what changed, whoever changed it. */
function snapshot(root: string): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (relative: string) => {
    for (const entry of fs.readdirSync(path.join(root, relative), { withFileTypes: true })) {
      const child = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isSymbolicLink() || entry.name === 'node_modules') continue;
      if (entry.isDirectory()) walk(child);
      else files.set(child, fs.readFileSync(path.join(root, child), 'utf8'));
    }
  };
  walk('');
  return files;
}

let project: TempProject | undefined;
afterEach(() => project?.remove(), 60_000);

async function tool(p: TempProject, bin: string, args: string[]): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await run(path.join(repoRoot, 'node_modules/.bin', bin), args, { cwd: p.root, timeout: 300_000 });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const e = error as { code?: number; stdout?: string; stderr?: string };
    return { code: typeof e.code === 'number' ? e.code : 1, output: `${e.stdout ?? ''}${e.stderr ?? ''}` };
  }
}

/** `npm run cockpit -- <args>` in the project. */
async function command(p: TempProject, args: string[]): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'cli/src/main.ts'), ...args], { cwd: p.root, timeout: 300_000 });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const e = error as { code?: number; stdout?: string; stderr?: string };
    return { code: typeof e.code === 'number' ? e.code : 1, output: `${e.stdout ?? ''}${e.stderr ?? ''}` };
  }
}

describe('docs/guides/write-a-plugin.md', () => {
  it('reads its code blocks: the commands and the files', () => {
    const blocks = guideBlocks(fs.readFileSync(guideFile, 'utf8'));
    expect(blocks.filter((b) => b.replay).flatMap((b) => b.text.trim().split('\n'))).toEqual([
      'npm run cockpit -- new plugin stockTools',
      'npm run cockpit -- gen plugins',
      'npm run cockpit -- new widget stockTools shelfCount',
      'npm run cockpit -- new kpi stockTools shortage',
      'npm run cockpit -- new action stockTools archive',
      'npm run cockpit -- new page stockTools overview',
    ]);
    // The reader adds a KPI of the plugin's own: its figure, its tile, its declarations in both halves' code, its texts and its test.
    expect(blocks.filter((b) => b.file).map((b) => b.file)).toEqual(
      expect.arrayContaining([
        'plugins/stock-tools/server/low-stock.sql',
        'plugins/stock-tools/src/LowStockKpi.tsx',
        'plugins/stock-tools/server/index.ts',
        'plugins/stock-tools/src/low-stock.test.ts',
      ]),
    );
  });

  it('replays on a copy of the project: the plugin type-checks, validates and passes its tests', { timeout: 900_000 }, async () => {
    project = tempProject({ nodeModules: true, packages: true, tooling: true });
    const p = project;
    const before = snapshot(p.root);
    const written: string[] = [];
    for (const block of guideBlocks(fs.readFileSync(guideFile, 'utf8'))) {
      if (block.replay) {
        for (const line of block.text.split('\n').filter((l) => l.trim())) {
          const args = /^npm run cockpit -- (.+)$/.exec(line.trim())?.[1].split(/\s+/);
          if (!args) throw new Error(`The guide runs a command the replay does not know: ${line}`);
          // Each command in a process of its own, as the reader runs it (a process imports routes.ts once).
          const result = await command(p, args);
          expect(result, `${line}\n${result.output}`).toMatchObject({ code: 0 });
        }
      } else if (block.file) {
        fs.mkdirSync(path.dirname(path.join(p.root, block.file)), { recursive: true });
        fs.writeFileSync(path.join(p.root, block.file), block.text);
        written.push(block.file);
      }
    }

    // What the guide has the reader write is formatted and passes the lint as it stands
    // (Prettier's ignore file decides for the schemas; SQL has no formatter here).
    const formatted = written.filter((f) => /\.(ts|tsx|json)$/.test(f) && !f.startsWith('schemas/'));
    const format = await tool(p, 'prettier', ['--check', ...formatted]);
    expect(format, format.output).toMatchObject({ code: 0 });
    const lint = await tool(p, 'eslint', ['--max-warnings=0', ...written.filter((f) => /\.(ts|tsx)$/.test(f))]);
    expect(lint, lint.output).toMatchObject({ code: 0 });
    // Nothing outside the plugin's folder was written or changed, by the reader or by the command,
    // but the two lists of plugins and the workspace records (as npm install writes them).
    expect(written.filter((f) => !f.startsWith('plugins/stock-tools/'))).toEqual([]);
    const after = snapshot(p.root);
    const changed = [...new Set([...before.keys(), ...after.keys()])].filter((f) => before.get(f) !== after.get(f) && !f.startsWith('plugins/stock-tools/'));
    expect(changed.sort()).toEqual(['apps/console/package.json', 'apps/console/src/plugins.ts', 'package-lock.json', 'plugins/server-plugins.json']);

    // plugin.json, written from the code, is valid and names real texts and permissions.
    const set = await validateSchemaFolder(p.schemasDir, { pluginsDir: path.join(p.root, 'plugins') });
    const own = set.report.issues.filter((i) => i.file.includes('stock-tools') && i.severity === 'error');
    expect(own).toEqual([]);
    expect(set.plugins.find((m) => m.name === 'stockTools')?.kpiFigures?.map((k) => k.name)).toEqual(['StockToolsOpen', 'StockToolsLowStock', 'StockToolsShortage']);
    expect(set.grids.map((g) => g.id)).toContain('StockTools');

    // Its routes join the host's table without a clash.
    const areas = await loadPluginRoutes({ name: 'stockTools', folder: 'stock-tools', dir: path.join(p.root, 'plugins/stock-tools') });
    expect(Object.keys(mergeRouteAreas([{ plugin: 'stockTools', areas }]))).toEqual(expect.arrayContaining(['users', 'stock-tools']));

    // The scaffolded API test imports the repository's test helpers.
    fs.symlinkSync(path.join(repoRoot, 'tests'), path.join(p.root, 'tests'));
    const options = JSON.parse(fs.readFileSync(path.join(repoRoot, 'tsconfig.json'), 'utf8')).compilerOptions;
    p.writeJson('tsconfig.json', {
      compilerOptions: options,
      include: ['plugins/*/src', 'plugins/*/routes.ts', 'plugins/*/server', 'plugins/*/tests', 'apps/console/src/plugins.ts', `${repoRoot}/plugins/*/src/**/*.d.ts`],
    });
    const typecheck = await tool(p, 'tsc', ['-p', 'tsconfig.json', '--noEmit']);
    expect(typecheck, typecheck.output).toMatchObject({ code: 0 });

    const test = await tool(p, 'vitest', ['run', '--root', p.root, 'plugins/stock-tools/src']);
    expect(test, test.output).toMatchObject({ code: 0 });
    expect(test.output).toMatch(/4 passed/);
  });
});
