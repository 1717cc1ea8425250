import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { pluginListFile, registerPlugin } from './plugin-list';

let root: string | undefined;
afterEach(() => root && fs.rmSync(root, { recursive: true, force: true }));

function withList(text?: string): string {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'cockpit-list-'));
  if (text !== undefined) {
    fs.mkdirSync(path.join(root, 'apps/console/src'), { recursive: true });
    fs.writeFileSync(path.join(root, pluginListFile), text);
  }
  return root;
}

const read = () => fs.readFileSync(path.join(root as string, pluginListFile), 'utf8');

describe('registering a plugin in the console list', () => {
  it('creates the list when there is none', () => {
    registerPlugin(withList(), '@cockpit/plugin-stock', 'stockPlugin');
    expect(read()).toBe(
      [
        "import type { PluginDefinition } from '@cockpit/core/plugin';",
        "import { stockPlugin } from '@cockpit/plugin-stock';",
        '',
        "/** The console's plugins: one list, in one place (`cockpit new plugin` adds to it). */",
        'export const plugins: PluginDefinition[] = [stockPlugin];',
        '',
      ].join('\n'),
    );
  });

  it('adds an import after the others and an entry to a one-line list', () => {
    withList(
      "import type { PluginDefinition } from '@cockpit/core/plugin';\nimport { dashboardPlugin } from '@cockpit/plugin-dashboard';\n\n/** Plugins. */\nexport const plugins: PluginDefinition[] = [dashboardPlugin];\n",
    );
    expect(registerPlugin(root as string, '@cockpit/plugin-stock', 'stockPlugin')).toBe(true);
    expect(read()).toBe(
      "import type { PluginDefinition } from '@cockpit/core/plugin';\nimport { dashboardPlugin } from '@cockpit/plugin-dashboard';\nimport { stockPlugin } from '@cockpit/plugin-stock';\n\n/** Plugins. */\nexport const plugins: PluginDefinition[] = [dashboardPlugin, stockPlugin];\n",
    );
    expect(registerPlugin(root as string, '@cockpit/plugin-stock', 'stockPlugin')).toBe(false);
  });

  it('keeps a one-per-line list one per line', () => {
    withList(
      "import type { PluginDefinition } from '@cockpit/core/plugin';\nimport { a } from 'a';\nimport { b } from 'b';\n\nexport const plugins: PluginDefinition[] = [\n  a,\n  b\n];\n",
    );
    registerPlugin(root as string, '@cockpit/plugin-stock', 'stockPlugin');
    expect(read()).toContain('export const plugins: PluginDefinition[] = [\n  a,\n  b,\n  stockPlugin,\n];');
  });

  it('says what to do by hand when the file has no list it understands', () => {
    withList('export default [];\n');
    expect(() => registerPlugin(root as string, '@cockpit/plugin-stock', 'stockPlugin')).toThrow(
      /add import \{ stockPlugin \} from '@cockpit\/plugin-stock'; and stockPlugin to the list by hand/,
    );
  });
});
