import { notFound } from '../http/errors';
import { TASK_COLUMNS, TASK_FROM, ownersOf, type TaskRow } from './task-rows';
import type { Work } from './work';

/**
 * The engine's lock order, the same in every action so that PostgreSQL transactions do not
 * deadlock: outgoing orders, ingoing orders, inventories, replenishments, jobs, tasks, stocks,
 * and materials last (totals.ts); within a table by id.
 */
type Lockable = 'outgoing_orders' | 'ingoing_orders' | 'inventories' | 'replenishments' | 'jobs' | 'tasks' | 'operations';

export async function lockIds(w: Work, table: Lockable, ids: Iterable<number>): Promise<number[]> {
  const list = [...new Set(ids)].sort((a, b) => a - b);
  if (list.length === 0) return [];
  const rows = await w.query<{ id: number }>(`select id from ${table} where id = any($1::int[]) and business_unit_id = $2 order by id for update`, [list, w.bu]);
  return rows.map((r) => r.id);
}

/** Locks one row of this business unit and answers it, or 404 as if it did not exist. */
export async function lockOne<T>(w: Work, table: Lockable, id: number, columns: string, what: string): Promise<T> {
  const rows = await w.query<T>(`select ${columns} from ${table} where id = $1 and business_unit_id = $2 for update`, [id, w.bu]);
  if (!rows[0]) throw notFound(`${what} not found`);
  return rows[0];
}

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
