import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const run = promisify(execFile);

/** Lints the sources as files of the folder `dir` (written there for the run, then removed); answers the rules fired per source. */
async function rulesFired(dir: string, sources: string[]): Promise<string[][]> {
  const files = sources.map((_, i) => path.join(root, dir, `zz-lint-probe-${process.pid}-${i}.ts`));
  try {
    sources.forEach((source, i) => fs.writeFileSync(files[i], source));
    const { stdout } = await run(path.join(root, 'node_modules/.bin/eslint'), ['--format', 'json', ...files], { cwd: root, timeout: 150_000 }).catch(
      (error: { stdout?: string }) => ({
        stdout: error.stdout ?? '[]',
      }),
    );
    const results = JSON.parse(stdout) as { filePath: string; messages: { ruleId: string | null }[] }[];
    return files.map((file) => (results.find((r) => r.filePath === file)?.messages ?? []).map((m) => String(m.ruleId)));
  } finally {
    for (const file of files) fs.rmSync(file, { force: true });
  }
}

describe('plugins never import each other', () => {
  it('a plugin importing another plugin (by package or by path) or an app fails the lint; core and its own files are fine', { timeout: 180_000 }, async () => {
    const fired = await rulesFired('plugins/reports/src', [
      "import { dashboardPlugin } from '@cockpit/plugin-dashboard';\nexport const probe = dashboardPlugin;\n",
      "import { salesPlugin } from '../../sales/src/index';\nexport const probe = salesPlugin;\n",
      "import { plugins } from '../../../apps/console/src/plugins';\nexport const probe = plugins;\n",
      "import { definePlugin } from '@cockpit/core/plugin';\nimport { reportsPlugin } from './index';\nexport const probe = [definePlugin, reportsPlugin];\n",
    ]);
    expect(fired[0]).toContain('no-restricted-imports');
    expect(fired.slice(1)).toEqual([['import-x/no-restricted-paths'], ['import-x/no-restricted-paths'], []]);
  });
});

describe("a plugin's server half", () => {
  it('imports only @cockpit/server/sdk of the server, the route table and the React-free core; routes.ts only the route table', { timeout: 180_000 }, async () => {
    const fired = await rulesFired('plugins/cause-codes/server', [
      "import { runWork } from '@cockpit/server/work/run-work';\nexport const probe = runWork;\n",
      "import { migrate } from '../../../apps/server/src/db/migrate';\nexport const probe = migrate;\n",
      "import { useState } from 'react';\nexport const probe = useState;\n",
      "import { registerRoute } from '@cockpit/server/sdk';\nimport { routes } from '@cockpit/contracts';\nimport { multiStatus } from '@cockpit/core/api';\nimport { CauseCode } from '../routes';\nexport const probe = [registerRoute, routes, multiStatus, CauseCode];\n",
    ]);
    expect(fired[0]).toContain('no-restricted-imports');
    expect(fired[1]).toEqual(['import-x/no-restricted-paths']);
    expect(fired[2]).toEqual(['no-restricted-imports']);
    expect(fired[3]).toEqual([]);
    // The console half may not reach the server at all.
    const console = await rulesFired('plugins/sales/src', ["import { registerRoute } from '@cockpit/server/sdk';\nexport const probe = registerRoute;\n"]);
    expect(console[0]).toContain('no-restricted-imports');
  });
});

describe('the host names no plugin', () => {
  it("a server file importing a plugin's file by path fails the lint; the SDK's own files are fine", { timeout: 180_000 }, async () => {
    const fired = await rulesFired('apps/server/src/areas/user-choice', [
      "import { calculatedDemand } from '../../../../../plugins/purchase/server/demand';\nexport const probe = calculatedDemand;\n",
      "import { registerRoute } from '../../http/register-route';\nexport const probe = registerRoute;\n",
    ]);
    expect(fired).toEqual([['import-x/no-restricted-paths'], []]);
  });
});

describe('SERVER_LAYERS', () => {
  it('a server folder importing a folder of its layer or above fails the lint; one below, or a known arrow, is fine', { timeout: 180_000 }, async () => {
    const fired = await rulesFired('apps/server/src/db', [
      "import { codeSwitchOn } from '../work/stock-changed-message';\nexport const probe = codeSwitchOn;\n",
      "import type { AppContext } from '../context';\nexport type Probe = AppContext;\n",
      "import { repoRoot } from '../config';\nexport const probe = repoRoot;\n",
    ]);
    expect(fired).toEqual([['import-x/no-restricted-paths'], ['import-x/no-restricted-paths'], []]);
    // http -> auth is one of KNOWN_SERVER_ARROWS (listed, to be moved); work -> seed and http -> areas are not.
    const upward = await rulesFired('apps/server/src/http', [
      "import type { Caller } from '../auth/caller';\nexport type Probe = Caller;\n",
      "import * as area from '../areas/index';\nexport const probe = area;\n",
    ]);
    expect(upward).toEqual([[], ['import-x/no-restricted-paths']]);
    const work = await rulesFired('apps/server/src/work', ["import { seedDemo } from '../seed/demo';\nexport const probe = seedDemo;\n"]);
    expect(work).toEqual([['import-x/no-restricted-paths']]);
  });
});

describe('the 300-line rule', () => {
  it('a file over 300 lines fails the lint unless its first comment turns max-lines off with a reason', { timeout: 180_000 }, async () => {
    // 301 lines: one over the limit (a file of exactly 300 passes).
    const body = Array.from({ length: 301 }, (_, i) => `export const line${i} = ${i};`).join('\n');
    const fired = await rulesFired('apps/server/src/areas/user-choice', [
      `${body}\n`,
      `/* eslint-disable max-lines -- one table of constants, read as one */\n${body}\n`,
      `/* eslint-disable max-lines */\n${body}\n`,
      `/* eslint-disable max-lines -- kept whole although short */\nexport const one = 1;\n`,
      `// eslint-disable-next-line\nexport const any = 1 as any;\n`,
    ]);
    expect(fired[0]).toEqual(['max-lines']);
    expect(fired[1]).toEqual([]);
    expect(fired[2]).toEqual(['@eslint-community/eslint-comments/require-description']);
    // An exemption the file no longer needs is refused too (reportUnusedDisableDirectives).
    expect(fired[3]).toEqual([null].map(String));
    expect(fired[4]).toContain('@eslint-community/eslint-comments/no-unlimited-disable');
  });
});
