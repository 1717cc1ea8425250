/**
 * What the main thread does between the rows answer and the painted rows, load by load: the
 * console's /stocks-page against the hand-written page, cold and warm, with V8's sampling profiler
 * (CDP Profiler, 100 µs) from the first script to the painted rows. For each load it prints the
 * calls (when they left, when their answers were in), then the main thread in slices of
 * BENCH_SLICE_MS (default 25 ms) from the rows answer to the paint: busy or idle, and the original
 * functions (through the build's source maps) that took most of each slice. Idle slices after the
 * rows answer are waits on something else (a call, a chunk, a timer); busy ones name the work.
 *
 * BENCH_TIMELINE_LOADS=N loads per page and mode (default 2; the last is printed); BENCH_DATA=10k
 * on the Demo unit's stock topped up past 10,000 rows; BENCH_CALLERS=1 prints the two most frequent caller chains of each top function.
 */
import os from 'node:os';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { conditions } from './conditions';
import { firstRowsProbeScript } from './first-rows-probe';
import { GRID_SELECTOR } from './page-load';
import { runWhenMain, STOCK_PAGES, withStockPagesBench } from './stock-pages-bench';
import { ROWS_API } from './stocks-pages';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}
interface Profile {
  nodes: { id: number; callFrame: CallFrame }[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
}
interface Call {
  path: string;
  start: number;
  end: number;
}

/** Original function names and sources of profile frames, through the build's source maps. */
class Names {
  private maps = new Map<string, TraceMap | null>();
  constructor(private readonly roots: { prefix: string; dir: string }[]) {}

  private map(url: string): TraceMap | null {
    if (this.maps.has(url)) return this.maps.get(url)!;
    let found: TraceMap | null = null;
    const pathname = new URL(url).pathname;
    for (const { prefix, dir } of this.roots) {
      if (!pathname.startsWith(prefix)) continue;
      const file = path.join(dir, pathname.slice(prefix.length)) + '.map';
      if (fs.existsSync(file)) found = new TraceMap(fs.readFileSync(file, 'utf8'));
      break;
    }
    this.maps.set(url, found);
    return found;
  }

  name(frame: CallFrame): string {
    if (!frame.url || !frame.url.startsWith('http')) return frame.functionName || '(anonymous)';
    const map = this.map(frame.url);
    if (!map) return `${frame.functionName} ${new URL(frame.url).pathname}`;
    const pos = originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber });
    const source = (pos.source ?? '?').replace(/^(\.\.\/)+/, '').replace(/^.*node_modules\//, '');
    return `${frame.functionName || pos.name || '(anonymous)'} ${source}:${pos.line}`;
  }
}

/** console.profile at document start; its start in the page's clock is kept to place the samples. */
const PROFILE_BOUNDS = `(() => {
  window.__profileStart = performance.now();
  console.profile('first-rows');
  const marks = window.__firstRows;
  let painted;
  Object.defineProperty(marks, 'painted', { get: () => painted, set: (v) => { painted = v; console.profileEnd('first-rows'); } });
})();`;

async function timelineLoad(context: BrowserContext, url: string) {
  const page = await context.newPage();
  try {
    await page.addInitScript(firstRowsProbeScript(GRID_SELECTOR));
    await page.addInitScript(PROFILE_BOUNDS);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    const finished = new Promise<Profile>((resolve) => cdp.on('Profiler.consoleProfileFinished', (event) => resolve((event as unknown as { profile: Profile }).profile)));
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(() => window.__firstRows?.painted !== undefined, undefined, { timeout: 60_000, polling: 50 });
    const seen = await page.evaluate(() => {
      const w = window as unknown as { __profileStart: number };
      const marks = window.__firstRows!;
      const calls = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((e) => {
        const u = new URL(e.name);
        return { path: u.pathname + u.search, start: e.startTime, end: e.responseEnd };
      });
      const userMarks = performance.getEntriesByType('mark').map((m) => ({ name: m.name, at: m.startTime }));
      return { profileStart: w.__profileStart, painted: marks.painted!, rowsInDom: marks.rowsInDom!, calls, userMarks };
    });
    return { ...seen, profile: await finished };
  } finally {
    await page.close();
  }
}

function printLoad(title: string, load: Awaited<ReturnType<typeof timelineLoad>>, names: Names): void {
  const sliceMs = Number(process.env.BENCH_SLICE_MS ?? 25);
  const rows = load.calls.filter((c: Call) => c.path.includes(ROWS_API));
  const rowsEnd = Math.max(...rows.map((c) => c.end));
  console.log(`\n### ${title}: rows answer in at ${Math.round(rowsEnd)} ms, rows in DOM ${Math.round(load.rowsInDom)} ms, painted ${Math.round(load.painted)} ms`);
  for (const c of [...load.calls].sort((a, b) => a.start - b.start).filter((c) => c.start <= load.painted)) {
    console.log(`  ${String(Math.round(c.start)).padStart(5)} -> ${String(Math.round(c.end)).padStart(5)}  ${c.path.slice(0, 90)}`);
  }
  for (const m of load.userMarks) console.log(`  mark ${String(Math.round(m.at)).padStart(5)}  ${m.name}`);
  const p = load.profile;
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  // Who called each function: the chain of callers (3 frames up) of the samples after the rows answer.
  const parentOf = new Map<number, number>();
  for (const n of p.nodes as { id: number; children?: number[] }[]) for (const c of n.children ?? []) parentOf.set(c, n.id);
  const callers = new Map<string, Map<string, number>>();
  // Sample i is taken at startTime + sum(timeDeltas[0..i]); its self time runs to the next sample.
  let at = p.startTime;
  const from = Math.max(0, rowsEnd - 4 * sliceMs);
  const slices = new Map<number, Map<string, number>>();
  const total = new Map<string, number>();
  for (let i = 0; i < p.samples.length; i++) {
    at += p.timeDeltas[i];
    const t = load.profileStart + (at - p.startTime) / 1000;
    const dt = (p.timeDeltas[i + 1] ?? 0) / 1000;
    if (t < from || t > load.painted) continue;
    const name = names.name(byId.get(p.samples[i])!.callFrame);
    const slice = Math.floor((t - from) / sliceMs);
    const m = slices.get(slice) ?? new Map<string, number>();
    m.set(name, (m.get(name) ?? 0) + dt);
    slices.set(slice, m);
    if (t >= rowsEnd) {
      total.set(name, (total.get(name) ?? 0) + dt);
      const chain: string[] = [];
      for (let id = parentOf.get(p.samples[i]); id !== undefined && chain.length < 3; id = parentOf.get(id)) chain.push(names.name(byId.get(id)!.callFrame));
      const byChain = callers.get(name) ?? new Map<string, number>();
      byChain.set(chain.join(' < '), (byChain.get(chain.join(' < ')) ?? 0) + dt);
      callers.set(name, byChain);
    }
  }
  const last = Math.floor((load.painted - from) / sliceMs);
  for (let s = 0; s <= last; s++) {
    const m = slices.get(s) ?? new Map<string, number>();
    const busy = [...m.entries()].filter(([n]) => n !== '(idle)').reduce((a, [, v]) => a + v, 0);
    const top = [...m.entries()]
      .filter(([n]) => n !== '(idle)')
      .sort((a, b) => b[1] - a[1])
      .slice(0, 3)
      .map(([n, v]) => `${n} ${v.toFixed(1)}`)
      .join(' | ');
    console.log(`  ${String(Math.round(from + s * sliceMs)).padStart(5)} busy ${busy.toFixed(0).padStart(3)} ms  ${top}`);
  }
  const busyAfter = [...total.entries()].filter(([n]) => n !== '(idle)');
  console.log(`  after the rows answer: busy ${busyAfter.reduce((a, [, v]) => a + v, 0).toFixed(0)} ms of ${Math.round(load.painted - rowsEnd)} ms; top functions:`);
  for (const [n, v] of busyAfter.sort((a, b) => b[1] - a[1]).slice(0, 25)) {
    console.log(`    ${v.toFixed(1).padStart(6)} ms  ${n}`);
    if (!process.env.BENCH_CALLERS) continue;
    const top = [...(callers.get(n) ?? new Map<string, number>()).entries()].sort((a, b) => b[1] - a[1]).slice(0, 2);
    for (const [chain, ms] of top) console.log(`             ${ms.toFixed(1).padStart(6)} ms  < ${chain}`);
  }
}

export async function run(): Promise<void> {
  const loads = Number(process.env.BENCH_TIMELINE_LOADS ?? 2);
  const only = process.env.BENCH_SIDE;
  await withStockPagesBench(async ({ pages, server, signedInContext }) => {
    const names = new Names([
      { prefix: '/stocks-baseline/', dir: pages.baselineDir },
      { prefix: '/', dir: pages.consoleDir },
    ]);
    console.log(`\n## The main thread from the rows answer to the painted rows (${conditions()})`);
    for (const [name, pagePath] of STOCK_PAGES) {
      if (only && only !== name) continue;
      const warm = await signedInContext();
      await timelineLoad(warm, server.baseUrl + pagePath);
      for (const mode of ['cold', 'warm'] as const) {
        let last: Awaited<ReturnType<typeof timelineLoad>> | undefined;
        for (let i = 0; i < loads; i++) {
          const context = mode === 'warm' ? warm : await signedInContext();
          last = await timelineLoad(context, server.baseUrl + pagePath);
          if (context !== warm) await context.close();
        }
        printLoad(`${name} ${mode} (load ${os.loadavg()[0].toFixed(2)})`, last!, names);
      }
      await warm.close();
    }
  });
}

await runWhenMain(import.meta.url, run);
