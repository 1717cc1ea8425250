import fs from 'node:fs';
import path from 'node:path';
import type { RouteDefinition, RouteGroup } from './define-route';
import { importPluginModule } from './plugin-modules';
import { routeAreas } from './routes/index';

/**
 * Node only (the console never imports it): the list of plugins and the routes their server
 * halves declare, merged with the host's table.
 */

/** Routes by area (the file name of `schemas/api-paths/<area>.json`), then controller, then action. */
export type RouteAreas = Readonly<Record<string, Readonly<Record<string, RouteGroup>>>>;

/**
 * The one list of plugins, in the plugins folder: `{ "<plugin name>": "<folder>" }`, one line per
 * plugin, in load order. The server loads the listed plugins that have a server half
 * (server/index.ts); the console's list (apps/console/src/plugins.ts, written by `cockpit gen
 * plugins`) is the listed plugins that have a console half (src/index.ts).
 */
export const PLUGIN_LIST_FILE = 'server-plugins.json';

/** A plugin of the list: its name, its folder's name and the folder's absolute path. */
export interface ListedPlugin {
  name: string;
  folder: string;
  dir: string;
}

/** A plugin of the list with the halves its folder has. */
export interface ListedHalves extends ListedPlugin {
  server: boolean;
  console: boolean;
}

/**
 * Every plugin of the list (none without a list), with its halves; a folder that is not
 * kebab-case, or that has neither a server half nor a console half, stops the start.
 */
export function readListedPlugins(pluginsDir: string): ListedHalves[] {
  const file = path.join(pluginsDir, PLUGIN_LIST_FILE);
  if (!fs.existsSync(file)) return [];
  const list = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
  return Object.entries(list)
    .filter(([name]) => !name.startsWith('$'))
    .map(([name, folder]) => {
      if (typeof folder !== 'string' || !/^[a-z][a-z0-9-]*$/.test(folder))
        throw new Error(`${PLUGIN_LIST_FILE}: plugin "${name}" must name its folder (kebab-case), not ${JSON.stringify(folder)}`);
      const dir = path.join(pluginsDir, folder);
      const server = fs.existsSync(path.join(dir, 'server', 'index.ts'));
      const console = fs.existsSync(path.join(dir, 'src', 'index.ts'));
      if (!server && !console)
        throw new Error(`${PLUGIN_LIST_FILE}: plugin "${name}" has no server half (plugins/${folder}/server/index.ts) and no console half (plugins/${folder}/src/index.ts)`);
      return { name, folder, dir, server, console };
    });
}

/** The plugins of the list that have a server half, in order (what the server, its migrations and the generators load). */
export function readPluginList(pluginsDir: string): ListedPlugin[] {
  return readListedPlugins(pluginsDir)
    .filter((p) => p.server)
    .map(({ name, folder, dir }) => ({ name, folder, dir }));
}

/** A plugin's routes: `plugins/<folder>/routes.ts` exports `routeAreas` (none without the file). */
export async function loadPluginRoutes(plugin: ListedPlugin): Promise<RouteAreas> {
  const file = path.join(plugin.dir, 'routes.ts');
  if (!fs.existsSync(file)) return {};
  const module = (await importPluginModule(file)) as { routeAreas?: RouteAreas };
  if (!module.routeAreas) throw new Error(`plugins/${plugin.folder}/routes.ts exports no routeAreas`);
  return module.routeAreas;
}

/**
 * The host's areas and the plugins', in that order. An area, a route key or a method and path that
 * two owners declare stops the start, naming both.
 */
export function mergeRouteAreas(pluginAreas: ReadonlyArray<{ plugin: string; areas: RouteAreas }>, host: RouteAreas = routeAreas): RouteAreas {
  const merged: Record<string, Readonly<Record<string, RouteGroup>>> = {};
  const areaOwner = new Map<string, string>();
  const keyOwner = new Map<string, string>();
  const doorOwner = new Map<string, string>();
  const add = (owner: string, areas: RouteAreas) => {
    for (const [area, groups] of Object.entries(areas)) {
      const taken = areaOwner.get(area);
      if (taken) throw new Error(`Route area "${area}" is declared by ${taken} and by ${owner}`);
      areaOwner.set(area, owner);
      for (const route of routesOf(groups)) {
        const door = `${route.method} ${route.path}`;
        const byKey = keyOwner.get(route.key);
        if (byKey) throw new Error(`Route ${route.key} is declared by ${byKey} and by ${owner}`);
        const byDoor = doorOwner.get(door);
        if (byDoor) throw new Error(`Route ${door} is declared by ${byDoor} and by ${owner}`);
        keyOwner.set(route.key, owner);
        doorOwner.set(door, owner);
      }
      merged[area] = groups;
    }
  };
  add('the host (packages/contracts)', host);
  for (const { plugin, areas } of pluginAreas) add(`plugin ${plugin}`, areas);
  return merged;
}

/** The routes of some areas' groups, in order. */
export function routesOf(groups: Readonly<Record<string, RouteGroup>>): RouteDefinition[] {
  return Object.values(groups).flatMap((group) => Object.values(group));
}

/** The whole table of a plugins folder: the host's routes and those of every listed plugin. */
export async function routeAreasWithPlugins(pluginsDir: string): Promise<RouteAreas> {
  const plugins = readPluginList(pluginsDir);
  return mergeRouteAreas(await Promise.all(plugins.map(async (plugin) => ({ plugin: plugin.name, areas: await loadPluginRoutes(plugin) }))));
}
