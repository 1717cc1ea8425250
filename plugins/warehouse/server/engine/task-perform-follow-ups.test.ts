import { describe, expect, it } from 'vitest';
import { useEngineFixture } from '../../../../tests/helpers/engine-fixture';
import { createOutgoingOrder } from './create-orders';
import { startJob } from './job-actions';
import { prepareOrder } from './prepare';
import { performTask, type PerformInput } from './task-perform';

/**
 * Performing a task: what follows it beyond its own stock rows (task-perform.test.ts): a pick
 * checks the min/max level of its pick place, a replenishment prepares the lines that waited for
 * it, and neither does the other's follow-up; a replenishment asks nothing of order lines.
 */
const f = useEngineFixture();

/** Performs the task and answers the first two words of each query the perform itself asked. */
const perform = (taskId: number, input: PerformInput) =>
  f.act(async (w) => {
    const sql: string[] = [];
    const query = w.query.bind(w);
    w.query = (text, params) => (sql.push(text), query(text, params));
    await performTask(w, taskId, input);
    return sql;
  });
const lineStates = async (orderId: number) =>
  (await f.rows<{ state: string }>('select state from outgoing_order_lines where order_id = $1 order by order_line_no', [orderId])).map((l) => l.state);
const startJobOf = async (taskId: number) => {
  const { job } = await f.one<{ job: number }>('select job_id as job from tasks where id = $1', [taskId]);
  await f.act((w) => startJob(w, job));
};

/** A material whose dedicated pick place is empty, with `inBulk` in a bulk location, and an order for `quantity` waiting for it. */
async function waitingOrder(quantity: number, inBulk: number) {
  const m = await f.material(2);
  const pick = await f.location('Pick');
  const bulkLocation = await f.location('Bulk');
  const bulk = await f.stock(m, bulkLocation, inBulk, { fifoDate: '2026-01-01T00:00:00Z' });
  await f.db.query('insert into dedicated_locations (business_unit_id, location_id, material_id) values ($1, $2, $3)', [f.bu, pick, m]);
  const o = await f.act((w) => createOutgoingOrder(w, { lines: [{ materialId: m, quantity }] }));
  await f.act((w) => prepareOrder(w, o.id, 'wait'));
  expect(await lineStates(o.id)).toEqual(['PendingMaintenance']);
  const { task } = await f.one<{ task: number }>('select t.id as task from tasks t join replenishments r on r.id = t.replenishment_id where r.material_id = $1', [m]);
  return { m, pick, bulkLocation, bulk, o, task };
}

// Two orders prepared and a job started per test: more than the unit project's 30 s on a loaded machine.
describe('perform task: follow-ups', { timeout: 90_000 }, () => {
  it('a pick does not prepare the lines waiting for a replenishment, even with stock in their pick place', async () => {
    const w = await waitingOrder(2, 10);
    await f.stock(w.m, w.pick, 5);
    const o = await f.act((x) => createOutgoingOrder(x, { lines: [{ materialId: w.m, quantity: 1 }] }));
    const { taskIds } = await f.act((x) => prepareOrder(x, o.id, 'all'));
    await startJobOf(taskIds[0]);
    await perform(taskIds[0], { confirmedQuantity: 1 });
    expect(await lineStates(o.id)).toEqual(['Completed']);
    expect(await lineStates(w.o.id)).toEqual(['PendingMaintenance']);
  });

  it('a replenishment does not check a min/max level of the bulk place it takes from', async () => {
    const w = await waitingOrder(3, 10);
    // A level on the bulk place, below which the 7 left there fall: only a pick asks for it.
    await f.db.query('insert into maintenance_levels (business_unit_id, material_id, location_id, min_quantity, max_quantity) values ($1, $2, $3, 8, 12)', [
      f.bu,
      w.m,
      w.bulkLocation,
    ]);
    await f.stock(w.m, await f.location('Bulk'), 20, { fifoDate: '2026-02-01T00:00:00Z' });
    await startJobOf(w.task);
    await perform(w.task, { confirmedQuantity: 3 });
    expect(await f.one('select quantity::int as q from stocks where id = $1', [w.bulk])).toEqual({ q: 7 });
    expect(await f.rows('select location_id as loc, kind from replenishments where material_id = $1 order by id', [w.m])).toEqual([{ loc: w.pick, kind: 'OrderBased' }]);
    expect(await lineStates(w.o.id)).toEqual(['ReadyForPick']);
  });

  it('a replenishment updates no order line and counts no pick', async () => {
    const w = await waitingOrder(2, 5);
    await startJobOf(w.task);
    const sql = await perform(w.task, { confirmedQuantity: 2 });
    expect(sql.filter((q) => q.includes('outgoing_order_lines') || q.includes('picked_count'))).toEqual([]);
  });
});
