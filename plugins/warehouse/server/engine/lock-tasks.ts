import { lockIds, type Work } from '@cockpit/server/sdk';
import { ownersOf, TASK_COLUMNS, TASK_FROM, type TaskRow } from './task-rows';

/**
 * Locks tasks with everything their state changes reach: owners first, then jobs, then the
 * tasks themselves (re-read under the lock). Tasks of another business unit are not returned.
 */
export async function lockTasks(w: Work, taskIds: number[], extraJobIds: number[] = []): Promise<TaskRow[]> {
  if (taskIds.length === 0 && extraJobIds.length === 0) return [];
  const pre = await w.query<Pick<TaskRow, 'orderId' | 'ingoingOrderId' | 'inventoryId' | 'replenishmentId' | 'jobId'>>(
    `select order_id as "orderId", ingoing_order_id as "ingoingOrderId", inventory_id as "inventoryId", replenishment_id as "replenishmentId", job_id as "jobId"
       from tasks where id = any($1::int[]) and business_unit_id = $2`,
    [taskIds, w.bu],
  );
  const owners = ownersOf(pre);
  await lockIds(w, 'outgoing_orders', owners.orders);
  await lockIds(w, 'ingoing_orders', owners.ingoingOrders);
  await lockIds(w, 'inventories', owners.inventories);
  await lockIds(w, 'replenishments', owners.replenishments);
  await lockIds(w, 'jobs', [...owners.jobs, ...extraJobIds]);
  const tasks = await w.query<TaskRow>(`select ${TASK_COLUMNS} from ${TASK_FROM} where t.id = any($1::int[]) and t.business_unit_id = $2 order by t.id for update of t`, [
    taskIds,
    w.bu,
  ]);
  // A task moved to another job between the read and the lock: lock that job too (rare; on
  // PostgreSQL this may wait out of order, and a deadlock is retried by db.transaction).
  const late = tasks.filter((t) => t.jobId && !owners.jobs.has(t.jobId) && !extraJobIds.includes(t.jobId)).map((t) => t.jobId as number);
  if (late.length) await lockIds(w, 'jobs', late);
  return tasks;
}
