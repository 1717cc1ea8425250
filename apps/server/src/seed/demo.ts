import path from 'node:path';
import { repoRoot } from '../config';
import type { Db } from '../db/types';
import { loadPlugins } from '../plugins/load-plugins';
import type { DemoSeed, ServerPlugin } from '../plugins/server-plugin';
import { DEMO_FEATURES, DEMO_SUPER_USER_GRANTED_DATA, DEMO_USERS, HEAD_OFFICE_USERS, NORTH_FEATURES, NORTH_USERS, seedBusinessUnit } from './demo-users';

export interface SeedOptions {
  /** 0: business units and users only; 1: the demo (200 materials); larger scales grow the warehouse. */
  scale: number;
  seed?: number;
  /** The plugins whose demo data is written, in order; without it those of the repository's plugins/server-plugins.json. */
  plugins?: readonly ServerPlugin[];
}

/**
 * Fills an empty database with the demo. Returns false when the database already has data.
 *
 * The host writes the business units, their users and companies; each listed
 * plugin writes its own data in three steps (the master data before the activity, the warehouse's
 * activity and its settings, cause codes and the dashboard after it ...), in the order of the list, in the same
 * transaction.
 */
export async function seedDemo(db: Db, options: SeedOptions): Promise<boolean> {
  const plugins = options.plugins ?? (await loadPlugins(path.join(repoRoot, 'plugins'))).plugins.map((plugin) => plugin.server);
  const seeded = await db.transaction(async (tx) => {
    if (db.kind === 'postgres') await tx.query('select pg_advisory_xact_lock(727275)');
    const { rows } = await tx.query<{ n: number }>('select count(*)::int as n from business_units');
    if (rows[0].n > 0) return false;
    const seed = options.seed ?? 20261121;
    const demo = await seedBusinessUnit(tx, 'Demo', DEMO_FEATURES, DEMO_USERS, DEMO_SUPER_USER_GRANTED_DATA, true);
    const north = await seedBusinessUnit(tx, 'North', NORTH_FEATURES, NORTH_USERS);
    const headOffice = await seedBusinessUnit(tx, 'Head office', [], HEAD_OFFICE_USERS);
    // Each unit's own company (the dashboard's welcome, report PDFs); Head office has none and is named by its unit.
    await tx.query(`insert into company_info (business_unit_id, company_name) values ($1, 'Demo Warehouse A/S'), ($2, 'Nordlager AS')`, [demo, north]);
    const demoSeed: DemoSeed = { tx, units: { demo, north, headOffice }, scale: options.scale, seed };
    for (const plugin of plugins) await plugin.seed?.beforeActivity?.(demoSeed);
    for (const plugin of plugins) await plugin.seed?.activity?.(demoSeed);
    for (const plugin of plugins) await plugin.seed?.afterActivity?.(demoSeed);
    return true;
  });
  // Table statistics for the planner: PGlite has no autovacuum to gather them, and without them the
  // list queries are planned for empty tables (measured: the Stock page's plan cost more than its run).
  if (seeded) await db.query('analyze');
  return seeded;
}
