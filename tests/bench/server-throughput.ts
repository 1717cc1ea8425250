/**
 * Server throughput (issue 10): requests per second and latency percentiles at 50 concurrent
 * connections, all in one run, for
 * - the session call (GET /api/User/current, the first call of every console start);
 * - a 20-row page of the Stock list (GET /api/Stock/description?skip=0&take=20), asked with a
 *   browser's Accept-Encoding (so the answer is compressed as a browser receives it), and the same
 *   page without compression for comparison;
 * - the same Stock page on a server that keeps no list answers (LIST_ANSWER_CACHE=off), so both the
 *   repeated-page figure and the every-request-computed figure are in one run;
 * - a bare Fastify route (a Fastify instance with one route and nothing else, in the same process:
 *   the ceiling of the HTTP stack on this machine).
 * On PGlite in a data folder on disk (as `npm start` runs it) and on PostgreSQL (a throw-away server
 * started like scripts/start-postgres.sh does, on port 54339, stopped afterwards).
 *
 * Goal: the Stock page at least 500 req/s with p99 at most 250 ms on PGlite, 4x that on PostgreSQL.
 *
 * The load comes from autocannon in a worker thread, so it does not share the server's event
 * loop (it does share the machine's cores: the figures are the server's and the load tool's
 * together). Each target gets a warm-up of 2 s, then SERVER_THROUGHPUT_SECONDS (default 10).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { repoRoot } from '../../apps/server/src/config';
import { signInAs } from '../helpers/api-client';
import { createDiskDatabase } from '../helpers/test-database';
import { startTestServer } from '../helpers/test-server';
import { report } from './conditions';

const CONNECTIONS = 50;
const SECONDS = Number(process.env.SERVER_THROUGHPUT_SECONDS ?? 10);
const PG_PORT = 54339;
const PG_ROOT = '/tmp/cockpit-pg-throughput';
/** What Chromium sends. */
const BROWSER_ENCODING = 'gzip, deflate, br, zstd';
export const STOCK_PAGE = '/api/Stock/description?skip=0&take=20';

export interface Figures {
  reqPerSec: number;
  p50: number;
  p99: number;
  errors: number;
  bytesPerAnswer: number;
}

/** autocannon against one URL: 50 connections, a warm-up, then the measured run. */
export async function load(url: string, headers: Record<string, string>, seconds = SECONDS): Promise<Figures> {
  const options = { url, connections: CONNECTIONS, headers, workers: 1 };
  await autocannon({ ...options, duration: 2 });
  const r = await autocannon({ ...options, duration: seconds });
  const answers = r.requests.total || 1;
  return {
    reqPerSec: r.requests.total / (r.duration || seconds),
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts + r.non2xx,
    bytesPerAnswer: r.throughput.total / answers,
  };
}

const line = (f: Figures) =>
  `${Math.round(f.reqPerSec)} req/s, p50 ${f.p50} ms, p99 ${f.p99} ms, ${(f.bytesPerAnswer / 1000).toFixed(1)} kB per answer on the wire${f.errors ? `, ${f.errors} errors/non-2xx` : ''}`;

/** The Stock page again on a server that keeps no list answers: every request runs its queries. */
async function measureUncached(label: string): Promise<Record<string, string>> {
  const onDisk = !process.env.TEST_DATABASE_URL;
  const ts = await startTestServer({ ...(onDisk ? { database: await createDiskDatabase() } : {}), config: { listAnswerCache: false } });
  try {
    const api = await signInAs(ts.baseUrl, 'admin');
    const auth = { authorization: `Bearer ${api.token}`, 'client-version': '2.83.55' };
    const stock = await load(ts.baseUrl + STOCK_PAGE, { ...auth, 'accept-encoding': BROWSER_ENCODING });
    return { [`${label}: Stock page, compressed, no kept answers (LIST_ANSWER_CACHE=off: count and page queries on every request)`]: line(stock) };
  } finally {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await ts.close();
  }
}

async function measureCockpit(label: string): Promise<Record<string, string>> {
  const onDisk = !process.env.TEST_DATABASE_URL;
  const ts = await startTestServer(onDisk ? { database: await createDiskDatabase() } : {});
  try {
    const api = await signInAs(ts.baseUrl, 'admin');
    const auth = { authorization: `Bearer ${api.token}`, 'client-version': '2.83.55' };
    const page = await api.get<{ result: { data: unknown[]; totalCount: number } }>(STOCK_PAGE);
    if (page.status !== 200 || page.body.result.data.length !== 20) throw new Error(`${STOCK_PAGE}: ${page.status} ${JSON.stringify(page.body).slice(0, 200)}`);
    const session = await load(`${ts.baseUrl}/api/User/current`, { ...auth, 'accept-encoding': BROWSER_ENCODING });
    const stock = await load(ts.baseUrl + STOCK_PAGE, { ...auth, 'accept-encoding': BROWSER_ENCODING });
    const stockPlain = await load(ts.baseUrl + STOCK_PAGE, auth);
    const stockGoal = label.startsWith('PGlite') ? { rps: 500, p99: 250 } : { rps: 2000, p99: 250 };
    return {
      [`${label}: session call (User/current)`]: line(session),
      [`${label}: Stock page of 20 rows (of ${page.body.result.totalCount}), compressed as a browser asks`]: line(stock),
      [`${label}: Stock page, goal >= ${stockGoal.rps} req/s and p99 <= ${stockGoal.p99} ms`]:
        stock.reqPerSec >= stockGoal.rps && stock.p99 <= stockGoal.p99 ? 'met' : `missed (${(stock.reqPerSec / stockGoal.rps).toFixed(2)}x of the rate, p99 ${stock.p99} ms)`,
      [`${label}: Stock page without compression`]: line(stockPlain),
    };
  } finally {
    // Let answers still queued when the load stopped finish before the database closes.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await ts.close();
  }
}

async function measureBare(): Promise<Figures> {
  const app = Fastify({ logger: false });
  app.get('/bare', async () => ({ result: { ok: true } }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    return await load(`http://127.0.0.1:${port}/bare`, {});
  } finally {
    await app.close();
  }
}

function postgresBin(): string | undefined {
  if (!fs.existsSync('/usr/lib/postgresql')) return undefined;
  const versions = fs.readdirSync('/usr/lib/postgresql').filter((v) => fs.existsSync(`/usr/lib/postgresql/${v}/bin/postgres`));
  versions.sort((a, b) => Number(a) - Number(b));
  return versions.length ? `/usr/lib/postgresql/${versions[versions.length - 1]}/bin` : undefined;
}

/** A throw-away PostgreSQL server of our own (port 54339; the tests use 54329), or the one given. */
function startPostgres(): { url: string; stop(): void } | undefined {
  if (process.env.TEST_DATABASE_URL) return { url: process.env.TEST_DATABASE_URL, stop() {} };
  const bin = postgresBin();
  if (!bin) return undefined;
  const out = execFileSync(path.join(repoRoot, 'scripts/start-postgres.sh'), { encoding: 'utf8', env: { ...process.env, PGPORT: String(PG_PORT), PGROOT: PG_ROOT } });
  const url = /TEST_DATABASE_URL=['"]?([^'"\s]+)/.exec(out)?.[1];
  if (!url) throw new Error(`start-postgres.sh printed no URL: ${out}`);
  return {
    url,
    stop() {
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
    progress('bare Fastify route');
    lines['bare Fastify route (one route, nothing else)'] = line(await measureBare());
    delete process.env.TEST_DATABASE_URL;
    progress('PGlite');
    Object.assign(lines, await measureCockpit('PGlite, data folder on disk'));
    Object.assign(lines, await measureUncached('PGlite, data folder on disk'));
    const postgres = startPostgres();
    if (!postgres) {
      lines.PostgreSQL = 'skipped (no PostgreSQL binaries; apt-get install postgresql)';
    } else {
      process.env.TEST_DATABASE_URL = postgres.url;
      try {
        progress('PostgreSQL');
        Object.assign(lines, await measureCockpit('PostgreSQL on loopback'));
        Object.assign(lines, await measureUncached('PostgreSQL on loopback'));
      } finally {
        if (!saved) postgres.stop();
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
