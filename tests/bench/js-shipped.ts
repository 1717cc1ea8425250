/**
 * JS shipped for the Stocks page (issues 3 and 10): the bytes of every JS file Chromium actually
 * receives to show the console's /stocks-page signed in, against the hand-written page of
 * tests/bench/stocks-baseline; with every JS, JSON and CSS answer until the first rows are painted
 * (goal <= 1.15x), and the JS of the sign-in page alone (goal <= 120 kB, no grid code).
 *
 * Both are production builds of the current sources (tests/bench/stocks-pages.ts). Each page is
 * opened in a new browser context (first visit, empty cache); every response with a JavaScript
 * content type is recorded with its body. Counted "until the first rows painted" are the scripts
 * the page's Resource Timing lists as finished before the grid's first rows were painted (the
 * probe of grid-first-render); "after settling" adds what loads later (no new script for 3 s).
 * A second visit in the same context shows what a returning user's browser loads (from its cache
 * or not). Sizes: what Chromium received for each file, as its DevTools protocol reports it
 * (Network.loadingFinished's encodedDataLength: the response as it came over the connection,
 * headers included, 0 when served from the browser's cache), with the Content-Encoding the server
 * chose (both builds are precompressed: brotli, else gzip) and the decoded size beside it.
 * Contributors per package come from the files' source maps, with a gzip estimate per package.
 */
import path from 'node:path';
import type { BrowserContext, Response } from 'playwright-core';
import { report } from './conditions';
import { VIEWPORT } from './chromium';
import { firstRowsProbeScript } from './first-rows-probe';
import { GRID_SELECTOR } from './page-load';
import { contributions, mergeContributions, type Contribution } from './bundle-contributors';
import { runWhenMain, STOCK_PAGES, withStockPagesBench } from './stock-pages-bench';
import type { BuiltPages } from './stocks-pages';

interface ScriptFile {
  path: string;
  /** Decoded size (what the browser parses). */
  bytes: number;
  /** Bytes received over the connection for this file (headers included; 0 from the cache). */
  wireBytes: number;
  /** The answer's Content-Encoding ('' when none), or 'cache'. */
  encoding: string;
}

interface Visit {
  untilPainted: ScriptFile[];
  afterSettling: ScriptFile[];
  /** Every JS, JSON and CSS answer finished before the first rows were painted, by kind. */
  allUntilPainted: { kind: string; path: string; wireBytes: number }[];
}

const kB = (bytes: number) => (bytes / 1000).toFixed(1);
const sum = (files: ScriptFile[], key: 'bytes' | 'wireBytes') => files.reduce((n, f) => n + f[key], 0);
const encodings = (files: ScriptFile[]) => [...new Set(files.map((f) => f.encoding || 'none'))].join('/');

async function visit(context: BrowserContext, origin: string, pagePath: string): Promise<Visit> {
  const page = await context.newPage();
  // What arrived over the wire, per request, from Chromium's own network layer.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const received = new Map<string, { url: string; encoding: string; fromCache: boolean; wireBytes?: number; mime?: string }>();
  cdp.on('Network.responseReceived', (e) => {
    const headers = Object.fromEntries(Object.entries(e.response.headers).map(([k, v]) => [k.toLowerCase(), String(v)]));
    const before = received.get(e.requestId);
    received.set(e.requestId, {
      ...before,
      url: e.response.url,
      mime: e.response.mimeType,
      encoding: headers['content-encoding'] ?? '',
      fromCache: Boolean(before?.fromCache || e.response.fromDiskCache),
    });
  });
  // A script from the memory cache reports no loadingFinished bytes worth counting.
  cdp.on('Network.requestServedFromCache', (e) => {
    const r = received.get(e.requestId);
    if (r) r.fromCache = true;
    else received.set(e.requestId, { url: '', encoding: '', fromCache: true, wireBytes: 0 });
  });
  cdp.on('Network.loadingFinished', (e) => {
    const r = received.get(e.requestId);
    if (r) r.wireBytes = e.encodedDataLength;
  });
  const wireOf = (pathname: string) => {
    const hits = [...received.values()].filter((r) => r.url && new URL(r.url).pathname === pathname);
    const last = hits[hits.length - 1];
    return { wireBytes: last?.wireBytes ?? NaN, encoding: last ? (last.fromCache ? 'cache' : last.encoding) : '?' };
  };
  const scripts = new Map<string, Promise<Omit<ScriptFile, 'wireBytes' | 'encoding'>>>();
  let lastScriptAt = performance.now();
  const onResponse = (response: Response) => {
    if (!/javascript/.test(response.headers()['content-type'] ?? '')) return;
    lastScriptAt = performance.now();
    const url = new URL(response.url());
    scripts.set(
      url.pathname,
      response.body().then((body) => ({ path: url.pathname, bytes: body.length })),
    );
  };
  page.on('response', onResponse);
  try {
    await page.addInitScript(firstRowsProbeScript(GRID_SELECTOR));
    await page.goto(origin + pagePath, { waitUntil: 'commit' });
    await page.waitForFunction(() => window.__firstRows?.painted !== undefined, undefined, { timeout: 60_000, polling: 50 });
    // The scripts the page had finished loading when its rows were painted, by its own Resource Timing.
    const beforePaintUrls = await page.evaluate(() => {
      const painted = window.__firstRows!.painted!;
      return performance
        .getEntriesByType('resource')
        .filter((e) => (e as PerformanceResourceTiming).responseEnd <= painted)
        .map((e) => e.name);
    });
    const beforePaint = beforePaintUrls.map((u) => new URL(u).pathname);
    // Then whatever loads after: wait until no new script has come for 3 s (at most 20 s).
    const started = performance.now();
    while (performance.now() - lastScriptAt < 3000 && performance.now() - started < 20_000) await page.waitForTimeout(250);
    // Every script has finished loading by now (its loadingFinished came before the 3 s of quiet).
    const all: ScriptFile[] = (await Promise.all(scripts.values())).map((f) => ({ ...f, ...wireOf(f.path) }));
    const painted = new Set(beforePaint);
    const wanted = new Set(beforePaintUrls);
    const allUntilPainted = [...received.values()]
      .filter((r) => r.url && wanted.has(r.url))
      .map((r) => ({ kind: kindOf(r.mime ?? ''), path: new URL(r.url).pathname, wireBytes: r.wireBytes ?? 0 }))
      .filter((r) => r.kind !== 'other');
    return { untilPainted: all.filter((f) => painted.has(f.path)), afterSettling: all, allUntilPainted };
  } finally {
    page.off('response', onResponse);
    await cdp.detach().catch(() => undefined);
    await page.close();
  }
}

function kindOf(mime: string): string {
  if (/javascript/.test(mime)) return 'JS';
  if (/json/.test(mime)) return 'JSON';
  if (/css/.test(mime)) return 'CSS';
  return 'other';
}

/** Every answer until the first rows, largest first: `path kB` (headers included), the query left out. */
function answerList(files: { kind: string; path: string; wireBytes: number }[]): string {
  return [...files]
    .sort((a, b) => b.wireBytes - a.wireBytes)
    .map((f) => `${f.kind} ${f.path.replace(/^\/(?:api|assets)\//, '')} ${kB(f.wireBytes)}`)
    .join(', ');
}

function byKind(files: { kind: string; wireBytes: number }[]): string {
  const total = files.reduce((n, f) => n + f.wireBytes, 0);
  const kinds = ['JS', 'JSON', 'CSS'].map((k) => {
    const of = files.filter((f) => f.kind === k);
    return `${k} ${kB(of.reduce((n, f) => n + f.wireBytes, 0))} kB in ${of.length}`;
  });
  return `${kB(total)} kB in ${files.length} answers (${kinds.join(', ')})`;
}

const GRID_PACKAGES = /^(ag-grid|ag-stack|ag-charts)/;

/**
 * The sign-in page in a new context, nobody signed in: every script received until the form shows
 * and no new script came for 2 s, and whether any of it is grid code (source maps).
 */
async function loginVisit(context: BrowserContext, origin: string): Promise<ScriptFile[]> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const files = new Map<string, ScriptFile>();
  const urls = new Map<string, { url: string; encoding: string; js: boolean }>();
  let lastAt = performance.now();
  cdp.on('Network.responseReceived', (e) => {
    const headers = Object.fromEntries(Object.entries(e.response.headers).map(([k, v]) => [k.toLowerCase(), String(v)]));
    urls.set(e.requestId, { url: e.response.url, encoding: headers['content-encoding'] ?? '', js: /javascript/.test(e.response.mimeType) });
  });
  cdp.on('Network.loadingFinished', (e) => {
    const r = urls.get(e.requestId);
    if (!r?.js) return;
    lastAt = performance.now();
    const p = new URL(r.url).pathname;
    files.set(p, { path: p, bytes: 0, wireBytes: e.encodedDataLength, encoding: r.encoding });
  });
  try {
    await page.goto(`${origin}/login`, { waitUntil: 'commit' });
    await page.waitForSelector('input[type="password"]', { timeout: 60_000 });
    while (performance.now() - lastAt < 2000) await page.waitForTimeout(250);
    return [...files.values()];
  } finally {
    await cdp.detach().catch(() => undefined);
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
    .sort((a, b) => b.wireBytes - a.wireBytes || b.bytes - a.bytes)
    .map((f) => `${path.basename(f.path)} ${kB(f.wireBytes)}${f.encoding && f.encoding !== 'cache' ? ` ${f.encoding}` : ''}`)
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
  await withStockPagesBench(async ({ pages, server, browser, signedInContext }) => {
    const results: Record<'console' | 'baseline', { first: Visit; again: Visit }> = {} as never;
    for (const [side, pagePath] of STOCK_PAGES) {
      progress(`loading ${side} (${pagePath})`);
      const context = await signedInContext();
      try {
        const first = await visit(context, server.baseUrl, pagePath);
        const again = await visit(context, server.baseUrl, pagePath);
        results[side] = { first, again };
      } finally {
        await context.close();
      }
    }

    progress('loading the sign-in page');
    const loginContext = await browser.newContext({ viewport: VIEWPORT });
    const login = await loginVisit(loginContext, server.baseUrl).finally(() => loginContext.close());
    const loginGrid = contributorsOf(pages, login).filter((c) => GRID_PACKAGES.test(c.name));

    const con = results.console.first;
    const base = results.baseline.first;
    const conAll = con.allUntilPainted.reduce((n, f) => n + f.wireBytes, 0);
    const baseAll = base.allUntilPainted.reduce((n, f) => n + f.wireBytes, 0);
    const conWire = sum(con.untilPainted, 'wireBytes');
    const baseWire = sum(base.untilPainted, 'wireBytes');
    const conContrib = contributorsOf(pages, con.untilPainted);
    const baseContrib = contributorsOf(pages, base.untilPainted);
    const baseBy = new Map(baseContrib.map((c) => [c.name, c.gzipBytes]));
    const extra = conContrib
      .map((c) => ({ name: c.name, bytes: 0, gzipBytes: c.gzipBytes - (baseBy.get(c.name) ?? 0) }))
      .filter((c) => c.gzipBytes > 200)
      .sort((a, b) => b.gzipBytes - a.gzipBytes);
    const later = con.afterSettling.filter((f) => !con.untilPainted.some((p) => p.path === f.path));

    report('JS shipped for the Stocks page (bytes Chromium received, headers included; kB = 1000 bytes): schema-driven console vs hand-written page', {
      'console, until first rows painted': `${kB(conWire)} kB received, ${encodings(con.untilPainted)} (${kB(sum(con.untilPainted, 'bytes'))} kB decoded) in ${con.untilPainted.length} files: ${fileList(con.untilPainted)}`,
      'baseline, until first rows painted': `${kB(baseWire)} kB received, ${encodings(base.untilPainted)} (${kB(sum(base.untilPainted, 'bytes'))} kB decoded) in ${base.untilPainted.length} files: ${fileList(base.untilPainted)}`,
      'JS ratio': `${(conWire / baseWire).toFixed(2)}x`,
      'all bytes until first rows painted, JS + JSON + CSS with headers (console | baseline)': `${byKind(con.allUntilPainted)} | ${byKind(base.allUntilPainted)}`,
      'console, every answer until first rows painted (kB with headers)': answerList(con.allUntilPainted),
      'baseline, every answer until first rows painted (kB with headers)': answerList(base.allUntilPainted),
      'all bytes ratio (goal <= 1.15x)': `${(conAll / baseAll).toFixed(2)}x`,
      'sign-in page alone, JS received (goal <= 120 kB, no grid code)': `${kB(sum(login, 'wireBytes'))} kB in ${login.length} files${loginGrid.length ? `; grid code: ${topList(loginGrid, 5)}` : '; no grid code'}: ${fileList(login)}`,
      'console, after settling (3 s without new scripts)': `${kB(sum(con.afterSettling, 'wireBytes'))} kB received${later.length ? `; loaded after the rows: ${fileList(later)}` : ''}`,
      'returning visit (same browser), received until painted (console | baseline)': `${kB(sum(results.console.again.untilPainted, 'wireBytes'))} | ${kB(sum(results.baseline.again.untilPainted, 'wireBytes'))} kB (${encodings(results.console.again.untilPainted)}): ${fileList(results.console.again.untilPainted)}`,
      'console by package (source maps, gzip kB)': topList(conContrib, 14),
      'baseline by package (source maps, gzip kB)': topList(baseContrib, 6),
      'console minus baseline by package (gzip kB)': topList(extra, 20),
    });
  });
}

await runWhenMain(import.meta.url, run);
