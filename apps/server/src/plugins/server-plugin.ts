import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import type { ListView } from '../lists/list-view';

/**
 * A plugin's server half: `plugins/<folder>/server/index.ts` exports it as default, made with
 * `defineServerPlugin` from `@cockpit/server/sdk`. The host loads every plugin of
 * `plugins/server-plugins.json`, in order; the plugin's routes come from its `routes.ts` (part of
 * the route table), its migrations from `server/migrations/NNN_what.sql` (run in one sequence with
 * the host's).
 */
export interface ServerPlugin {
  /** The plugin's name, as `plugins/server-plugins.json` and its plugin.json name it. */
  name: string;
  /** Registers the plugin's routes with `registerRoute` / `registerListRoute`: the host's authentication, permission and feature checks, input limits and serialiser apply. */
  routes(app: FastifyInstance, ctx: AppContext): Promise<void>;
  /** The list views it owns, published under their names on the change feed. */
  listViews?: readonly ListView[];
}

/** Declares a plugin's server half (typed; checked when the host loads it). */
export function defineServerPlugin(plugin: ServerPlugin): ServerPlugin {
  return plugin;
}
