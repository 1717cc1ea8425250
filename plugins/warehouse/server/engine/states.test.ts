import { describe, expect, it } from 'vitest';
import { cancelTaskRefusal, countTasks, ingoingLineState, ingoingOrderState, inventoryState, jobState, lineState, noTasks, operationState, orderState } from './states';

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

  it('a line is InProgress once work on it began, by any sign: a task in progress, one performed, or quantity picked', () => {
    const base = { state: 'Initial' as const, ordered: 5, picked: 0, closed: false, tasks: noTasks() };
    // Nothing confirmed on the first task (picked 0), the second still prepared.
    expect(lineState({ ...base, tasks: tasks('Performed', 'Prepared') })).toBe('InProgress');
    // Picked before, its task cancelled, prepared again.
    expect(lineState({ ...base, picked: 2, tasks: tasks('Cancelled', 'Prepared') })).toBe('InProgress');
    expect(lineState({ ...base, tasks: tasks('Cancelled', 'Prepared') })).toBe('ReadyForPick');
    // A line that left the order by a split (nothing ordered) is not Completed by having nothing picked.
    expect(lineState({ ...base, ordered: 0 })).toBe('Initial');
    expect(lineState({ ...base, picked: 4 })).toBe('Initial');
    expect(lineState({ ...base, picked: 6 })).toBe('Completed');
    expect(lineState({ ...base, state: 'FailedInPreparation' })).toBe('FailedInPreparation');
    expect(lineState({ ...base, state: 'FailedInPreparation', picked: 5 })).toBe('Completed');
    expect(lineState({ ...base, state: 'ReadyForPick' })).toBe('Initial');
  });

  it('an order whose lines all left is Cancelled; one without lines keeps its state; Completed stays', () => {
    expect(orderState('Initial', [{ state: 'Cancelled', picked: 0 }])).toBe('Cancelled');
    expect(orderState('Started', [])).toBe('Started');
    expect(orderState('Initial', [])).toBe('Initial');
    expect(
      orderState('Started', [
        { state: 'Completed', picked: 2 },
        { state: 'ReadyForPick', picked: 0 },
      ]),
    ).toBe('Started');
    expect(
      orderState('Initial', [
        { state: 'Completed', picked: 0 },
        { state: 'ReadyForPick', picked: 0 },
      ]),
    ).toBe('Initial');
    // A completed order whose line was edited open again stays completed.
    expect(orderState('Completed', [{ state: 'Initial', picked: 0 }])).toBe('Completed');
    expect(orderState('Initial', [{ state: 'Completed', picked: 0 }])).toBe('Completed');
  });

  it('closed operations and jobs never change, whatever their tasks', () => {
    expect(operationState('Cancelled', tasks('Performed'))).toBe('Cancelled');
    expect(operationState('Completed', tasks('Cancelled'))).toBe('Completed');
    expect(operationState('Completed', tasks('Prepared'))).toBe('Completed');
    expect(jobState('Completed', tasks('Cancelled'))).toBe('Completed');
    expect(jobState('Cancelled', tasks('Performed'))).toBe('Cancelled');
    expect(jobState('Completed', tasks('Cancelled'), true)).toBe('Completed');
  });

  it('ingoing lines: InProgress once received, Completed when fully received; closed lines stay', () => {
    expect(ingoingLineState('Initial', 5, 0)).toBe('Initial');
    expect(ingoingLineState('Initial', 5, 1)).toBe('InProgress');
    expect(ingoingLineState('InProgress', 5, 4)).toBe('InProgress');
    expect(ingoingLineState('InProgress', 5, 5)).toBe('Completed');
    expect(ingoingLineState('Initial', 5, 6)).toBe('Completed');
    expect(ingoingLineState('Cancelled', 5, 5)).toBe('Cancelled');
    expect(ingoingLineState('Completed', 5, 1)).toBe('Completed');
  });

  it('ingoing orders: Started with the first receipt, Completed when every live line is', () => {
    expect(ingoingOrderState('Initial', [{ state: 'Initial', received: 0 }])).toBe('Initial');
    expect(
      ingoingOrderState('Initial', [
        { state: 'InProgress', received: 2 },
        { state: 'Initial', received: 0 },
      ]),
    ).toBe('Started');
    expect(
      ingoingOrderState('Started', [
        { state: 'Completed', received: 5 },
        { state: 'Initial', received: 0 },
      ]),
    ).toBe('Started');
    expect(
      ingoingOrderState('Started', [
        { state: 'Completed', received: 5 },
        { state: 'Cancelled', received: 0 },
      ]),
    ).toBe('Completed');
    // Every line cancelled: nothing to complete.
    expect(ingoingOrderState('Initial', [{ state: 'Cancelled', received: 0 }])).toBe('Initial');
    expect(ingoingOrderState('Initial', [])).toBe('Initial');
    expect(ingoingOrderState('Cancelled', [{ state: 'Completed', received: 1 }])).toBe('Cancelled');
    expect(ingoingOrderState('Completed', [{ state: 'Initial', received: 0 }])).toBe('Completed');
  });

  it('a cancel refusal carries its code', () => {
    expect(cancelTaskRefusal({ type: 'InventoryCountTask', state: 'Prepared' }, null)?.code).toBe('Tasks.NotSupported');
    expect(cancelTaskRefusal({ type: 'StockMovementTask', state: 'InProgress' }, null)?.code).toBe('Tasks.WrongState');
    expect(cancelTaskRefusal({ type: 'StockMovementTask', state: 'Cancelled' }, null)?.code).toBe('Tasks.WrongState');
    expect(cancelTaskRefusal({ type: 'StockMovementTask', state: 'Prepared' }, { state: 'Completed' })?.code).toBe('Tasks.JobWrongState');
  });
});
