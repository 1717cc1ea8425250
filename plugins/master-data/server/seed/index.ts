import type { DemoSeeding } from '@cockpit/server/sdk';
import { seedKits } from './demo-kits';
import { seedMasterDataSettings } from './demo-settings';
import { seedSuppliers } from './demo-suppliers';
import { seedWarehouse } from './demo-warehouse';

/**
 * Master data's demo: before the host's warehouse activity, each unit's locations, materials and
 * their opening stock (drawn from one random stream, so they stay together), Demo's kits and the
 * suppliers; after it, the look-ups, ERP classifications, role groups, load carriers and stock
 * attributes. Head office has no warehouse.
 */
export const masterDataSeed: DemoSeeding = {
  async beforeActivity({ tx, units, scale, seed }) {
    if (scale <= 0) return;
    await seedWarehouse(tx, units.demo, { materials: Math.round(200 * scale), aisles: Math.max(2, Math.round(6 * scale)) }, seed);
    await seedWarehouse(tx, units.north, { materials: Math.round(40 * scale), aisles: 2 }, seed + 1);
    await seedKits(tx, units.demo, seed + 20);
    await seedSuppliers(tx, { demo: units.demo, north: units.north }, seed + 21);
  },
  async afterActivity({ tx, units }) {
    await seedMasterDataSettings(tx, [units.demo, units.north]);
  },
};
