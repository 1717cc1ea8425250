/**
 * A task's action log: what was done to the task, one entry per action, kept as a code and its
 * parameters (a jsonb array in tasks.action_log). The console shows each entry in the user's
 * language (Tasks.log.<code> with the parameters); an entry written before codes existed, whose
 * sentence was not recognised, is kept as { text } and shown as it is.
 */
export type TaskLogEntry =
  | { code: 'orderCancelled' | 'orderUnprepared' | 'orderProcessCancelled' | 'stockUnprepared' | 'taskCancelled' | 'jobEnded' | 'jobCancelled' }
  | { code: 'inventoryLineCancelled' | 'inventoryCancelled' }
  | { code: 'performed'; params: { confirmed: number; requested: number } }
  | { code: 'pickedAdjusted'; params: { from: number; to: number } };

/** The SQL assignment that appends one entry, given as JSON in the parameter `param` (e.g. `$3`). */
export const appendTaskLog = (param: string): string => `action_log = coalesce(action_log, '[]'::jsonb) || jsonb_build_array(${param}::jsonb)`;

/** The parameter value for appendTaskLog. */
export const taskLogParam = (entry: TaskLogEntry): string => JSON.stringify(entry);
