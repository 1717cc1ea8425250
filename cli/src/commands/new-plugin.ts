import fs from 'node:fs';
import path from 'node:path';
import { formatIssue } from '@cockpit/core/schema';
import { validateSchemaFolder } from '@cockpit/core/schema/node';
import { generateLists } from '../gen/generate-lists';
import { generatePaths, pluginSchemasPrefix } from '../gen/generate-paths';
import { pluginManifests } from '../gen/plugin-pieces';
import type { CliIo } from '../io';
import { CliError, findProject, readJson, shown } from '../project';
import { formatWritten } from '../scaffold/format';
import { names } from '../scaffold/names';
import { pluginListFile, writeConsolePluginList } from '../scaffold/plugin-list';
import { listServerPlugin, nextMigrationNumber, writePluginMenu } from '../scaffold/plugin-schemas';
import { copyTemplate } from '../scaffold/templates';
import { linkWorkspace } from '../scaffold/workspace-link';
import { recordWorkspace } from '../scaffold/workspace-record';

/**
 * The generated files of one plugin: its plugin.json's pieces (from its code), and with `routes`
 * its path table and list contract, written into its schemas folder.
 */
export async function generateOwn(root: string, pluginsDir: string, schemasDir: string, folder: string, routes = true): Promise<string[]> {
  const written: string[] = [];
  for (const [file, text] of await pluginManifests(root, [folder])) {
    fs.writeFileSync(file, text);
    written.push(file);
  }
  if (!routes) return written;
  const prefix = pluginSchemasPrefix(folder);
  const generated = new Map(await generatePaths(pluginsDir));
  // Without the server's sources (a project of schemas only) there are no list contracts to write.
  if (fs.existsSync(path.join(root, 'apps/server/src/lists/list-contract.ts'))) for (const [name, text] of await generateLists(root)) generated.set(name, text);
  for (const [name, text] of generated) {
    if (!name.startsWith(prefix)) continue;
    const file = path.join(schemasDir, name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
    written.push(file);
  }
  return written;
}

/**
 * `cockpit new plugin <name>`: a workspace plugins/<kebab-name>/ with both halves. Console half
 * (src/): a page, a dashboard widget whose figure comes from the plugin's route, a KPI tile, a row
 * action handler, definePlugin and its test. Server half: routes.ts (the list, the widget's figure
 * and the row action's call, with a permission of its own), server/index.ts (their handlers and
 * the list view), the KPI's SQL, a migration. Its schemas (schemas/: the grid on the list view, its
 * left-menu entry, the permission's default, texts in every console language, and the generated
 * path table and list contract) and an API test (tests/api/). Outside its folder it adds its line
 * to the one list of plugins (plugins/server-plugins.json), writes the console's list from it
 * (apps/console/src/plugins.ts, as `cockpit gen plugins`), and records the workspace as `npm install` would. It validates, type-checks and its tests pass as created.
 */
export async function newPluginCommand(io: CliIo, rawName: string): Promise<number> {
  // definePlugin's rule: schemas name plugin pieces <plugin>.<piece>, so the name is one word.
  if (!/^[a-z][a-zA-Z0-9]*$/.test(rawName)) throw new CliError(`"${rawName}" is not a plugin name: use camelCase letters and digits, e.g. salesOrders.`);
  const project = findProject(io.cwd);
  const name = names(rawName);
  // Folders are kebab-case like the others (plugins/user-settings); the plugin's name stays camelCase.
  const dir = path.join(project.pluginsDir, name.kebab);
  if (fs.existsSync(dir)) throw new CliError(`${shown(io.cwd, dir)} exists already.`);
  const packageName = `@cockpit/plugin-${name.kebab}`;
  const snake = name.kebab.replace(/-/g, '_');
  const migration = `${nextMigrationNumber(project.root, project.pluginsDir)}_${snake}`;

  const written = copyTemplate('plugin', dir, { camel: name.camel, Pascal: name.pascal, kebab: name.kebab, words: name.words, snake, migration });
  written.push(writePluginMenu(project, dir, { routeName: name.kebab, path: name.kebab, displayName: `${name.pascal}.title` }));
  const serverList = listServerPlugin(project.pluginsDir, name.camel, name.kebab);
  if (serverList) written.push(serverList);
  written.push(...recordWorkspace(project.root, dir, readJson(path.join(dir, 'package.json'))));
  // The console's list is written from the one list, as `npm run gen` would.
  if (fs.existsSync(path.join(project.root, 'apps/console')) && (await writeConsolePluginList(project.root))) written.push(path.join(project.root, pluginListFile));
  if (linkWorkspace(project.root, packageName, dir)) io.out(`linked ${packageName} in node_modules`);
  written.push(...(await generateOwn(project.root, project.pluginsDir, project.schemasDir, name.kebab)));
  // Formatted as `npm run format` would, so that `prettier --check .` passes at once.
  await formatWritten(project.root, written);
  for (const file of written) io.out(`wrote ${shown(io.cwd, file)}`);

  const set = await validateSchemaFolder(project.schemasDir, { pluginsDir: project.pluginsDir });
  const mine = `${pluginSchemasPrefix(name.kebab).replace(/schemas\/$/, '')}`;
  const own = set.report.issues.filter((i) => i.file.startsWith(mine) && i.severity === 'error');
  for (const issue of own) io.err(formatIssue(issue, shown(io.cwd, project.schemasDir)));
  if (own.length) return 1;
  io.out(
    `${shown(io.cwd, dir)} is ready: its grid is /${name.kebab} (in the left menu), its page /${name.kebab}-page; run its tests with npx vitest run ${shown(io.cwd, dir)}; npm run build puts it in the console, a restart of the server runs its migration and routes.`,
  );
  return 0;
}
