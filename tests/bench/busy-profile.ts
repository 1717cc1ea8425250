/**
 * A CPU profile of the busy server's main thread (issue 25): the Stocks page's whole list at a
 * capped rate, write-free, with the consoles heartbeating, and with heartbeats and one stock write
 * a second, each profiled for SECONDS with V8's sampling profiler (node:inspector), and the
 * functions that took the most time printed side by side. `node --import tsx tests/bench/busy-profile.ts [rate] [outdir]`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Session } from 'node:inspector/promises';
import autocannon from 'autocannon';
import { closeAfterLoad, headersOf, server } from './server-throughput-pairs';
import { CONNECTIONS, simulateConsoles } from './throughput-load';
import { mainThreadCpu } from './cpu-probe';
import { STOCKS_PAGE_CALL } from './server-throughput';

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount: number;
  children?: number[];
}
interface Profile {
  nodes: Node[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

const rate = Number(process.argv[2] ?? 67);
const out = process.argv[3] ?? '/tmp/busy-profile';
const seconds = Number(process.env.PROFILE_SECONDS ?? 8);

function selfTimes(profile: Profile): Map<string, number> {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const times = new Map<string, number>();
  for (let i = 0; i < profile.samples.length; i++) {
    const n = byId.get(profile.samples[i])!;
    const dt = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    const f = n.callFrame;
    const key = `${f.functionName || '(anon)'} ${f.url.replace(/^.*\/(node_modules|apps|packages)\//, '$1/')}:${f.lineNumber}`;
    times.set(key, (times.get(key) ?? 0) + dt);
  }
  return times;
}

async function main() {
  fs.mkdirSync(out, { recursive: true });
  const ts = await server();
  const { browser } = await headersOf(ts);
  const consoles = await simulateConsoles(ts, 200);
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  const call = process.env.PROFILE_CALL ?? STOCKS_PAGE_CALL;
  const phases: [string, () => void][] = [
    ['quiet', () => consoles.pause()],
    ['beats', () => consoles.resume({ writes: false })],
    ['busy', () => consoles.resume()],
  ];
  const results: Record<string, Map<string, number>> = {};
  const cpu: Record<string, string> = {};
  for (const [name, setup] of phases) {
    consoles.pause();
    setup();
    const opts = { url: ts.baseUrl + call, connections: CONNECTIONS, headers: browser, workers: 1, timeout: 60, overallRate: rate };
    await autocannon({ ...opts, duration: 2 });
    await session.post('Profiler.start');
    const c0 = mainThreadCpu();
    const r = await autocannon({ ...opts, duration: seconds });
    const c = mainThreadCpu() - c0;
    const { profile } = (await session.post('Profiler.stop')) as unknown as { profile: Profile };
    fs.writeFileSync(path.join(out, `${name}.cpuprofile`), JSON.stringify(profile));
    results[name] = selfTimes(profile);
    cpu[name] = `${r.requests.total} answers, ${c.toFixed(2)} CPU-s, ${((c / seconds) * 1000).toFixed(0)} ms/s`;
  }
  consoles.pause();
  await consoles.stop();
  for (const [k, v] of Object.entries(cpu)) console.log(k, v);
  const keys = new Set<string>();
  for (const m of Object.values(results)) for (const [k, v] of m) if (v > 20 && !k.startsWith('(idle)')) keys.add(k);
  const rows = [...keys].map((k) => [k, ...phases.map(([p]) => (results[p].get(k) ?? 0) / seconds)] as const);
  rows.sort((a, b) => (b[3] as number) - (b[1] as number) - ((a[3] as number) - (a[1] as number)));
  console.log('ms/s  quiet  beats  busy  function');
  for (const [k, q, b, w] of rows.slice(0, 70))
    console.log(`${(q as number).toFixed(2).padStart(6)} ${(b as number).toFixed(2).padStart(6)} ${(w as number).toFixed(2).padStart(6)}  ${k}`);
  await closeAfterLoad(ts);
  process.exit(0);
}
void main();
