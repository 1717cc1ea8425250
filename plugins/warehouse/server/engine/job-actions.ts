import { refused, type Work } from '@cockpit/server/sdk';
import { lockTasks } from './lock-tasks';
import { checkAssignee, jobTaskIds, lockJob, refuseJobState } from './jobs';
import { refreshJobs, refreshOwners } from './refresh';
import { cancelOpenTasks } from './task-close';
import { ownersOf } from './task-rows';
import { writeLog } from './work-log';

/** Start job (terminal): Initial -> Started; its tasks become InProgress; unassigned jobs go to the starter. */
export async function startJob(w: Work, jobId: number): Promise<void> {
  const job = await lockJob(w, jobId);
  refuseJobState(job, ['Initial']);
  const tasks = await w.query<{ id: number }>(`update tasks set state = 'InProgress', updated_at = $2 where job_id = $1 and state = 'Prepared' returning id`, [jobId, w.now]);
  if (tasks.length === 0) throw refused('Jobs.NoOpenTasks', 'Job has no open tasks', { jobName: job.name });
  await w.query(`update jobs set state = 'Started', started_at = $2, updated_at = $2, user_id = coalesce(user_id, $3) where id = $1`, [jobId, w.now, w.actor.userId || null]);
  w.touch('Task', ...tasks.map((t) => t.id));
  w.touch('Job', jobId);
  await writeLog(w, { jobId, name: 'jobStarted' });
}

/** Assign to a user or a role: only while Initial. */
export async function assignJob(w: Work, jobId: number, to: { userId?: number | null; userRoleId?: number | null }): Promise<void> {
  const job = await lockJob(w, jobId);
  refuseJobState(job, ['Initial']);
  await checkAssignee(w, to);
  await w.query('update jobs set user_id = $2, user_role_id = $3, updated_at = $4 where id = $1', [jobId, to.userId ?? null, to.userRoleId ?? null, w.now]);
  w.touch('Job', jobId);
  await writeLog(w, { jobId, name: to.userId ? 'jobAssignedToUser' : 'jobAssignedToRole' });
}

export async function unassignJob(w: Work, jobId: number): Promise<void> {
  const job = await lockJob(w, jobId);
  refuseJobState(job, ['Initial']);
  if (!job.userId && !job.userRoleId) throw refused('Jobs.NotAssigned', 'Job is not assigned', { jobName: job.name });
  await w.query('update jobs set user_id = null, user_role_id = null, updated_at = $2 where id = $1', [jobId, w.now]);
  w.touch('Job', jobId);
  await writeLog(w, { jobId, name: 'jobUnassigned' });
}

/** End: the open tasks are cancelled; Completed if any task was performed, else Cancelled. */
export async function endJob(w: Work, jobId: number): Promise<void> {
  const tasks = await lockTasks(w, await jobTaskIds(w, jobId), [jobId]);
  const job = await lockJob(w, jobId);
  refuseJobState(job, ['Initial', 'Started']);
  const owners = await cancelOpenTasks(w, tasks, { code: 'jobEnded' });
  owners.jobs.add(jobId);
  await refreshOwners(w, owners);
  await writeLog(w, { jobId, name: 'jobEnded' });
}

/** Cancel: refused when Completed (or already Cancelled); the open tasks are cancelled. */
export async function cancelJob(w: Work, jobId: number): Promise<void> {
  const tasks = await lockTasks(w, await jobTaskIds(w, jobId), [jobId]);
  const job = await lockJob(w, jobId);
  if (job.state === 'Completed') throw refused('Jobs.AlreadyCompleted', 'Job already completed', { jobName: job.name });
  if (job.state === 'Cancelled') throw refused('Jobs.AlreadyCancelled', 'Job already cancelled', { jobName: job.name });
  const owners = await cancelOpenTasks(w, tasks, { code: 'jobCancelled' });
  await w.query(`update jobs set state = 'Cancelled', completed_at = $2, updated_at = $2 where id = $1`, [jobId, w.now]);
  owners.jobs.delete(jobId);
  w.touch('Job', jobId);
  await refreshOwners(w, owners);
  await writeLog(w, { jobId, name: 'jobCancelled' });
}

/** Dissolve: Initial jobs only; the tasks go back to Initial (outside any job) and the job is gone. */
export async function dissolveJob(w: Work, jobId: number): Promise<void> {
  const tasks = await lockTasks(w, await jobTaskIds(w, jobId, false), [jobId]);
  const job = await lockJob(w, jobId);
  refuseJobState(job, ['Initial']);
  await w.query(
    `update tasks set job_id = null, state = case when state = 'Prepared' then 'Initial' else state end, job_sequence = null, next_location = null, updated_at = $2
      where job_id = $1`,
    [jobId, w.now],
  );
  await w.query('delete from jobs where id = $1', [jobId]);
  w.touch('Task', ...tasks.map((t) => t.id));
  w.remove('Job', jobId);
  const owners = ownersOf(tasks);
  owners.jobs.clear();
  await refreshOwners(w, owners);
}

/** Try finish: Completed when every task is Performed or Cancelled, else refused with the count of open tasks. */
export async function tryFinishJob(w: Work, jobId: number): Promise<void> {
  const job = await lockJob(w, jobId);
  refuseJobState(job, ['Initial', 'Started']);
  const open = await jobTaskIds(w, jobId);
  if (open.length > 0) throw refused('Jobs.OpenTasks', `Job has ${open.length} open tasks`, { jobName: job.name, openTasks: open.length, count: open.length });
  await refreshJobs(w, [jobId]);
}

/** Try deviate on an instruction: a supervisor's instruction for the job, while it is not over. */
export async function deviateOnInstruction(w: Work, jobId: number, instruction: string): Promise<void> {
  const job = await lockJob(w, jobId);
  refuseJobState(job, ['Initial', 'Started']);
  await w.query('update jobs set instruction = $2, updated_at = $3 where id = $1', [jobId, instruction, w.now]);
  w.touch('Job', jobId);
  await writeLog(w, { jobId, level: 'Warning', name: 'instructionDeviation', message: instruction });
}
