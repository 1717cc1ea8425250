import path from 'node:path';
import type { CliIo } from '../io';
import { findProject } from '../project';
import { genOneFile } from '../gen/generated-files';
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
  return genOneFile(io, file, text, { ...options, hint: 'the list of plugins is plugins/server-plugins.json' });
}
