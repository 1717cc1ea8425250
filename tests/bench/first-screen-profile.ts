/**
 * Where the main thread's script time goes until the first Stocks rows are painted: the console's
 * /stocks-page against the hand-written page, cold (new context) and warm (same context again),
 * with V8's sampling profiler (CDP Profiler, 100 µs) running from before navigation to the painted
 * rows. Each sample's self time is put in a bucket by its original source, read from the build's
 * source maps: a package (`react-dom`, `ag-grid-community`, `i18next`, ...) or a folder of core
 * (`core/grid`, `core/shell`, ...); V8's own buckets are `(program)` (parsing, compiling, the
 * engine's work outside a JS function) and `(garbage collector)`. `(idle)` is left out.
 *
 * BENCH_PROFILE_LOADS=N profiles N loads per page and mode and sums them (default 3).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import type { BrowserContext } from 'playwright-core';
import { conditions } from './conditions';
import { firstRowsProbeScript } from './first-rows-probe';
import { GRID_SELECTOR } from './page-load';
import { runWhenMain, STOCK_PAGES, withStockPagesBench } from './stock-pages-bench';
import type { BuiltPages } from './stocks-pages';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** The bucket of an original source path: its npm package, or core's / an app's folder. */
export function bucketOf(source: string): string {
  const pkg = source.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (pkg) return pkg[1];
  const core = source.match(/(?:^|\/)core\/src\/([^/]+)/);
  if (core) return `core/${core[1]}`;
  const plugin = source.match(/(?:^|\/)plugins\/([^/]+)/);
  if (plugin) return `plugin/${plugin[1]}`;
  const other = source.match(/(?:^|\/)(apps\/[^/]+|packages\/[^/]+|tests\/bench\/[^/]+)/);
  return other ? other[1] : source.replace(/^(\.\.\/)+/, '');
}

class SourceMaps {
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

  bucket(frame: CallFrame): string {
    if (!frame.url) return frame.functionName.startsWith('(') ? frame.functionName : '(native)';
    if (!frame.url.startsWith('http')) return '(browser/extension)';
    const map = this.map(frame.url);
    if (!map) return `(unmapped) ${new URL(frame.url).pathname}`;
    const pos = originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber });
    return pos.source ? bucketOf(pos.source) : `(unmapped) ${new URL(frame.url).pathname}`;
  }
}

/** Self time per bucket, in ms, of one profile. */
function selfTimes(profile: Profile & { startTime: number }, maps: SourceMaps): Map<string, number> {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const out = new Map<string, number>();
  for (let i = 0; i < profile.samples.length; i++) {
    const dt = profile.timeDeltas[i + 1] ?? 0;
    const node = byId.get(profile.samples[i])!;
    const bucket = maps.bucket(node.callFrame);
    if (bucket === '(idle)') continue;
    out.set(bucket, (out.get(bucket) ?? 0) + dt / 1000);
  }
  return out;
}

/**
 * Profiled from the page's first script to the probe's painted mark exactly: console.profile() at
 * document start, console.profileEnd() from the mark's setter (CDP hands the finished profile over).
 */
const PROFILE_BOUNDS = `(() => {
  console.profile('first-rows');
  const marks = window.__firstRows;
  let painted;
  Object.defineProperty(marks, 'painted', { get: () => painted, set: (v) => { painted = v; console.profileEnd('first-rows'); } });
})();`;

async function profiledLoad(context: BrowserContext, url: string, maps: SourceMaps): Promise<{ painted: number; buckets: Map<string, number> }> {
  const page = await context.newPage();
  try {
    await page.addInitScript(firstRowsProbeScript(GRID_SELECTOR));
    await page.addInitScript(PROFILE_BOUNDS);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    const finished = new Promise<Profile & { startTime: number }>((resolve) =>
      cdp.on('Profiler.consoleProfileFinished', (event) => resolve((event as unknown as { profile: Profile & { startTime: number } }).profile)),
    );
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(() => window.__firstRows?.painted !== undefined, undefined, { timeout: 60_000, polling: 50 });
    const painted = await page.evaluate(() => window.__firstRows!.painted!);
    return { painted, buckets: selfTimes(await finished, maps) };
  } finally {
    await page.close();
  }
}

function printTable(title: string, consoleBuckets: Map<string, number>, baselineBuckets: Map<string, number>, loads: number): void {
  const names = [...new Set([...consoleBuckets.keys(), ...baselineBuckets.keys()])];
  const total = (m: Map<string, number>) => [...m.values()].reduce((a, b) => a + b, 0) / loads;
  console.log(
    `\n${title}: console ${total(consoleBuckets).toFixed(0)} ms | baseline ${total(baselineBuckets).toFixed(0)} ms of busy main thread per load (ratio ${(total(consoleBuckets) / total(baselineBuckets)).toFixed(2)}x)`,
  );
  const rows = names
    .map((n) => ({ n, c: (consoleBuckets.get(n) ?? 0) / loads, b: (baselineBuckets.get(n) ?? 0) / loads }))
    .sort((x, y) => y.c - x.c)
    .filter((r) => r.c >= 1 || r.b >= 1);
  for (const r of rows) console.log(`  ${r.n.padEnd(40)} ${r.c.toFixed(1).padStart(7)} ms | ${r.b.toFixed(1).padStart(7)} ms`);
}

export async function run(options: { pages?: BuiltPages } = {}): Promise<void> {
  const loads = Number(process.env.BENCH_PROFILE_LOADS ?? 3);
  await withStockPagesBench(async ({ pages, server, signedInContext }) => {
    const maps = new SourceMaps([
      { prefix: '/stocks-baseline/', dir: pages.baselineDir },
      { prefix: '/', dir: pages.consoleDir },
    ]);
    console.log(`\n## Main-thread time by source until the first Stocks rows are painted (${loads} loads summed, shown per load)`);
    console.log(`   conditions: ${conditions()}`);
    const results: Record<string, Record<string, { painted: number[]; buckets: Map<string, number> }>> = {};
    for (const [name, pagePath] of STOCK_PAGES) {
      const warm = await signedInContext();
      // One load to fill the warm context's HTTP and code caches.
      await profiledLoad(warm, server.baseUrl + pagePath, maps);
      results[name] = {};
      for (const mode of ['cold', 'warm'] as const) {
        const sum = { painted: [] as number[], buckets: new Map<string, number>() };
        for (let i = 0; i < loads; i++) {
          const context = mode === 'warm' ? warm : await signedInContext();
          const { painted, buckets } = await profiledLoad(context, server.baseUrl + pagePath, maps);
          if (context !== warm) await context.close();
          sum.painted.push(painted);
          for (const [k, v] of buckets) sum.buckets.set(k, (sum.buckets.get(k) ?? 0) + v);
        }
        results[name][mode] = sum;
      }
      await warm.close();
    }
    for (const mode of ['cold', 'warm'] as const) {
      const c = results.console[mode];
      const b = results.baseline[mode];
      console.log(`\n${mode}: painted at ${c.painted.map(Math.round).join('/')} ms | ${b.painted.map(Math.round).join('/')} ms (load ${os.loadavg()[0].toFixed(2)})`);
      printTable(`${mode}, by source (console | baseline)`, c.buckets, b.buckets, loads);
    }
  }, options);
}

await runWhenMain(import.meta.url, run);
