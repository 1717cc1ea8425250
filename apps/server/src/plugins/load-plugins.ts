import path from 'node:path';
import type { RouteDefinition } from '@cockpit/contracts';
import { importPluginModule } from '@cockpit/contracts/plugin-modules';
import { loadPluginRoutes, mergeRouteAreas, readPluginList, routesOf, type ListedPlugin } from '@cockpit/contracts/plugin-routes';
import { listViews } from '../lists/list-view-registry';
import { provideServices, providerOf } from '../work/warehouse-orders';
import type { ServerPlugin } from './server-plugin';

/** The plugins of a plugins folder as the server runs them. */
export interface LoadedPlugins {
  plugins: ReadonlyArray<ListedPlugin & { server: ServerPlugin }>;
  /** The host's routes and the plugins', checked: no key nor method and path twice. */
  routeList: readonly RouteDefinition[];
}

async function serverHalf(plugin: ListedPlugin): Promise<ServerPlugin> {
  const file = path.join(plugin.dir, 'server', 'index.ts');
  const module = (await importPluginModule(file)) as { default?: Partial<ServerPlugin> };
  const half = module.default;
  if (!half || typeof half.routes !== 'function') throw new Error(`plugins/${plugin.folder}/server/index.ts: export default defineServerPlugin({ name, routes, ... })`);
  if (half.name !== plugin.name) throw new Error(`plugins/${plugin.folder}/server/index.ts names itself "${half.name}", the list of plugins "${plugin.name}"`);
  return half as ServerPlugin;
}

async function load(pluginsDir: string): Promise<LoadedPlugins> {
  const listed = readPluginList(pluginsDir);
  const plugins = await Promise.all(listed.map(async (plugin) => ({ ...plugin, server: await serverHalf(plugin), areas: await loadPluginRoutes(plugin) })));
  const areas = mergeRouteAreas(plugins.map(({ name, areas }) => ({ plugin: name, areas })));
  // Once per process: the registry of list views is the process's (a view name two owners claim stops the start).
  for (const plugin of plugins) listViews.register(`plugin ${plugin.name}`, plugin.server.listViews ?? []);
  for (const plugin of plugins) provideServices(plugin.name, plugin.server.provides ?? {});
  for (const plugin of plugins) {
    const listed = new Set(plugins.map((p) => p.name));
    for (const name of plugin.server.requires ?? []) {
      const by = providerOf(name);
      if (!by || !listed.has(by)) throw new Error(`Plugin ${plugin.name} requires ${name}, which no listed plugin provides (the warehouse plugin provides warehouseOrders)`);
    }
  }
  return { plugins, routeList: Object.values(areas).flatMap(routesOf) };
}

const loaded = new Map<string, Promise<LoadedPlugins>>();

/** The plugins of `plugins/server-plugins.json`, loaded once per process and folder. */
export function loadPlugins(pluginsDir: string): Promise<LoadedPlugins> {
  let plugins = loaded.get(pluginsDir);
  if (!plugins) loaded.set(pluginsDir, (plugins = load(pluginsDir)));
  return plugins;
}
