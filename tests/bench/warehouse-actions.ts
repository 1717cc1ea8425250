import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { percentile, report } from './conditions';
import { repoRoot } from '../../apps/server/src/config';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { createDiskDatabase } from '../helpers/test-database';
import { signInAs, type TestApi } from '../helpers/api-client';
import { actorOf, freePickMaterials, newOrder, all } from '../helpers/warehouse-fixtures';
import { warehouseViolations } from '../helpers/warehouse-invariants';

const CLIENTS = 4;
const LINES = 10;

export interface ActionFigures {
  count: number;
  perSecond: number;
  p50: number;
  p95: number;
}

/** Runs `jobs` with `clients` concurrent callers taking from one queue; every answer must be 200. */
export async function concurrently<J>(jobs: J[], clients: number, call: (job: J) => Promise<{ status: number; body: unknown }>): Promise<ActionFigures> {
  const latencies: number[] = [];
  let next = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (next < jobs.length) {
        const job = jobs[next++];
        const s = performance.now();
        const res = await call(job);
        latencies.push(performance.now() - s);
        if (res.status !== 200) throw new Error(`answered ${res.status}: ${JSON.stringify(res.body).slice(0, 300)}`);
      }
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  return { count: jobs.length, perSecond: jobs.length / seconds, p50: percentile(latencies, 50), p95: percentile(latencies, 95) };
}

/**
 * Orders of `LINES` lines (1 unit each) over materials that have free stock in pick locations,
 * made through the engine as the fixtures of the API tests make them.
 */
export async function makeOrders(ts: TestServer, count: number, offset = 0): Promise<number[]> {
  const demo = await actorOf(ts, 'Demo');
  const materials = await freePickMaterials(ts, demo.businessUnitId, 30, 1000);
  if (materials.length < LINES) throw new Error('not enough materials with free pick stock');
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const lines = Array.from({ length: LINES }, (_, k) => ({ materialId: materials[((i + offset) * LINES + k) % materials.length].id, quantity: 1 }));
    ids.push((await newOrder(ts, demo, lines)).id);
  }
  return ids;
}

/** The open tasks of orders, their jobs started (the terminal's start job), ready to perform. */
export async function startedTasks(ts: TestServer, api: TestApi, orderIds: number[]): Promise<Array<{ id: number; requested: number }>> {
  const tasks = await all<{ id: number; jobId: number; requested: number }>(
    ts,
    `select id, job_id as "jobId", requested_quantity::int as requested from tasks where order_id = any($1::int[]) and state = 'Prepared' order by id`,
    [orderIds],
  );
  for (const jobId of new Set(tasks.map((t) => t.jobId))) {
    const res = await api.put('/api/Terminal/startJob', { jobId });
    if (res.status !== 200) throw new Error(`start job ${jobId}: ${res.status} ${JSON.stringify(res.body)}`);
  }
  return tasks;
}

async function measure(backend: 'PGlite' | 'PostgreSQL', prepares: number, performs: number) {
  const saved = process.env.TEST_DATABASE_URL;
  if (backend === 'PGlite') delete process.env.TEST_DATABASE_URL;
  const t0 = performance.now();
  // PGlite on a data folder on disk, as `npm start` runs it.
  const ts = await startTestServer(backend === 'PGlite' ? { database: await createDiskDatabase() } : {});
  const setupSeconds = (performance.now() - t0) / 1000;
  if (saved !== undefined) process.env.TEST_DATABASE_URL = saved;
  try {
    const clients = await Promise.all(Array.from({ length: CLIENTS }, () => signInAs(ts.baseUrl, 'admin')));
    const warmUp = await makeOrders(ts, CLIENTS, 0);
    const orders = await makeOrders(ts, prepares, CLIENTS);
    let c = 0;
    const prepare = (orderId: number) => clients[c++ % CLIENTS].put('/api/Process/prepare', { orderIds: [orderId] });
    await concurrently(warmUp, CLIENTS, prepare);
    const prep = await concurrently(orders, CLIENTS, prepare);

    const tasks = (await startedTasks(ts, clients[0], orders)).slice(0, performs);
    const perform = (t: { id: number; requested: number }) => clients[c++ % CLIENTS].put('/api/Terminal/performTask', { taskId: t.id, confirmedQuantity: t.requested });
    await concurrently(tasks.splice(0, CLIENTS * 2), CLIENTS, perform); // warm-up
    const perf = await concurrently(tasks, CLIENTS, perform);
    const violations = await warehouseViolations(ts.database.db);
    return { prep, perf, setupSeconds, violations };
  } finally {
    await ts.close();
  }
}

/** A PostgreSQL server for the comparison: TEST_DATABASE_URL, or the throw-away one of scripts/start-postgres.sh. */
function postgresUrl(): string | undefined {
  if (process.env.TEST_DATABASE_URL) return process.env.TEST_DATABASE_URL;
  try {
    const out = execFileSync(path.join(repoRoot, 'scripts/start-postgres.sh'), { encoding: 'utf8' });
    return /TEST_DATABASE_URL=(\S+)/.exec(out)?.[1];
  } catch (err) {
    console.log(`   (no PostgreSQL server: ${(err as Error).message.split('\n')[0]})`);
    return undefined;
  }
}

/**
 * Warehouse actions per second and latency over real HTTP, 4 concurrent clients: prepare (an order
 * of 10 lines, one unit each, all in stock) and perform task (the terminal call, confirmed in full),
 * on PGlite and on PostgreSQL, each on a fresh demo database (scale 1).
 */
export async function run(prepares = 60, performs = 240): Promise<void> {
  const url = postgresUrl();
  const lite = await measure('PGlite', prepares, performs);
  let pg: Awaited<ReturnType<typeof measure>> | undefined;
  if (url) {
    process.env.TEST_DATABASE_URL = url;
    pg = await measure('PostgreSQL', prepares, performs);
  }
  const fmt = (f: ActionFigures) => `${f.perSecond.toFixed(1)}/s, p50 ${f.p50.toFixed(1)} ms, p95 ${f.p95.toFixed(1)} ms (${f.count} calls)`;
  const lines: Record<string, string> = {
    'PGlite prepare (10 lines)': fmt(lite.prep),
    'PGlite perform task': fmt(lite.perf),
  };
  if (pg) {
    lines['PostgreSQL prepare (10 lines)'] = fmt(pg.prep);
    lines['PostgreSQL perform task'] = fmt(pg.perf);
    lines['PGlite / PostgreSQL, prepare actions/s'] = (lite.prep.perSecond / pg.prep.perSecond).toFixed(2);
    lines['PGlite / PostgreSQL, perform task actions/s'] = (lite.perf.perSecond / pg.perf.perSecond).toFixed(2);
    lines['PGlite / PostgreSQL, prepare p95'] = (lite.prep.p95 / pg.prep.p95).toFixed(2);
    lines['PGlite / PostgreSQL, perform task p95'] = (lite.perf.p95 / pg.perf.p95).toFixed(2);
  } else lines.PostgreSQL = 'not measured (no server)';
  lines['set-up (fresh seeded database) s'] = `PGlite ${lite.setupSeconds.toFixed(1)}${pg ? `, PostgreSQL ${pg.setupSeconds.toFixed(1)}` : ''}`;
  lines['invariants afterwards'] = [...lite.violations, ...(pg?.violations ?? [])].length ? JSON.stringify([...lite.violations, ...(pg?.violations ?? [])]).slice(0, 300) : 'hold';
  report(
    `Warehouse actions, ${CLIENTS} concurrent clients over HTTP on loopback (demo scale 1; PGlite on a data folder on disk; PostgreSQL ${url ? 'local, fsync off' : 'absent'})`,
    lines,
  );
}
