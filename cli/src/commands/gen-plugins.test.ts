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

  it("writes plugin.json's pieces from the code: identity kept, pieces of both halves, stale files named", { timeout: 120_000 }, async () => {
    project = tempProject({ nodeModules: true });
    const p = project;
    const dir = path.join(p.root, 'plugins/cells');
    fs.mkdirSync(path.join(dir, 'src'), { recursive: true });
    fs.mkdirSync(path.join(dir, 'server'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: '@cockpit/plugin-cells' }));
    // A style sheet the console half imports is read as nothing (the bundler's business, not the generator's).
    fs.writeFileSync(path.join(dir, 'src/badge.css'), '.badge { color: red; }\n');
    fs.writeFileSync(
      path.join(dir, 'src/index.ts'),
      [
        "import { definePlugin } from '@cockpit/core/plugin';",
        "import './badge.css';",
        'const badge = () => null;',
        "export const cellsPlugin = definePlugin({ name: 'cells', renderers: { badge }, pages: [{ path: 'cells-page', title: 'Cells.title', component: badge }], translationGroups: ['Cells'] });",
        '',
      ].join('\n'),
    );
    fs.writeFileSync(path.join(dir, 'server/index.ts'), "export default { name: 'cells', routes: async () => {}, kpiFigures: [{ name: 'CellsOpen', sql: 'server/open.sql' }] };\n");
    const identity = { $schema: '../../schemas/meta/plugin.schema.json', name: 'cells', description: 'Cells.', version: '1.2.0', renderers: ['old'] };
    p.writeJson('plugins/cells/plugin.json', identity);
    p.writeJson('plugins/server-plugins.json', { cells: 'cells' });

    expect(await p.run('gen', 'plugins', '--check')).toBe(1);
    expect(p.err, p.err.join('\n')).toContain("stale: plugins/cells/plugin.json (run npm run gen; its pieces are written from the plugin's code)");
    expect(await p.run('gen', 'plugins')).toBe(0);
    const written = p.readJson('plugins/cells/plugin.json');
    expect(Object.keys(written)).toEqual(['$schema', 'name', 'description', 'version', '$comment', 'pages', 'renderers', 'kpiFigures', 'translationGroups']);
    expect(written).toMatchObject({
      version: '1.2.0',
      pages: [{ path: 'cells-page', title: 'Cells.title' }],
      renderers: ['badge'],
      kpiFigures: [{ name: 'CellsOpen', sql: 'server/open.sql' }],
      translationGroups: ['Cells'],
    });
    expect(await p.run('gen', 'plugins', '--check')).toBe(0);

    // A dependency must be a listed plugin.
    p.writeJson('plugins/cells/plugin.json', { ...written, dependencies: ['warehouse'] });
    expect(await p.run('gen', 'plugins')).toBe(1);
    expect(p.err.at(-1)).toBe('cockpit: plugins/cells/plugin.json: dependency "warehouse" is not a plugin of plugins/server-plugins.json');
  });

  it("the repository's plugin.json files are the ones written from the plugins' code", { timeout: 120_000 }, async () => {
    const { pluginManifests } = await import('../gen/plugin-pieces');
    const { repoRoot } = await import('../testing/temp-project');
    const manifests = await pluginManifests(repoRoot);
    expect(manifests.size).toBeGreaterThan(9);
    for (const [file, text] of manifests) expect(fs.readFileSync(file, 'utf8'), path.relative(repoRoot, file)).toBe(text);
  });
});
