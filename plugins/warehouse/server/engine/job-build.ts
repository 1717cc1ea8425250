import type { Work } from '@cockpit/server/sdk';

export interface JobOptions {
  category: string;
  /** The job's name from its area (location role) and its number within the call. */
  name: (area: string, index: number, count: number) => string;
  maxTasksPerJob?: number;
  userId?: number | null;
  roleId?: number | null;
  inventoryId?: number | null;
  /** Start at once (create and start from stocks): the job is Started and its tasks InProgress. */
  start?: boolean;
}

interface Placed {
  id: number;
  area: string;
  fromLocation: string | null;
}

/**
 * Groups tasks into jobs per location role of their source, in walking order
 * (picking sequence), at most maxTasksPerJob each. The tasks become Prepared (InProgress when
 * started) and learn their position and the next location of their job.
 */
export async function groupIntoJobs(w: Work, taskIds: number[], o: JobOptions): Promise<number[]> {
  if (taskIds.length === 0) return [];
  const tasks = await w.query<Placed>(
    `select t.id, coalesce(r.name, 'Unassigned') as area, l.name as "fromLocation"
       from tasks t left join locations l on l.id = t.from_location_id left join location_roles r on r.id = l.location_role_id
      where t.id = any($1::int[]) order by area, l.picking_sequence nulls last, l.name, t.id`,
    [taskIds],
  );
  const chunks: Array<{ area: string; tasks: Placed[] }> = [];
  const max = Math.max(1, o.maxTasksPerJob ?? Number.MAX_SAFE_INTEGER);
  for (const t of tasks) {
    const last = chunks[chunks.length - 1];
    if (last && last.area === t.area && last.tasks.length < max) last.tasks.push(t);
    else chunks.push({ area: t.area, tasks: [t] });
  }
  const jobIds: number[] = [];
  const state = o.start ? 'Started' : 'Initial';
  for (const [index, chunk] of chunks.entries()) {
    const [job] = await w.query<{ id: number }>(
      `insert into jobs (business_unit_id, name, state, user_id, user_role_id, operation_area, process_definition_category, inventory_id, created_at, updated_at, started_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9, $10) returning id`,
      [w.bu, o.name(chunk.area, index + 1, chunks.length), state, o.userId ?? null, o.roleId ?? null, chunk.area, o.category, o.inventoryId ?? null, w.now, o.start ? w.now : null],
    );
    jobIds.push(job.id);
    const ids = chunk.tasks.map((t) => t.id);
    const next = chunk.tasks.map((_, i) => chunk.tasks[i + 1]?.fromLocation ?? null);
    await w.query(
      `update tasks t set job_id = $1, state = $2, job_sequence = x.seq, next_location = x.next, updated_at = $3
         from unnest($4::int[], $5::int[], $6::text[]) as x(id, seq, next) where t.id = x.id`,
      [job.id, o.start ? 'InProgress' : 'Prepared', w.now, ids, ids.map((_, i) => i + 1), next],
    );
    w.touch('Task', ...ids);
    w.touch('Job', job.id);
  }
  return jobIds;
}
