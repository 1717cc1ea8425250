/**
 * The state machines of orders, lines, operations, jobs, tasks and inventories, as pure functions: given the facts about a row's children,
 * what state the row is in. The services load the facts with SQL and store the answer, so the
 * rules live here once and are unit tested (states.test.ts).
 */
export type OrderState = 'Initial' | 'Started' | 'Completed' | 'Cancelled';
export type LineState = 'Initial' | 'FailedInPreparation' | 'PendingMaintenance' | 'ReadyForPick' | 'InProgress' | 'Completed' | 'Cancelled';
export type OperationState = 'Initial' | 'Prepared' | 'InProgress' | 'Completed' | 'Cancelled';
export type JobState = 'Initial' | 'Started' | 'Completed' | 'Cancelled';
export type TaskState = 'Initial' | 'Prepared' | 'InProgress' | 'Performed' | 'Cancelled';
export type InventoryState = 'Initial' | 'Started' | 'Counted' | 'Approved' | 'Cancelled';
export type InventoryLineState = 'Initial' | 'Counted' | 'Accepted' | 'Cancelled';
export type IngoingLineState = 'Initial' | 'InProgress' | 'Completed' | 'Cancelled';
export type TaskType = 'StockMovementTask' | 'InventoryCountTask';

export const OPEN_TASK_STATES: readonly TaskState[] = ['Initial', 'Prepared', 'InProgress'];
export const isOpenTask = (s: TaskState) => OPEN_TASK_STATES.includes(s);

/** Counts of an owner's tasks by state. */
export interface TaskCounts {
  open: number;
  inProgress: number;
  /** Open tasks not in any job (state Initial). */
  unassigned: number;
  performed: number;
  cancelled: number;
}

export const noTasks = (): TaskCounts => ({ open: 0, inProgress: 0, unassigned: 0, performed: 0, cancelled: 0 });

export function countTasks(states: Iterable<TaskState>): TaskCounts {
  const c = noTasks();
  for (const s of states) {
    if (s === 'Performed') c.performed++;
    else if (s === 'Cancelled') c.cancelled++;
    else {
      c.open++;
      if (s === 'InProgress') c.inProgress++;
      if (s === 'Initial') c.unassigned++;
    }
  }
  return c;
}

export interface LineFacts {
  state: LineState;
  ordered: number;
  picked: number;
  closed: boolean;
  tasks: TaskCounts;
}

/**
 * An outgoing line: open tasks make it ReadyForPick (InProgress once work on it began); without
 * open tasks it is Completed when fully picked or closed (short pick, cancel order process), and
 * otherwise waits to be prepared again. FailedInPreparation and PendingMaintenance are set by
 * prepare and stay until the line is prepared or unprepared.
 */
export function lineState(f: LineFacts): LineState {
  if (f.state === 'Cancelled') return 'Cancelled';
  if (f.tasks.open > 0) return f.tasks.inProgress > 0 || f.tasks.performed > 0 || f.picked > 0 ? 'InProgress' : 'ReadyForPick';
  if (f.closed || (f.ordered > 0 && f.picked >= f.ordered)) return 'Completed';
  if (f.state === 'FailedInPreparation' || f.state === 'PendingMaintenance') return f.state;
  return 'Initial';
}

/** Initial -> Started (first task performed) -> Completed (all lines done), or Cancelled. */
export function orderState(current: OrderState, lines: Array<{ state: LineState; picked: number }>): OrderState {
  if (current === 'Cancelled') return 'Cancelled';
  const live = lines.filter((l) => l.state !== 'Cancelled');
  if (live.length === 0) return lines.length > 0 ? 'Cancelled' : current;
  if (live.every((l) => l.state === 'Completed')) return 'Completed';
  if (current === 'Completed') return 'Completed';
  return live.some((l) => l.picked > 0) || current === 'Started' ? 'Started' : 'Initial';
}

/**
 * Initial (tasks not all in jobs) -> Prepared -> InProgress (a task performed) -> Completed, or
 * Cancelled when its tasks were cancelled without any being performed.
 */
export function operationState(current: OperationState, t: TaskCounts): OperationState {
  if (current === 'Cancelled' || current === 'Completed') return current;
  if (t.open === 0) return t.performed > 0 ? 'Completed' : t.cancelled > 0 ? 'Cancelled' : current;
  if (t.performed > 0) return 'InProgress';
  return t.unassigned > 0 ? 'Initial' : 'Prepared';
}

/**
 * A job closes by itself once no open task is left: Completed if any was performed, else
 * Cancelled. A Started job is in someone's hands on the floor: it closes by itself only when the
 * last open task is performed there. When the office takes its last open tasks away (cancel order
 * process, reassign, cancel line ...: `keepStarted`), it stays Started with nothing open until the
 * person working it, or a supervisor, finishes it (try finish) or ends it.
 */
export function jobState(current: JobState, t: TaskCounts, keepStarted = false): JobState {
  if (current === 'Completed' || current === 'Cancelled') return current;
  if (t.open > 0 || (keepStarted && current === 'Started')) return current;
  return t.performed > 0 ? 'Completed' : 'Cancelled';
}

/** Started -> Counted when no line waits for a count. */
export function inventoryState(current: InventoryState, lines: InventoryLineState[]): InventoryState {
  if (current !== 'Started' && current !== 'Counted') return current;
  return lines.some((s) => s === 'Initial') ? 'Started' : 'Counted';
}

/** Initial -> InProgress (received) -> Completed (fully received), or Cancelled. */
export function ingoingLineState(current: IngoingLineState, ordered: number, received: number): IngoingLineState {
  if (current === 'Cancelled' || current === 'Completed') return current;
  if (received >= ordered) return 'Completed';
  return received > 0 ? 'InProgress' : 'Initial';
}

export function ingoingOrderState(current: OrderState, lines: Array<{ state: IngoingLineState; received: number }>): OrderState {
  if (current === 'Cancelled' || current === 'Completed') return current;
  const live = lines.filter((l) => l.state !== 'Cancelled');
  if (live.length > 0 && live.every((l) => l.state === 'Completed')) return 'Completed';
  return live.some((l) => l.received > 0) ? 'Started' : 'Initial';
}

/** The states that allow cancelling a task, shown to the user when cancel fails. */
export const CANCEL_TASK_ALLOWED = { taskStates: ['Initial', 'Prepared'] as TaskState[], jobStates: ['Initial'] as JobState[], taskTypes: ['StockMovementTask'] as TaskType[] };

export interface CancelTaskRefusal {
  code: 'Tasks.WrongState' | 'Tasks.JobWrongState' | 'Tasks.NotSupported';
  message: string;
}

/** Why a task cannot be cancelled, or undefined when it can. */
export function cancelTaskRefusal(task: { type: TaskType; state: TaskState }, job: { state: JobState } | null): CancelTaskRefusal | undefined {
  if (!CANCEL_TASK_ALLOWED.taskTypes.includes(task.type)) return { code: 'Tasks.NotSupported', message: 'Task not supported' };
  if (!CANCEL_TASK_ALLOWED.taskStates.includes(task.state)) return { code: 'Tasks.WrongState', message: 'Task is in wrong state' };
  if (job && !CANCEL_TASK_ALLOWED.jobStates.includes(job.state)) return { code: 'Tasks.JobWrongState', message: 'Job containing this task is in wrong state' };
  return undefined;
}
