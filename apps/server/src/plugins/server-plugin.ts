import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import type { Queryable } from '../db/types';
import type { ListView } from '../lists/list-view';
import type { PluginServices, ServiceName } from '../work/warehouse-orders';

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
  /** Its demo data, written when the host seeds an empty database (see DemoSeed). */
  seed?: DemoSeeding;
  /** Services it provides other plugins through the host (a plugin never imports another): the warehouse engine's orders. */
  provides?: Partial<PluginServices>;
  /** Services of other plugins it calls: the start stops when no listed plugin provides one. */
  requires?: readonly ServiceName[];
  /**
   * KPIs whose figure it computes: `sql` is a file of the plugin (relative to its folder) the dashboard runs for the caller's
   * unit, behind `permission`. `cockpit gen plugins` writes them into its plugin.json, where the dashboard and the validator read them.
   */
  kpiFigures?: readonly { name: string; sql: string; permission?: string }[];
}

/**
 * What a plugin's demo seeding gets: one transaction for the whole demo, the demo's business units
 * and its size. A plugin draws its random numbers from `seed` plus an offset of its own
 * (`createRandom` of the SDK), so that the demo is the same on every machine.
 */
export interface DemoSeed {
  /** The transaction the whole demo is written in: a failure leaves the database empty. */
  tx: Queryable;
  /** The demo's business units: Demo (everything on), North (the classic pages) and Head office (no warehouse). */
  units: { demo: number; north: number; headOffice: number };
  /** 0: business units, users and settings only, no warehouse; 1: the demo (200 materials); larger scales grow the warehouse. */
  scale: number;
  /** The demo's seed (the same seed gives the same demo). */
  seed: number;
}

/**
 * A plugin's demo data in three steps around the warehouse activity (its orders, tasks, counts and
 * history, which read the warehouse's materials, locations and stock): the host calls every listed
 * plugin's `beforeActivity` in the order of the list, then every `activity`, then every
 * `afterActivity`, all in one transaction.
 */
export interface DemoSeeding {
  /** Data the activity works on (materials, locations, their opening stock, suppliers ...). */
  beforeActivity?(demo: DemoSeed): Promise<void>;
  /** The activity itself: the warehouse engine driven over that data (orders, tasks, counts, history). */
  activity?(demo: DemoSeed): Promise<void>;
  /** Data nothing of the activity reads (settings, codes, drafts ...). */
  afterActivity?(demo: DemoSeed): Promise<void>;
}

/** Declares a plugin's server half (typed; checked when the host loads it). */
export function defineServerPlugin(plugin: ServerPlugin): ServerPlugin {
  return plugin;
}
