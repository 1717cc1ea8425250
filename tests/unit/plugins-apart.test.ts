import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const run = promisify(execFile);

/** Lints the sources as files of plugins/reports/src (written there for the run, then removed); answers the rules fired per source. */
async function rulesFired(sources: string[]): Promise<string[][]> {
  const files = sources.map((_, i) => path.join(root, `plugins/reports/src/zz-lint-probe-${process.pid}-${i}.ts`));
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
    const fired = await rulesFired([
      "import { dashboardPlugin } from '@cockpit/plugin-dashboard';\nexport const probe = dashboardPlugin;\n",
      "import { salesPlugin } from '../../sales/src/index';\nexport const probe = salesPlugin;\n",
      "import { plugins } from '../../../apps/console/src/plugins';\nexport const probe = plugins;\n",
      "import { definePlugin } from '@cockpit/core/plugin';\nimport { reportsPlugin } from './index';\nexport const probe = [definePlugin, reportsPlugin];\n",
    ]);
    expect(fired[0]).toContain('no-restricted-imports');
    expect(fired.slice(1)).toEqual([['import-x/no-restricted-paths'], ['import-x/no-restricted-paths'], []]);
  });
});
