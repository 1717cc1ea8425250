import { refused, type Work } from '@cockpit/server/sdk';
import { lockTasks } from './lock-tasks';
import { lockOrder, openTaskIdsOfOrder, refuseClosed, refuseStarted } from './orders';
import { refreshOwners } from './refresh';
import { cancelOpenTasks } from './task-close';
import { emptyOwners } from './task-rows';

async function closeOperations(w: Work, orderId: number, state: 'Cancelled' | 'Completed'): Promise<void> {
  const ops = await w.query<{ id: number }>(
    `update operations set state = $2, updated_at = $3, completed_at = case when $2 = 'Completed' then $3::timestamptz else completed_at end
      where order_id = $1 and state not in ('Completed', 'Cancelled') returning id`,
    [orderId, state, w.now],
  );
  w.touch('Operation', ...ops.map((o) => o.id));
}

/**
 * Cancel order: Initial or prepared-but-not-started orders; their tasks and reservations go. A job
 * someone already started stays Started for them to finish (states.ts jobState), as in unprepare
 * and cancel order process below.
 */
export async function cancelOrder(w: Work, orderId: number): Promise<void> {
  const order = await lockOrder(w, orderId);
  refuseStarted(order);
  const tasks = await lockTasks(w, await openTaskIdsOfOrder(w, orderId));
  const owners = await cancelOpenTasks(w, tasks, { code: 'orderCancelled' });
  await closeOperations(w, orderId, 'Cancelled');
  await w.query(`update outgoing_order_lines set state = 'Cancelled' where order_id = $1`, [orderId]);
  await w.query(`update outgoing_orders set state = 'Cancelled', cancelled_date = $2, updated_at = $2 where id = $1`, [orderId, w.now]);
  w.touch('OutgoingOrder', orderId);
  owners.orders.delete(orderId);
  await refreshOwners(w, owners, { keepStarted: true });
}

/** Unprepare: only while no task is performed; reservations released, lines back to Initial. */
export async function unprepareOrder(w: Work, orderId: number): Promise<void> {
  const order = await lockOrder(w, orderId);
  refuseStarted(order);
  const taskIds = await openTaskIdsOfOrder(w, orderId);
  const [waiting] = await w.query<{ n: number }>(
    `select count(*)::int as n from outgoing_order_lines where order_id = $1 and state in ('FailedInPreparation', 'PendingMaintenance')`,
    [orderId],
  );
  if (taskIds.length === 0 && waiting.n === 0) throw refused('Orders.NotPrepared', 'Order is not prepared');
  const tasks = await lockTasks(w, taskIds);
  const owners = await cancelOpenTasks(w, tasks, { code: 'orderUnprepared' }, emptyOwners());
  await closeOperations(w, orderId, 'Cancelled');
  await w.query(`update outgoing_order_lines set state = 'Initial', failure_reason = null where order_id = $1 and state not in ('Completed', 'Cancelled')`, [orderId]);
  owners.orders.add(orderId);
  await refreshOwners(w, owners, { keepStarted: true });
}

/**
 * Cancel order process: the remaining open tasks of a started order are cancelled and the order
 * completes with what was picked (lines with nothing picked are cancelled).
 */
export async function cancelOrderProcess(w: Work, orderId: number): Promise<void> {
  const order = await lockOrder(w, orderId);
  refuseClosed(order);
  if (order.state !== 'Started') throw refused('Orders.NotStarted', 'Order is not started');
  const tasks = await lockTasks(w, await openTaskIdsOfOrder(w, orderId));
  const owners = await cancelOpenTasks(w, tasks, { code: 'orderProcessCancelled' });
  await w.query(
    `update outgoing_order_lines set closed = true, state = case when picked_quantity > 0 then state else 'Cancelled' end
      where order_id = $1 and state not in ('Completed', 'Cancelled')`,
    [orderId],
  );
  owners.orders.add(orderId);
  await refreshOwners(w, owners, { keepStarted: true });
}
