/**
 * The first Stocks screen's calls in time order, as a newcomer's browser makes them: every request
 * from navigation start until the first rows are painted (Resource Timing: when it left, when its
 * answer ended, bytes over the wire), for the console's /stocks-page and the hand-written page,
 * cold (new context) and warm (the same context again). It shows which call waits for which: the
 * rounds before the rows call are what grid-first-render's ratio is made of.
 *
 * BENCH_WATERFALL_LOADS=N loads each page N times per mode and prints the last (default 3: the
 * first warm load fills V8's code cache).
 */
import os from 'node:os';
import type { BrowserContext } from 'playwright-core';
import { firstRowsProbeScript } from './first-rows-probe';
import { GRID_SELECTOR } from './page-load';
import { runWhenMain, STOCK_PAGES, withStockPagesBench } from './stock-pages-bench';

interface Entry {
  path: string;
  start: number;
  end: number;
  wireBytes: number;
}

async function waterfall(context: BrowserContext, url: string): Promise<{ painted: number; entries: Entry[] }> {
  const page = await context.newPage();
  try {
    await page.addInitScript(firstRowsProbeScript(GRID_SELECTOR));
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(() => window.__firstRows?.painted !== undefined, undefined, { timeout: 60_000, polling: 50 });
    return await page.evaluate(() => {
      const painted = window.__firstRows!.painted!;
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const entries = [nav, ...(performance.getEntriesByType('resource') as PerformanceResourceTiming[])]
        .filter((e) => e.startTime <= painted)
        .map((e) => {
          const u = new URL(e.name);
          return { path: u.pathname + u.search, start: e.startTime, end: e.responseEnd, wireBytes: e.transferSize };
        });
      return { painted, entries };
    });
  } finally {
    await page.close();
  }
}

export async function run(): Promise<void> {
  const loads = Number(process.env.BENCH_WATERFALL_LOADS ?? 3);
  await withStockPagesBench(async ({ server, signedInContext }) => {
    for (const [name, pagePath] of STOCK_PAGES) {
      const warm = await signedInContext();
      for (const mode of ['cold', 'warm'] as const) {
        let last: Awaited<ReturnType<typeof waterfall>> | undefined;
        for (let i = 0; i < loads; i++) {
          const context = mode === 'warm' ? warm : await signedInContext();
          last = await waterfall(context, server.baseUrl + pagePath);
          if (context !== warm) await context.close();
        }
        const { painted, entries } = last!;
        console.log(`\n${name} ${mode}: first rows painted at ${Math.round(painted)} ms (load ${os.loadavg()[0].toFixed(2)})`);
        for (const e of entries.sort((a, b) => a.start - b.start)) {
          const path = e.path.length > 70 ? `${e.path.slice(0, 67)}...` : e.path;
          console.log(
            `  ${String(Math.round(e.start)).padStart(5)} -> ${String(Math.round(e.end)).padStart(5)} ms  ${String((e.wireBytes / 1000).toFixed(1)).padStart(6)} kB  ${path}`,
          );
        }
      }
      await warm.close();
    }
  });
}

await runWhenMain(import.meta.url, run);
