import { describe, expect, it } from 'vitest';
import { cancelTaskRefusal, countTasks, inventoryState, jobState, lineState, noTasks, operationState, orderState } from './states';

const tasks = (...states: Parameters<typeof countTasks>[0] extends Iterable<infer S> ? S[] : never) => countTasks(states);

describe('warehouse state rules', () => {
  it('lines follow their tasks: ReadyForPick, InProgress, Completed or back to Initial', () => {
    const base = { state: 'Initial' as const, ordered: 5, picked: 0, closed: false, tasks: noTasks() };
    expect(lineState({ ...base, tasks: tasks('Prepared') })).toBe('ReadyForPick');
    expect(lineState({ ...base, tasks: tasks('InProgress') })).toBe('InProgress');
    expect(lineState({ ...base, picked: 2, tasks: tasks('Performed', 'Prepared') })).toBe('InProgress');
    expect(lineState({ ...base, picked: 5, tasks: tasks('Performed') })).toBe('Completed');
    // A short pick closes the line; a cancelled task leaves the rest to be prepared again.
    expect(lineState({ ...base, picked: 3, closed: true, tasks: tasks('Performed') })).toBe('Completed');
    expect(lineState({ ...base, picked: 3, tasks: tasks('Performed', 'Cancelled') })).toBe('Initial');
    expect(lineState({ ...base, state: 'PendingMaintenance' })).toBe('PendingMaintenance');
    expect(lineState({ ...base, state: 'PendingMaintenance', tasks: tasks('Prepared') })).toBe('ReadyForPick');
    expect(lineState({ ...base, state: 'Cancelled', tasks: tasks('Prepared') })).toBe('Cancelled');
  });

  it('orders start with the first pick and complete when every live line is done', () => {
    expect(orderState('Initial', [{ state: 'ReadyForPick', picked: 0 }])).toBe('Initial');
    expect(
      orderState('Initial', [
        { state: 'InProgress', picked: 1 },
        { state: 'ReadyForPick', picked: 0 },
      ]),
    ).toBe('Started');
    expect(
      orderState('Started', [
        { state: 'Completed', picked: 1 },
        { state: 'Cancelled', picked: 0 },
      ]),
    ).toBe('Completed');
    expect(orderState('Started', [{ state: 'Initial', picked: 0 }])).toBe('Started');
    expect(orderState('Cancelled', [{ state: 'Completed', picked: 1 }])).toBe('Cancelled');
  });

  it('operations: Initial until every task is in a job, then Prepared, InProgress, Completed or Cancelled', () => {
    expect(operationState('Initial', tasks('Initial', 'Prepared'))).toBe('Initial');
    expect(operationState('Initial', tasks('Prepared', 'Prepared'))).toBe('Prepared');
    expect(operationState('Prepared', tasks('Performed', 'InProgress'))).toBe('InProgress');
    expect(operationState('InProgress', tasks('Performed', 'Cancelled'))).toBe('Completed');
    expect(operationState('Prepared', tasks('Cancelled'))).toBe('Cancelled');
    expect(operationState('Initial', noTasks())).toBe('Initial');
  });

  it('jobs close by themselves when no task is open', () => {
    expect(jobState('Started', tasks('Performed', 'InProgress'))).toBe('Started');
    expect(jobState('Started', tasks('Performed', 'Cancelled'))).toBe('Completed');
    expect(jobState('Initial', tasks('Cancelled'))).toBe('Cancelled');
    expect(jobState('Cancelled', tasks('Prepared'))).toBe('Cancelled');
  });

  it('a Started job whose last open tasks the office took away stays Started until finished', () => {
    expect(jobState('Started', tasks('Performed', 'Cancelled'), true)).toBe('Started');
    expect(jobState('Started', tasks('Cancelled'), true)).toBe('Started');
    // An Initial job is nobody's yet: it closes either way.
    expect(jobState('Initial', tasks('Cancelled'), true)).toBe('Cancelled');
    expect(jobState('Started', tasks('Performed', 'InProgress'), true)).toBe('Started');
  });

  it('inventories are Counted once no line waits for a count', () => {
    expect(inventoryState('Started', ['Counted', 'Accepted', 'Cancelled'])).toBe('Counted');
    expect(inventoryState('Counted', ['Counted', 'Initial'])).toBe('Started');
    expect(inventoryState('Approved', ['Initial'])).toBe('Approved');
  });

  it('says why a task cannot be cancelled, in the order type, task state, job state', () => {
    expect(cancelTaskRefusal({ type: 'InventoryCountTask', state: 'Prepared' }, { state: 'Initial' })?.message).toBe('Task not supported');
    expect(cancelTaskRefusal({ type: 'StockMovementTask', state: 'Performed' }, { state: 'Initial' })?.message).toBe('Task is in wrong state');
    expect(cancelTaskRefusal({ type: 'StockMovementTask', state: 'Prepared' }, { state: 'Started' })?.message).toBe('Job containing this task is in wrong state');
    expect(cancelTaskRefusal({ type: 'StockMovementTask', state: 'Initial' }, null)).toBeUndefined();
    expect(cancelTaskRefusal({ type: 'StockMovementTask', state: 'Prepared' }, { state: 'Initial' })).toBeUndefined();
  });
});
