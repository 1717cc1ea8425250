import { prepareOrder } from '../engine/prepare';
import { shipAndArchive } from '../engine/ship';
import { act, DAY, type DemoKit, performWork } from './demo-activity-kit';
import { newOrder, small, stocked, type Stocked } from './demo-outgoing';
import { createRandom } from '@cockpit/server/sdk';

/**
 * The floor's daily picking over the last weeks, for the reports (issue 13): material
 * transactions, slow-moving materials and employee efficiency need history by several people on
 * many days. On each working day of the last `days` days (weekends off, the last two days left to
 * the present's own work) `ordersPerDay` orders come in, are prepared and picked by the two floor
 * users or the administrator, and the replenishments they cause are done in the afternoon.
 *
 * Most orders draw on a third of the materials (the fast movers), so that the slow-moving report
 * has both kinds. Its own random keeps the rest of the demo as it was.
 */
export async function seedFloorHistory(kit: DemoKit, options: { days: number; ordersPerDay: number; seed: number }): Promise<void> {
  const crew = [...new Set([...kit.floorUserIds, kit.adminId])];
  const h: DemoKit = { ...kit, r: createRandom(options.seed), floorUserIds: crew };
  const midnight = Math.floor(kit.now / DAY) * DAY;
  let materials: Stocked[] = [];
  let made = 0;
  // The replenishments open before the history (the present's own, e.g. a min/max one waiting in
  // Maintenance) stay open: the afternoons do only the ones the history's orders caused.
  const { rows: before } = await kit.tx.query<{ last: number }>('select coalesce(max(id), 0)::int as last from tasks where business_unit_id = $1', [kit.businessUnitId]);
  const lastTaskBefore = before[0].last;
  for (let d = options.days; d >= 3; d--) {
    const day = midnight - d * DAY;
    const weekday = new Date(day).getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    // Fewer than one a day: a working day has an order with that chance (seeding time is start-up time).
    const orders = options.ordersPerDay >= 1 ? options.ordersPerDay : h.r.chance(options.ordersPerDay) ? 1 : 0;
    for (let k = 0; k < orders; k++) {
      // Refreshed every few orders: the query is not cheap and pick faces change slowly.
      if (made++ % 6 === 0) materials = await stocked(h);
      if (materials.length === 0) return;
      const fast = materials.slice(0, Math.ceil(materials.length / 3));
      const at = day + (7 + 3 * k + h.r.int(0, 2)) * 3600_000 + h.r.int(0, 59) * 60_000;
      const order = await newOrder(h, at, h.r.chance(0.8) ? fast : materials, small(h));
      const outcome = await act(h, at + 300_000, (w) => prepareOrder(w, order.id, 'partly'));
      if (outcome.taskIds.length) await performWork(h, 't.order_id = $2', [order.id], at + 900_000);
    }
    await performWork({ ...h, floorUserIds: kit.floorUserIds }, `t.process_type = 'Replenishment' and t.id > $2`, [lastTaskBefore], day + 15 * 3600_000, 1, 0);
  }
  // The history's orders are shipped and archived like the rest of the past (historical rows);
  // the present's orders are hours old and stay.
  await act(h, kit.now - DAY, (w) => shipAndArchive(w, new Date(kit.now - 2 * DAY), 10_000));
}
