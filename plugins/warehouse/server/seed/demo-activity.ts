import { createRandom, type Queryable } from '@cockpit/server/sdk';
import type { DemoKit } from './demo-activity-kit';
import { seedStockBasics } from './demo-stock-basics';
import { seedOutgoingOrders } from './demo-outgoing';
import { seedIngoingOrders } from './demo-inbound';
import { seedCounts } from './demo-counts';
import { seedFloorHistory } from './demo-floor-history';

/**
 * A living warehouse for one business unit (after its locations, materials and stock exist):
 * history and present work driven through the warehouse engine itself. Deterministic for a seed,
 * except for the clock: history is dated back from the moment of seeding.
 */
export async function seedWarehouseActivity(
  tx: Queryable,
  businessUnitId: number,
  options: { orders: number; ingoing: number; seed: number; historyOrdersPerDay?: number },
): Promise<void> {
  const { rows: users } = await tx.query<{ id: number; userName: string }>('select id, user_name as "userName" from users where business_unit_id = $1 order by id', [
    businessUnitId,
  ]);
  if (users.length === 0) return;
  const admin = users.find((u) => u.userName === 'admin') ?? users[0];
  const floor = users.filter((u) => u.userName === 'picker' || u.userName === 'super');
  const kit: DemoKit = {
    tx,
    businessUnitId,
    adminId: admin.id,
    floorUserIds: (floor.length ? floor : [admin]).map((u) => u.id),
    r: createRandom(options.seed),
    now: Date.now(),
  };
  await seedStockBasics(kit);
  await seedIngoingOrders(kit, options.ingoing);
  await seedOutgoingOrders(kit, options.orders);
  // After the present's orders, so that the present keeps its own open work (a min/max
  // replenishment waiting in Maintenance): the history's afternoons do only what it caused.
  if (options.historyOrdersPerDay) await seedFloorHistory(kit, { days: 60, ordersPerDay: options.historyOrdersPerDay, seed: options.seed + 500 });
  await seedCounts(kit);
}
