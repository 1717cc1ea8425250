import { notFound } from '../http/errors';
import type { Work } from './work';

/**
 * The engine's lock order, the same in every action so that PostgreSQL transactions do not
 * deadlock: outgoing orders, ingoing orders, inventories, replenishments, jobs, tasks, stocks,
 * and materials last (totals.ts); within a table by id. Tasks with everything their state changes
 * reach are locked by the engine's lockTasks, in this order.
 */
export type Lockable = 'outgoing_orders' | 'ingoing_orders' | 'inventories' | 'replenishments' | 'jobs' | 'tasks' | 'operations';

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
