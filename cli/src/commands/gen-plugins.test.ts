import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { tempProject, type TempProject } from '../testing/temp-project';

let project: TempProject | undefined;
afterEach(() => project?.remove());

/** A plugin folder with the halves given, its package named @cockpit/plugin-<folder>. */
function plugin(p: TempProject, folder: string, halves: { console?: string; server?: boolean }): void {
  const dir = path.join(p.root, 'plugins', folder);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: `@cockpit/plugin-${folder}` }));
  if (halves.console !== undefined) {
    fs.mkdirSync(path.join(dir, 'src'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'src/index.ts'), halves.console);
  }
  if (halves.server) {
    fs.mkdirSync(path.join(dir, 'server'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'server/index.ts'), 'export default {};\n');
  }
}

describe('cockpit gen plugins', () => {
  it("writes the console's list from the one list: the plugins with a console half, in its order", async () => {
    project = tempProject();
    const p = project;
    plugin(p, 'b-tools', { console: 'export const bToolsPlugin = definePlugin({ name: "bTools" });\n', server: true });
    plugin(p, 'engine', { server: true });
    plugin(p, 'cells', { console: 'export const cellsPlugin = definePlugin({ name: "cells" });\n' });
    p.writeJson('plugins/server-plugins.json', { $comment: 'x', bTools: 'b-tools', engine: 'engine', cells: 'cells' });

    expect(await p.run('gen', 'plugins', '--check')).toBe(1);
    expect(p.err).toEqual(['stale: apps/console/src/plugins.ts (run npm run gen; the list of plugins is plugins/server-plugins.json)']);
    expect(await p.run('gen', 'plugins')).toBe(0);
    expect(fs.readFileSync(path.join(p.root, 'apps/console/src/plugins.ts'), 'utf8')).toBe(
      [
        '// Written by `cockpit gen plugins` from plugins/server-plugins.json, the one list of plugins: do not edit.',
        "import type { PluginDefinition } from '@cockpit/core/plugin';",
        "import { bToolsPlugin } from '@cockpit/plugin-b-tools';",
        "import { cellsPlugin } from '@cockpit/plugin-cells';",
        '',
        "/** The console's plugins: the listed plugins that have a console half, in the list's order. */",
        'export const plugins: PluginDefinition[] = [bToolsPlugin, cellsPlugin];',
        '',
      ].join('\n'),
    );
    expect(await p.run('gen', 'plugins', '--check')).toBe(0);
  });

  it('names a console half that does not export <name>Plugin', async () => {
    project = tempProject();
    plugin(project, 'cells', { console: 'export const cells = 1;\n' });
    project.writeJson('plugins/server-plugins.json', { cells: 'cells' });
    expect(await project.run('gen', 'plugins')).toBe(1);
    expect(project.err).toEqual(['cockpit: plugins/cells/src/index.ts exports no cellsPlugin (the console half of plugin "cells" in plugins/server-plugins.json)']);
  });

  it("the repository's console list is the one written from its list", async () => {
    const { consolePluginListText, pluginListFile } = await import('../scaffold/plugin-list');
    const { repoRoot } = await import('../testing/temp-project');
    expect(fs.readFileSync(path.join(repoRoot, pluginListFile), 'utf8')).toBe(await consolePluginListText(repoRoot));
  });
});
