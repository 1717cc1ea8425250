/**
 * The paired comparisons of the server-throughput benchmark, each side measured in interleaved
 * rounds on the same kind of server: the Stocks page's whole list while consoles heartbeat and
 * stock is written against write-free runs, and the same list logged at info against warn.
 */
import { listAnswerCacheOf } from '../../apps/server/src/lists/list-route';
import { signInAs } from '../helpers/api-client';
import { createDiskDatabase } from '../helpers/test-database';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { serverCpu } from './cpu-probe';
import { BROWSER_ENCODING, ROUNDS, SECONDS, combine, fileLog, line, load, ratio, simulateConsoles, type Figures } from './throughput-load';

export const CONSOLES = Number(process.env.SERVER_THROUGHPUT_CONSOLES ?? 200);

/** A test server on PGlite in a data folder on disk, or on the PostgreSQL of TEST_DATABASE_URL. */
export async function server(options: Parameters<typeof startTestServer>[0] = {}): Promise<TestServer> {
  const onDisk = !process.env.TEST_DATABASE_URL;
  return startTestServer({ ...(onDisk ? { database: await createDiskDatabase() } : {}), ...options });
}

/** The CPU a test server spends: the bench's main thread, and on PostgreSQL its database's backends. */
export const cpuOf = (ts: TestServer) => serverCpu(ts.database.db, Boolean(process.env.TEST_DATABASE_URL));

/** `load` against a test server, its CPU counted. */
export const loadOn = (ts: TestServer, path: string, headers: Record<string, string>, afterWarmUp?: () => void) =>
  load(ts.baseUrl + path, headers, SECONDS, afterWarmUp, cpuOf(ts));

export async function closeAfterLoad(ts: TestServer): Promise<void> {
  // Let answers still queued when the load stopped finish before the database closes.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  await ts.close();
}

export async function headersOf(ts: TestServer) {
  const api = await signInAs(ts.baseUrl, 'admin');
  const auth = { authorization: `Bearer ${api.token}`, 'client-version': '2.83.55' };
  return { api, auth, browser: { ...auth, 'accept-encoding': BROWSER_ENCODING } };
}

/**
 * `call` while CONSOLES consoles heartbeat (each every 30 s) and one stock write commits a second,
 * in rounds interleaved with write-free runs on the same server (the consoles paused in between):
 * the kept answers' hit rate and the busy rate against the write-free one.
 */
export async function measureBusy(label: string, call: string): Promise<Record<string, string>> {
  const ts = await server();
  try {
    const { browser } = await headersOf(ts);
    const cache = listAnswerCacheOf(ts.server.ctx)!;
    const consoles = await simulateConsoles(ts, CONSOLES);
    const quietRuns: Figures[] = [];
    const busyRuns: Figures[] = [];
    let hits = 0;
    let misses = 0;
    for (let round = 0; round < ROUNDS; round++) {
      consoles.pause();
      quietRuns.push(await loadOn(ts, call, browser));
      consoles.resume();
      let before = { ...cache.stats };
      busyRuns.push(await loadOn(ts, call, browser, () => (before = { ...cache.stats })));
      hits += cache.stats.hits - before.hits;
      misses += cache.stats.misses - before.misses;
    }
    const done = await consoles.stop();
    const quiet = combine(quietRuns);
    const busy = combine(busyRuns);
    const hitRate = hits / Math.max(1, hits + misses);
    // A write makes about one miss whatever the request rate; at the rate one free core serves, the misses are that share.
    const missesPerSecond = misses / Math.max(1e-9, busyRuns.length * SECONDS);
    const hitRateAtCapacity = 1 - missesPerSecond / Math.max(1e-9, busy.perCpuSecond);
    const cpuRatio = busy.perCpuSecond / quiet.perCpuSecond;
    // The consoles' heartbeats, the writes and the recomputations cost about the same CPU a second
    // whatever the request rate: what the busy side spent beyond its answers at the write-free cost.
    // At a few dozen requests a second (a loaded machine) that fixed share swamps the ratio; at the
    // rate one free core serves it is the share of the core they take.
    const backgroundPerSecond = Math.max(0, busy.cpuSeconds - busy.requests / quiet.perCpuSecond) / Math.max(1e-9, busyRuns.length * SECONDS);
    const ratioAtCapacity = 1 - backgroundPerSecond;
    const met = hitRate >= 0.9 && cpuRatio >= 0.9;
    return {
      [`${label}: whole list, write-free (${ROUNDS} rounds interleaved with the next)`]: line(quiet),
      [`${label}: whole list with ${CONSOLES} consoles heartbeating and 1 stock write/s (${done.heartbeats} heartbeats, ${done.writes} writes${done.failed ? `, ${done.failed} failed` : ''})`]: `${line(busy)}; hit rate ${(hitRate * 100).toFixed(1)}% (${hits} hits, ${misses} misses at ${busy.reqPerSec.toFixed(1)} req/s), ${(hitRateAtCapacity * 100).toFixed(1)}% at the rate one free core serves; ${ratio(busy, quiet)} of the write-free answers per CPU-second, heartbeats and writes included (goal >= 90% and >= 0.9x: ${met ? 'met' : 'missed'}); heartbeats, writes and recomputations ${(backgroundPerSecond * 1000).toFixed(0)} ms of CPU a second, so ${ratioAtCapacity.toFixed(2)}x at the rate one free core serves`,
    };
  } finally {
    await closeAfterLoad(ts);
  }
}

/**
 * `call` at log level info (to a file, one line a request) against a server at warn, both up side
 * by side and measured in interleaved rounds: what logging costs a cached page.
 */
export async function measureLogging(label: string, call: string): Promise<Record<string, string>> {
  const log = fileLog();
  const quiet = await server();
  const loud = await server({ config: { logLevel: 'info' }, logStream: log.stream });
  try {
    const quietHeaders = (await headersOf(quiet)).browser;
    const loudHeaders = (await headersOf(loud)).browser;
    const warnRuns: Figures[] = [];
    const infoRuns: Figures[] = [];
    let written = 0;
    for (let round = 0; round < ROUNDS; round++) {
      warnRuns.push(await loadOn(quiet, call, quietHeaders));
      let before = 0;
      infoRuns.push(await loadOn(loud, call, loudHeaders, () => (before = log.lines('"level"'))));
      // Answers still in flight when the run ends write their lines meanwhile.
      await new Promise((resolve) => setTimeout(resolve, 500));
      written += log.lines('"level"') - before;
    }
    const warn = combine(warnRuns);
    const info = combine(infoRuns);
    const cost = 1 - info.perCpuSecond / warn.perCpuSecond;
    return {
      [`${label}: whole list, log level warn (${ROUNDS} rounds interleaved with info)`]: line(warn),
      [`${label}: whole list, log level info (to a file)`]: `${line(info)}; ${(written / Math.max(1, info.requests)).toFixed(2)} log lines a request; logging costs ${(cost * 100).toFixed(1)}% of the answers per CPU-second (goal <= 5%: ${cost <= 0.05 ? 'met' : 'missed'})`,
    };
  } finally {
    await closeAfterLoad(loud);
    await closeAfterLoad(quiet);
    log.remove();
  }
}
