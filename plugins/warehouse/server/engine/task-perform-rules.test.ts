import { describe, expect, it } from 'vitest';
import { useEngineFixture } from '../../../../tests/helpers/engine-fixture';
import { causeCodeOf, withCodeSwitch } from '../../../../tests/helpers/engine-unit-settings';
import { createOutgoingOrder } from './create-orders';
import { createInventory } from './inventory-create';
import { startJob } from './job-actions';
import { prepareOrder } from './prepare';
import { type PerformInput, performTask } from './task-perform';

/**
 * Performing a task: the rules beside the stock movement (task-perform.test.ts): the reasons
 * recorded, the cause codes a unit may require, what is marked changed, refusals in words, and
 * tasks that lost their source row or count line.
 */
const f = useEngineFixture();

/** A started picking task for `quantity` of a new material with `inStock` in one pick location. */
async function startedPick(quantity: number, inStock: number) {
  const material = await f.material(5);
  const stock = await f.stock(material, await f.location('Pick'), inStock);
  const o = await f.act((w) => createOutgoingOrder(w, { lines: [{ materialId: material, quantity }] }));
  const out = await f.act((w) => prepareOrder(w, o.id, 'all'));
  const { job } = await f.one<{ job: number }>('select job_id as job from tasks where id = $1', [out.taskIds[0]]);
  await f.act((w) => startJob(w, job));
  return { orderId: o.id, material, stock, task: out.taskIds[0] };
}

/** Performs the task and answers what the Work marked changed, by view. */
const perform = (taskId: number, input: PerformInput) =>
  f.act(async (w) => {
    await performTask(w, taskId, input);
    return { tasks: [...(w.changed.get('Task') ?? [])], lines: [...(w.changed.get('InventoryLine') ?? [])] };
  });
const transactions = (taskId: number) =>
  f.rows<{ p: string; q: number; cause: string | null; text: string | null }>(
    'select process_type as p, quantity::int as q, cause_code as cause, reason_text as text from material_transactions where task_id = $1 order by id',
    [taskId],
  );
const taskRow = (id: number) =>
  f.one<{ state: string; reason: string | null; text: string | null }>('select state, reason_code as reason, reason_text as text from tasks where id = $1', [id]);
const shortPickLogs = (taskId: number) => f.rows(`select id from work_logs where task_id = $1 and translation_name = 'WorkLogs.shortPick'`, [taskId]);
const codeOf = (type: 'Gain' | 'Lose') => causeCodeOf(f, type);
/** The unit's RequireCauseCodeOnDeviation switch on for the test's body, then as it was. */
const withCauseCodesRequired = (body: () => Promise<void>) => withCodeSwitch(f, 'RequireCauseCodeOnDeviation', body);

describe('perform task: what is recorded', () => {
  it('a complete pick keeps the reason given on the task and its transaction row, marks the task changed and logs no short pick', async () => {
    const p = await startedPick(3, 5);
    const code = await codeOf('Lose');
    const changed = await perform(p.task, { confirmedQuantity: 3, reasonCode: code, reasonText: 'scanned twice' });
    expect(changed.tasks).toContain(p.task);
    expect(await taskRow(p.task)).toEqual({ state: 'Performed', reason: code, text: 'scanned twice' });
    expect(await transactions(p.task)).toEqual([{ p: 'Picking', q: 3, cause: code, text: 'scanned twice' }]);
    expect(await shortPickLogs(p.task)).toEqual([]);
  });

  it('a short pick records the reason text on the task and on both transaction rows (the move and the loss)', async () => {
    const p = await startedPick(4, 6);
    const code = await codeOf('Lose');
    await perform(p.task, { confirmedQuantity: 1, reasonCode: code, reasonText: 'box torn', stockIsMissing: true });
    expect(await taskRow(p.task)).toEqual({ state: 'Performed', reason: code, text: 'box torn' });
    expect(await transactions(p.task)).toEqual([
      { p: 'Picking', q: 1, cause: code, text: 'box torn' },
      { p: 'Loss', q: 3, cause: code, text: 'box torn' },
    ]);
  });
});

describe('perform task: the short pick warning', () => {
  it('names the quantities and the reason code as given, without a space left at its end', async () => {
    const p = await startedPick(4, 6);
    // Cause codes not required: the code is kept as typed.
    await perform(p.task, { confirmedQuantity: 3, reasonCode: 'BOX ' });
    expect(await f.rows(`select message from work_logs where task_id = $1 and translation_name = 'WorkLogs.shortPick'`, [p.task])).toEqual([{ message: '3/4 BOX' }]);
  });
});

describe('perform task: cause codes required by the unit', () => {
  it('a short pick needs a Lose code of the unit: a Gain code or an unknown one is refused, a code in other case is stored as the unit spells it', async () => {
    await withCauseCodesRequired(async () => {
      const p = await startedPick(4, 6);
      const gain = await codeOf('Gain');
      const lose = await codeOf('Lose');
      await expect(perform(p.task, { confirmedQuantity: 2, reasonCode: gain })).rejects.toMatchObject({
        code: 'Stock.UnknownCauseCode',
        details: { causeCode: gain, type: 'Lose' },
      });
      await expect(perform(p.task, { confirmedQuantity: 2, reasonCode: 'NO-SUCH-CODE' })).rejects.toMatchObject({ code: 'Stock.UnknownCauseCode' });
      expect(await taskRow(p.task)).toMatchObject({ state: 'InProgress', reason: null });
      expect(await transactions(p.task)).toEqual([]);
      await perform(p.task, { confirmedQuantity: 2, reasonCode: lose.toLowerCase() });
      expect(await transactions(p.task)).toEqual([{ p: 'Picking', q: 2, cause: lose, text: null }]);
    });
  });

  it('a complete pick needs no cause code even so', async () => {
    await withCauseCodesRequired(async () => {
      const p = await startedPick(2, 2);
      await perform(p.task, { confirmedQuantity: 2 });
      expect(await transactions(p.task)).toEqual([{ p: 'Picking', q: 2, cause: null, text: null }]);
    });
  });
});

describe('perform task: refusals in words', () => {
  it('names the rule broken: more than requested, less without a reason, a task not in progress, no such task', async () => {
    const p = await startedPick(3, 3);
    await expect(perform(p.task, { confirmedQuantity: 4 })).rejects.toMatchObject({
      status: 422,
      code: 'Tasks.QuantityTooHigh',
      message: 'Confirmed quantity cannot exceed the requested quantity',
    });
    await expect(perform(p.task, { confirmedQuantity: 1 })).rejects.toMatchObject({
      status: 422,
      code: 'Tasks.ReasonRequired',
      message: 'A reason is required when less than requested is confirmed',
    });
    await perform(p.task, { confirmedQuantity: 3 });
    await expect(perform(p.task, { confirmedQuantity: 3 })).rejects.toMatchObject({
      code: 'Tasks.NotInProgress',
      message: 'Task is in wrong state',
      details: { taskState: 'Performed', taskType: 'StockMovementTask', allowingStates: ['InProgress'] },
    });
    await expect(perform(-1, { confirmedQuantity: 1 })).rejects.toMatchObject({ status: 404, message: 'Task not found' });
  });

  it('refuses a movement whose source stock row is no longer named; nothing changes', async () => {
    const p = await startedPick(2, 4);
    await f.db.query('update tasks set from_stock_id = null where id = $1', [p.task]);
    await expect(perform(p.task, { confirmedQuantity: 2 })).rejects.toMatchObject({ code: 'Tasks.StockMissing', message: 'The task has no source stock' });
    expect(await taskRow(p.task)).toMatchObject({ state: 'InProgress' });
    expect(await f.one('select quantity::int as q, reserved_quantity::int as r from stocks where id = $1', [p.stock])).toEqual({ q: 4, r: 2 });
  });

  it('refuses a count whose line is no longer named; nothing changes', async () => {
    const material = await f.material();
    const stock = await f.stock(material, await f.location('Pick'), 3);
    const { inventoryId } = await f.act((w) => createInventory(w, { name: `Count ${material}`, maxTasksPerJob: 10, stockIds: [stock] }));
    const t = await f.one<{ id: number; job: number; line: number }>('select id, job_id as job, inventory_line_id as line from tasks where inventory_id = $1', [inventoryId]);
    await f.act((w) => startJob(w, t.job));
    await f.db.query('update tasks set inventory_line_id = null where id = $1', [t.id]);
    await expect(perform(t.id, { confirmedQuantity: 3 })).rejects.toMatchObject({
      code: 'Inventory.LineWrongState',
      message: 'Inventory line is in wrong state',
      details: { lineState: undefined },
    });
    expect(await taskRow(t.id)).toMatchObject({ state: 'InProgress' });
    expect(await f.one('select state, counted_quantity as counted from inventory_lines where id = $1', [t.line])).toEqual({ state: 'Initial', counted: null });
  });

  it('a count marks its line and its task changed', async () => {
    const material = await f.material();
    const stock = await f.stock(material, await f.location('Pick'), 3);
    const { inventoryId } = await f.act((w) => createInventory(w, { name: `Count ${material}`, maxTasksPerJob: 10, stockIds: [stock] }));
    const t = await f.one<{ id: number; job: number; line: number }>('select id, job_id as job, inventory_line_id as line from tasks where inventory_id = $1', [inventoryId]);
    await f.act((w) => startJob(w, t.job));
    const changed = await perform(t.id, { confirmedQuantity: 3 });
    expect(changed.lines).toContain(t.line);
    expect(changed.tasks).toContain(t.id);
  });
});
