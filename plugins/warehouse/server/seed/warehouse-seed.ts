import type { DemoSeed, DemoSeeding } from '@cockpit/server/sdk';
import { seedWarehouseActivity } from './demo-activity';
import { seedSettingsData } from './demo-settings-data';

/**
 * The warehouse's demo data, after the master data: each unit's activity driven through the
 * engine (Demo 80 orders and 16 ingoing orders a scale step, with a history of half an order a
 * day; North 20 and 6), then the units' labels, printers and integration records (at every scale,
 * 0 included).
 */
export const warehouseSeed: DemoSeeding = {
  async activity({ tx, units, scale, seed }: DemoSeed): Promise<void> {
    if (scale > 0) {
      await seedWarehouseActivity(tx, units.demo, { orders: Math.round(80 * scale), ingoing: Math.round(16 * scale), seed: seed + 30, historyOrdersPerDay: 0.5 });
      await seedWarehouseActivity(tx, units.north, { orders: Math.round(20 * scale), ingoing: Math.round(6 * scale), seed: seed + 31 });
    }
    await seedSettingsData(tx, [units.demo, units.north], seed + 22);
  },
};
