import fs from 'node:fs';
import path from 'node:path';
import { formatIssue } from '@cockpit/core/schema';
import { validateSchemaFolder } from '@cockpit/core/schema/node';
import type { CliIo } from '../io';
import { CliError, findProject, readJson, shown } from '../project';
import { formatWritten, writeCompactJson } from '../scaffold/format';
import { names } from '../scaffold/names';
import { findPlugin, pluginFolders, refuseExisting, type PluginFolder } from '../scaffold/plugin-folder';
import { nextMigrationNumber, writePluginMenu } from '../scaffold/plugin-schemas';
import { pieceDeclarations, type PieceKind } from '../scaffold/pieces';
import { addImport, addRouteGroup, addToDefinition, callInServerRoutes } from '../scaffold/source-edit';
import { copyTemplate, templateTargets } from '../scaffold/templates';
import { generateOwn } from './new-plugin';

export interface PieceOptions {
  /** action: the id of the plugin's grid that gets the row action (needed when it has several). */
  grid?: string;
  /** action: the table the grid's rows are in (default: the plugin's own, named after it). */
  table?: string;
}

type Grid = { id: string; actions?: Array<{ id: string; [key: string]: unknown }>; [key: string]: unknown };

/** The plugin's grid a row action joins: the one named, or its only one. */
function targetGrid(cwd: string, plugin: PluginFolder, id: string | undefined): { file: string; grid: Grid } {
  const dir = path.join(plugin.dir, 'schemas/grids');
  const grids = (fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.json')) : []).map((f) => ({
    file: path.join(dir, f),
    grid: readJson<Grid>(path.join(dir, f)),
  }));
  if (id) {
    const named = grids.find((g) => g.grid.id === id);
    if (!named) throw new CliError(`Plugin ${plugin.manifest.name} has no grid "${id}" (its grids: ${grids.map((g) => g.grid.id).join(', ') || 'none'}).`);
    return named;
  }
  if (grids.length === 1) return grids[0];
  if (!grids.length) throw new CliError(`A row action needs a grid: ${shown(cwd, dir)} has none (cockpit new grid writes one).`);
  throw new CliError(`Plugin ${plugin.manifest.name} has ${grids.length} grids: name the action's with --grid (${grids.map((g) => g.grid.id).join(', ')}).`);
}

/** The table a row action stamps must be one of the plugin's migrations' own. */
function checkTable(cwd: string, plugin: PluginFolder, table: string): void {
  const dir = path.join(plugin.dir, 'server/migrations');
  const sql = fs.existsSync(dir) ? fs.readdirSync(dir).map((f) => fs.readFileSync(path.join(dir, f), 'utf8')) : [];
  if (!/^[a-z_][a-z0-9_]*$/.test(table) || !sql.some((s) => new RegExp(`create table (if not exists )?${table}\\b`, 'i').test(s))) {
    throw new CliError(
      `The row action stamps the rows of a table of the plugin (with id and business_unit_id): ${shown(cwd, dir)} creates no table "${table}"; name it with --table.`,
    );
  }
}

/** Refuses a piece whose name the plugin (or, for a page, any plugin) has already. */
function refuseTaken(kind: PieceKind, plugin: PluginFolder, all: PluginFolder[], v: Record<string, string>): void {
  const m = plugin.manifest;
  const taken =
    (m.translationGroups ?? []).includes(v.Id) ||
    (kind === 'widget' && (m.widgets ?? []).some((w) => w.type === v.Id)) ||
    (kind === 'kpi' && [...(m.kpiTemplates ?? []), ...(m.kpiFigures ?? []).map((k) => k.name)].includes(v.Id)) ||
    (kind === 'action' && (m.actions ?? []).includes(v.piece)) ||
    (kind === 'page' && all.some((p) => (p.manifest.pages ?? []).some((page) => page.path === v.path)));
  const routes = path.join(plugin.dir, 'routes.ts');
  const inRoutes = fs.existsSync(routes) && new RegExp(`\\b(const|function|class) ${v.Id}\\b`).test(fs.readFileSync(routes, 'utf8'));
  if (taken || inRoutes) throw new CliError(`The ${kind} name "${v.piece}" is taken in plugin ${m.name} (${v.Id}).`);
}

const edit = (file: string, change: (text: string) => string) => fs.writeFileSync(file, change(fs.readFileSync(file, 'utf8')));

/**
 * `cockpit new widget|kpi|action|page <plugin> <name>`: one piece added to an existing plugin,
 * all inside its folder. A widget gets its figure's route and handler; a KPI its SQL and tile; a
 * row action its handler, its route with a permission of its own (default in permissions.json),
 * its stamp column (a migration) and its entry in the plugin's grid; a page its menu entry. Each
 * has its texts in every console language and is declared in definePlugin (a KPI's figure in
 * defineServerPlugin); plugin.json's lists are written from them, as `cockpit gen plugins` does.
 */
export async function newPieceCommand(io: CliIo, kind: PieceKind, pluginName: string, rawPiece: string, options: PieceOptions = {}): Promise<number> {
  if (!/^[a-z][a-zA-Z0-9]*$/.test(rawPiece)) throw new CliError(`"${rawPiece}" is not a ${kind} name: use camelCase letters and digits, e.g. lowStock.`);
  const project = findProject(io.cwd);
  const plugin = findPlugin(project, io.cwd, pluginName);
  const all = pluginFolders(project.pluginsDir);
  const p = names(plugin.manifest.name);
  const piece = names(rawPiece);
  const pluginSnake = p.kebab.replace(/-/g, '_');
  const pieceSnake = piece.kebab.replace(/-/g, '_');
  const v: Record<string, string> = {
    plugin: p.camel,
    Plugin: p.pascal,
    pluginKebab: p.kebab,
    piece: piece.camel,
    Piece: piece.pascal,
    pieceKebab: piece.kebab,
    pieceSnake,
    Id: `${p.pascal}${piece.pascal}`,
    words: piece.words,
    path: `${p.kebab}-${piece.kebab}`,
    permission: `${pluginSnake}_${pieceSnake}`,
    table: options.table ?? pluginSnake,
  };
  refuseTaken(kind, plugin, all, v);
  const decl = pieceDeclarations(kind, v);
  const routesFile = path.join(plugin.dir, 'routes.ts');
  const serverFile = path.join(plugin.dir, 'server/index.ts');
  if (decl.routes && !(fs.existsSync(routesFile) && fs.existsSync(serverFile))) {
    throw new CliError(`A ${kind} calls the plugin's server half: ${shown(io.cwd, plugin.dir)} has no routes.ts and server/index.ts.`);
  }
  if (decl.serverDefinition && !fs.existsSync(serverFile)) {
    throw new CliError(`A ${kind} has its figure computed by the plugin's server half: ${shown(io.cwd, plugin.dir)} has no server/index.ts.`);
  }
  const grid = kind === 'action' ? targetGrid(io.cwd, plugin, options.grid) : undefined;
  if (grid?.grid.actions?.some((a) => a.id === v.piece)) throw new CliError(`The action name "${v.piece}" is taken in grid ${grid.grid.id}.`);
  if (kind === 'action') {
    checkTable(io.cwd, plugin, v.table);
    v.migration = `${nextMigrationNumber(project.root, project.pluginsDir)}_${pluginSnake}_${pieceSnake}`;
  }
  refuseExisting(io.cwd, `${kind} name "${v.piece}"`, templateTargets(`pieces/${kind}`, plugin.dir, v));

  const written = copyTemplate(`pieces/${kind}`, plugin.dir, v);
  // definePlugin: the piece with its code, and its translation group (plugin.json is written from it below).
  const indexFile = path.join(plugin.dir, 'src/index.ts');
  edit(indexFile, (text) => {
    let out = text;
    for (const [property, literal, entry] of [...decl.definition, ['translationGroups', 'array', `'${v.Id}'`] as const])
      out = addToDefinition(out, indexFile, property, literal, entry);
    return decl.definitionImport ? addImport(out, indexFile, ...decl.definitionImport) : out;
  });
  written.push(indexFile);
  if (decl.serverDefinition) {
    edit(serverFile, (text) =>
      decl.serverDefinition!.reduce((out, [property, literal, entry]) => addToDefinition(out, serverFile, property, literal, entry, 'defineServerPlugin'), text),
    );
    written.push(serverFile);
  }
  if (decl.routes && decl.serverRoutes) {
    const { declaration, imports } = decl.routes;
    edit(routesFile, (text) => imports.reduce((out, [module, wanted]) => addImport(out, routesFile, module, wanted), addRouteGroup(text, routesFile, v.Id, declaration)));
    const [register, module] = decl.serverRoutes;
    edit(serverFile, (text) => addImport(callInServerRoutes(text, serverFile, register), serverFile, module, [register]));
    written.push(routesFile, serverFile);
  }
  if (kind === 'action' && grid) {
    grid.grid.actions = [
      ...(grid.grid.actions ?? []),
      { id: v.piece, label: `${v.Id}.label`, selection: 'many', permission: `data/${v.permission}`, handler: `${v.plugin}.${v.piece}` },
    ];
    await writeCompactJson(grid.file, grid.grid);
    const permissionsFile = path.join(plugin.dir, 'schemas/permissions.json');
    const permissions = fs.existsSync(permissionsFile) ? readJson<{ data?: Record<string, unknown> }>(permissionsFile) : {};
    await writeCompactJson(permissionsFile, { ...permissions, data: { ...permissions.data, [v.permission]: 'all' } });
    written.push(grid.file, permissionsFile);
  }
  if (kind === 'page') written.push(writePluginMenu(project, plugin.dir, { routeName: v.path, path: v.path, displayName: `${v.Id}.title` }));
  written.push(...(await generateOwn(project.root, project.pluginsDir, project.schemasDir, plugin.folder, Boolean(decl.routes))));
  await formatWritten(project.root, written);
  for (const file of [...new Set(written)]) io.out(`wrote ${shown(io.cwd, file)}`);

  const set = await validateSchemaFolder(project.schemasDir, { pluginsDir: project.pluginsDir });
  const own = set.report.issues.filter((i) => i.file.startsWith(`plugins/${plugin.folder}/`) && i.severity === 'error');
  for (const issue of own) io.err(formatIssue(issue, shown(io.cwd, project.schemasDir)));
  if (own.length) return 1;
  const where = {
    widget: 'on the dashboard (Settings: dashboard)',
    kpi: 'on the KPI management page, to be shown',
    action: `in grid ${grid?.grid.id}`,
    page: `at /${v.path}, in the left menu`,
  }[kind];
  io.out(
    `The ${kind} ${v.Id} is in ${shown(io.cwd, plugin.dir)}, ${where}; npm run build puts it in the console${decl.routes || kind === 'kpi' ? ', a restart of the server its server half' : ''}.`,
  );
  return 0;
}
