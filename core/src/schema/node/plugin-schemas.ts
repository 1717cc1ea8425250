import fs from 'node:fs';
import path from 'node:path';
import { parseJsonText } from '../read-error';

/**
 * A plugin's schemas live in its folder, plugins/<folder>/schemas/, laid out as the host's
 * schemas/ folder is (grids/, dialogs/, api-paths/, lists/, i18n/<language>/, menu.json,
 * permissions.json), and are read as if they were in schemas/:
 * - a file of grids/, dialogs/, api-paths/ or lists/ is listed in index.json after the host's
 *   (a plugin has no index.json: every file of those folders is its);
 * - a catalogue i18n/<language>/<Group>.json is one more group of that language;
 * - menu.json's `items` join the left menu, its `settings` groups the settings menu (a group of
 *   the same `group` name gets the entries, another group is added);
 * - permissions.json's `header`, `grid` and `data` keys join the permission defaults.
 * The same file, menu entry or permission contributed twice (the host and a plugin, or two
 * plugins) is a clash: the validator reports it naming both, and the server does not start.
 */
export const pluginSchemasFolder = 'schemas';

/** Index lists a plugin's files join, with the folder that holds them. */
const indexedFolders: Record<string, string> = { apiPaths: 'api-paths', grids: 'grids', dialogs: 'dialogs', lists: 'lists' };

/** One folder of schemas: the host's, or a plugin's (its folder name under plugins/). */
export interface SchemaLayer {
  plugin?: string;
  dir: string;
}

export interface PluginSchemaClash {
  /** What is contributed twice: a file (`grids/x.json`), a menu entry or a permission. */
  name: string;
  /** The schemas-relative file of the second contribution, where the clash is reported. */
  file: string;
  message: string;
}

/** The host's folder, then every plugins/<folder>/schemas/ in folder order. */
export function schemaLayers(schemasDir: string, pluginsDir: string): SchemaLayer[] {
  const layers: SchemaLayer[] = [{ dir: path.resolve(schemasDir) }];
  let folders: string[];
  try {
    folders = fs
      .readdirSync(pluginsDir, { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name)
      .sort();
  } catch {
    return layers;
  }
  for (const plugin of folders) {
    const dir = path.resolve(pluginsDir, plugin, pluginSchemasFolder);
    if (fs.existsSync(dir) && fs.statSync(dir).isDirectory()) layers.push({ plugin, dir });
  }
  return layers;
}

const owner = (layer: SchemaLayer) => (layer.plugin ? `plugin ${layer.plugin}` : 'the host');

function jsonFiles(dir: string): string[] | undefined {
  try {
    return fs
      .readdirSync(dir, { withFileTypes: true })
      .filter((e) => e.isFile() && e.name.endsWith('.json'))
      .map((e) => e.name)
      .sort();
  } catch {
    return undefined;
  }
}

function readJsonFile(file: string): unknown {
  return parseJsonText(fs.readFileSync(file, 'utf8'));
}

/** A relative name must stay inside the layer it is looked up in. */
function inside(layer: SchemaLayer, relative: string): string | undefined {
  const full = path.resolve(layer.dir, relative);
  return full.startsWith(layer.dir + path.sep) ? full : undefined;
}

type Json = Record<string, unknown>;
type MenuGroup = { group?: unknown; items?: unknown[] };

/**
 * The host's folder with the plugins' schemas over it. `read` answers a file as the merged view
 * has it (index.json, the menu and the permission defaults merged; any other file from the one
 * layer holding it); `list` answers a folder's .json files across the layers; `realFile` where a
 * file is on disk; `clashes` what is contributed twice.
 */
export interface LayeredSchemas {
  layers: SchemaLayer[];
  read(relative: string): unknown;
  list(folder: string): string[] | undefined;
  exists(relative: string): boolean;
  /** The file on disk that holds `relative` (the host's for merged files). */
  realFile(relative: string): string | undefined;
  /** The plugin folder whose schemas hold `relative`, if a plugin's. */
  pluginOf(relative: string): string | undefined;
  clashes(): PluginSchemaClash[];
}

export function layeredSchemas(schemasDir: string, pluginsDir: string): LayeredSchemas {
  const layers = schemaLayers(schemasDir, pluginsDir);
  const [host, ...plugins] = layers;
  const holders = (relative: string) =>
    layers.filter((layer) => {
      const full = inside(layer, relative);
      return full !== undefined && fs.existsSync(full) && fs.statSync(full).isFile();
    });
  const hostIndex = (): Json => {
    const full = path.join(host.dir, 'index.json');
    return fs.existsSync(full) ? (readJsonFile(full) as Json) : {};
  };
  const mergedNames = () => {
    const index = hostIndex();
    return {
      menu: typeof index.menu === 'string' ? index.menu : 'menu.json',
      permissions: typeof index.permissions === 'string' ? index.permissions : 'permissions.json',
    };
  };
  const pluginJson = (layer: SchemaLayer, file: string): Json | undefined => {
    const full = path.join(layer.dir, file);
    return fs.existsSync(full) ? (readJsonFile(full) as Json) : undefined;
  };

  function mergedIndex(): Json {
    const index = { ...hostIndex() };
    for (const [key, folder] of Object.entries(indexedFolders)) {
      const listed = Array.isArray(index[key]) ? [...(index[key] as unknown[])] : [];
      for (const layer of plugins) {
        for (const name of jsonFiles(path.join(layer.dir, folder)) ?? []) {
          const relative = `${folder}/${name}`;
          if (!listed.includes(relative)) listed.push(relative);
        }
      }
      if (listed.length || key in index) index[key] = listed;
    }
    return index;
  }

  function mergedMenu(hostMenu: Json): Json {
    const items = [...((hostMenu.items as unknown[]) ?? [])];
    const settings = ((hostMenu.settings as MenuGroup[]) ?? []).map((g) => ({ ...g, items: [...(g.items ?? [])] }));
    for (const layer of plugins) {
      const menu = pluginJson(layer, 'menu.json');
      if (!menu) continue;
      items.push(...((menu.items as unknown[]) ?? []));
      for (const group of (menu.settings as MenuGroup[]) ?? []) {
        const same = settings.find((g) => g.group === group.group);
        if (same) same.items.push(...(group.items ?? []));
        else settings.push({ ...group, items: [...(group.items ?? [])] });
      }
    }
    return { ...hostMenu, items, ...(hostMenu.settings || settings.length ? { settings } : {}) };
  }

  function mergedPermissions(hostDefaults: Json): Json {
    const merged: Json = { ...hostDefaults };
    for (const layer of plugins) {
      const own = pluginJson(layer, 'permissions.json');
      for (const scope of ['header', 'grid', 'data']) {
        const keys = own?.[scope];
        if (keys && typeof keys === 'object') merged[scope] = { ...(keys as Json), ...((merged[scope] as Json) ?? {}) };
      }
    }
    return merged;
  }

  function read(relative: string): unknown {
    if (relative === 'index.json') return mergedIndex();
    const names = mergedNames();
    const found = holders(relative);
    if (relative === names.menu || relative === names.permissions) {
      const hostFile = inside(host, relative);
      const base = hostFile && fs.existsSync(hostFile) ? (readJsonFile(hostFile) as Json) : {};
      return relative === names.menu ? mergedMenu(base) : mergedPermissions(base);
    }
    const full = found[0] ? path.resolve(found[0].dir, relative) : inside(host, relative);
    if (!full) throw new Error(`${relative} is outside the schemas folder`);
    // A file no layer holds is read from the host's folder, so that the reader's "does not exist" names it.
    return readJsonFile(full);
  }

  function clashes(): PluginSchemaClash[] {
    const found: PluginSchemaClash[] = [];
    const names = mergedNames();
    const shown = (layer: SchemaLayer, relative: string) => (layer.plugin ? `plugins/${layer.plugin}/${pluginSchemasFolder}/${relative}` : `schemas/${relative}`);
    const at = (layer: SchemaLayer, relative: string) => path.relative(host.dir, path.join(layer.dir, relative)).split(path.sep).join('/');
    // Files: the host's and each plugin's, folder by folder.
    const seen = new Map<string, SchemaLayer>();
    const walk = (layer: SchemaLayer, folder: string) => {
      let entries: fs.Dirent[];
      try {
        entries = fs.readdirSync(path.join(layer.dir, folder), { withFileTypes: true });
      } catch {
        return;
      }
      for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : 1))) {
        const relative = folder ? `${folder}/${entry.name}` : entry.name;
        if (entry.isDirectory()) {
          if (layer.plugin || relative.split('/').length < 3) walk(layer, relative);
          continue;
        }
        if (!entry.name.endsWith('.json') || (layer.plugin && (relative === 'menu.json' || relative === 'permissions.json'))) continue;
        const first = seen.get(relative);
        if (first && layer.plugin) {
          found.push({
            name: relative,
            file: at(layer, relative),
            message: `${relative} is contributed by ${owner(first)} (${shown(first, relative)}) and by ${owner(layer)} (${shown(layer, relative)})`,
          });
        } else if (!first) seen.set(relative, layer);
      }
    };
    for (const layer of layers) walk(layer, '');
    // Menu entries by route name and path, permissions by key.
    const entries = new Map<string, SchemaLayer>();
    const permissions = new Map<string, SchemaLayer>();
    for (const layer of layers) {
      const file = layer.plugin ? 'menu.json' : names.menu;
      const menu = fs.existsSync(path.join(layer.dir, file)) ? (readJsonFile(path.join(layer.dir, file)) as Json) : {};
      const all = [...((menu.items as Json[]) ?? []), ...((menu.settings as MenuGroup[]) ?? []).flatMap((g) => (g.items as Json[]) ?? [])];
      for (const entry of all) {
        for (const name of new Set([entry.routeName, entry.path].filter((v): v is string => typeof v === 'string'))) {
          const first = entries.get(name);
          if (first && layer.plugin)
            found.push({
              name,
              file: at(layer, 'menu.json'),
              message: `menu entry "${name}" is contributed by ${owner(first)} (${shown(first, names.menu)}) and by ${owner(layer)} (${shown(layer, 'menu.json')})`,
            });
          else if (!first) entries.set(name, layer);
        }
      }
      const permissionFile = layer.plugin ? 'permissions.json' : names.permissions;
      const defaults = fs.existsSync(path.join(layer.dir, permissionFile)) ? (readJsonFile(path.join(layer.dir, permissionFile)) as Json) : {};
      for (const scope of ['header', 'grid', 'data']) {
        for (const key of Object.keys((defaults[scope] as Json) ?? {})) {
          const name = `${scope}/${key}`;
          const first = permissions.get(name);
          if (first && layer.plugin)
            found.push({
              name,
              file: at(layer, 'permissions.json'),
              message: `permission ${name} is contributed by ${owner(first)} (${shown(first, names.permissions)}) and by ${owner(layer)} (${shown(layer, 'permissions.json')})`,
            });
          else if (!first) permissions.set(name, layer);
        }
      }
    }
    return found;
  }

  return {
    layers,
    read,
    list(folder) {
      const lists = layers.map((layer) => (inside(layer, folder) ? jsonFiles(path.resolve(layer.dir, folder)) : undefined));
      if (lists.every((l) => l === undefined)) return undefined;
      return [...new Set(lists.flatMap((l) => l ?? []))].sort();
    },
    exists: (relative) => relative === 'index.json' || holders(relative).length > 0 || (relative !== '' && layers.some((l) => fs.existsSync(path.resolve(l.dir, relative)))),
    realFile(relative) {
      const layer = holders(relative)[0];
      return layer ? path.resolve(layer.dir, relative) : undefined;
    },
    pluginOf(relative) {
      const names = mergedNames();
      if (relative === 'index.json' || relative === names.menu || relative === names.permissions) return undefined;
      return holders(relative)[0]?.plugin;
    },
    clashes,
  };
}
