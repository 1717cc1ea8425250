import type { Db } from '../db/types';
import { DEMO_FEATURES, DEMO_SUPER_USER_GRANTED_DATA, DEMO_USERS, HEAD_OFFICE_USERS, NORTH_FEATURES, NORTH_USERS, seedBusinessUnit } from './demo-users';
import { seedWarehouse } from './demo-warehouse';
import { seedSuppliers } from './demo-suppliers';
import { seedKits } from './demo-kits';
import { seedSettingsData } from './demo-settings-data';
import { seedWarehouseActivity } from './demo-activity';
import { seedDashboard } from './demo-dashboard';

export interface SeedOptions {
  /** 0: business units and users only; 1: the demo (200 materials); larger scales grow the warehouse. */
  scale: number;
  seed?: number;
}

/** Fills an empty database with the demo. Returns false when the database already has data. */
export async function seedDemo(db: Db, options: SeedOptions): Promise<boolean> {
  const seeded = await db.transaction(async (tx) => {
    if (db.kind === 'postgres') await tx.query('select pg_advisory_xact_lock(727275)');
    const { rows } = await tx.query<{ n: number }>('select count(*)::int as n from business_units');
    if (rows[0].n > 0) return false;
    const seed = options.seed ?? 20261121;
    const demo = await seedBusinessUnit(tx, 'Demo', DEMO_FEATURES, DEMO_USERS, DEMO_SUPER_USER_GRANTED_DATA, true);
    const north = await seedBusinessUnit(tx, 'North', NORTH_FEATURES, NORTH_USERS);
    await seedBusinessUnit(tx, 'Head office', [], HEAD_OFFICE_USERS);
    // Each unit's own company (the dashboard's welcome, report PDFs); Head office has none and is named by its unit.
    await tx.query(`insert into company_info (business_unit_id, company_name) values ($1, 'Demo Warehouse A/S'), ($2, 'Nordlager AS')`, [demo, north]);
    if (options.scale > 0) {
      await seedWarehouse(tx, demo, { materials: Math.round(200 * options.scale), aisles: Math.max(2, Math.round(6 * options.scale)) }, seed);
      await seedWarehouse(tx, north, { materials: Math.round(40 * options.scale), aisles: 2 }, seed + 1);
      await seedKits(tx, demo, seed + 20);
      await seedSuppliers(tx, { demo, north }, seed + 21);
      await seedWarehouseActivity(tx, demo, {
        orders: Math.round(80 * options.scale),
        ingoing: Math.round(16 * options.scale),
        seed: seed + 30,
        historyOrdersPerDay: 0.5,
      });
      await seedWarehouseActivity(tx, north, { orders: Math.round(20 * options.scale), ingoing: Math.round(6 * options.scale), seed: seed + 31 });
    }
    await seedSettingsData(tx, [demo, north], seed + 22);
    await seedDashboard(tx);
    return true;
  });
  // Table statistics for the planner: PGlite has no autovacuum to gather them, and without them the
  // list queries are planned for empty tables (measured: the Stock page's plan cost more than its run).
  if (seeded) await db.query('analyze');
  return seeded;
}
