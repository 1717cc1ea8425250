import fs from 'node:fs';
import path from 'node:path';
import type { CliIo } from '../io';
import { findProject, shown } from '../project';
import { consolePluginListText, pluginListFile } from '../scaffold/plugin-list';

/**
 * `cockpit gen plugins`: the console's list of plugins (apps/console/src/plugins.ts) from the one
 * list of plugins (plugins/server-plugins.json), so that a plugin is added by one line there. With
 * --check nothing is written; exit code 1 when the file is stale (CI).
 */
export async function genPluginsCommand(io: CliIo, options: { check?: boolean }): Promise<number> {
  const project = findProject(io.cwd);
  const file = path.join(project.root, pluginListFile);
  const text = await consolePluginListText(project.root);
  const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined;
  if (options.check) {
    if (current !== text) io.err(`stale: ${shown(io.cwd, file)} (run npm run gen; the list of plugins is plugins/server-plugins.json)`);
    else io.out(`${shown(io.cwd, file)} is up to date`);
    return current === text ? 0 : 1;
  }
  if (current !== text) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
    io.out(`wrote ${shown(io.cwd, file)}`);
  } else io.out(`${shown(io.cwd, file)} was up to date`);
  return 0;
}
