/**
 * The server-throughput benchmark's busy server (issue 25): the Stocks page's whole list while
 * CONSOLES consoles heartbeat (each every 30 s) and one stock write commits a second, against the
 * same server write-free, at each request rate of SERVER_THROUGHPUT_BUSY_RATES (default
 * `67,117,max`: autocannon capped at 67 and 117 requests a second, then as many as answered; `none`
 * for none of them); and
 * the fixed cost of one heartbeat and one stock write (with the recomputation of the list it
 * causes), measured directly.
 *
 * Why the rates: the heartbeats and writes cost about the same CPU a second whatever the request
 * rate, so the busy/write-free ratio of answers per CPU-second is lowest at low rates (the fixed
 * cost over few answers). A rate that is capped makes those figures the same on a quiet machine and
 * a loaded one (at `max` the rate is whatever the machine's load leaves the server).
 */
import autocannon from 'autocannon';
import { listAnswerCacheOf } from '../../apps/server/src/lists/list-route';
import { serverCpu } from './cpu-probe';
import { closeAfterLoad, cpuOf, headersOf, loadOn, server } from './server-throughput-pairs';
import { ROUNDS, SECONDS, combine, line, ratio, simulateConsoles, type Consoles, type Figures } from './throughput-load';
import type { TestServer } from '../helpers/test-server';

export const CONSOLES = Number(process.env.SERVER_THROUGHPUT_CONSOLES ?? 200);
/** `none`: the fixed costs only. */
const RATES = (process.env.SERVER_THROUGHPUT_BUSY_RATES ?? '67,117,max')
  .split(',')
  .filter((r) => r.trim() !== 'none')
  .map((r) => (r.trim() === 'max' ? undefined : Number(r)));

/** CPU a second the `side` spent beyond its answers at the write-free cost: the heartbeats', writes' and recomputations'. */
const fixedPerSecond = (side: Figures, quiet: Figures, runs: number) => Math.max(0, side.cpuSeconds - side.requests / quiet.perCpuSecond) / Math.max(1e-9, runs * SECONDS);

async function measureAtRate(label: string, ts: TestServer, call: string, browser: Record<string, string>, consoles: Consoles, rate: number | undefined) {
  const cache = listAnswerCacheOf(ts.server.ctx)!;
  const quietRuns: Figures[] = [];
  const beatRuns: Figures[] = [];
  const busyRuns: Figures[] = [];
  let hits = 0;
  let misses = 0;
  let refreshes = 0;
  for (let round = 0; round < ROUNDS; round++) {
    consoles.pause();
    quietRuns.push(await loadOn(ts, call, browser, undefined, rate));
    consoles.resume({ writes: false });
    beatRuns.push(await loadOn(ts, call, browser, undefined, rate));
    consoles.resume();
    let before = { ...cache.stats };
    busyRuns.push(await loadOn(ts, call, browser, () => (before = { ...cache.stats }), rate));
    hits += cache.stats.hits - before.hits;
    misses += cache.stats.misses - before.misses;
    refreshes += cache.stats.refreshes - before.refreshes;
  }
  consoles.pause();
  const quiet = combine(quietRuns);
  const beats = combine(beatRuns);
  const busy = combine(busyRuns);
  const hitRate = hits / Math.max(1, hits + misses);
  const cpuRatio = busy.perCpuSecond / quiet.perCpuSecond;
  const fixed = fixedPerSecond(busy, quiet, busyRuns.length);
  const met = hitRate >= 0.9 && cpuRatio >= 0.9;
  const at = rate ? `at ${rate} req/s` : 'at as many req/s as answered';
  return {
    [`${label}: whole list ${at}, write-free (${ROUNDS} rounds interleaved with the next two)`]: line(quiet),
    [`${label}: whole list ${at}, ${CONSOLES} consoles heartbeating, no writes`]: `${line(beats)}; ${ratio(beats, quiet)} of the write-free answers per CPU-second; heartbeats ${(fixedPerSecond(beats, quiet, beatRuns.length) * 1000).toFixed(1)} ms of CPU a second`,
    [`${label}: whole list ${at}, ${CONSOLES} consoles heartbeating and 1 stock write/s`]: `${line(busy)}; hit rate ${(hitRate * 100).toFixed(1)}% (${hits} hits, ${misses} misses of which ${refreshes} refreshed by rows); ${ratio(busy, quiet)} of the write-free answers per CPU-second, heartbeats and writes included (goal >= 90% and >= 0.9x: ${met ? 'met' : 'missed'}); heartbeats, writes and recomputations ${(fixed * 1000).toFixed(1)} ms of CPU a second, so ${(1 - fixed).toFixed(2)}x at the rate one free core serves`,
  };
}

/**
 * The fixed costs one at a time: a heartbeat (the CONSOLES consoles' heartbeats, each in turn, as
 * many as answered for 4 s from autocannon's worker thread; the server's main thread, and on
 * PostgreSQL its backends), and, no load tool running, a stock write
 * with the list request after it that recomputes the answer, less a kept answer's cost (the whole
 * process, so zlib's thread pool compressing the new answer counts; sent with `inject`, no socket).
 */
async function measureFixedCosts(label: string, ts: TestServer, call: string, browser: Record<string, string>, consoles: Consoles) {
  const postgres = Boolean(process.env.TEST_DATABASE_URL);
  const mainCpu = cpuOf(ts);
  const allCpu = serverCpu(ts.database.db, postgres, true);
  const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  consoles.pause();
  // The consoles' heartbeats, each console in turn, from autocannon's worker thread (10 connections:
  // few enough that requests of one session seldom wait at once and share a lookup).
  const requests = consoles.tokens.map((token) => ({ method: 'POST' as const, path: '/api/UserSession/heartbeat', headers: { authorization: `Bearer ${token}` } }));
  await autocannon({ url: ts.baseUrl, connections: 10, workers: 1, duration: 1, requests });
  const cpu0 = await mainCpu();
  const run = await autocannon({ url: ts.baseUrl, connections: 10, workers: 1, duration: 4, requests });
  const cpuBeats = (await mainCpu()) - cpu0;
  const beatCount = run.requests.total;
  if (run.non2xx || run.errors) throw new Error(`heartbeats: ${run.non2xx} non-2xx, ${run.errors} errors`);
  await wait(500);
  const get = async () => {
    const res = await ts.server.app.inject({ method: 'GET', url: call, headers: browser });
    if (res.statusCode !== 200) throw new Error(`${call}: ${res.statusCode}`);
  };
  let sign = 1;
  const write = () => ts.database.db.query('update stocks set quantity = quantity + $1 where id = $2', [(sign = -sign), consoles.stockId]);
  const N = 40;
  const timed = async (step: () => Promise<unknown>) => {
    await step();
    const c0 = await allCpu();
    for (let i = 0; i < N; i++) await step();
    return ((await allCpu()) - c0) / N;
  };
  const kept = await timed(get);
  const writeAlone = await timed(write);
  const writeAndRecompute = await timed(async () => {
    await write();
    await get();
  });
  const recompute = Math.max(0, writeAndRecompute - writeAlone - kept);
  const perBeat = cpuBeats / Math.max(1, beatCount);
  const fixed = (CONSOLES / 30) * perBeat + writeAlone + recompute;
  const ms = (s: number) => `${(s * 1000).toFixed(2)} ms`;
  return {
    [`${label}: fixed costs, measured one at a time`]: `a heartbeat ${ms(perBeat)} of CPU (${beatCount} sent by 10 connections); a stock write ${ms(writeAlone)}; the list's refresh (or recomputation) after it ${ms(recompute)} (the request ${ms(writeAndRecompute - writeAlone)}, a kept answer's ${ms(kept)}); so ${CONSOLES} consoles and 1 write a second cost ${ms(fixed)} of CPU a second (heartbeats ${ms((CONSOLES / 30) * perBeat)}, the write and its recomputation ${ms(writeAlone + recompute)})`,
  };
}

/**
 * `call` while CONSOLES consoles heartbeat and one stock write commits a second, in rounds
 * interleaved with write-free runs (consoles paused) and heartbeat-only runs on the same server, at
 * each rate of RATES; then the fixed costs one at a time.
 */
export async function measureBusy(label: string, call: string, progress: (text: string) => void = () => {}): Promise<Record<string, string>> {
  const ts = await server();
  try {
    const { browser } = await headersOf(ts);
    const consoles = await simulateConsoles(ts, CONSOLES);
    const lines: Record<string, string> = {};
    const add = (more: Record<string, string>) => {
      for (const [k, v] of Object.entries(more)) progress(`${k}: ${v}`);
      Object.assign(lines, more);
    };
    try {
      add(await measureFixedCosts(label, ts, call, browser, consoles));
      for (const rate of RATES) add(await measureAtRate(label, ts, call, browser, consoles, rate));
    } finally {
      const done = await consoles.stop();
      lines[`${label}: consoles`] = `${done.heartbeats} heartbeats, ${done.writes} writes${done.failed ? `, ${done.failed} failed` : ''}`;
    }
    return lines;
  } finally {
    await closeAfterLoad(ts);
  }
}
