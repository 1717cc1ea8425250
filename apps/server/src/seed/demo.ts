import type { Db } from '../db/types';
import { DEMO_FEATURES, DEMO_USERS, NORTH_FEATURES, NORTH_USERS, seedBusinessUnit } from './demo-users';
import { seedWarehouse } from './demo-warehouse';

export interface SeedOptions {
  /** 0: business units and users only; 1: the demo (200 materials); larger scales grow the warehouse. */
  scale: number;
  seed?: number;
}

/** Fills an empty database with the demo. Returns false when the database already has data. */
export async function seedDemo(db: Db, options: SeedOptions): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (db.kind === 'postgres') await tx.query('select pg_advisory_xact_lock(727275)');
    const { rows } = await tx.query<{ n: number }>('select count(*)::int as n from business_units');
    if (rows[0].n > 0) return false;
    const seed = options.seed ?? 20261121;
    const demo = await seedBusinessUnit(tx, 'Demo', DEMO_FEATURES, DEMO_USERS);
    const north = await seedBusinessUnit(tx, 'North', NORTH_FEATURES, NORTH_USERS);
    if (options.scale > 0) {
      await seedWarehouse(tx, demo, { materials: Math.round(200 * options.scale), aisles: Math.max(2, Math.round(6 * options.scale)) }, seed);
      await seedWarehouse(tx, north, { materials: Math.round(40 * options.scale), aisles: 2 }, seed + 1);
    }
    return true;
  });
}
