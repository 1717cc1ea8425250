import fs from 'node:fs';
import path from 'node:path';
import { formatIssue } from '@cockpit/core/schema';
import { validateSchemaFolder } from '@cockpit/core/schema/node';
import type { CliIo } from '../io';
import { CliError, findProject, shown } from '../project';
import { addTexts } from '../scaffold/catalogues';
import { names } from '../scaffold/names';
import { pluginListFile, registerPlugin } from '../scaffold/plugin-list';
import { copyTemplate } from '../scaffold/templates';
import { linkWorkspace } from '../scaffold/workspace-link';

/**
 * `cockpit new plugin <name>`: a workspace plugins/<name>/ (package.json, plugin.json, a page,
 * src/index.ts with definePlugin, a test beside it), its texts in every console language, and its
 * registration in the console's plugin list. It type-checks and its test passes as created.
 */
export async function newPluginCommand(io: CliIo, rawName: string): Promise<number> {
  // definePlugin's rule: schemas name plugin pieces <plugin>.<piece>, so the name is one word.
  if (!/^[a-z][a-zA-Z0-9]*$/.test(rawName)) throw new CliError(`"${rawName}" is not a plugin name: use camelCase letters and digits, e.g. salesOrders.`);
  const project = findProject(io.cwd);
  const name = names(rawName);
  const dir = path.join(project.pluginsDir, name.raw);
  if (fs.existsSync(dir)) throw new CliError(`${shown(io.cwd, dir)} exists already.`);
  const packageName = `@cockpit/plugin-${name.kebab}`;
  const exportName = `${name.camel}Plugin`;

  const written = copyTemplate('plugin', dir, { camel: name.camel, Pascal: name.pascal, kebab: name.kebab, words: name.words });
  written.push(...addTexts(project.schemasDir, name.pascal, { title: name.words, intro: `${name.words}: this page is new.` }));
  if (registerPlugin(project.root, packageName, exportName)) written.push(path.join(project.root, pluginListFile));
  for (const file of written) io.out(`wrote ${shown(io.cwd, file)}`);
  if (linkWorkspace(project.root, packageName, dir)) {
    io.out(`linked ${packageName} in node_modules; run npm install to record the workspace in package-lock.json`);
  }

  const set = await validateSchemaFolder(project.schemasDir, { pluginsDir: project.pluginsDir });
  const manifest = path.relative(project.schemasDir, path.join(dir, 'plugin.json')).split(path.sep).join('/');
  const own = set.report.issues.filter((i) => i.file === manifest && i.severity === 'error');
  for (const issue of own) io.err(formatIssue(issue, shown(io.cwd, project.schemasDir)));
  if (own.length) return 1;
  io.out(`plugins/${name.raw} is ready: its page is /${name.kebab}-page; run its test with npx vitest run plugins/${name.raw}.`);
  return 0;
}
