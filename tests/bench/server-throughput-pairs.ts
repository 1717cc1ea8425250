/**
 * The paired comparisons of the server-throughput benchmark, each side measured in interleaved
 * rounds on the same kind of server: the same list logged at info against warn (the busy server's
 * comparison is in server-throughput-busy.ts), and the helpers both use.
 */
import { signInAs } from '../helpers/api-client';
import { createDiskDatabase } from '../helpers/test-database';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { serverCpu } from './cpu-probe';
import { BROWSER_ENCODING, ROUNDS, SECONDS, combine, fileLog, line, load, type Figures } from './throughput-load';

/** A test server on PGlite in a data folder on disk, or on the PostgreSQL of TEST_DATABASE_URL. */
export async function server(options: Parameters<typeof startTestServer>[0] = {}): Promise<TestServer> {
  const onDisk = !process.env.TEST_DATABASE_URL;
  return startTestServer({ ...(onDisk ? { database: await createDiskDatabase() } : {}), ...options });
}

/** The CPU a test server spends: the bench's main thread, and on PostgreSQL its database's backends. */
export const cpuOf = (ts: TestServer) => serverCpu(ts.database.db, Boolean(process.env.TEST_DATABASE_URL));

/** `load` against a test server, its CPU counted; `rate` caps the requests a second. */
export const loadOn = (ts: TestServer, path: string, headers: Record<string, string>, afterWarmUp?: () => void, rate?: number) =>
  load(ts.baseUrl + path, headers, SECONDS, afterWarmUp, cpuOf(ts), rate);

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
