/* eslint-disable max-lines -- one benchmark run: latency, fan-out and memory measured on the same hub and connections */
/**
 * Live-update hub benchmark (npm run bench, or node --import tsx tests/bench/hub.ts).
 *  1. Latency: a 1,000-row Bulk to 100 connections; arrival = last byte at the client minus the
 *     moment the change was published on the server. Target p99 <= 100 ms.
 *  2. Throughput: the hub against a plain `ws` server sending the hub's exact bytes (serialized
 *     once for the whole run), for single-row changes and 1,000-row Bulks. Target >= 50 %.
 *  3. Idle cost: 1,000 registered connections, pinging like the real client; server CPU time over
 *     an idle interval. Target <= 5 % of one core.
 * The server runs in its own process (tests/helpers/hub-bench-server.ts) so that its CPU time is
 * not mixed with the clients'. Clients speak the hub protocol over raw `ws` (handshake, register,
 * pings), so a thousand of them fit in one process.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type WsClass from 'ws';
import type { RowChange } from '../../apps/server/src/live/change-feed';
import { updatedFrame } from '../../apps/server/src/live/change-message';
import { repoRoot } from '../../apps/server/src/config';
import { signInAs } from '../helpers/api-client';
import { liveSettings } from '../helpers/live-client';
import { percentile, report } from './conditions';

// ws 8, the server's: it hands text messages over as Buffers, so counting a frame costs nothing
// (a plain import from tests/ finds ws 7, the copy @microsoft/signalr brings, which decodes each
// 700 kB frame to a string and would make the clients the bottleneck).
const WebSocket = createRequire(path.join(repoRoot, 'apps/server/package.json'))('ws') as typeof WsClass;
type WebSocket = WsClass;

const here = path.dirname(fileURLToPath(import.meta.url));
const now = () => performance.timeOrigin + performance.now();
const RS = '\x1e';

export interface HubBenchResult {
  latency: { connections: number; rows: number; frameBytes: number; rounds: number; p50Ms: number; p99Ms: number; maxMs: number; rawP50Ms: number; rawP99Ms: number };
  throughput: Array<{
    message: string;
    frameBytes: number;
    messages: number;
    connections: number;
    hubFramesPerS: number;
    rawFramesPerS: number;
    hubMBps: number;
    rawMBps: number;
    ratio: number;
  }>;
  idle: { connections: number; seconds: number; cpuPercentOfCore: number; rssPerConnectionKB: number };
}

/** Talks to the server process. */
class ServerProcess {
  private nextId = 1;
  private pending = new Map<number, (body: Record<string, unknown>) => void>();
  constructor(readonly child: ChildProcess) {
    child.on('message', (m: { id?: number }) => {
      if (m.id !== undefined) this.pending.get(m.id)?.(m as Record<string, unknown>);
    });
  }
  static start(): Promise<{ server: ServerProcess; port: number; rawPort: number }> {
    const child = fork(path.join(here, '../helpers/hub-bench-server.ts'), [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    return new Promise((resolve, reject) => {
      child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
      child.once('message', (m: { ready?: boolean; port: number; rawPort: number }) => resolve({ server: new ServerProcess(child), port: m.port, rawPort: m.rawPort }));
    });
  }
  call<T extends Record<string, unknown>>(cmd: string, args: object = {}): Promise<T> {
    const id = this.nextId++;
    return new Promise((resolve) => {
      this.pending.set(id, (body) => {
        this.pending.delete(id);
        resolve(body as T);
      });
      this.child.send({ id, cmd, ...args });
    });
  }
}

/** A client that counts 'updated' frames and notes when the last one arrived. */
class BenchClient {
  frames = 0;
  lastArrival = 0;
  private target = 0;
  private reached?: () => void;
  private pinger?: NodeJS.Timeout;

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data: Buffer) => {
      // '{"type":1,' is an invocation ('updated'); the big payload is not parsed, only counted.
      if (data.length > 10 && data[8] === 0x31 && data.toString('latin1', 0, 9) === '{"type":1') {
        this.frames++;
        this.lastArrival = now();
        if (this.reached && this.frames >= this.target) {
          const done = this.reached;
          this.reached = undefined;
          done();
        }
      }
    });
  }

  /** A raw socket; with `protocol` it does the hub handshake and registers on the view. */
  static async open(url: string, protocol?: { viewName: string; businessUnitName: string }): Promise<BenchClient> {
    const ws = new WebSocket(url);
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    const client = new BenchClient(ws);
    if (protocol) {
      const answers: string[] = [];
      const answer = () => new Promise<string>((resolve) => ws.once('message', (d: Buffer) => resolve(d.toString())));
      ws.send(`{"protocol":"json","version":1}${RS}`);
      answers.push(await answer());
      ws.send(JSON.stringify({ type: 1, invocationId: '1', target: 'RegisterConnectionOnView', arguments: [protocol.viewName, 'master', protocol.businessUnitName] }) + RS);
      answers.push(await answer());
      if (answers[0] !== `{}${RS}` || answers[1] !== `{"type":3,"invocationId":"1"}${RS}`) throw new Error(`hub refused: ${answers.join(' | ')}`);
    }
    return client;
  }

  expect(total: number, timeoutMs = 120_000): Promise<void> {
    if (this.frames >= total) return Promise.resolve();
    this.target = total;
    return new Promise((resolve, reject) => {
      // A dropped connection must fail the run, not hang it.
      const timer = setTimeout(
        () => reject(new Error(`${this.frames} of ${total} frames after ${timeoutMs} ms (connection ${this.ws.readyState === 1 ? 'open' : 'closed'})`)),
        timeoutMs,
      );
      this.reached = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  }

  /** Pings every 15 s like @microsoft/signalr, so the hub keeps the connection. */
  keepAlive(offsetMs: number): void {
    setTimeout(() => {
      this.ws.send(`{"type":6}${RS}`);
      this.pinger = setInterval(() => this.ws.send(`{"type":6}${RS}`), 15_000);
    }, offsetMs);
  }

  close(): void {
    if (this.pinger) clearInterval(this.pinger);
    this.ws.terminate();
  }
}

async function openMany(n: number, open: () => Promise<BenchClient>): Promise<BenchClient[]> {
  const out: BenchClient[] = [];
  // In batches: a thousand simultaneous upgrades would measure the accept queue, not the hub.
  for (let i = 0; i < n; i += 100) out.push(...(await Promise.all(Array.from({ length: Math.min(100, n - i) }, open))));
  return out;
}

const round1 = (x: number) => Math.round(x * 10) / 10;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Rows shaped like the Materials list (about 35 fields). */
function materialRows(n: number): Record<string, unknown>[] {
  return Array.from({ length: n }, (_, i) => ({
    id: 100_000 + i,
    itemNo: `MAT-${String(i).padStart(6, '0')}`,
    name: `Material ${i} steel bracket 40x40`,
    description: `Galvanised bracket, pack of ${i % 50} pieces, for rack section ${i % 17}`,
    barcode: String(5_700_000_000_000 + i),
    ean: String(5_700_000_100_000 + i),
    baseUoM: 'PCS',
    costPrice: 12.5 + (i % 100),
    salesPrice: 19.95 + (i % 100),
    abc: 'ABC'[i % 3],
    materialGroup: `Group ${i % 12}`,
    materialState: i % 9 === 0 ? 'Blocked' : 'Active',
    height: 40,
    length: 40,
    width: 3,
    weight: 0.12,
    supplierId: 1 + (i % 20),
    minimumWarehouseQuantity: 10,
    maximumWarehouseQuantity: 500,
    available: 200 - (i % 200),
    current: 250 - (i % 200),
    reserved: i % 50,
    softReserved: i % 7,
    isBOM: false,
    hasBatch: i % 4 === 0,
    hasSerialNumber: false,
    hasExpDate: i % 5 === 0,
    colour: 'Silver',
    size: 'M',
    style: 'Standard',
    imageUrl: null,
    webShop: i % 2 === 0,
    wooCommerceId: null,
    createdAt: new Date(Date.UTC(2025, 0, 1) + i * 60_000).toISOString(),
  }));
}

export async function run(options: { idleSeconds?: number } = {}): Promise<HubBenchResult> {
  const progress = (line: string) => process.stderr.write(`  [hub bench] ${line}\n`);
  const idleSeconds = options.idleSeconds ?? Number(process.env.BENCH_IDLE_SECONDS ?? 30);
  const { server, port, rawPort } = await ServerProcess.start();
  try {
    const api = await signInAs(`http://127.0.0.1:${port}`, 'admin');
    const settings = await liveSettings(api);
    const businessUnitId = (JSON.parse(Buffer.from(settings.token.split('.')[1], 'base64url').toString()) as { bu: number }).bu;
    const hubUrl = `ws://127.0.0.1:${port}/hubs/view?access_token=${settings.token}`;
    const register = { viewName: 'Material', businessUnitName: 'Demo' };
    const bulk: RowChange = { viewName: 'Material', businessUnitId, methodName: 'Bulk', viewModels: materialRows(1000) };
    const single: RowChange = { viewName: 'Material', businessUnitId, methodName: 'Single', viewModel: materialRows(1)[0] };
    const frameBytes = (c: RowChange) => updatedFrame(c).length;

    // 1. Latency of a 1,000-row Bulk to 100 connections, with raw ws sending the same bytes to 100
    //    other sockets as the reference: what the machine and loopback allow at all.
    progress('latency: 100 connections');
    const hubClients = await openMany(100, () => BenchClient.open(hubUrl, register));
    // The hub drops a connection silent for 30 s: these clients ping like the real one, or a slow
    // machine loses them in the middle of the run (and the run waits for frames that never come).
    hubClients.forEach((c, i) => c.keepAlive((i * 5_000) / hubClients.length));
    const rawClients = await openMany(100, () => BenchClient.open(`ws://127.0.0.1:${rawPort}`));
    const rounds = 20;
    const arrivalsOf = async (clients: BenchClient[], cmd: 'publish' | 'raw', into: number[] | undefined) => {
      const arrived = clients.map((c) => c.expect(c.frames + 1));
      const { startedAt } = await server.call<{ startedAt: number }>(cmd, { change: bulk, count: 1 });
      await Promise.all(arrived);
      if (into) for (const c of clients) into.push(c.lastArrival - startedAt);
      await sleep(100);
    };
    const samples: number[] = [];
    const rawSamples: number[] = [];
    for (let r = -2; r < rounds; r++) {
      // Two warm-up rounds are not counted.
      await arrivalsOf(hubClients, 'publish', r >= 0 ? samples : undefined);
      await arrivalsOf(rawClients, 'raw', r >= 0 ? rawSamples : undefined);
    }
    const latency = {
      connections: hubClients.length,
      rows: 1000,
      frameBytes: frameBytes(bulk),
      rounds,
      p50Ms: round1(percentile(samples, 50)),
      p99Ms: round1(percentile(samples, 99)),
      maxMs: round1(Math.max(...samples)),
      rawP50Ms: round1(percentile(rawSamples, 50)),
      rawP99Ms: round1(percentile(rawSamples, 99)),
    };

    // 2. Throughput, hub against raw ws with the same bytes.
    progress('throughput');
    const throughput: HubBenchResult['throughput'] = [];
    for (const [label, change, count] of [
      ['single row', single, 3000],
      ['1,000-row Bulk', bulk, 10],
    ] as const) {
      const measure = async (clients: BenchClient[], cmd: 'publish' | 'raw') => {
        const arrived = clients.map((c) => c.expect(c.frames + count));
        const { startedAt } = await server.call<{ startedAt: number }>(cmd, { change, count });
        await Promise.all(arrived);
        const seconds = (Math.max(...clients.map((c) => c.lastArrival)) - startedAt) / 1000;
        await sleep(200);
        return (count * clients.length) / seconds;
      };
      // Alternate and keep the best of three, so a GC pause in one run does not decide the ratio.
      let hub = 0;
      let raw = 0;
      for (let i = 0; i < 3; i++) {
        hub = Math.max(hub, await measure(hubClients, 'publish'));
        raw = Math.max(raw, await measure(rawClients, 'raw'));
      }
      const bytes = frameBytes(change);
      throughput.push({
        message: label,
        frameBytes: bytes,
        messages: count,
        connections: hubClients.length,
        hubFramesPerS: Math.round(hub),
        rawFramesPerS: Math.round(raw),
        hubMBps: round1((hub * bytes) / 1e6),
        rawMBps: round1((raw * bytes) / 1e6),
        ratio: round1((hub / raw) * 100) / 100,
      });
    }
    for (const c of [...hubClients, ...rawClients]) c.close();
    await sleep(500);

    // 3. Idle cost of 1,000 registered connections.
    progress(`idle: 1,000 connections for ${idleSeconds} s`);
    const before = await server.call<{ rss: number }>('cpu');
    const idleClients = await openMany(1000, () => BenchClient.open(hubUrl, register));
    idleClients.forEach((c, i) => c.keepAlive((i * 15_000) / idleClients.length));
    await sleep(2000);
    const start = await server.call<{ cpu: NodeJS.CpuUsage; at: number; rss: number }>('cpu');
    await sleep(idleSeconds * 1000);
    const end = await server.call<{ cpu: NodeJS.CpuUsage; at: number }>('cpu');
    const cpuMs = (end.cpu.user - start.cpu.user + end.cpu.system - start.cpu.system) / 1000;
    const idle = {
      connections: idleClients.length,
      seconds: idleSeconds,
      cpuPercentOfCore: round1((cpuMs / (end.at - start.at)) * 100 * 100) / 100,
      rssPerConnectionKB: round1((start.rss - before.rss) / 1024 / idleClients.length),
    };
    for (const c of idleClients) c.close();

    const result: HubBenchResult = { latency, throughput, idle };
    report(`Live-update hub: 1,000-row Bulk (${Math.round(latency.frameBytes / 1024)} KiB frame) to ${latency.connections} connections, ${rounds} rounds`, {
      setup: 'server on PGlite in a child process; protocol clients (raw ws) in this process; loopback',
      'arrival p50 ms': latency.p50Ms,
      'arrival p99 ms (target <= 100)': latency.p99Ms,
      'arrival max ms': latency.maxMs,
      'raw ws, same bytes, p50 / p99 ms': `${latency.rawP50Ms} / ${latency.rawP99Ms}`,
    });
    const lines: Record<string, string | number> = {};
    for (const t of throughput) {
      lines[`${t.message} (${t.frameBytes} B) x ${t.messages} to ${t.connections}: hub frames/s (MB/s)`] = `${t.hubFramesPerS} (${t.hubMBps})`;
      lines[`${t.message}: raw ws frames/s (MB/s)`] = `${t.rawFramesPerS} (${t.rawMBps})`;
      lines[`${t.message}: hub / raw ws (target >= 50 %)`] = `${Math.round(t.ratio * 100)} %`;
    }
    report('Live-update hub throughput against raw ws broadcasting the same bytes (best of 3 each)', lines);
    report(`Live-update hub idle cost: ${idle.connections} registered connections pinging every 15 s, ${idle.seconds} s`, {
      'server CPU, % of one core (target <= 5)': idle.cpuPercentOfCore,
      'server RSS per connection KiB': idle.rssPerConnectionKB,
    });
    return result;
  } finally {
    await server.call('stop').catch(() => undefined);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await run();
}
