import type { Work } from '@cockpit/server/sdk';

/**
 * A user log on a job or task (userLogs with logLevel and translationName);
 * translationName is a key of WorkLogs.* so the console shows it in the user's language.
 */
export async function writeLog(
  w: Work,
  entry: { jobId?: number | null; taskId?: number | null; level?: 'Information' | 'Warning' | 'Error'; name: string; message?: string },
): Promise<void> {
  await w.query(`insert into work_logs (business_unit_id, job_id, task_id, user_id, log_level, translation_name, message, created_at) values ($1, $2, $3, $4, $5, $6, $7, $8)`, [
    w.bu,
    entry.jobId ?? null,
    entry.taskId ?? null,
    w.actor.userId || null,
    entry.level ?? 'Information',
    `WorkLogs.${entry.name}`,
    entry.message ?? null,
    w.now,
  ]);
}
