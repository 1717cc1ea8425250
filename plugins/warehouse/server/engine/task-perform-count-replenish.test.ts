import { describe, expect, it } from 'vitest';
import { useEngineFixture } from '../../../../tests/helpers/engine-fixture';
import { causeCodeOf, withCodeSwitch } from '../../../../tests/helpers/engine-unit-settings';
import { createOutgoingOrder } from './create-orders';
import { createInventory } from './inventory-create';
import { startJob } from './job-actions';
import { prepareOrder } from './prepare';
import { type PerformInput, performTask } from './task-perform';

/** Performing a count task and a replenishment task on a real database, and what follows each. */
const f = useEngineFixture();

const perform = (taskId: number, input: PerformInput) => f.act((w) => performTask(w, taskId, input));
const taskOf = (id: number) =>
  f.one<{ state: string; confirmed: number | null; reason: string | null }>('select state, confirmed_quantity::int as confirmed, reason_code as reason from tasks where id = $1', [
    id,
  ]);
const stockOf = (id: number) =>
  f.one<{ q: number; r: number; i: number; picked: number }>(
    'select quantity::int as q, reserved_quantity::int as r, ingoing_quantity::int as i, picked_count::int as picked from stocks where id = $1',
    [id],
  );
const codeOf = (type: 'Gain' | 'Lose') => causeCodeOf(f, type);
/** The unit's RequireCauseCodeOnDeviation switch on for the test's body, then as it was. */
const withCauseCodesRequired = (body: () => Promise<void>) => withCodeSwitch(f, 'RequireCauseCodeOnDeviation', body);

/** A count of one stock row holding `quantity`, its job started. */
async function startedCount(quantity: number) {
  const material = await f.material();
  const stock = await f.stock(material, await f.location('Pick'), quantity);
  const { inventoryId } = await f.act((w) => createInventory(w, { name: `Count ${material}`, maxTasksPerJob: 10, stockIds: [stock] }));
  const task = await f.one<{ id: number; job: number; line: number }>('select id, job_id as job, inventory_line_id as line from tasks where inventory_id = $1', [inventoryId]);
  await f.act((w) => startJob(w, task.job));
  return { ...task, stock };
}
const countLine = (id: number) =>
  f.one<{ state: string; counted: number | null; by: number | null; timed: boolean }>(
    'select state, counted_quantity::int as counted, counted_by as by, performed_time is not null as timed from inventory_lines where id = $1',
    [id],
  );

describe('perform a count task', () => {
  it('a count that matches the expected quantity is accepted at once; the stock is not touched', async () => {
    const c = await startedCount(5);
    await perform(c.id, { confirmedQuantity: 5 });
    expect(await countLine(c.line)).toEqual({ state: 'Accepted', counted: 5, by: f.userId, timed: true });
    expect(await taskOf(c.id)).toMatchObject({ state: 'Performed', confirmed: 5 });
    expect(await stockOf(c.stock)).toMatchObject({ q: 5, r: 0 });
  });

  it('a count that differs is Counted, and asks a cause code of its direction when the unit requires one', async () => {
    await withCauseCodesRequired(async () => {
      const more = await startedCount(5);
      await expect(perform(more.id, { confirmedQuantity: 7 })).rejects.toMatchObject({ code: 'Tasks.CauseCodeRequired', details: { type: 'Gain' } });
      expect(await countLine(more.line)).toMatchObject({ state: 'Initial', counted: null });
      await perform(more.id, { confirmedQuantity: 7, reasonCode: await codeOf('Gain') });
      expect(await countLine(more.line)).toMatchObject({ state: 'Counted', counted: 7 });
      const less = await startedCount(5);
      await expect(perform(less.id, { confirmedQuantity: 2 })).rejects.toMatchObject({ code: 'Tasks.CauseCodeRequired', details: { type: 'Lose' } });
      await perform(less.id, { confirmedQuantity: 2, reasonCode: await codeOf('Lose') });
      expect(await countLine(less.line)).toMatchObject({ state: 'Counted', counted: 2 });
      // Counting less than expected is no short pick: no warning is logged for it.
      expect(await f.rows(`select id from work_logs where task_id = $1 and translation_name = 'WorkLogs.shortPick'`, [less.id])).toEqual([]);
      // A count as expected needs no cause code even so.
      const same = await startedCount(3);
      await perform(same.id, { confirmedQuantity: 3 });
      expect(await countLine(same.line)).toMatchObject({ state: 'Accepted', counted: 3 });
    });
  });

  it('refuses a count whose line is no longer open to counting; nothing changes', async () => {
    const c = await startedCount(4);
    await f.db.query(`update inventory_lines set state = 'Cancelled' where id = $1`, [c.line]);
    await expect(perform(c.id, { confirmedQuantity: 4 })).rejects.toMatchObject({ code: 'Inventory.LineWrongState', details: { lineState: 'Cancelled' } });
    expect(await taskOf(c.id)).toMatchObject({ state: 'InProgress', confirmed: null });
    expect(await countLine(c.line)).toMatchObject({ state: 'Cancelled', counted: null });
  });
});

describe('perform a replenishment task', () => {
  it('moves the goods into the target row made for it (expected quantity taken off), and the waiting order line is prepared from them', async () => {
    const m = await f.material(2);
    const pick = await f.location('Pick');
    const bulk = await f.stock(m, await f.location('Bulk'), 10, { fifoDate: '2026-01-03T00:00:00Z' });
    await f.db.query('insert into dedicated_locations (business_unit_id, location_id, material_id) values ($1, $2, $3)', [f.bu, pick, m]);
    const o = await f.act((w) => createOutgoingOrder(w, { lines: [{ materialId: m, quantity: 3 }] }));
    await f.act((w) => prepareOrder(w, o.id, 'wait'));
    const t = await f.one<{ id: number; job: number; q: number; to: number }>(
      `select t.id, t.job_id as job, t.requested_quantity::int as q, t.to_stock_id as to from tasks t join replenishments r on r.id = t.replenishment_id where r.material_id = $1`,
      [m],
    );
    expect(await stockOf(t.to)).toEqual({ q: 0, r: 0, i: 3, picked: 0 });
    await f.act((w) => startJob(w, t.job));
    await perform(t.id, { confirmedQuantity: 3 });
    expect(await taskOf(t.id)).toMatchObject({ state: 'Performed', confirmed: 3 });
    // The bulk row gave 3 (no pick counted there); the pick row got them, and the waiting line reserved them.
    expect(await stockOf(bulk)).toEqual({ q: 7, r: 0, i: 0, picked: 0 });
    expect(await stockOf(t.to)).toEqual({ q: 3, r: 3, i: 0, picked: 0 });
    expect(await f.one('select state from outgoing_order_lines where order_id = $1', [o.id])).toEqual({ state: 'ReadyForPick' });
    expect(await f.rows(`select from_stock_id as "from", requested_quantity::int as q from tasks where order_id = $1 and state = 'Prepared'`, [o.id])).toEqual([
      { from: t.to, q: 3 },
    ]);
    expect(await f.one('select state from replenishments where material_id = $1', [m])).toEqual({ state: 'Completed' });
  });

  it('confirmed short with stock missing: the rest is booked as a loss from the bulk row, and the emptied row goes', async () => {
    const m = await f.material(2);
    const pick = await f.location('Pick');
    const bulk = await f.stock(m, await f.location('Bulk'), 4);
    await f.db.query('insert into dedicated_locations (business_unit_id, location_id, material_id) values ($1, $2, $3)', [f.bu, pick, m]);
    const o = await f.act((w) => createOutgoingOrder(w, { lines: [{ materialId: m, quantity: 4 }] }));
    await f.act((w) => prepareOrder(w, o.id, 'wait'));
    const t = await f.one<{ id: number; job: number; to: number }>(
      `select t.id, t.job_id as job, t.to_stock_id as to from tasks t join replenishments r on r.id = t.replenishment_id where r.material_id = $1`,
      [m],
    );
    await f.act((w) => startJob(w, t.job));
    // 4 in bulk, all of it reserved for this task: 1 moves, the 3 left are missing and lost (the emptied row goes).
    await perform(t.id, { confirmedQuantity: 1, reasonCode: await codeOf('Lose'), stockIsMissing: true });
    expect(await f.rows('select id from stocks where id = $1', [bulk])).toEqual([]);
    expect(await stockOf(t.to)).toMatchObject({ q: 1, i: 0 });
    expect(await f.rows(`select quantity::int as q from material_transactions where task_id = $1 and process_type = 'Loss'`, [t.id])).toEqual([{ q: 3 }]);
  });
});
