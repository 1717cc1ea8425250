import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../apps/server/src/config';

/**
 * `npm run serve` / `npm start` run the server from a bundle that is rebuilt whenever a file it was
 * built from changed (scripts/server-bundle/). A small repository laid out as this one, with the
 * real launcher, builder, stamp and module registry copied in, and a host whose "start" prints what
 * each listed plugin's modules say; every run goes through `node scripts/serve.mjs` as npm does.
 */
let repo: string;
const write = (relative: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(repo, relative)), { recursive: true });
  fs.writeFileSync(path.join(repo, relative), text);
};
const copy = (relative: string) => write(relative, fs.readFileSync(path.join(repoRoot, relative), 'utf8'));

/** One `npm run serve` of the small repository: its output lines. */
function serve(): string[] {
  const run = spawnSync(process.execPath, ['scripts/serve.mjs'], { cwd: repo, encoding: 'utf8', timeout: 60_000 });
  expect(run.stderr, 'no warning (the bundle is built, never the sources run through tsx)').toBe('');
  expect(run.status).toBe(0);
  return run.stdout.trim().split('\n');
}
const bundled = (lines: string[]) => lines.find((line) => line.startsWith('Bundling the server'));

// The host: loads each listed plugin's modules by path, as apps/server/src/plugins/load-plugins.ts does.
const HOST = `import fs from 'node:fs';
import path from 'node:path';
import { importPluginModule } from '../../../packages/contracts/src/plugin-modules';

const root = path.resolve(import.meta.dirname, '../../..');

export async function startServer(): Promise<void> {
  const list = JSON.parse(fs.readFileSync(path.join(root, 'plugins/server-plugins.json'), 'utf8')) as Record<string, string>;
  for (const [name, folder] of Object.entries(list))
    for (const file of ['server/index.ts', 'routes.ts']) {
      const at = path.join(root, 'plugins', folder, file);
      if (fs.existsSync(at)) console.log(\`\${name} \${file}: \${((await importPluginModule(at)) as { says: string }).says}\`);
    }
}
`;

beforeAll(() => {
  repo = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'cockpit-server-bundle-')));
  for (const file of ['build.mjs', 'stamp.mjs', 'launch.mjs']) copy(`scripts/server-bundle/${file}`);
  copy('scripts/serve.mjs');
  copy('packages/contracts/src/plugin-modules.ts');
  write('package-lock.json', '{"lockfileVersion":3}');
  write('tsconfig.json', '{}');
  write('apps/server/src/start-server.ts', HOST);
  write('apps/console/build.ts', 'export function buildConsole(): boolean {\n  return false;\n}\n');
  write('plugins/server-plugins.json', '{ "$comment": "the list", "stock": "stock-tools" }');
  write(
    'plugins/stock-tools/server/index.ts',
    "import { word } from './word';\nimport { shout } from 'shout';\nexport const says = shout(word);\nexport default { name: 'stock' };\n",
  );
  write('plugins/stock-tools/server/word.ts', "export const word = 'one';\n");
  // A third-party package: stays outside the bundle, imported from its file.
  write('node_modules/shout/package.json', '{ "name": "shout", "type": "module", "exports": { ".": { "import": "./index.js", "require": "./index.cjs" } } }');
  write('node_modules/shout/index.js', 'export const shout = (word) => word.toUpperCase();\n');
  write('node_modules/shout/index.cjs', 'exports.shout = (word) => word;\n');
  fs.symlinkSync(path.join(repoRoot, 'node_modules/esbuild'), path.join(repo, 'node_modules/esbuild'));
});
afterAll(() => fs.rmSync(repo, { recursive: true, force: true }));

describe('the server bundle is rebuilt whenever a file it was built from changed', () => {
  it('builds on the first start, then starts from the same bundle while nothing changed', () => {
    const first = serve();
    expect(bundled(first)).toBe('Bundling the server (no server bundle yet)...');
    // The plugin's module came from the bundle (no tsx here to import a .ts file), its package from its ESM file.
    expect(first).toContain('stock server/index.ts: ONE');
    const second = serve();
    expect(bundled(second)).toBeUndefined();
    expect(second).toEqual(['stock server/index.ts: ONE']);
  });

  it("sees an edit of a file a plugin's server half imports", () => {
    write('plugins/stock-tools/server/word.ts', "export const word = 'two';\n");
    const lines = serve();
    expect(bundled(lines)).toBe('Bundling the server (plugins/stock-tools/server/word.ts changed)...');
    expect(lines).toContain('stock server/index.ts: TWO');
  });

  it('does not rebuild for a file rewritten with the same content (a checkout, a touch)', () => {
    const file = path.join(repo, 'plugins/stock-tools/server/word.ts');
    fs.utimesSync(file, new Date(), new Date(Date.now() + 5_000));
    expect(serve()).toEqual(['stock server/index.ts: TWO']);
  });

  it('sees a route table added to a listed plugin, and a plugin added to the list', () => {
    write('plugins/stock-tools/routes.ts', "export const says = 'routes';\nexport const routeAreas = {};\n");
    let lines = serve();
    expect(bundled(lines)).toBe('Bundling the server (plugins/stock-tools/routes.ts was added)...');
    expect(lines).toContain('stock routes.ts: routes');
    write('plugins/labels/server/index.ts', "export const says = 'labels';\nexport default { name: 'labels' };\n");
    write('plugins/server-plugins.json', '{ "$comment": "the list", "stock": "stock-tools", "labels": "labels" }');
    lines = serve();
    expect(bundled(lines)).toBe('Bundling the server (plugins/server-plugins.json changed)...');
    expect(lines).toEqual([
      'Bundling the server (plugins/server-plugins.json changed)...',
      'stock server/index.ts: TWO',
      'stock routes.ts: routes',
      'labels server/index.ts: labels',
    ]);
  });

  it('sees a changed third-party package and a changed lock file', () => {
    write('node_modules/shout/index.js', 'export const shout = (word) => `${word.toUpperCase()}!`;\n');
    let lines = serve();
    expect(bundled(lines)).toBe('Bundling the server (node_modules/shout/index.js changed)...');
    expect(lines).toContain('stock server/index.ts: TWO!');
    write('package-lock.json', '{"lockfileVersion":3,"packages":{}}');
    lines = serve();
    expect(bundled(lines)).toBe('Bundling the server (package-lock.json changed)...');
  });

  it('sees a removed source and a builder changed', () => {
    fs.rmSync(path.join(repo, 'plugins/stock-tools/routes.ts'));
    let lines = serve();
    expect(bundled(lines)).toBe('Bundling the server (plugins/stock-tools/routes.ts was removed)...');
    expect(lines).not.toContain('stock routes.ts: routes');
    fs.appendFileSync(path.join(repo, 'scripts/server-bundle/build.mjs'), '\n// changed\n');
    lines = serve();
    expect(bundled(lines)).toBe('Bundling the server (scripts/server-bundle/build.mjs changed)...');
  });
});
