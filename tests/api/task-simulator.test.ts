import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { actorOf, all } from '../helpers/warehouse-fixtures';
import { warehouseViolations } from '../helpers/warehouse-invariants';
import { startTaskSimulator } from '../../plugins/warehouse/server/engine/simulator';
import type { RowChange } from '../../apps/server/src/live/change-feed';
import type { Db } from '../../apps/server/src/db/types';

let ts: TestServer;

beforeAll(async () => {
  ts = await startTestServer();
});
afterAll(() => ts?.close());

/** The database, counting the transactions in progress: a change published while one is open would be published before commit. */
function countingTransactions(db: Db): { db: Db; open: () => number } {
  let open = 0;
  const counted = new Proxy(db, {
    get(target, prop) {
      if (prop === 'transaction') {
        return async <T>(fn: Parameters<Db['transaction']>[0]): Promise<T> => {
          open++;
          try {
            return (await target.transaction(fn)) as T;
          } finally {
            open--;
          }
        };
      }
      const value = Reflect.get(target, prop, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { db: counted, open: () => open };
}

/** The server's logger, keeping the simulator's warnings (a step that failed other than by a refusal). */
function keepingWarnings(log: FastifyBaseLogger): { log: FastifyBaseLogger; warnings: unknown[] } {
  const warnings: unknown[] = [];
  const kept = Object.create(log) as FastifyBaseLogger;
  kept.warn = ((...args: unknown[]) => void warnings.push(args)) as FastifyBaseLogger['warn'];
  kept.error = ((...args: unknown[]) => void warnings.push(args)) as FastifyBaseLogger['error'];
  return { log: kept, warnings };
}

type TaskRow = { id: number; type: string; processType: string; confirmed: number; performedBy: number; lineId: number | null };

const performedSince = (known: Set<number>, businessUnitId: number) =>
  all<TaskRow>(
    ts,
    `select id, task_type as type, process_type as "processType", confirmed_quantity::int as confirmed, performed_by as "performedBy", inventory_line_id as "lineId"
       from tasks where business_unit_id = $1 and state = 'Performed' order by id`,
    [businessUnitId],
  ).then((rows) => rows.filter((t) => !known.has(t.id)));

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** The simulator's step interval in this test. */
const STEP_MS = 20;

describe('task simulator (TASK_SIMULATOR=on)', () => {
  it('performs tasks through the engine, publishes after commit, keeps the invariants and stops cleanly', async () => {
    const demo = await actorOf(ts, 'Demo');
    const picker = await actorOf(ts, 'Demo', 'picker');
    const before = new Set((await all<{ id: number }>(ts, `select id from tasks where state = 'Performed'`)).map((t) => t.id));
    const [{ lastTx }] = await all<{ lastTx: number }>(ts, 'select coalesce(max(id), 0)::int as "lastTx" from material_transactions');

    const changes: Array<RowChange & { inTransaction: boolean }> = [];
    const counting = countingTransactions(ts.database.db);
    const stopListening = ts.server.ctx.changes.subscribe((c) => changes.push({ ...c, inTransaction: counting.open() > 0 }));
    const { log, warnings } = keepingWarnings(ts.server.ctx.log);
    const stop = startTaskSimulator({ db: counting.db, changes: ts.server.ctx.changes, log }, { intervalMs: STEP_MS });
    let performed: TaskRow[] = [];
    try {
      const until = Date.now() + 45_000;
      while (Date.now() < until && performed.length < 12) {
        await sleep(250);
        performed = await performedSince(before, demo.businessUnitId);
      }
    } finally {
      await stop();
    }

    // It worked as the Demo picker does on a handheld: tasks Performed, by the picker, with transaction rows.
    performed = await performedSince(before, demo.businessUnitId);
    expect(performed.length).toBeGreaterThanOrEqual(12);
    expect(performed.every((t) => t.performedBy === picker.userId)).toBe(true);
    const moves = performed.filter((t) => t.type === 'StockMovementTask' && t.confirmed > 0);
    expect(moves.length).toBeGreaterThan(0);
    const txRows = await all<{ taskId: number; processType: string; quantity: number; userId: number }>(
      ts,
      `select task_id as "taskId", process_type as "processType", quantity::int as quantity, user_id as "userId" from material_transactions
        where id > $1 and task_id = any($2::int[]) and process_type not in ('Loss', 'PickAdjustment')`,
      [lastTx, moves.map((t) => t.id)],
    );
    for (const t of moves) {
      expect(
        txRows.filter((x) => x.taskId === t.id),
        `transaction row of task ${t.id}`,
      ).toEqual([{ taskId: t.id, processType: t.processType, quantity: t.confirmed, userId: picker.userId }]);
    }
    const counts = performed.filter((t) => t.type === 'InventoryCountTask');
    if (counts.length) {
      const lines = await all<{ id: number; counted: number | null }>(ts, 'select id, counted_quantity::int as counted from inventory_lines where id = any($1::int[])', [
        counts.map((t) => t.lineId),
      ]);
      expect(lines.every((l) => l.counted !== null)).toBe(true);
    }

    // Every change was published after its transaction committed, and the performed tasks were published as Performed.
    expect(changes.length).toBeGreaterThan(0);
    expect(changes.filter((c) => c.inTransaction)).toEqual([]);
    const published = new Map<number, { state: string; confirmedQuantity: number }>();
    for (const c of changes) {
      if (c.viewName !== 'Task' || c.businessUnitId !== demo.businessUnitId) continue;
      for (const row of (c.viewModels ?? (c.viewModel ? [c.viewModel] : [])) as Array<{ id: number; state: string; confirmedQuantity: number }>) published.set(row.id, row);
    }
    for (const t of performed) expect(published.get(t.id), `task ${t.id} published`).toMatchObject({ state: 'Performed', confirmedQuantity: t.confirmed });
    expect(changes.some((c) => c.viewName === 'Stock')).toBe(true);
    expect(warnings).toEqual([]);

    // Stopped means stopped: no step runs afterwards. An absence needs a window: ten of the
    // simulator's own steps, each of which would have published a change.
    const seen = changes.length;
    await sleep(STEP_MS * 10);
    expect(changes.length).toBe(seen);
    expect((await performedSince(before, demo.businessUnitId)).length).toBe(performed.length);
    stopListening();

    expect(await warehouseViolations(ts.database.db)).toEqual([]);
  }, 90_000);
});
