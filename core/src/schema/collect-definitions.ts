import { apiKeysOf, getPathsOf, gridRoutesOf, idOf, permissionKeys, pluginPiecesOf, type Definitions, type ListContracts } from './definitions';
import type { ListContract } from './generated/list';
import { pointer } from './json-pointer';
import type { PluginSource, SchemaIssue } from './types';

const asObject = (value: unknown): Record<string, unknown> | undefined =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);

/**
 * What exists, from every file that could be read, and the names declared twice on the way: a
 * path-table key, a dialog id, a grid view name, a route path, a plugin name. A duplicate is
 * reported on the later file, naming the earlier one.
 */
export function collectDefinitions(
  index: Record<string, unknown>,
  files: Map<string, unknown>,
  failures: Map<string, unknown>,
  pluginList: PluginSource[] | undefined,
  catalogues: Map<string, Set<string>> | undefined,
  catalogueGroups?: Map<string, string[]>,
): { defs: Definitions; issues: SchemaIssue[] } {
  const issues: SchemaIssue[] = [];
  const add = (file: string, at: string, rule: string, message: string) => issues.push({ file, pointer: at, rule, message, severity: 'error' });
  const defs: Definitions = {
    apiKeys: new Map(),
    permissions: permissionKeys(files.get(strings([index.permissions])[0] ?? '')),
    dialogs: new Map(),
    catalogues,
    catalogueGroups,
    pages: new Map(),
    getPaths: new Map(),
  };
  for (const file of strings(index.apiPaths)) {
    for (const key of apiKeysOf(files.get(file))) {
      const earlier = defs.apiKeys.get(key);
      if (earlier) add(file, pointer('/paths', key), 'duplicate-api-key', `"${key}" is already in ${earlier}; a key may be in one file only`);
      else defs.apiKeys.set(key, file);
    }
    for (const [key, path] of getPathsOf(files.get(file))) if (!defs.getPaths.has(key)) defs.getPaths.set(key, path);
  }
  // The console does not read the contracts: their checks run where they were read (CLI, server).
  const listFiles = strings(index.lists).filter((file) => files.has(file));
  if (listFiles.length) {
    const lists: ListContracts = { byPath: new Map(), byLiveView: new Map() };
    defs.lists = lists;
    for (const file of listFiles) {
      const contract = asObject(files.get(file)) as ListContract | undefined;
      if (!contract || typeof contract.liveView !== 'string' || !asObject(contract.fields)) continue;
      const known = { file, contract };
      if (typeof contract.path === 'string') {
        const earlier = lists.byPath.get(contract.path);
        if (earlier) add(file, '/path', 'duplicate-list-path', `path "${contract.path}" is already published by ${earlier.file}`);
        else lists.byPath.set(contract.path, known);
      }
      if (!lists.byLiveView.has(contract.liveView)) lists.byLiveView.set(contract.liveView, known);
    }
  }
  for (const file of strings(index.dialogs)) {
    // An unreadable dialog is reported once, on its file; actions that open it are not blamed
    // too. Its id is taken from the file name, the convention (dialogs/<id>.json).
    const id = failures.has(file) ? file.replace(/^dialogs\/|\.json$/g, '') : idOf(files.get(file));
    if (id === undefined) continue;
    const earlier = defs.dialogs.get(id);
    if (earlier) add(file, '/id', 'duplicate-dialog-id', `dialog id "${id}" is already used by ${earlier}`);
    else defs.dialogs.set(id, file);
  }
  // Grid ids and -es view names share one namespace: saved views and grid settings are kept under them.
  const gridIds = new Map<string, string>();
  for (const file of strings(index.grids)) {
    const grid = asObject(files.get(file));
    if (!grid) continue;
    const routes = Array.isArray(grid.routes) ? grid.routes : [];
    const names: [string, unknown][] = [['/id', grid.id], ...routes.map((r, i): [string, unknown] => [pointer('/routes', i, 'viewName'), asObject(r)?.viewName])];
    for (const [at, name] of names) {
      if (typeof name !== 'string') continue;
      const earlier = gridIds.get(name);
      if (earlier && earlier !== file) add(file, at, 'duplicate-grid-id', `grid view name "${name}" is already used by ${earlier}; saved views would be shared`);
      else gridIds.set(name, file);
    }
    gridRoutesOf(grid).forEach((path, i) => {
      const earlier = defs.pages.get(path);
      if (earlier && earlier !== file) add(file, pointer('/routes', i, 'path'), 'duplicate-route', `route path "${path}" is already used by ${earlier}`);
      else defs.pages.set(path, file);
    });
  }
  if (pluginList) {
    const plugins = new Map<string, ReturnType<typeof pluginPiecesOf>['pieces']>();
    defs.plugins = plugins;
    for (const plugin of pluginList) {
      const { name, pieces } = pluginPiecesOf(plugin.file, plugin.data);
      if (name === undefined) continue;
      const earlier = plugins.get(name);
      if (earlier) add(plugin.file, '/name', 'duplicate-plugin', `plugin name "${name}" is already used by ${earlier.file}`);
      else plugins.set(name, pieces);
      const pages = asObject(plugin.data)?.pages;
      (Array.isArray(pages) ? pages : []).forEach((page, i) => {
        const path = asObject(page)?.path;
        if (typeof path !== 'string') return;
        const earlier = defs.pages.get(path);
        if (earlier) add(plugin.file, pointer('/pages', i, 'path'), 'duplicate-route', `route path "${path}" is already used by ${earlier}`);
        else defs.pages.set(path, plugin.file);
      });
    }
  }
  return { defs, issues };
}
