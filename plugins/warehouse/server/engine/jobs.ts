import { lockOne, notFound, refused, type Work } from '@cockpit/server/sdk';
import type { JobState } from './states';

export interface JobRow {
  id: number;
  name: string;
  state: JobState;
  userId: number | null;
  userRoleId: number | null;
  processDefinitionCategory: string;
  inventoryId: number | null;
}

export const JOB_COLUMNS = `id, name, state, user_id as "userId", user_role_id as "userRoleId", process_definition_category as "processDefinitionCategory", inventory_id as "inventoryId"`;

export function lockJob(w: Work, id: number): Promise<JobRow> {
  return lockOne<JobRow>(w, 'jobs', id, JOB_COLUMNS, 'Job');
}

/** "Job is in wrong state", with the job's state and name and the states that allow the action. */
export function refuseJobState(job: JobRow, allowed: JobState[]): void {
  if (!allowed.includes(job.state)) throw refused('Jobs.WrongState', 'Job is in wrong state', { jobState: job.state, jobName: job.name, allowingStates: allowed });
}

export async function jobTaskIds(w: Work, jobId: number, openOnly = true): Promise<number[]> {
  const rows = await w.query<{ id: number }>(`select id from tasks where job_id = $1 ${openOnly ? `and state in ('Initial', 'Prepared', 'InProgress')` : ''} order by id`, [jobId]);
  return rows.map((r) => r.id);
}

/** A user or role to assign work to must belong to the caller's business unit. */
export async function checkAssignee(w: Work, a: { userId?: number | null; userRoleId?: number | null }): Promise<void> {
  if (a.userId) {
    const rows = await w.query('select 1 from users where id = $1 and business_unit_id = $2 and not deleted and is_active', [a.userId, w.bu]);
    if (!rows.length) throw notFound('User not found');
  }
  if (a.userRoleId) {
    const rows = await w.query('select 1 from user_roles where id = $1 and business_unit_id = $2 and not deleted', [a.userRoleId, w.bu]);
    if (!rows.length) throw notFound('User role not found');
  }
}
