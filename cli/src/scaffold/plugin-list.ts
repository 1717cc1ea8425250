import fs from 'node:fs';
import path from 'node:path';
import * as prettier from 'prettier';
import { PLUGIN_LIST_FILE, readListedPlugins } from '@cockpit/contracts/plugin-routes';
import { CliError, readJson } from '../project';

/** The console's list of plugins, written from the one list (plugins/server-plugins.json). */
export const pluginListFile = 'apps/console/src/plugins.ts';

/**
 * The text of apps/console/src/plugins.ts: an import of `<name>Plugin` from each listed plugin
 * with a console half (its package's name), in the list's order, formatted as Prettier would.
 * A console half that does not export `<name>Plugin` is an error naming the file.
 */
export async function consolePluginListText(root: string): Promise<string> {
  const pluginsDir = path.join(root, 'plugins');
  const imports: string[] = [];
  const entries: string[] = [];
  for (const plugin of readListedPlugins(pluginsDir).filter((p) => p.console)) {
    const exportName = `${plugin.name}Plugin`;
    const index = path.join(plugin.dir, 'src', 'index.ts');
    if (!new RegExp(`export const ${exportName}\\b`).test(fs.readFileSync(index, 'utf8'))) {
      throw new CliError(`plugins/${plugin.folder}/src/index.ts exports no ${exportName} (the console half of plugin "${plugin.name}" in plugins/${PLUGIN_LIST_FILE})`);
    }
    const { name } = readJson<{ name: string }>(path.join(plugin.dir, 'package.json'));
    imports.push(`import { ${exportName} } from '${name}';`);
    entries.push(exportName);
  }
  const text = [
    `// Written by \`cockpit gen plugins\` from plugins/${PLUGIN_LIST_FILE}, the one list of plugins: do not edit.`,
    "import type { PluginDefinition } from '@cockpit/core/plugin';",
    ...imports,
    '',
    "/** The console's plugins: the listed plugins that have a console half, in the list's order. */",
    `export const plugins: PluginDefinition[] = [${entries.join(', ')}];`,
    '',
  ].join('\n');
  const file = path.join(root, pluginListFile);
  const options = await prettier.resolveConfig(file);
  return options ? prettier.format(text, { ...options, filepath: file }) : text;
}

/** Writes apps/console/src/plugins.ts from the list; answers whether it changed. */
export async function writeConsolePluginList(root: string): Promise<boolean> {
  const file = path.join(root, pluginListFile);
  const text = await consolePluginListText(root);
  if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === text) return false;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
  return true;
}
