import { percentile, report } from './conditions';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { createDiskDatabase } from '../helpers/test-database';
import { signInAs, type ApiAnswer } from '../helpers/api-client';
import type { Db } from '../../apps/server/src/db/types';
import { makeOrders, startedTasks } from './warehouse-actions';

/** How long each transaction holds the one connection, and how busy the database was (transactions and plain queries). */
function instrument(db: Db) {
  const m = { holds: [] as number[], busyMs: 0 };
  const transaction = db.transaction.bind(db);
  const query = db.query.bind(db);
  (db as { transaction: Db['transaction'] }).transaction = (fn) =>
    transaction(async (tx) => {
      const s = performance.now();
      try {
        return await fn(tx);
      } finally {
        m.holds.push(performance.now() - s);
        m.busyMs += performance.now() - s;
      }
    });
  (db as { query: Db['query'] }).query = async (sql, params) => {
    const s = performance.now();
    try {
      return await query(sql, params);
    } finally {
      m.busyMs += performance.now() - s;
    }
  };
  return {
    reset() {
      m.holds = [];
      m.busyMs = 0;
      db.writeQueue.reset();
    },
    m,
  };
}

/** An open loop: one write every 1000/rate ms, whatever the previous ones are doing. */
async function openLoop(ts: TestServer, probe: ReturnType<typeof instrument>, title: string, rate: number, total: number, write: (i: number) => Promise<ApiAnswer>) {
  probe.reset();
  const latencies: number[] = [];
  const failures: string[] = [];
  const pending: Promise<void>[] = [];
  const t0 = performance.now();
  for (let i = 0; i < total; i++) {
    const wait = t0 + (i * 1000) / rate - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const s = performance.now();
    pending.push(
      write(i).then((res) => {
        latencies.push(performance.now() - s);
        if (res.status !== 200) failures.push(`${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
      }),
    );
  }
  const offeredSeconds = (performance.now() - t0) / 1000;
  await Promise.all(pending);
  const elapsed = (performance.now() - t0) / 1000;
  const waits = ts.database.db.writeQueue.recentWaitsMs();
  report(title, {
    'offered writes/s (the loop shares the server process)': (total / offeredSeconds).toFixed(1),
    'completed writes/s': (total / elapsed).toFixed(1),
    'transactions recorded (incl. follow-ups)': waits.length,
    'write-queue wait p50 / p95 ms': `${percentile(waits, 50).toFixed(2)} / ${percentile(waits, 95).toFixed(2)}`,
    'write-queue wait p99 ms (target ≤ 10)': percentile(waits, 99),
    'write-queue wait max ms': Math.max(...waits),
    'transaction hold p50 / p95 ms': `${percentile(probe.m.holds, 50).toFixed(1)} / ${percentile(probe.m.holds, 95).toFixed(1)}`,
    'database busy share of the run (upper bound)': `${Math.min(100, (100 * probe.m.busyMs) / (elapsed * 1000)).toFixed(0)} %`,
    'HTTP latency p50 / p99 ms': `${percentile(latencies, 50).toFixed(1)} / ${percentile(latencies, 99).toFixed(1)}`,
    failures: failures.length ? `${failures.length}: ${failures[0]}` : 0,
  });
}

/**
 * Write-queue wait on PGlite (one connection: transactions queue in the adapter) at a steady
 * 20 writes/s over real HTTP, in two runs: (1) a light write, change priority date of one order
 * (one transaction); (2) the warehouse mix, one in five a prepare (an order of 10 lines), the
 * others perform task (the terminal call). The wait is what the adapter records from asking for a
 * transaction to getting it.
 */
export async function run(seconds = 15, rate = 20): Promise<void> {
  delete process.env.TEST_DATABASE_URL;
  // PGlite on a data folder on disk, as `npm start` runs it.
  const ts = await startTestServer({ database: await createDiskDatabase() });
  try {
    const api = await signInAs(ts.baseUrl, 'admin');
    const probe = instrument(ts.database.db);
    const total = seconds * rate;

    // 1. Light writes.
    const initial = ((await api.get('/api/OutgoingOrder/description?state=Initial')).body.result as Array<{ id: number }>).map((o) => o.id);
    const day = (i: number) => new Date(Date.now() + (1 + (i % 20)) * 86_400_000).toISOString().slice(0, 10);
    await openLoop(
      ts,
      probe,
      `Write-queue wait on PGlite at ${rate} writes/s: change priority date of one order (${total} writes over ${seconds} s; HTTP on loopback, demo scale 1, data folder on disk)`,
      rate,
      total,
      (i) => api.put('/api/OutgoingOrder/DeliveryPriority', { orderIds: [initial[i % initial.length]], deliveryDate: day(i), priority: 1 + (i % 9) }),
    );

    // 2. The warehouse mix. Tasks to perform: prepare enough orders beforehand and start their jobs.
    const prepares = Math.ceil(total / 5);
    const performs = total - prepares;
    const ready = await makeOrders(ts, Math.ceil(performs / 10) + 5, 0);
    for (const orderId of ready) {
      const res = await api.put('/api/Process/prepare', { orderIds: [orderId] });
      if (res.status !== 200) throw new Error(`prepare: ${res.status} ${JSON.stringify(res.body)}`);
    }
    const tasks = (await startedTasks(ts, api, ready)).slice(0, performs);
    const orders = await makeOrders(ts, prepares, ready.length);
    if (tasks.length < performs) throw new Error(`only ${tasks.length} tasks`);
    await openLoop(
      ts,
      probe,
      `Write-queue wait on PGlite at ${rate} writes/s: warehouse mix, 1 in 5 a 10-line prepare, the rest perform task (${total} writes over ${seconds} s)`,
      rate,
      total,
      (i) => {
        if (i % 5 === 0) return api.put('/api/Process/prepare', { orderIds: [orders.shift()!] });
        const t = tasks.shift()!;
        return api.put('/api/Terminal/performTask', { taskId: t.id, confirmedQuantity: t.requested });
      },
    );
  } finally {
    await ts.close();
  }
}
