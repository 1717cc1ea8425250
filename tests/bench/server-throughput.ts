/**
 * Server throughput (issues 10 and 25): requests per second and latency percentiles at 50
 * concurrent connections, all in one run, on PGlite in a data folder on disk (as `npm start` runs
 * it) and on PostgreSQL (a throw-away server started like scripts/start-postgres.sh does, on port
 * 54339, stopped afterwards), for
 * - the default Stocks page's real call: the classic page `/stocks-page` asks the whole list
 *   (GET /api/Stock/description, no skip/take: ~419 rows on the demo data), with a browser's
 *   Accept-Encoding, with kept answers on and off (LIST_ANSWER_CACHE=off), and its ratio against a
 *   plain Fastify server sending the same answer (compressed once, and as it is);
 * - the server-side-paged page (GET /api/Stock/description?skip=0&take=20), kept answers on and off;
 * - the session call (GET /api/User/current, the first call of every console start);
 * - the whole list while 200 simulated consoles send their heartbeats (each every 30 s) and one
 *   stock write commits a second: the kept answers' hit rate and the rate against the write-free one,
 *   at 67 and 117 requests a second and at as many as answered, and the fixed cost of a heartbeat
 *   and of a stock write (server-throughput-busy.ts);
 * - the whole list with access logging at info (one line a request, to a file) against the same
 *   server logging at warn: what logging costs a cached page.
 *
 * SERVER_THROUGHPUT_DATABASES=pglite (or postgres) measures one database only,
 * SERVER_THROUGHPUT_ONLY=logging the logging cost only (baseline: the whole list against plain
 * Fastify; busy: the heartbeat figures); each figure is also
 * printed on stderr as soon as it is measured, with the machine's load at the start of each database.
 *
 * The load comes from autocannon in a worker thread, so it does not share the server's event
 * loop (it does share the machine's cores: the figures are the server's and the load tool's
 * together). Each target gets a warm-up of 2 s, then SERVER_THROUGHPUT_SECONDS (default 10).
 *
 * The machine is shared, so every figure is also given as answers per CPU-second of the server
 * (cpu-probe.ts), and each comparison (against plain Fastify, busy against write-free, info against
 * warn) runs its two sides in SERVER_THROUGHPUT_ROUNDS interleaved rounds (default 3); the ratios
 * are of answers per CPU-second, which a loaded machine leaves nearly as they are.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gridListFields, listFieldsParam } from '@cockpit/core/grid-model';
import type { GridSchema } from '@cockpit/core/schema';
import stocksGrid from '../../schemas/grids/stocks.json';
import { repoRoot } from '../../apps/server/src/config';
import { report } from './conditions';
import { measureBusy } from './server-throughput-busy';
import { closeAfterLoad, headersOf, loadOn, measureLogging, server } from './server-throughput-pairs';
import { CONNECTIONS, ROUNDS, SECONDS, combine, line, load, measureBaseline, ratio, startBaseline, type Figures } from './throughput-load';

const PG_PORT = 54339;
const PG_ROOT = '/tmp/cockpit-pg-throughput';
/** The default Stocks page (`/stocks-page`, client paging) asks the whole list: this call. */
export const STOCKS_PAGE_CALL = `/api/Stock/description?fields=${encodeURIComponent(listFieldsParam(gridListFields(stocksGrid as unknown as GridSchema)!))}`;
/** The same list with every field (what the page asked before it named its fields). */
export const STOCKS_ALL_FIELDS = '/api/Stock/description';
export const STOCK_PAGE = '/api/Stock/description?skip=0&take=20';
const uptimeLoad = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ');

export { load, type Figures } from './throughput-load';

/** Kept answers off: every request runs its queries (and compresses its answer). */
async function measureUncached(label: string): Promise<{ lines: Record<string, string>; whole: Figures }> {
  const ts = await server({ config: { listAnswerCache: false } });
  try {
    const { browser } = await headersOf(ts);
    const whole = await loadOn(ts, STOCKS_PAGE_CALL, browser);
    const page = await loadOn(ts, STOCK_PAGE, browser);
    return {
      whole,
      lines: {
        [`${label}: Stocks page's whole list, kept answers off (LIST_ANSWER_CACHE=off)`]: line(whole),
        [`${label}: Stock page of 20 rows, kept answers off`]: line(page),
      },
    };
  } finally {
    await closeAfterLoad(ts);
  }
}

async function measureCockpit(label: string): Promise<{ lines: Record<string, string>; whole: Figures; json: Buffer }> {
  const ts = await server();
  try {
    const { api, auth, browser } = await headersOf(ts);
    const whole = await api.get<{ result: unknown[] }>(STOCKS_PAGE_CALL);
    if (whole.status !== 200 || !Array.isArray(whole.body.result)) throw new Error(`${STOCKS_PAGE_CALL}: ${whole.status} ${JSON.stringify(whole.body).slice(0, 200)}`);
    const json = Buffer.from(JSON.stringify(whole.body), 'utf8');
    const page = await api.get<{ result: { data: unknown[]; totalCount: number } }>(STOCK_PAGE);
    if (page.status !== 200 || page.body.result.data.length !== 20) throw new Error(`${STOCK_PAGE}: ${page.status}`);
    const session = await loadOn(ts, '/api/User/current', browser);
    const list = await loadOn(ts, STOCKS_PAGE_CALL, browser);
    const listPlain = await loadOn(ts, STOCKS_PAGE_CALL, auth);
    const listAll = await loadOn(ts, STOCKS_ALL_FIELDS, browser);
    const allJson = Buffer.from(JSON.stringify((await api.get(STOCKS_ALL_FIELDS)).body), 'utf8');
    const paged = await loadOn(ts, STOCK_PAGE, browser);
    return {
      whole: list,
      json,
      lines: {
        [`${label}: session call (User/current)`]: line(session),
        [`${label}: Stocks page's whole list, the grid's fields (${whole.body.result.length} rows, ${(json.length / 1000).toFixed(0)} kB JSON), compressed as a browser asks`]:
          line(list),
        [`${label}: the same list with every field (${(allJson.length / 1000).toFixed(0)} kB JSON), compressed`]: line(listAll),
        [`${label}: Stocks page's whole list without compression`]: line(listPlain),
        [`${label}: Stock page of 20 rows (of ${page.body.result.totalCount}), compressed`]: line(paged),
      },
    };
  } finally {
    await closeAfterLoad(ts);
  }
}

/** The cached whole list against a plain Fastify server sending the same bytes, interleaved rounds. */
async function measureAgainstBaseline(label: string, json: Buffer, cached: boolean): Promise<Record<string, string>> {
  const ts = await server(cached ? {} : { config: { listAnswerCache: false } });
  const baseline = await startBaseline(json, true);
  try {
    const { browser } = await headersOf(ts);
    const cockpitRuns: Figures[] = [];
    const baselineRuns: Figures[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      cockpitRuns.push(await loadOn(ts, STOCKS_PAGE_CALL, browser));
      baselineRuns.push(await load(baseline.url, baseline.headers));
    }
    const cockpit = combine(cockpitRuns);
    const plain = combine(baselineRuns);
    const which = cached ? 'kept answers on' : 'kept answers off';
    return {
      [`${label}: whole list, ${which} (${ROUNDS} rounds interleaved with plain Fastify)`]: line(cockpit),
      [`${label}: plain Fastify sending the same answer, brotli once`]: line(plain),
      [`${label}: whole list, ${which} / plain Fastify (brotli once), answers per CPU-second`]: ratio(cockpit, plain),
    };
  } finally {
    await baseline.close();
    await closeAfterLoad(ts);
  }
}

/** Each figure is printed as soon as it is measured (stderr), and all of them in the report. */
async function measureDatabase(label: string, progress: (text: string) => void): Promise<Record<string, string>> {
  const lines: Record<string, string> = {};
  const add = (more: Record<string, string>) => {
    for (const [k, v] of Object.entries(more)) progress(`${k}: ${v}`);
    Object.assign(lines, more);
  };
  const only = process.env.SERVER_THROUGHPUT_ONLY;
  if (only === 'logging') {
    add(await measureLogging(label, STOCKS_PAGE_CALL));
    return lines;
  }
  if (only === 'busy') {
    Object.assign(lines, await measureBusy(label, STOCKS_PAGE_CALL, progress));
    return lines;
  }
  if (only === 'baseline') {
    const json = await stocksJson();
    add(await measureAgainstBaseline(label, json, true));
    add(await measureAgainstBaseline(label, json, false));
    return lines;
  }
  const cockpit = await measureCockpit(label);
  add(cockpit.lines);
  const uncached = await measureUncached(label);
  add(uncached.lines);
  add({ [`${label}: plain Fastify sending the same answer uncompressed`]: line(await measureBaseline(cockpit.json, false)) });
  add(await measureAgainstBaseline(label, cockpit.json, true));
  add(await measureAgainstBaseline(label, cockpit.json, false));
  Object.assign(lines, await measureBusy(label, STOCKS_PAGE_CALL, progress));
  add(await measureLogging(label, STOCKS_PAGE_CALL));
  return lines;
}

/** The Stocks page's answer as the server sends it (the baseline sends the same bytes). */
async function stocksJson(): Promise<Buffer> {
  const ts = await server();
  try {
    const { api } = await headersOf(ts);
    return Buffer.from(JSON.stringify((await api.get(STOCKS_PAGE_CALL)).body), 'utf8');
  } finally {
    await ts.close();
  }
}

function postgresBin(): string | undefined {
  if (!fs.existsSync('/usr/lib/postgresql')) return undefined;
  const versions = fs.readdirSync('/usr/lib/postgresql').filter((v) => fs.existsSync(`/usr/lib/postgresql/${v}/bin/postgres`));
  versions.sort((a, b) => Number(a) - Number(b));
  return versions.length ? `/usr/lib/postgresql/${versions[versions.length - 1]}/bin` : undefined;
}

/** The PostgreSQL of TEST_DATABASE_URL when given (left running), else a throw-away server of our own (port 54339). */
function startPostgres(given: string | undefined): { url: string; stop(): void } | undefined {
  if (given) return { url: given, stop() {} };
  const bin = postgresBin();
  if (!bin) return undefined;
  const out = execFileSync(path.join(repoRoot, 'scripts/start-postgres.sh'), { encoding: 'utf8', env: { ...process.env, PGPORT: String(PG_PORT), PGROOT: PG_ROOT } });
  const url = /TEST_DATABASE_URL=['"]?([^'"\s]+)/.exec(out)?.[1];
  if (!url) throw new Error(`start-postgres.sh printed no URL: ${out}`);
  // Every process of this cluster serves the bench alone: cpu-probe.ts counts them all, ended backends included.
  process.env.BENCH_OWN_POSTGRES_CLUSTER = '1';
  return {
    url,
    stop() {
      delete process.env.BENCH_OWN_POSTGRES_CLUSTER;
      const asRoot = process.getuid?.() === 0;
      const args = ['-D', `${PG_ROOT}/data`, '-m', 'fast', 'stop'];
      execFileSync(asRoot ? 'runuser' : `${bin}/pg_ctl`, asRoot ? ['-u', 'postgres', '--', `${bin}/pg_ctl`, ...args] : args, { stdio: 'ignore' });
      fs.rmSync(PG_ROOT, { recursive: true, force: true });
    },
  };
}

export async function run(): Promise<void> {
  const progress = (text: string) => process.stderr.write(`  [server-throughput] ${text}\n`);
  const saved = process.env.TEST_DATABASE_URL;
  const lines: Record<string, string> = {};
  try {
    delete process.env.TEST_DATABASE_URL;
    const which = process.env.SERVER_THROUGHPUT_DATABASES ?? 'pglite,postgres';
    if (which.includes('pglite')) {
      progress(`PGlite (load ${uptimeLoad()})`);
      Object.assign(lines, await measureDatabase('PGlite, data folder on disk', progress));
    }
    const postgres = which.includes('postgres') ? startPostgres(saved) : undefined;
    if (!which.includes('postgres')) {
      // Not asked for.
    } else if (!postgres) {
      lines.PostgreSQL = 'skipped (no PostgreSQL binaries; apt-get install postgresql)';
    } else {
      process.env.TEST_DATABASE_URL = postgres.url;
      try {
        progress(`PostgreSQL (load ${uptimeLoad()})`);
        Object.assign(lines, await measureDatabase('PostgreSQL on loopback', progress));
      } finally {
        postgres.stop();
      }
    }
  } finally {
    if (saved) process.env.TEST_DATABASE_URL = saved;
    else delete process.env.TEST_DATABASE_URL;
  }
  report(`Server throughput at ${CONNECTIONS} connections (autocannon in a worker thread, ${SECONDS} s per target after 2 s of warm-up, demo data)`, lines);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await run();
  process.exit(0);
}
