import { notFound, refused, type Work } from '@cockpit/server/sdk';
import { lockTasks } from './lock-tasks';
import { refreshOwners } from './refresh';
import { CANCEL_TASK_ALLOWED, cancelTaskRefusal, type JobState } from './states';
import { cancelOpenTasks } from './task-close';

/**
 * Cancel task: Initial and Prepared movement tasks whose job is Initial. A refusal carries the
 * task state, task type, job state, job name and the states that allow it.
 */
export async function cancelTask(w: Work, taskId: number): Promise<void> {
  const [t] = await lockTasks(w, [taskId]);
  if (!t) throw notFound('Task not found');
  const [job] = t.jobId ? await w.query<{ state: JobState; name: string }>('select state, name from jobs where id = $1', [t.jobId]) : [];
  const refusal = cancelTaskRefusal(t, job ?? null);
  if (refusal) {
    throw refused(refusal.code, refusal.message, {
      taskState: t.state,
      taskType: t.type,
      jobState: job?.state ?? null,
      jobName: job?.name ?? null,
      // Named after the fields they allow, so that the console translates each from its enum.
      allowingStates: { taskState: CANCEL_TASK_ALLOWED.taskStates, jobState: CANCEL_TASK_ALLOWED.jobStates, taskType: CANCEL_TASK_ALLOWED.taskTypes },
    });
  }
  const owners = await cancelOpenTasks(w, [t], { code: 'taskCancelled' });
  await refreshOwners(w, owners);
}
