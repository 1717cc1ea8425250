import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { preparedOrder, useWarehouseSuite } from '../helpers/warehouse-suite';

/**
 * A task's action log is kept as codes and parameters, which the console translates
 * (Tasks.log.<code>): what the actions write, what the Tasks list answers, and how the migration
 * turns the English sentences written before into the same entries (unknown lines kept as text).
 */
const suite = useWarehouseSuite();
const { ts, admin, picker, north } = suite;
let skip = 0;

const logOf = async (taskId: number, api = admin) => {
  const res = await api.get(`/api/Task/description?id=${taskId}&fields=id,actionLog`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const rows = res.body.result as { id: number; actionLog: string | null }[];
  return rows.length ? (rows[0].actionLog === null ? null : JSON.parse(rows[0].actionLog)) : undefined;
};

describe("a task's action log", () => {
  it('holds a code for a cancel and a code with parameters for a performed task, in the Tasks list', async () => {
    const a = await preparedOrder(suite, 2, (skip += 2));
    expect((await admin.put('/api/Task/cancel', { taskIds: [a.tasks[0].id] })).status).toBe(200);
    expect(await logOf(a.tasks[0].id)).toEqual([{ code: 'taskCancelled' }]);

    expect((await picker.put('/api/Terminal/startJob', { jobId: a.jobId })).status).toBe(200);
    const task = a.tasks[1];
    expect((await picker.put('/api/Terminal/performTask', { taskId: task.id, confirmedQuantity: 1 })).status).toBe(200);
    expect(await logOf(task.id)).toEqual([{ code: 'performed', params: { confirmed: 1, requested: 1 } }]);
    // Another business unit's task is not there for North.
    expect(await logOf(task.id, north)).toBeUndefined();
  });

  it('keeps every entry in order: an order cancel after a line written before codes', async () => {
    const a = await preparedOrder(suite, 1, (skip += 1));
    await ts.database.db.query(`update tasks set action_log = '[{"text":"Moved by hand"}]'::jsonb where id = $1`, [a.tasks[0].id]);
    const cancelled = await admin.post('/api/OutgoingOrder/cancelsalesorder', { orderNumbers: [a.order.orderNo] });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(await logOf(a.tasks[0].id)).toEqual([{ text: 'Moved by hand' }, { code: 'orderCancelled' }]);
  });

  it('a filter on the action log is a text filter on its JSON, never a server error', async () => {
    const res = await admin.get(`/api/Task/description?actionLog[contain]=${encodeURIComponent('taskCancelled')}&fields=id,actionLog&take=5&skip=0`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    for (const row of res.body.result.data as { actionLog: string }[]) expect(row.actionLog).toContain('taskCancelled');
  });
  it('the migration turns the known English sentences into codes and keeps other lines as text', async () => {
    const db = ts.database.db;
    const sql = fs.readFileSync(path.resolve(import.meta.dirname, '../../apps/server/migrations/175_task_action_log_codes.sql'), 'utf8');
    const ids = (await db.query<{ id: number }>('select id from tasks order by id limit 3')).rows.map((r) => r.id);
    // Last in this file: the column is made again as it was, so the other rows' entries are gone.
    await db.transaction(async (tx) => {
      // The column as it was before the migration, with lines an older server wrote.
      await tx.query('alter table tasks drop column action_log');
      await tx.query('alter table tasks add column action_log text');
      await tx.query('update tasks set action_log = $2 where id = $1', [ids[0], 'Performed 3 of 5\nPicked quantity adjusted from 3 to 2.5\nOrder cancelled']);
      await tx.query('update tasks set action_log = $2 where id = $1', [ids[1], 'Job ended\nSomething an operator wrote\n\nStock unprepared']);
      await tx.query('update tasks set action_log = $2 where id = $1', [ids[2], '']);
      await tx.exec(sql);
    });
    const after = async (id: number) => (await db.query<{ log: unknown }>('select action_log as log from tasks where id = $1', [id])).rows[0].log;
    expect(await after(ids[0])).toEqual([
      { code: 'performed', params: { confirmed: 3, requested: 5 } },
      { code: 'pickedAdjusted', params: { from: 3, to: 2.5 } },
      { code: 'orderCancelled' },
    ]);
    expect(await after(ids[1])).toEqual([{ code: 'jobEnded' }, { text: 'Something an operator wrote' }, { code: 'stockUnprepared' }]);
    expect(await after(ids[2])).toBeNull();
    // The column type is jsonb again: the list still answers and the actions still append.
    expect(await logOf(ids[1])).toEqual([{ code: 'jobEnded' }, { text: 'Something an operator wrote' }, { code: 'stockUnprepared' }]);
  });
});
