/**
 * JS shipped for the Stocks page (issue 3): gzip size of every JS file Chromium actually loads to
 * show the console's /stocks-page signed in, against the hand-written page of
 * tests/bench/stocks-baseline. Goal: <= 1.10x.
 *
 * Both are production builds of the current sources (tests/bench/stocks-pages.ts). Each page is
 * opened in a new browser context (first visit, empty cache); every response with a JavaScript
 * content type is recorded with its body. Counted "until the first rows painted" are the scripts
 * the page's Resource Timing lists as finished before the grid's first rows were painted (the
 * probe of grid-first-render); "after settling" adds what loads later (no new script for 3 s).
 * A second visit in the same context shows what a returning user's browser loads (from its cache
 * or not). Sizes: the bodies as served, gzipped here with zlib level 6 (gzip's default); the
 * server sends them uncompressed. Contributors per package come from the files' source maps.
 */
import zlib from 'node:zlib';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BrowserContext, Response } from 'playwright-core';
import { report } from './conditions';
import { launchChromium, signedInScript, VIEWPORT } from './chromium';
import { firstRowsProbeScript } from './first-rows-probe';
import { GRID_SELECTOR } from './page-load';
import { contributions, mergeContributions, type Contribution } from './bundle-contributors';
import { BASELINE_PATH, buildStockPages, CONSOLE_PATH, removeBuiltPages, startStocksServer, type BuiltPages } from './stocks-pages';

interface ScriptFile {
  path: string;
  bytes: number;
  gzipBytes: number;
}

interface Visit {
  untilPainted: ScriptFile[];
  afterSettling: ScriptFile[];
}

const kB = (bytes: number) => (bytes / 1000).toFixed(1);
const sum = (files: ScriptFile[], key: 'bytes' | 'gzipBytes') => files.reduce((n, f) => n + f[key], 0);

async function visit(context: BrowserContext, origin: string, pagePath: string): Promise<Visit> {
  const page = await context.newPage();
  const scripts = new Map<string, Promise<ScriptFile>>();
  let lastScriptAt = performance.now();
  const onResponse = (response: Response) => {
    if (!/javascript/.test(response.headers()['content-type'] ?? '')) return;
    lastScriptAt = performance.now();
    const url = new URL(response.url());
    scripts.set(
      url.pathname,
      response.body().then((body) => ({ path: url.pathname, bytes: body.length, gzipBytes: zlib.gzipSync(body, { level: 6 }).length })),
    );
  };
  page.on('response', onResponse);
  try {
    await page.addInitScript(firstRowsProbeScript(GRID_SELECTOR));
    await page.goto(origin + pagePath, { waitUntil: 'commit' });
    await page.waitForFunction(() => window.__firstRows?.painted !== undefined, undefined, { timeout: 60_000, polling: 50 });
    // The scripts the page had finished loading when its rows were painted, by its own Resource Timing.
    const beforePaint = await page.evaluate(() => {
      const painted = window.__firstRows!.painted!;
      return performance
        .getEntriesByType('resource')
        .filter((e) => (e as PerformanceResourceTiming).responseEnd <= painted)
        .map((e) => new URL(e.name).pathname);
    });
    // Then whatever loads after: wait until no new script has come for 3 s (at most 20 s).
    const started = performance.now();
    while (performance.now() - lastScriptAt < 3000 && performance.now() - started < 20_000) await page.waitForTimeout(250);
    const all = await Promise.all(scripts.values());
    const painted = new Set(beforePaint);
    return { untilPainted: all.filter((f) => painted.has(f.path)), afterSettling: all };
  } finally {
    page.off('response', onResponse);
    await page.close();
  }
}

/** The built file behind a served path (the console at the root, the baseline under stocks-baseline/). */
const builtFile = (pages: BuiltPages, servedPath: string) => path.join(pages.dir, decodeURIComponent(servedPath));

function contributorsOf(pages: BuiltPages, files: ScriptFile[]): Contribution[] {
  return mergeContributions(files.map((f) => contributions(builtFile(pages, f.path))));
}

function fileList(files: ScriptFile[]): string {
  return [...files]
    .sort((a, b) => b.gzipBytes - a.gzipBytes)
    .map((f) => `${path.basename(f.path)} ${kB(f.gzipBytes)}`)
    .join(', ');
}

function topList(list: Contribution[], n: number): string {
  return list
    .slice(0, n)
    .map((c) => `${c.name} ${kB(c.gzipBytes)}`)
    .join(', ');
}

export async function run(): Promise<void> {
  const progress = (line: string) => process.stderr.write(`  [js-shipped] ${line}\n`);
  progress('building the console and the baseline');
  const pages = await buildStockPages();
  const server = await startStocksServer(pages);
  const browser = await launchChromium();
  try {
    const results: Record<'console' | 'baseline', { first: Visit; again: Visit }> = {} as never;
    for (const [side, pagePath] of [
      ['console', CONSOLE_PATH],
      ['baseline', BASELINE_PATH],
    ] as const) {
      progress(`loading ${side} (${pagePath})`);
      const context = await browser.newContext({ viewport: VIEWPORT });
      await context.addInitScript(signedInScript(server.userName, server.token));
      try {
        const first = await visit(context, server.baseUrl, pagePath);
        const again = await visit(context, server.baseUrl, pagePath);
        results[side] = { first, again };
      } finally {
        await context.close();
      }
    }

    const con = results.console.first;
    const base = results.baseline.first;
    const conGz = sum(con.untilPainted, 'gzipBytes');
    const baseGz = sum(base.untilPainted, 'gzipBytes');
    const conContrib = contributorsOf(pages, con.untilPainted);
    const baseContrib = contributorsOf(pages, base.untilPainted);
    const baseBy = new Map(baseContrib.map((c) => [c.name, c.gzipBytes]));
    const extra = conContrib
      .map((c) => ({ name: c.name, bytes: 0, gzipBytes: c.gzipBytes - (baseBy.get(c.name) ?? 0) }))
      .filter((c) => c.gzipBytes > 200)
      .sort((a, b) => b.gzipBytes - a.gzipBytes);
    const later = con.afterSettling.filter((f) => !con.untilPainted.some((p) => p.path === f.path));

    report('JS shipped for the Stocks page (gzip level 6, kB = 1000 bytes): schema-driven console vs hand-written page', {
      'console, until first rows painted': `${kB(conGz)} kB gzip (${kB(sum(con.untilPainted, 'bytes'))} kB raw) in ${con.untilPainted.length} files: ${fileList(con.untilPainted)}`,
      'baseline, until first rows painted': `${kB(baseGz)} kB gzip (${kB(sum(base.untilPainted, 'bytes'))} kB raw) in ${base.untilPainted.length} files: ${fileList(base.untilPainted)}`,
      'ratio (goal <= 1.10x)': `${(conGz / baseGz).toFixed(2)}x`,
      'console, after settling (3 s without new scripts)': `${kB(sum(con.afterSettling, 'gzipBytes'))} kB gzip${later.length ? `; loaded after the rows: ${fileList(later)}` : ''}`,
      'returning visit (same browser), scripts loaded (console | baseline)': `${kB(sum(results.console.again.untilPainted, 'gzipBytes'))} | ${kB(sum(results.baseline.again.untilPainted, 'gzipBytes'))} kB gzip until painted: ${fileList(results.console.again.untilPainted)}`,
      'console by package (source maps, gzip kB)': topList(conContrib, 14),
      'baseline by package (source maps, gzip kB)': topList(baseContrib, 6),
      'console minus baseline by package (gzip kB)': topList(extra, 20),
    });
  } finally {
    await browser.close();
    await server.close();
    removeBuiltPages(pages);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await run();
  process.exit(0);
}
