import { type Queryable, type Random, runInTransaction, type Work } from '@cockpit/server/sdk';
import { startJob } from '../engine/job-actions';
import { performTask } from '../engine/task-perform';

/**
 * What the demo generator needs to drive the engine: the seed transaction, the business unit, its
 * users, a clock and a seeded random. Every change goes through the engine's own services (the
 * same code the routes call), so the demo data meets every invariant by construction.
 */
export interface DemoKit {
  tx: Queryable;
  businessUnitId: number;
  adminId: number;
  floorUserIds: number[];
  r: Random;
  /** The seed's "now": history is dated back from it. */
  now: number;
}

export const DAY = 86_400_000;

/**
 * Runs engine work as done at `at`. Nothing the demo did can have happened after the seed's now: a
 * later time (work that a script spread over the minutes after the last order) is done at now.
 */
export function act<T>(kit: DemoKit, at: number, fn: (w: Work) => Promise<T>, userId = kit.adminId): Promise<T> {
  return runInTransaction(kit.tx, { businessUnitId: kit.businessUnitId, userId }, new Date(Math.min(at, kit.now)), fn);
}

export async function query<T>(kit: DemoKit, sql: string, params: unknown[] = []): Promise<T[]> {
  return (await kit.tx.query<T>(sql, params)).rows;
}

/**
 * Starts the jobs and performs the tasks matching `where` (a condition on tasks t), as the floor
 * would: one task a minute from `at`. `share` < 1 performs only the first part of each job.
 */
export async function performWork(kit: DemoKit, where: string, params: unknown[], at: number, share = 1, shortPicks = 0.04): Promise<number> {
  const jobs = await query<{ id: number; state: string }>(
    kit,
    `select distinct j.id, j.state from tasks t join jobs j on j.id = t.job_id where t.business_unit_id = $1 and j.state in ('Initial', 'Started') and ${where} order by j.id`,
    [kit.businessUnitId, ...params],
  );
  let clock = at;
  let performed = 0;
  for (const job of jobs) {
    const user = kit.r.pick(kit.floorUserIds);
    if (job.state === 'Initial') await act(kit, (clock += 60_000), (w) => startJob(w, job.id), user);
    const tasks = await query<{ id: number; type: string; requested: number }>(
      kit,
      `select id, task_type as type, requested_quantity::int as requested from tasks where job_id = $1 and state = 'InProgress' order by job_sequence, id`,
      [job.id],
    );
    const count = Math.ceil(tasks.length * share);
    for (const t of tasks.slice(0, count)) {
      let confirmed = t.requested;
      let reasonCode: string | undefined;
      if (t.type === 'InventoryCountTask') confirmed = Math.max(0, t.requested + (kit.r.chance(0.3) ? kit.r.int(-3, 2) : 0));
      else if (t.requested > 1 && kit.r.chance(shortPicks)) {
        confirmed = t.requested - kit.r.int(1, Math.min(2, t.requested - 1));
        reasonCode = kit.r.pick(['Damaged', 'NotFound']);
      }
      await act(kit, (clock += kit.r.int(40, 300) * 1000), (w) => performTask(w, t.id, { confirmedQuantity: confirmed, reasonCode }), user);
      performed++;
    }
  }
  return performed;
}
