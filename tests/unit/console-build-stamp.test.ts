import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildConsole } from '../../apps/console/build';
import { buildInputs, readStamp } from '../../apps/console/build-stamp';

// A small repository laid out as this one: the console, core, a plugin, schemas and the lockfile.
// The build given writes a dist as Vite does (index.html naming its hashed asset) and counts its runs.
let repo: string;
let builds: number;
const dist = () => path.join(repo, 'apps/console/dist');
const write = (relative: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(repo, relative)), { recursive: true });
  fs.writeFileSync(path.join(repo, relative), text);
};
const build = () => {
  builds++;
  write('apps/console/dist/assets/index-abc.js', 'console.log(1)');
  write('apps/console/dist/index.html', '<script type="module" src="/assets/index-abc.js"></script>');
};
const start = () => buildConsole({ ifChanged: true, repoRoot: repo, build, log: () => undefined });

beforeEach(() => {
  repo = fs.mkdtempSync(path.join(os.tmpdir(), 'cockpit-stamp-'));
  builds = 0;
  write('package.json', '{}');
  write('package-lock.json', '{"lockfileVersion":3}');
  write('tsconfig.json', '{}');
  write('apps/console/index.html', '<div id="root"></div>');
  write('apps/console/vite.config.ts', 'export default {}');
  write('apps/console/src/main.tsx', "import './app';");
  write('core/src/grid/grid.ts', 'export const grid = 1;');
  write('core/src/grid/grid.test.ts', 'test');
  write('plugins/sales/src/texts.ts', "import en from '../../../schemas/i18n/en-GB/Sales.json';\nexport default en;");
  write('schemas/i18n/en-GB/Sales.json', '{"title":"Sales"}');
  write('schemas/Stock/grid.json', '{}');
});
afterEach(() => fs.rmSync(repo, { recursive: true, force: true }));

describe('npm start builds the console only when its sources changed', () => {
  it('builds when there is no build, then skips the build while nothing changed', () => {
    expect(start()).toBe(true);
    expect(readStamp(dist())).toMatch(/^[0-9a-f]{64}$/);
    expect(start()).toBe(false);
    expect(start()).toBe(false);
    expect(builds).toBe(1);
  });

  it.each([
    ['a console source', 'apps/console/src/main.tsx'],
    ['a core source', 'core/src/grid/grid.ts'],
    ['a plugin source', 'plugins/sales/src/texts.ts'],
    ['a schema file a source imports', 'schemas/i18n/en-GB/Sales.json'],
    ['the Vite config', 'apps/console/vite.config.ts'],
    ['the lockfile', 'package-lock.json'],
    ['a new plugin file', 'plugins/sales/src/new-page.tsx'],
  ])('builds again when %s changes', (_what, file) => {
    start();
    write(file, `${fs.existsSync(path.join(repo, file)) ? fs.readFileSync(path.join(repo, file), 'utf8') : ''}\n// changed`);
    expect(start()).toBe(true);
    expect(builds).toBe(2);
    expect(start()).toBe(false);
  });

  it('does not build again for files the build never reads', () => {
    start();
    write('core/src/grid/grid.test.ts', 'changed test');
    write('schemas/Stock/grid.json', '{"changed":true}');
    write('apps/server/src/main.ts', 'changed');
    expect(start()).toBe(false);
    expect(builds).toBe(1);
    expect(buildInputs(repo).map((f) => path.relative(repo, f))).toContain(path.join('schemas', 'i18n', 'en-GB', 'Sales.json'));
  });

  it('builds again when the built folder is missing or incomplete, or has no stamp', () => {
    start();
    fs.rmSync(path.join(dist(), 'assets/index-abc.js'));
    expect(start()).toBe(true);
    fs.rmSync(path.join(dist(), '.build-stamp'));
    expect(start()).toBe(true);
    fs.rmSync(dist(), { recursive: true });
    expect(start()).toBe(true);
    expect(builds).toBe(4);
  });

  it('a failed build leaves no stamp, so the next start builds again', () => {
    start();
    write('core/src/grid/grid.ts', 'export const grid = 2;');
    expect(() =>
      buildConsole({
        ifChanged: true,
        repoRoot: repo,
        log: () => undefined,
        build: () => {
          throw new Error('vite failed');
        },
      }),
    ).toThrow('vite failed');
    expect(readStamp(dist())).toBeUndefined();
    expect(start()).toBe(true);
  });
});
