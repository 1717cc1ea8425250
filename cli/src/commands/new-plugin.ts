import fs from 'node:fs';
import path from 'node:path';
import { formatIssue } from '@cockpit/core/schema';
import { validateSchemaFolder } from '@cockpit/core/schema/node';
import type { CliIo } from '../io';
import { CliError, findProject, readJson, shown } from '../project';
import { addTexts } from '../scaffold/catalogues';
import { formatWritten } from '../scaffold/format';
import { addMenuEntry } from '../scaffold/menu-entry';
import { names } from '../scaffold/names';
import { pluginListFile, registerPlugin } from '../scaffold/plugin-list';
import { copyTemplate } from '../scaffold/templates';
import { linkWorkspace } from '../scaffold/workspace-link';
import { recordWorkspace } from '../scaffold/workspace-record';

/**
 * `cockpit new plugin <name>`: a workspace plugins/<kebab-name>/ (package.json, plugin.json, a
 * page loaded as a chunk of its own, src/index.ts with definePlugin, tests beside it), its texts
 * in every console language, a left-menu entry for its page (with its label in every language),
 * its registration in the console's plugin list, and the workspace recorded in the console's
 * package.json and package-lock.json (and linked in node_modules) as `npm install` would. It
 * validates, type-checks and its tests pass as created.
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
  const exportName = `${name.camel}Plugin`;
  const pagePath = `${name.kebab}-page`;

  const written = copyTemplate('plugin', dir, { camel: name.camel, Pascal: name.pascal, kebab: name.kebab, words: name.words });
  written.push(...addTexts(project.schemasDir, name.pascal, { title: name.words, intro: `${name.words}: this page is new.` }));
  written.push(...addMenuEntry(project.schemasDir, { routeName: name.kebab, path: pagePath, words: name.words }));
  if (registerPlugin(project.root, packageName, exportName)) written.push(path.join(project.root, pluginListFile));
  written.push(...recordWorkspace(project.root, dir, readJson(path.join(dir, 'package.json'))));
  // Formatted as `npm run format` would, so that `prettier --check .` passes at once.
  await formatWritten(project.root, written);
  for (const file of written) io.out(`wrote ${shown(io.cwd, file)}`);
  if (linkWorkspace(project.root, packageName, dir)) io.out(`linked ${packageName} in node_modules`);

  const set = await validateSchemaFolder(project.schemasDir, { pluginsDir: project.pluginsDir });
  const manifest = path.relative(project.schemasDir, path.join(dir, 'plugin.json')).split(path.sep).join('/');
  const own = set.report.issues.filter((i) => (i.file === manifest || i.file === 'menu.json') && i.severity === 'error');
  for (const issue of own) io.err(formatIssue(issue, shown(io.cwd, project.schemasDir)));
  if (own.length) return 1;
  io.out(
    `${shown(io.cwd, dir)} is ready: its page is /${pagePath} (in the left menu); run its tests with npx vitest run ${shown(io.cwd, dir)}; npm run build puts it in the console.`,
  );
  return 0;
}
