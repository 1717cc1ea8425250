import { describe, expect, it } from 'vitest';
import { useEngineFixture } from '../../../../tests/helpers/engine-fixture';
import { createOutgoingOrder } from './create-orders';
import { startJob } from './job-actions';
import { prepareOrder } from './prepare';
import { type PerformInput, performTask } from './task-perform';

/** Closing a picking task on a real database: complete, short, with stock missing, and its refusals. */
const f = useEngineFixture();

interface Picking {
  orderId: number;
  orderNo: string;
  material: number;
  pick: number;
  stock: number;
  tasks: number[];
  outbound: number;
}

/** An order for `quantity` of a new material with `inStock` in one pick location, prepared and its job started. */
async function startedPicking(quantity: number, inStock: number, lines = 1): Promise<Picking> {
  const material = await f.material(5);
  const pick = await f.location('Pick');
  const stock = await f.stock(material, pick, inStock, { fifoDate: '2026-01-02T00:00:00Z', expDate: '2027-03-01' });
  const o = await f.act((w) => createOutgoingOrder(w, { lines: Array.from({ length: lines }, () => ({ materialId: material, quantity })) }));
  const out = await f.act((w) => prepareOrder(w, o.id, 'all'));
  const jobs = await f.rows<{ job: number }>('select distinct job_id as job from tasks where order_id = $1', [o.id]);
  for (const { job } of jobs) await f.act((w) => startJob(w, job));
  const { outbound } = await f.one<{ outbound: number }>('select outbound_location_id as outbound from outgoing_orders where id = $1', [o.id]);
  return { orderId: o.id, orderNo: o.orderNo, material, pick, stock, tasks: out.taskIds, outbound };
}

const perform = (taskId: number, input: PerformInput) => f.act((w) => performTask(w, taskId, input));
const stockRow = (id: number) => f.rows<{ q: number; r: number }>('select quantity::int as q, reserved_quantity::int as r from stocks where id = $1', [id]);
const task = (id: number) =>
  f.one<{ state: string; confirmed: number | null; reason: string | null; missing: boolean; toStock: number | null; by: number | null; log: unknown[] }>(
    `select state, confirmed_quantity::int as confirmed, reason_code as reason, stock_is_missing as missing, to_stock_id as "toStock", performed_by as by, action_log as log
       from tasks where id = $1`,
    [id],
  );
const line = (orderId: number) =>
  f.rows<{ picked: number; closed: boolean; state: string }>(
    'select picked_quantity::int as picked, closed, state from outgoing_order_lines where order_id = $1 order by order_line_no',
    [orderId],
  );
const orderState = async (id: number) => (await f.one<{ state: string }>('select state from outgoing_orders where id = $1', [id])).state;
const loseCode = async () => (await f.one<{ value: string }>(`select value from cause_codes where business_unit_id = $1 and type = 'Lose' order by id limit 1`, [f.bu])).value;

describe('perform task (close a picking task)', () => {
  it('complete: the goods move to a new stock row at the outbound location with the same dates; the line and order complete', async () => {
    const p = await startedPicking(4, 10);
    await perform(p.tasks[0], { confirmedQuantity: 4 });
    const t = await task(p.tasks[0]);
    expect(t).toMatchObject({ state: 'Performed', confirmed: 4, reason: null, missing: false, by: f.userId });
    expect(t.log).toEqual([{ code: 'performed', params: { confirmed: 4, requested: 4 } }]);
    expect(await stockRow(p.stock)).toEqual([{ q: 6, r: 0 }]);
    expect(
      await f.rows(
        'select location_id as loc, quantity::int as q, reserved_quantity::int as r, ingoing_quantity::int as i, container_id as c, exp_date as e from stocks where id = $1',
        [t.toStock],
      ),
    ).toEqual([{ loc: p.outbound, q: 4, r: 0, i: 0, c: p.orderNo, e: '2027-03-01' }]);
    expect(await line(p.orderId)).toEqual([{ picked: 4, closed: false, state: 'Completed' }]);
    expect(await orderState(p.orderId)).toBe('Completed');
    expect(await f.one('select picked_count::int as n from stocks where id = $1', [p.stock])).toEqual({ n: 1 });
    expect(await f.one('select current_quantity::int as q, reserved_quantity::int as r, available_quantity::int as a from materials where id = $1', [p.material])).toEqual({
      q: 10,
      r: 0,
      a: 10,
    });
    expect(await f.rows(`select quantity::int as q, process_type as p from material_transactions where task_id = $1`, [p.tasks[0]])).toEqual([{ q: 4, p: 'Picking' }]);
  });

  it('short with a reason: the confirmed part moves, the reservation is released, the line closes and the order completes', async () => {
    const p = await startedPicking(4, 10);
    const code = await loseCode();
    await perform(p.tasks[0], { confirmedQuantity: 3, reasonCode: code, reasonText: 'torn box' });
    expect(await task(p.tasks[0])).toMatchObject({ state: 'Performed', confirmed: 3, reason: code, missing: false });
    expect(await stockRow(p.stock)).toEqual([{ q: 7, r: 0 }]);
    expect(await line(p.orderId)).toEqual([{ picked: 3, closed: true, state: 'Completed' }]);
    expect(await orderState(p.orderId)).toBe('Completed');
    expect(await f.rows(`select log_level as level, message from work_logs where task_id = $1 and translation_name = 'WorkLogs.shortPick'`, [p.tasks[0]])).toEqual([
      { level: 'Warning', message: `3/4 ${code}` },
    ]);
  });

  it('short with stock missing: the rest not picked is booked as a loss from the source, up to what is free there', async () => {
    const p = await startedPicking(4, 5);
    await perform(p.tasks[0], { confirmedQuantity: 1, reasonCode: await loseCode(), stockIsMissing: true });
    // 5 in stock, 1 picked, 3 missing but only 4 - 0 reserved left free: 3 lost, 1 stays.
    expect(await stockRow(p.stock)).toEqual([{ q: 1, r: 0 }]);
    expect(await task(p.tasks[0])).toMatchObject({ missing: true, confirmed: 1 });
    expect(await f.rows(`select quantity::int as q from material_transactions where task_id = $1 and process_type = 'Loss'`, [p.tasks[0]])).toEqual([{ q: 3 }]);
  });

  it('nothing confirmed: no stock row is made at the target, only the reservation goes', async () => {
    const p = await startedPicking(2, 3);
    const before = await f.one<{ n: number }>('select count(*)::int as n from stocks where location_id = $1', [p.outbound]);
    await perform(p.tasks[0], { confirmedQuantity: 0, reasonCode: await loseCode() });
    expect(await task(p.tasks[0])).toMatchObject({ state: 'Performed', confirmed: 0, toStock: null });
    expect(await stockRow(p.stock)).toEqual([{ q: 3, r: 0 }]);
    expect(await f.one('select count(*)::int as n from stocks where location_id = $1', [p.outbound])).toEqual(before);
    expect(await line(p.orderId)).toEqual([{ picked: 0, closed: true, state: 'Completed' }]);
  });

  it('the first of two lines picked starts the order; the second completes it', async () => {
    const p = await startedPicking(2, 10, 2);
    await perform(p.tasks[0], { confirmedQuantity: 2 });
    expect((await line(p.orderId)).map((l) => l.state)).toEqual(['Completed', 'ReadyForPick'].map((s, i) => (i === 1 ? 'InProgress' : s)));
    expect(await orderState(p.orderId)).toBe('Started');
    await perform(p.tasks[1], { confirmedQuantity: 2 });
    expect(await orderState(p.orderId)).toBe('Completed');
    expect(await stockRow(p.stock)).toEqual([{ q: 6, r: 0 }]);
  });

  it('a pick that leaves its place at the minimum of its min/max level orders a replenishment up to the maximum', async () => {
    const p = await startedPicking(4, 6);
    await f.stock(p.material, await f.location('Bulk'), 20);
    await f.db.query('insert into maintenance_levels (business_unit_id, material_id, location_id, min_quantity, max_quantity) values ($1, $2, $3, 2, 10)', [
      f.bu,
      p.material,
      p.pick,
    ]);
    await perform(p.tasks[0], { confirmedQuantity: 4 });
    // 6 - 4 = 2 left, at the minimum: 8 more bring it to 10.
    expect(await f.rows('select kind, requested_quantity::int as q, state from replenishments where material_id = $1', [p.material])).toEqual([
      { kind: 'MinMax', q: 8, state: 'Open' },
    ]);
  });

  it('refuses more than requested, less without a reason, and a task not in progress; nothing changes', async () => {
    const p = await startedPicking(3, 3);
    await expect(perform(p.tasks[0], { confirmedQuantity: 4 })).rejects.toMatchObject({ code: 'Tasks.QuantityTooHigh', details: { requestedQuantity: 3 } });
    await expect(perform(p.tasks[0], { confirmedQuantity: 2 })).rejects.toMatchObject({ code: 'Tasks.ReasonRequired' });
    expect(await task(p.tasks[0])).toMatchObject({ state: 'InProgress', confirmed: null });
    expect(await stockRow(p.stock)).toEqual([{ q: 3, r: 3 }]);
    await perform(p.tasks[0], { confirmedQuantity: 3 });
    expect(await stockRow(p.stock)).toEqual([{ q: 0, r: 0 }]);
    await expect(perform(p.tasks[0], { confirmedQuantity: 3 })).rejects.toMatchObject({ code: 'Tasks.NotInProgress', details: { taskState: 'Performed' } });
    await expect(perform(-1, { confirmedQuantity: 1 })).rejects.toMatchObject({ status: 404 });
  });
});
