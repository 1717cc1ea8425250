/**
 * First render of the Stocks grid with 10,000 rows (issue 3): the console's schema-driven
 * /stocks-page against the hand-written page of tests/bench/stocks-baseline (same rows, columns,
 * formats and AG Grid modules), in one run in Chromium. Goal: <= 1.10x.
 *
 * Both are production builds served by one real server (PGlite, demo data topped up to more than
 * 10,000 stock rows in Demo) from one origin, signed in the same way (the session token in local
 * storage). The pages alternate, the order flipping every round, after warm-up rounds; every load
 * is a new tab, either in one long-lived browser context (warm: HTTP cache and V8's code cache
 * filled, the daily case) or in a new context (cold: first visit). Measured on both alike:
 *  - navigation start -> the frame with the first data rows has painted (probe: MutationObserver,
 *    then requestAnimationFrame + a task; tests/bench/first-rows-probe.ts);
 *  - end of the rows answer (Resource Timing of GET /api/Stock/description) -> that paint: the
 *    grid's own work, without the console's start-up calls;
 *  - renderer main-thread time until then (CDP Performance.getMetrics) and long tasks.
 */
import os from 'node:os';
import { pathToFileURL } from 'node:url';
import { median, percentile, report } from './conditions';
import { launchChromium, signedInScript, VIEWPORT } from './chromium';
import { loadStocksPage, type PageLoad } from './page-load';
import { BASELINE_PATH, baselineColumnDifferences, buildStockPages, CONSOLE_PATH, removeBuiltPages, startStocksServer, STOCK_ROWS } from './stocks-pages';

type Side = 'console' | 'baseline';
type Mode = 'warm' | 'cold';

const fmt = (ms: number) => `${Math.round(ms)}`;
const ratio = (a: number, b: number) => (a / b).toFixed(2);

function stats(values: number[]): { median: number; p95: number } {
  return { median: median(values), p95: percentile(values, 95) };
}

/** Differences between the first rows of both pages, on the columns both show. */
function firstRowDifferences(a: Record<string, string>, b: Record<string, string>): string[] {
  return Object.keys(a)
    .filter((col) => col in b && !col.startsWith('ag-Grid-') && a[col] !== b[col])
    .map((col) => `${col}: console "${a[col]}" / baseline "${b[col]}"`);
}

export async function run(options: { rounds?: number; warmup?: number } = {}): Promise<void> {
  const rounds = options.rounds ?? Number(process.env.BENCH_ROUNDS ?? 10);
  const warmup = options.warmup ?? 2;
  const progress = (line: string) => process.stderr.write(`  [grid-first-render] ${line}\n`);
  progress('building the console and the baseline');
  const pages = await buildStockPages();
  const server = await startStocksServer(pages);
  const browser = await launchChromium();
  try {
    const signIn = signedInScript(server.userName, server.token);
    const newContext = async () => {
      const context = await browser.newContext({ viewport: VIEWPORT });
      await context.addInitScript(signIn);
      return context;
    };
    const warm = await newContext();
    const url = (side: Side) => server.baseUrl + (side === 'console' ? CONSOLE_PATH : BASELINE_PATH);
    const samples: Record<Mode, Record<Side, PageLoad[]>> = { warm: { console: [], baseline: [] }, cold: { console: [], baseline: [] } };
    const loadAvg: number[] = [];

    for (let round = -warmup; round < rounds; round++) {
      progress(round < 0 ? `warm-up ${round + warmup + 1}/${warmup}` : `round ${round + 1}/${rounds}`);
      // Flip the order every round, so that neither page always runs right after the other.
      const order: Side[] = round % 2 === 0 ? ['console', 'baseline'] : ['baseline', 'console'];
      for (const mode of ['warm', 'cold'] as const) {
        for (const side of order) {
          const context = mode === 'warm' ? warm : await newContext();
          try {
            const load = await loadStocksPage(context, url(side));
            if (round >= 0) samples[mode][side].push(load);
          } finally {
            if (context !== warm) await context.close();
          }
        }
      }
      loadAvg.push(os.loadavg()[0]);
    }
    await warm.close();

    const c = samples.warm.console.at(-1)!;
    const b = samples.warm.baseline.at(-1)!;
    const differences = firstRowDifferences(c.firstRow, b.firstRow);
    const lines: Record<string, string> = {
      setup: `${server.stockRows} stock rows in Demo, ${STOCK_ROWS} in the answer (rowsLimit); ${rounds} loads of each page per mode after ${warmup} warm-up rounds; viewport ${VIEWPORT.width}x${VIEWPORT.height}`,
      'shown (console | baseline)': `"${c.summary}" | "${b.summary}"; first row ${differences.length ? `differs: ${differences.join('; ')}` : `identical on ${Object.keys(c.firstRow).filter((k) => k in b.firstRow).length} columns`}`,
      'grid size and rendered cells (console | baseline)': `${c.gridSize}, ${c.renderedCells} cells | ${b.gridSize}, ${b.renderedCells} cells`,
      'baseline columns vs schemas/grids/stocks.json': baselineColumnDifferences().join('; ') || 'same fields, order, types, widths, pinning, hidden flags',
      'load average during the run (1 min, min/median/max)': `${Math.min(...loadAvg).toFixed(2)}/${median(loadAvg).toFixed(2)}/${Math.max(...loadAvg).toFixed(2)}`,
    };
    for (const mode of ['warm', 'cold'] as const) {
      const s = samples[mode];
      const metric = (name: string, pick: (l: PageLoad) => number) => {
        const con = stats(s.console.map(pick));
        const base = stats(s.baseline.map(pick));
        lines[`${mode}: ${name}, median ms (console | baseline | ratio)`] =
          `${fmt(con.median)} | ${fmt(base.median)} | ${ratio(con.median, base.median)}x; p95 ${fmt(con.p95)} | ${fmt(base.p95)} | ${ratio(con.p95, base.p95)}x`;
      };
      metric('navigation -> first rows painted', (l) => l.navToPaintedMs);
      metric('rows answer received -> first rows painted', (l) => l.rowsToPaintedMs);
      metric('navigation -> rows answer received', (l) => l.rowsArrivedMs);
      metric('main-thread task time until painted', (l) => l.mainThread.taskMs);
      metric('  of which script', (l) => l.mainThread.scriptMs);
      metric('long tasks until painted (sum)', (l) => l.longTaskMs);
    }
    lines.goal = 'first render <= 1.10x the hand-written page';
    report(`Stocks grid first render, ${STOCK_ROWS} rows: schema-driven page vs hand-written AG Grid page (Chromium)`, lines);
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
