import { type FailedLine, LABEL_SQL, lineLabels, lockIds, notFound, refused, type Work } from '@cockpit/server/sdk';
import { lockTasks } from './lock-tasks';
import { checkAssignee } from './jobs';
import { groupIntoJobs } from './job-build';
import { createMovementTasks } from './movement-tasks';
import { refreshOwners } from './refresh';
import { lockStocks } from './stock-rows';
import { ownersOf, type TaskRow } from './task-rows';

export interface Assignee {
  userId?: number | null;
  userRoleId?: number | null;
}

/** Moves open tasks out of their (Initial) jobs into new jobs; their old jobs close if left empty. */
async function regroup(w: Work, tasks: TaskRow[], category: string, name: (area: string, i: number, n: number) => string, to: Assignee): Promise<number[]> {
  const owners = ownersOf(tasks);
  await w.query(`update tasks set job_id = null, state = 'Initial', updated_at = $2 where id = any($1::int[])`, [tasks.map((t) => t.id), w.now]);
  const jobIds = await groupIntoJobs(
    w,
    tasks.map((t) => t.id),
    { category, name, userId: to.userId, roleId: to.userRoleId },
  );
  // A started job the tasks left stays Started for whoever works it to finish (states.ts jobState).
  await refreshOwners(w, owners, { keepStarted: true });
  return jobIds;
}

/**
 * Create and assign job from tasks: open tasks outside a job, or Prepared in an Initial job,
 * become one new job per location role, assigned to the user or role. Other tasks are reported.
 */
export async function createJobFromTasks(w: Work, taskIds: number[], to: Assignee, name?: string): Promise<{ jobIds: number[]; failed: FailedLine[] }> {
  await checkAssignee(w, to);
  const tasks = await lockTasks(w, taskIds);
  const jobStates = new Map(
    (await w.query<{ id: number; state: string; name: string }>('select id, state, name from jobs where id = any($1::int[])', [tasks.map((t) => t.jobId).filter(Boolean)])).map(
      (j) => [j.id, j],
    ),
  );
  const failed: FailedLine[] = taskIds.filter((id) => !tasks.some((t) => t.id === id)).map((id) => ({ id, code: 'NotFound', message: 'Task not found' }));
  const eligible: TaskRow[] = [];
  const names = await lineLabels(
    w.tx,
    LABEL_SQL.task,
    tasks.map((t) => t.id),
    w.bu,
  );
  for (const t of tasks) {
    const job = t.jobId ? jobStates.get(t.jobId) : undefined;
    if (t.state !== 'Initial' && t.state !== 'Prepared')
      failed.push({
        id: t.id,
        label: names.get(t.id),
        code: 'Tasks.WrongState',
        message: 'Task is in wrong state',
        details: { taskState: t.state, allowingStates: ['Initial', 'Prepared'] },
      });
    else if (job && job.state !== 'Initial')
      failed.push({
        id: t.id,
        label: names.get(t.id),
        code: 'Tasks.JobWrongState',
        message: 'Job containing this task is in wrong state',
        details: { jobState: job.state, jobName: job.name, allowingStates: ['Initial'] },
      });
    else eligible.push(t);
  }
  if (eligible.length === 0) throw refused('Jobs.NoTasks', 'No tasks to put in a job', { failed });
  const category = eligible[0].type === 'InventoryCountTask' ? 'Inventory' : eligible[0].processType;
  const base = name?.trim() || `${category} ${w.now.toISOString().slice(0, 16).replace('T', ' ')}`;
  const jobIds = await regroup(w, eligible, category, (area, i, n) => (n > 1 ? `${base} ${area} ${i}` : base), to);
  return { jobIds, failed };
}

/**
 * Create and start job from stocks: each selected stock's free quantity moves to the target
 * location by a task in one job, started at once for the user (the caller by default).
 */
export async function createJobFromStocks(w: Work, stockIds: number[], toLocationId: number, userId?: number | null): Promise<{ jobIds: number[]; failed: FailedLine[] }> {
  const [target] = await w.query<{ id: number }>('select id from locations where id = $1 and business_unit_id = $2', [toLocationId, w.bu]);
  if (!target) throw notFound('Location not found');
  await checkAssignee(w, { userId });
  const stocks = await lockStocks(w, stockIds);
  const failed: FailedLine[] = [];
  const specs = [];
  const names = await lineLabels(w.tx, LABEL_SQL.stock, stockIds, w.bu);
  for (const id of stockIds) {
    const s = stocks.get(id);
    const label = names.get(id);
    if (!s) failed.push({ id, code: 'NotFound', message: 'Stock not found' });
    else if (s.locationId === toLocationId) failed.push({ id, label, code: 'Stock.SameLocation', message: 'Stock is already in this location' });
    else if (s.quantity - s.reserved <= 0) failed.push({ id, label, code: 'Stock.NotEnoughAvailable', message: 'Not enough available stock' });
    else specs.push({ from: s, quantity: s.quantity - s.reserved, toLocationId, processType: 'Movement' as const, toContainerId: s.containerId });
  }
  if (specs.length === 0) throw refused('Stock.NothingToMove', 'No stocks to update', { failed });
  const taskIds = await createMovementTasks(w, specs);
  const jobIds = await groupIntoJobs(w, taskIds, {
    category: 'Movement',
    name: (area, i, n) => `Move ${w.now.toISOString().slice(0, 16).replace('T', ' ')}${n > 1 ? ` ${area} ${i}` : ''}`,
    userId: userId ?? (w.actor.userId || null),
    start: true,
  });
  return { jobIds, failed };
}

/**
 * The operation's order is locked first (the engine's lock order: every change to an operation's
 * state happens under its order's lock); then its state and open tasks are read under that lock.
 */
async function operationTasks(w: Work, operationId: number): Promise<{ orderId: number; taskIds: number[] }> {
  const [pre] = await w.query<{ orderId: number }>('select order_id as "orderId" from operations where id = $1 and business_unit_id = $2', [operationId, w.bu]);
  if (!pre) throw notFound('Operation not found');
  await lockIds(w, 'outgoing_orders', [pre.orderId]);
  const [op] = await w.query<{ state: string }>('select state from operations where id = $1', [operationId]);
  if (op.state === 'Completed' || op.state === 'Cancelled') throw refused('Operations.Closed', 'Operation is already closed', { operationState: op.state });
  const rows = await w.query<{ id: number }>(`select id from tasks where operation_id = $1 and state in ('Initial', 'Prepared', 'InProgress') order by id`, [operationId]);
  return { orderId: pre.orderId, taskIds: rows.map((r) => r.id) };
}

/** Assign operations to a user: the operation's Initial jobs go to the user. */
export async function assignOperationToUser(w: Work, operationId: number, userId: number): Promise<void> {
  await checkAssignee(w, { userId });
  const { taskIds } = await operationTasks(w, operationId);
  const tasks = await lockTasks(w, taskIds);
  const jobIds = [...new Set(tasks.map((t) => t.jobId).filter((id): id is number => id !== null))];
  const jobs = await w.query<{ id: number }>(`update jobs set user_id = $2, user_role_id = null, updated_at = $3 where id = any($1::int[]) and state = 'Initial' returning id`, [
    jobIds,
    userId,
    w.now,
  ]);
  if (jobs.length === 0) throw refused('Operations.NoInitialJobs', 'The operation has no jobs that can be assigned');
  w.touch('Job', ...jobs.map((j) => j.id));
  w.touch('Operation', operationId);
}

/**
 * Reassign: the operation's open tasks, started or not, leave their jobs for a new job assigned
 * to the user or role (a started job they leave stays Started until its user finishes it).
 */
export async function reassignOperation(w: Work, operationId: number, to: Assignee): Promise<number[]> {
  await checkAssignee(w, to);
  const { orderId, taskIds } = await operationTasks(w, operationId);
  if (taskIds.length === 0) throw refused('Operations.NothingToReassign', 'The operation has no open tasks');
  const tasks = (await lockTasks(w, taskIds)).filter((t) => t.state !== 'Performed' && t.state !== 'Cancelled');
  const [{ orderNo }] = await w.query<{ orderNo: string }>('select order_no as "orderNo" from outgoing_orders where id = $1', [orderId]);
  return regroup(w, tasks, 'Picking', (area, i, n) => `Pick ${orderNo} (reassigned)${n > 1 ? ` ${area} ${i}` : ''}`, to);
}
