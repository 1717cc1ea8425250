import { lockIds, type Work } from '@cockpit/server/sdk';
import { prepareOrder } from './prepare';

/**
 * After a replenishment brought a material into its pick location: the lines that waited for it
 * (prepare and wait) are prepared, oldest order first, as far as the stock reaches.
 */
export async function prepareWaitingLines(w: Work, materialId: number): Promise<number> {
  const orders = await w.query<{ id: number }>(
    `select distinct o.id, o.priority from outgoing_order_lines ln join outgoing_orders o on o.id = ln.order_id
      where ln.material_id = $1 and ln.business_unit_id = $2 and ln.state = 'PendingMaintenance' and o.state in ('Initial', 'Started')
      order by o.priority, o.id`,
    [materialId, w.bu],
  );
  // Lock in id order (the engine's lock order), prepare in priority order.
  await lockIds(
    w,
    'outgoing_orders',
    orders.map((o) => o.id),
  );
  let prepared = 0;
  for (const o of orders) {
    const outcome = await prepareOrder(w, o.id, 'resume', materialId);
    if (outcome.taskIds.length) prepared++;
  }
  return prepared;
}
