import path from 'node:path';
import { pluginManifests } from '../gen/plugin-pieces';
import type { CliIo } from '../io';
import { findProject } from '../project';
import { genOneFile } from '../gen/generated-files';
import { consolePluginListText, pluginListFile } from '../scaffold/plugin-list';

/**
 * `cockpit gen plugins`: the console's list of plugins (apps/console/src/plugins.ts) from the one
 * list of plugins (plugins/server-plugins.json), so that a plugin is added by one line there; and
 * each listed plugin's plugin.json: its identity as written by hand, its pieces as its code declares
 * them (definePlugin, defineServerPlugin), so that a piece is declared once. With --check nothing is
 * written; exit code 1 when a file is stale (CI).
 */
export async function genPluginsCommand(io: CliIo, options: { check?: boolean }): Promise<number> {
  const project = findProject(io.cwd);
  const file = path.join(project.root, pluginListFile);
  const texts = new Map([[file, await consolePluginListText(project.root)], ...(await pluginManifests(project.root))]);
  let code = 0;
  for (const [target, text] of texts) {
    const hint = target === file ? 'the list of plugins is plugins/server-plugins.json' : "its pieces are written from the plugin's code";
    code = Math.max(code, genOneFile(io, target, text, { ...options, hint }));
  }
  return code;
}
