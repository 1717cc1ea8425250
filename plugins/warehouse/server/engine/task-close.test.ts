import { describe, expect, it } from 'vitest';
import { useEngineFixture } from '../../../../tests/helpers/engine-fixture';
import { createOutgoingOrder } from './create-orders';
import { startJob } from './job-actions';
import { lockTasks } from './lock-tasks';
import { unprepareOrder } from './order-cancel';
import { prepareOrder } from './prepare';
import { refreshOwners } from './refresh';
import { cancelOpenTasks } from './task-close';
import { performTask } from './task-perform';
import { Work } from '@cockpit/server/sdk';
import type { TaskLogEntry } from './task-log';

/** Cancelling open tasks on a real database: reservations and expected quantities given back, only open tasks touched. */
const f = useEngineFixture();

/** Cancels the tasks; answers their owners, the tasks' states as the caller's rows hold them after, and what the cancel marked changed. */
const cancel = (taskIds: number[], note: TaskLogEntry) =>
  f.act(async (w) => {
    const rows = await lockTasks(w, taskIds);
    const owners = await cancelOpenTasks(w, rows, note);
    const changed = (view: 'Task' | 'InventoryLine') => [...(w.changed.get(view) ?? [])].sort((a, b) => a - b);
    const touched = { tasks: changed('Task'), lines: changed('InventoryLine') };
    await refreshOwners(w, owners);
    return { owners, states: rows.map((t) => t.state), touched };
  });
const stocks = async (...ids: number[]) =>
  (
    await f.rows<{ id: number; q: number; r: number; i: number }>(
      'select id, quantity::int as q, reserved_quantity::int as r, ingoing_quantity::int as i from stocks where id = any($1::int[]) order by id',
      [ids],
    )
  ).map((s) => [s.q, s.r, s.i]);
/**
 * Cancels the tasks in a Work whose queries are recorded: what a cancel asks of the database
 * (cancelling is part of every unprepare, order cancel and job dissolve, so a query for nothing is
 * a round trip in each).
 */
const cancelRecorded = (taskIds: number[]) =>
  f.act(async (w) => {
    const sql: string[] = [];
    const recorded = new Work({ query: (text, params, options) => (sql.push(text), w.tx.query(text, params, options)), exec: (text) => w.tx.exec(text) }, w.actor, w.now);
    const rows = await lockTasks(w, taskIds);
    const owners = await cancelOpenTasks(recorded, rows, { code: 'taskCancelled' });
    await refreshOwners(w, owners);
    return sql.map((q) => q.trim().split(/\s+/).slice(0, 2).join(' ') + (q.includes('inventory_lines') ? ' (inventory_lines)' : ''));
  });
const tasks = (ids: number[]) => f.rows<{ state: string; log: TaskLogEntry[] | null }>('select state, action_log as log from tasks where id = any($1::int[]) order by id', [ids]);

describe('cancel open tasks', () => {
  it('unprepare: every open picking task is cancelled with the note, its reservation given back, the lines Initial again', async () => {
    const m = await f.material(1);
    const pick = await f.location('Pick');
    const [s1, s2] = [await f.stock(m, pick, 2, { fifoDate: '2026-01-01T00:00:00Z' }), await f.stock(m, pick, 5, { fifoDate: '2026-01-02T00:00:00Z' })];
    const o = await f.act((w) => createOutgoingOrder(w, { lines: [{ materialId: m, quantity: 4 }] }));
    const out = await f.act((w) => prepareOrder(w, o.id, 'all'));
    expect(await stocks(s1, s2)).toEqual([
      [2, 2, 0],
      [5, 2, 0],
    ]);
    await f.act((w) => unprepareOrder(w, o.id));
    expect(await stocks(s1, s2)).toEqual([
      [2, 0, 0],
      [5, 0, 0],
    ]);
    expect((await tasks(out.taskIds)).map((t) => [t.state, t.log?.at(-1)])).toEqual([
      ['Cancelled', { code: 'orderUnprepared' }],
      ['Cancelled', { code: 'orderUnprepared' }],
    ]);
    expect(await f.rows('select state from outgoing_order_lines where order_id = $1', [o.id])).toEqual([{ state: 'Initial' }]);
    expect(await f.one('select reserved_quantity::int as r, available_quantity::int as a from materials where id = $1', [m])).toEqual({ r: 0, a: 7 });
  });

  it('a replenishment task gives back the bulk reservation and the pick location’s expected quantity', async () => {
    const m = await f.material();
    const pick = await f.location('Pick');
    const bulk = await f.location('Bulk');
    const p = await f.stock(m, pick, 1);
    const b = await f.stock(m, bulk, 10);
    const o = await f.act((w) => createOutgoingOrder(w, { lines: [{ materialId: m, quantity: 4 }] }));
    await f.act((w) => prepareOrder(w, o.id, 'wait'));
    const [task] = await f.rows<{ id: number; to: number }>(`select id, to_stock_id as to from tasks where material_id = $1 and process_type = 'Replenishment'`, [m]);
    expect(task.to).toBe(p);
    expect(await stocks(p, b)).toEqual([
      [1, 0, 3],
      [10, 3, 0],
    ]);
    const { owners, states, touched } = await cancel([task.id], { code: 'jobCancelled' });
    expect(states).toEqual(['Cancelled']);
    expect(touched).toEqual({ tasks: [task.id], lines: [] });
    expect(await stocks(p, b)).toEqual([
      [1, 0, 0],
      [10, 0, 0],
    ]);
    expect(await tasks([task.id])).toEqual([{ state: 'Cancelled', log: [{ code: 'jobCancelled' }] }]);
    expect([...owners.replenishments]).toHaveLength(1);
  });

  it('leaves performed and cancelled tasks alone and answers their owners all the same', async () => {
    const m = await f.material();
    const pick = await f.location('Pick');
    const [s1, s2] = [await f.stock(m, pick, 1, { fifoDate: '2026-01-01T00:00:00Z' }), await f.stock(m, pick, 1, { fifoDate: '2026-01-02T00:00:00Z' })];
    const o = await f.act((w) => createOutgoingOrder(w, { lines: [{ materialId: m, quantity: 2 }] }));
    const out = await f.act((w) => prepareOrder(w, o.id, 'all'));
    const { job } = await f.one<{ job: number }>('select distinct job_id as job from tasks where order_id = $1', [o.id]);
    await f.act((w) => startJob(w, job));
    await f.act((w) => performTask(w, out.taskIds[0], { confirmedQuantity: 1 }));
    const { owners, states, touched } = await cancel(out.taskIds, { code: 'jobEnded' });
    // The performed task is neither changed nor marked so.
    expect(states).toEqual(['Performed', 'Cancelled']);
    expect(touched.tasks).toEqual([out.taskIds[1]]);
    expect((await tasks(out.taskIds)).map((t) => t.state)).toEqual(['Performed', 'Cancelled']);
    expect(await stocks(s1, s2)).toEqual([
      [0, 0, 0],
      [1, 0, 0],
    ]);
    expect([...owners.orders]).toEqual([o.id]);
    const again = await cancel(out.taskIds, { code: 'orderCancelled' });
    expect([...again.owners.orders]).toEqual([]);
    expect(again.touched).toEqual({ tasks: [], lines: [] });
    expect((await tasks(out.taskIds)).map((t) => JSON.stringify(t.log).includes('orderCancelled'))).toEqual([false, false]);
  });

  it('cancels a task whose source stock row is gone (nothing to give back to it)', async () => {
    const m = await f.material();
    const pick = await f.location('Pick');
    const s = await f.stock(m, pick, 2);
    const o = await f.act((w) => createOutgoingOrder(w, { lines: [{ materialId: m, quantity: 2 }] }));
    const out = await f.act((w) => prepareOrder(w, o.id, 'all'));
    await f.db.query('delete from stocks where id = $1', [s]);
    const { states } = await cancel(out.taskIds, { code: 'stockUnprepared' });
    expect(states).toEqual(['Cancelled']);
    expect(await tasks(out.taskIds)).toEqual([{ state: 'Cancelled', log: [{ code: 'stockUnprepared' }] }]);
  });

  it('a count task that will not happen cancels its inventory line when that is still Initial', async () => {
    const m = await f.material();
    const loc = await f.location('Pick');
    const { inv } = await f.one<{ inv: number }>(`insert into inventories (business_unit_id, journal_name, state) values ($1, 'Engine count', 'Started') returning id as inv`, [
      f.bu,
    ]);
    // The counted stock row: a count task reserves nothing from it, so cancelling gives nothing back.
    const counted = await f.stock(m, loc, 3);
    const lineIds: number[] = [];
    const taskIds: number[] = [];
    for (const state of ['Initial', 'Counted']) {
      const { id } = await f.one<{ id: number }>(
        `insert into inventory_lines (business_unit_id, inventory_id, location_id, material_id, expected_quantity, state) values ($1, $2, $3, $4, 3, $5) returning id`,
        [f.bu, inv, loc, m, state],
      );
      lineIds.push(id);
      const t = await f.one<{ id: number }>(
        `insert into tasks (business_unit_id, task_type, state, process_type, material_id, requested_quantity, inventory_id, inventory_line_id, from_location_id, from_stock_id)
         values ($1, 'InventoryCountTask', 'Prepared', 'Inventory', $2, 3, $3, $4, $5, $6) returning id`,
        [f.bu, m, inv, id, loc, counted],
      );
      taskIds.push(t.id);
    }
    const { touched } = await cancel(taskIds, { code: 'inventoryCancelled' });
    // Only the line that was still Initial is cancelled and marked changed.
    expect(touched).toEqual({ tasks: taskIds, lines: [lineIds[0]] });
    expect(await stocks(counted)).toEqual([[3, 0, 0]]);
    expect((await tasks(taskIds)).map((t) => t.state)).toEqual(['Cancelled', 'Cancelled']);
    expect((await f.rows<{ state: string }>('select state from inventory_lines where id = any($1::int[]) order by id', [lineIds])).map((l) => l.state)).toEqual([
      'Cancelled',
      'Counted',
    ]);
  });

  it('asks nothing of the database when no task is open, and no inventory line update for movement tasks', async () => {
    const m = await f.material();
    const pick = await f.location('Pick');
    await f.stock(m, pick, 3);
    const o = await f.act((w) => createOutgoingOrder(w, { lines: [{ materialId: m, quantity: 2 }] }));
    const out = await f.act((w) => prepareOrder(w, o.id, 'all'));
    // Open movement tasks: the stock rows locked and given back, the tasks updated; no inventory line.
    const first = await cancelRecorded(out.taskIds);
    expect(first.filter((q) => q.includes('inventory_lines'))).toEqual([]);
    expect(first[0]).toBe('select s.id,');
    expect(first.filter((q) => q.startsWith('update tasks'))).toHaveLength(1);
    // Cancelled already: nothing is open, nothing is asked.
    expect(await cancelRecorded(out.taskIds)).toEqual([]);
  });

  it('a count task that names no inventory line cancels no line', async () => {
    const m = await f.material();
    const loc = await f.location('Pick');
    const { inv } = await f.one<{ inv: number }>(`insert into inventories (business_unit_id, journal_name, state) values ($1, 'Lineless count', 'Started') returning id as inv`, [
      f.bu,
    ]);
    const t = await f.one<{ id: number }>(
      `insert into tasks (business_unit_id, task_type, state, process_type, material_id, requested_quantity, inventory_id, from_location_id)
       values ($1, 'InventoryCountTask', 'Prepared', 'Inventory', $2, 1, $3, $4) returning id`,
      [f.bu, m, inv, loc],
    );
    const asked = await cancelRecorded([t.id]);
    expect(asked.filter((q) => q.includes('inventory_lines'))).toEqual([]);
    expect((await tasks([t.id])).map((x) => x.state)).toEqual(['Cancelled']);
  });
});
