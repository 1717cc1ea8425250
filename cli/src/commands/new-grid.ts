import fs from 'node:fs';
import path from 'node:path';
import { formatIssue, type ApiPathTable, type GridColumn, type GridSchema, type ListContract, type PermissionDefaultsFile, type SchemaIndex } from '@cockpit/core/schema';
import { apiPath } from '@cockpit/contracts/api-base';
import { layeredSchemas, validateSchemaFolder } from '@cockpit/core/schema/node';
import type { CliIo } from '../io';
import { CliError, findProject, readJson, shown, writeJson } from '../project';
import { addTexts } from '../scaffold/catalogues';
import { names } from '../scaffold/names';

export interface NewGridOptions {
  /** An existing path-table key to list the rows with; otherwise api-paths/<name>.json gets <Id>.list. */
  api?: string;
}

/** Reads a file of the schemas as the server serves them (the host's with the plugins'), undefined when none holds it. */
type Reader = <T>(file: string) => T | undefined;

function pathTable(read: Reader, index: SchemaIndex): Map<string, string> {
  const keys = new Map<string, string>();
  for (const file of index.apiPaths) {
    for (const key of Object.keys(read<ApiPathTable>(file)?.paths ?? {})) keys.set(key, file);
  }
  return keys;
}

/** The contract (schemas/lists/*.json) of the list served at the GET path of this path-table key, if one is published. */
function publishedList(read: Reader, index: SchemaIndex, api: string): ListContract | undefined {
  let target: string | undefined;
  for (const file of index.apiPaths) {
    const entry = read<ApiPathTable>(file)?.paths?.[api];
    if (entry && (entry.method ?? 'GET') === 'GET') target = entry.path;
  }
  for (const file of target === undefined ? [] : (index.lists ?? [])) {
    const contract = read<ListContract>(file);
    if (contract?.path === target) return contract;
  }
  return undefined;
}

function columnType(type: string): GridColumn['type'] {
  return type === 'text' || type === 'number' || type === 'boolean' || type === 'date' || type === 'datetime' ? type : 'text';
}

/**
 * `cockpit new grid <name>`: grids/<name>.json with one column, listed in index.json, its texts
 * in every console language, and (unless --api names one) a path-table entry for its list call;
 * so the skeleton validates as it is, cross-references included.
 */
export async function newGridCommand(io: CliIo, rawName: string, options: NewGridOptions): Promise<number> {
  if (!/^[a-z][a-z0-9-]*$/.test(rawName)) throw new CliError(`"${rawName}" is not a grid file name: use lower-case letters, digits and dashes, e.g. outgoing-orders.`);
  const project = findProject(io.cwd);
  const { schemasDir } = project;
  const name = names(rawName);
  const gridFile = `grids/${name.kebab}.json`;
  const indexFile = path.join(schemasDir, 'index.json');
  const index = readJson<SchemaIndex>(indexFile);
  // What exists is looked up in the host's schemas and the plugins' (plugins/<folder>/schemas/); the grid is the host's.
  const layered = layeredSchemas(schemasDir, project.pluginsDir);
  const read: Reader = <T>(file: string) => (layered.exists(file) ? (layered.read(file) as T) : undefined);
  const all = layered.read('index.json') as SchemaIndex;
  if (layered.exists(gridFile) || all.grids.includes(gridFile)) throw new CliError(`${gridFile} exists already.`);
  for (const file of all.grids) {
    if (read<Partial<GridSchema>>(file)?.id === name.pascal) throw new CliError(`${file} already has the id ${name.pascal}.`);
  }

  const keys = pathTable(read, all);
  let api = options.api;
  const written: string[] = [];
  if (api !== undefined) {
    if (!keys.has(api)) throw new CliError(`"${api}" is not in the path table (${all.apiPaths.join(', ')}).`);
  } else {
    api = `${name.pascal}.list`;
    const apiFile = `api-paths/${name.kebab}.json`;
    if (keys.has(api)) throw new CliError(`"${api}" is in ${keys.get(api)} already: pass --api ${api} to use it.`);
    const full = path.join(schemasDir, apiFile);
    const table: ApiPathTable = fs.existsSync(full) ? readJson<ApiPathTable>(full) : { $schema: '../meta/api-paths.schema.json', paths: {} };
    table.paths[api] = { method: 'GET', path: apiPath(`${name.pascal}/list`), description: `The rows of the ${name.words.toLowerCase()} grid.` };
    writeJson(full, table);
    written.push(full);
    if (!index.apiPaths.includes(apiFile)) index.apiPaths.push(apiFile);
  }

  // A list the server already publishes: the grid listens under its live view and shows its id.
  const list = publishedList(read, all, api);
  const firstField = list && !Object.hasOwn(list.fields, 'id') ? Object.keys(list.fields)[0] : 'id';
  const permissions = layered.read(index.permissions) as PermissionDefaultsFile;
  const grid: GridSchema = {
    $schema: '../meta/grid.schema.json',
    id: name.pascal,
    component: name.pascal,
    title: `${name.pascal}.title`,
    routes: [{ path: `${name.kebab}-page`, paging: 'client' }],
    // Opening a grid is data/navigation in this project; without that key, only admins may (the default).
    ...(permissions.data?.navigation !== undefined && { permission: 'data/navigation' }),
    dataSource: { api },
    rowId: firstField,
    ...(list && list.liveView !== name.pascal && { liveView: list.liveView }),
    columns: [{ field: firstField, label: `${name.pascal}.columns.${firstField}`, type: list ? columnType(list.fields[firstField].type) : 'number', width: 90, sortable: true }],
    exports: { csv: true, excel: true, fileName: name.kebab },
  };
  writeJson(path.join(schemasDir, gridFile), grid);
  written.push(path.join(schemasDir, gridFile));
  index.grids.push(gridFile);
  writeJson(indexFile, index);
  written.push(indexFile);
  written.push(...addTexts(schemasDir, name.pascal, { title: name.words, columns: { [firstField]: firstField === 'id' ? 'Id' : firstField } }));

  for (const file of written) io.out(`wrote ${shown(io.cwd, file)}`);
  const set = await validateSchemaFolder(schemasDir, { pluginsDir: project.pluginsDir });
  const own = set.report.issues.filter((i) => i.file === gridFile && i.severity === 'error');
  for (const issue of own) io.err(formatIssue(issue, shown(io.cwd, schemasDir)));
  if (own.length) return 1;
  const server = list
    ? `its columns and filters from schemas/lists/${list.name}.json`
    : `its columns, and on the server a list view served at the path of ${api} (then npm run gen publishes its contract)`;
  io.out(`${gridFile} validates. Next: ${server}, a menu entry (schemas/menu.json, Menu.${name.kebab}); see docs/guides/add-a-screen.md.`);
  return 0;
}
