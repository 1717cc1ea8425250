/**
 * The load tools of the server-throughput benchmark: autocannon against one URL, the plain Fastify
 * baseline that serves a given answer, and the simulated consoles (heartbeats and stock writes).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import zlib from 'node:zlib';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { BROTLI_OPTIONS } from '../../apps/server/src/http/compression';
import { apiClient, type TestApi } from '../helpers/api-client';
import { mainThreadCpu } from './cpu-probe';
import type { TestServer } from '../helpers/test-server';

export const CONNECTIONS = 50;
export const SECONDS = Number(process.env.SERVER_THROUGHPUT_SECONDS ?? 10);
/** What Chromium sends. */
export const BROWSER_ENCODING = 'gzip, deflate, br, zstd';

export interface Figures {
  /** Answers in the measured run (after the warm-up). */
  requests: number;
  reqPerSec: number;
  p50: number;
  p99: number;
  errors: number;
  bytesPerAnswer: number;
  /** CPU seconds the server spent in the measured run (cpu-probe.ts: its thread, and its PostgreSQL backends). */
  cpuSeconds: number;
  /** Answers per CPU-second of the server: what one free core would serve, whatever the machine's load. */
  perCpuSecond: number;
}

/**
 * autocannon against one URL: 50 connections, a warm-up, then the measured run. `cpu` reads the
 * server's CPU seconds so far (before and after the run); without it, the main thread's.
 */
export async function load(
  url: string,
  headers: Record<string, string>,
  seconds = SECONDS,
  afterWarmUp?: () => void,
  cpu: () => Promise<number> = async () => mainThreadCpu(),
  rate?: number,
): Promise<Figures> {
  // A long timeout: on a loaded machine an answer can wait seconds for a core, and a timed-out one is lost work.
  // `rate`: at most this many requests a second over all connections (as many as answered without).
  const options = { url, connections: CONNECTIONS, headers, workers: 1, timeout: 60, ...(rate ? { overallRate: rate } : {}) };
  await autocannon({ ...options, duration: 2 });
  afterWarmUp?.();
  const cpu0 = await cpu();
  const r = await autocannon({ ...options, duration: seconds });
  const cpuSeconds = (await cpu()) - cpu0;
  const answers = r.requests.total || 1;
  return {
    requests: r.requests.total,
    reqPerSec: r.requests.total / (r.duration || seconds),
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts + r.non2xx,
    bytesPerAnswer: r.throughput.total / answers,
    cpuSeconds,
    perCpuSecond: r.requests.total / Math.max(cpuSeconds, 0.01),
  };
}

export const line = (f: Figures) =>
  `${Math.round(f.perCpuSecond)} answers per server CPU-second (${f.requests} answers, ${f.cpuSeconds.toFixed(2)} CPU-s); wall ${f.reqPerSec.toFixed(1)} req/s, p50 ${f.p50} ms, p99 ${f.p99} ms, ${(f.bytesPerAnswer / 1000).toFixed(1)} kB per answer on the wire${f.errors ? `, ${f.errors} errors/non-2xx` : ''}`;

/** Several runs of one target as one figure (interleaved rounds): answers and CPU summed, latencies the worst. */
export function combine(runs: Figures[]): Figures {
  const requests = runs.reduce((n, r) => n + r.requests, 0);
  const cpuSeconds = runs.reduce((n, r) => n + r.cpuSeconds, 0);
  const seconds = runs.reduce((n, r) => n + (r.reqPerSec ? r.requests / r.reqPerSec : 0), 0);
  return {
    requests,
    reqPerSec: seconds ? requests / seconds : 0,
    p50: Math.max(...runs.map((r) => r.p50)),
    p99: Math.max(...runs.map((r) => r.p99)),
    errors: runs.reduce((n, r) => n + r.errors, 0),
    bytesPerAnswer: runs.reduce((n, r) => n + r.bytesPerAnswer * r.requests, 0) / Math.max(1, requests),
    cpuSeconds,
    perCpuSecond: requests / Math.max(cpuSeconds, 0.01),
  };
}

/** Rounds of interleaved runs (SERVER_THROUGHPUT_ROUNDS, default 3). */
export const ROUNDS = Number(process.env.SERVER_THROUGHPUT_ROUNDS ?? 3);

/** The ratio of two targets' answers per server CPU-second (the figure that survives a loaded machine). */
export const ratio = (a: Figures, b: Figures) => `${(a.perCpuSecond / b.perCpuSecond).toFixed(2)}x`;

/**
 * A plain Fastify server with one route that sends `json` (the same answer Cockpit gives), the
 * ceiling of a hand-written server on this machine: compressed with brotli once (as a hand-written
 * server with a cache would), or sent as it is when `compressed` is false. Runs on the bench's main
 * thread, as the test servers do, so its CPU is counted the same way.
 */
export async function startBaseline(json: Buffer, compressed: boolean): Promise<{ url: string; headers: Record<string, string>; close(): Promise<void> }> {
  const app = Fastify({ logger: false });
  const br = zlib.brotliCompressSync(json, BROTLI_OPTIONS);
  app.get('/answer', (_request, reply) => {
    reply.type('application/json; charset=utf-8');
    if (compressed) reply.header('content-encoding', 'br').header('vary', 'accept-encoding');
    return reply.send(compressed ? br : json);
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}/answer`, headers: compressed ? { 'accept-encoding': BROWSER_ENCODING } : {}, close: () => app.close() };
}

export async function measureBaseline(json: Buffer, compressed: boolean): Promise<Figures> {
  const baseline = await startBaseline(json, compressed);
  try {
    return await load(baseline.url, baseline.headers);
  } finally {
    await baseline.close();
  }
}

/** A log destination as `npm start`'s stdout redirected to a file: a file in /tmp, written synchronously. */
export function fileLog(): { stream: { write(line: string): void }; lines(text: string): number; remove(): void } {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'cockpit-bench-log-')), 'server.log');
  const fd = fs.openSync(file, 'a');
  const stream = { write: (text: string) => void fs.writeSync(fd, text) };
  return {
    stream,
    /** Lines written so far that name `text`. */
    lines: (text: string) =>
      fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .filter((l) => l.includes(text)).length,
    remove: () => (fs.closeSync(fd), fs.rmSync(path.dirname(file), { recursive: true, force: true })),
  };
}

/**
 * `consoles` signed-in consoles, each sending its heartbeat every 30 s (spread evenly, as open
 * consoles are), and one stock write a second (a quantity changed and changed back, through the
 * server's own database connection, as a warehouse operation would commit it). Started at once.
 *
 * The heartbeats are sent from a worker thread, as autocannon's requests are: the consoles are
 * browsers, and their HTTP client's CPU is not the server's (the main thread's CPU is counted as
 * the server's, cpu-probe.ts; sent from it, 200 consoles' fetches were charged to the server).
 */
export interface Consoles {
  counts(): Promise<{ heartbeats: number; writes: number; failed: number }>;
  /** Heartbeats and writes stop (the sessions stay signed in) until `resume`. */
  pause(): void;
  /** Heartbeats again, and the stock writes unless `writes` is false; `everyMs` between two heartbeats of all the consoles (default 30 s / consoles). */
  resume(options?: { writes?: boolean; everyMs?: number }): void;
  /** The id of the stock row the writes change. */
  stockId: number;
  /** The consoles' access tokens. */
  tokens: string[];
  stop(): Promise<{ heartbeats: number; writes: number; failed: number }>;
}

/** The heartbeating consoles' thread: plain JavaScript (no TypeScript loader in a worker). */
const HEARTBEAT_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const { baseUrl, tokens } = workerData;
let next = 0, heartbeats = 0, failed = 0, timer;
const beat = () => {
  const token = tokens[next++ % tokens.length];
  fetch(baseUrl + '/api/UserSession/heartbeat', { method: 'POST', headers: { authorization: 'Bearer ' + token } }).then(
    async (r) => { await r.arrayBuffer(); r.status === 200 ? heartbeats++ : failed++; },
    () => failed++,
  );
};
parentPort.on('message', (m) => {
  if (m && m.start && !timer) timer = setInterval(beat, m.start);
  if (m === 'pause' && timer) { clearInterval(timer); timer = undefined; }
  if (m === 'counts') parentPort.postMessage({ heartbeats, failed });
});
`;

export async function simulateConsoles(ts: TestServer, consoles: number): Promise<Consoles> {
  const sessions: TestApi[] = [];
  // One sign-in per console (each its own session row), eight at a time.
  for (let i = 0; i < consoles; i += 8) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(8, consoles - i) }, async () => {
        const res = await apiClient(ts.baseUrl).post<{ result: { accessToken: string } }>('/api/Authentication/user', {
          businessUnitName: 'Demo',
          userName: 'admin',
          password: 'Admin1234',
        });
        if (res.status !== 200) throw new Error(`sign-in ${res.status}`);
        // A console's first call verifies its token once (kept for the token's lifetime, hours); an
        // open console's heartbeats find it verified, so the measured ones must too.
        const api = apiClient(ts.baseUrl, res.body.result.accessToken);
        if ((await api.post('/api/UserSession/heartbeat')).status !== 200) throw new Error('first heartbeat refused');
        return api;
      }),
    );
    sessions.push(...batch);
  }
  const worker = new Worker(HEARTBEAT_WORKER, {
    eval: true,
    workerData: { baseUrl: ts.baseUrl, tokens: sessions.map((s) => s.token) },
  });
  const { rows } = await ts.database.db.query<{ id: number }>('select id from stocks order by id limit 1');
  const stockId = rows[0].id;
  let writes = 0;
  let failedWrites = 0;
  let sign = 1;
  let timer: ReturnType<typeof setInterval> | undefined;
  const everyMs = 30_000 / consoles;
  const start = (options: { writes?: boolean; everyMs?: number } = {}) => {
    worker.postMessage({ start: options.everyMs ?? everyMs });
    if (options.writes === false) return;
    timer = setInterval(() => {
      sign = -sign;
      void ts.database.db.query('update stocks set quantity = quantity + $1 where id = $2', [sign, stockId]).then(
        () => writes++,
        () => failedWrites++,
      );
    }, 1000);
  };
  const pause = () => {
    worker.postMessage('pause');
    clearInterval(timer);
    timer = undefined;
  };
  const counts = async () => {
    const beats = new Promise<{ heartbeats: number; failed: number }>((resolve) => worker.once('message', resolve));
    worker.postMessage('counts');
    const { heartbeats, failed } = await beats;
    return { heartbeats, writes, failed: failed + failedWrites };
  };
  start();
  return {
    counts,
    pause,
    stockId,
    tokens: sessions.map((s) => s.token!),
    resume: (options) => {
      pause();
      start(options);
    },
    async stop() {
      pause();
      await new Promise((resolve) => setTimeout(resolve, 300));
      const done = await counts();
      await worker.terminate();
      return done;
    },
  };
}
