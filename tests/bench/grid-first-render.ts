/**
 * First Stocks rows painted: the console's default Stocks page (/stocks-page, its real call GET
 * /api/Stock/description, the whole list) against the hand-written page of
 * tests/bench/stocks-baseline (same call, rows, columns, formats and AG Grid modules), in one run
 * in Chromium, on the demo data a newcomer gets and on 10,000 rows. Goal: <= 1.10x, cold and warm.
 *
 * Both are production builds served by real servers (PGlite; one with the demo data as seeded,
 * one with the Demo unit's stock topped up past 10,000 rows), each page from the server's own
 * origin, signed in the same way (the session token in local storage). Rows count as painted only
 * when the pager's total is above 0 (first-rows-probe.ts). The pages alternate, the order
 * flipping every round, after warm-up rounds; every load
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
type Data = 'demo' | '10k';

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
  // BENCH_DATA=demo or 10k measures one data set only (half the time on a busy machine).
  const only = process.env.BENCH_DATA as Data | undefined;
  const dataSets = (['demo', '10k'] as const).filter((d) => !only || d === only);
  const demo = await startStocksServer(pages);
  const servers = { demo, '10k': dataSets.includes('10k') ? await startStocksServer(pages, { rows: STOCK_ROWS }) : demo };
  const browser = await launchChromium();
  try {
    const newContext = async (data: Data) => {
      const context = await browser.newContext({ viewport: VIEWPORT });
      await context.addInitScript(signedInScript(servers[data].userName, servers[data].token));
      return context;
    };
    const warm = { demo: await newContext('demo'), '10k': await newContext('10k') };
    const url = (data: Data, side: Side) => servers[data].baseUrl + (side === 'console' ? CONSOLE_PATH : BASELINE_PATH);
    const empty = () => ({ warm: { console: [], baseline: [] }, cold: { console: [], baseline: [] } });
    const samples: Record<Data, Record<Mode, Record<Side, PageLoad[]>>> = { demo: empty(), '10k': empty() };
    const loadAvg: number[] = [];

    for (let round = -warmup; round < rounds; round++) {
      progress(round < 0 ? `warm-up ${round + warmup + 1}/${warmup}` : `round ${round + 1}/${rounds}`);
      // Flip the order every round, so that neither page always runs right after the other.
      const order: Side[] = round % 2 === 0 ? ['console', 'baseline'] : ['baseline', 'console'];
      for (const data of dataSets) {
        for (const mode of ['warm', 'cold'] as const) {
          for (const side of order) {
            const context = mode === 'warm' ? warm[data] : await newContext(data);
            try {
              const load = await loadStocksPage(context, url(data, side));
              if (round >= 0) samples[data][mode][side].push(load);
            } finally {
              if (context !== warm[data]) await context.close();
            }
          }
        }
      }
      loadAvg.push(os.loadavg()[0]);
    }
    await warm.demo.close();
    await warm['10k'].close();

    const lines: Record<string, string> = {
      setup: `${rounds} interleaved rounds after ${warmup} warm-up rounds, each loading both pages warm and cold on both data sets; viewport ${VIEWPORT.width}x${VIEWPORT.height}`,
      'baseline columns vs schemas/grids/stocks.json': baselineColumnDifferences().join('; ') || 'same fields, order, types, widths, pinning, hidden flags',
      'load average during the run (1 min, min/median/max)': `${Math.min(...loadAvg).toFixed(2)}/${median(loadAvg).toFixed(2)}/${Math.max(...loadAvg).toFixed(2)}`,
    };
    const summary: string[] = [];
    for (const data of dataSets) {
      const c = samples[data].warm.console.at(-1)!;
      const b = samples[data].warm.baseline.at(-1)!;
      const differences = firstRowDifferences(c.firstRow, b.firstRow);
      lines[`${data}: data`] = `${servers[data].stockRows} stock rows in Demo, ${servers[data].answerRows} in the answer`;
      lines[`${data}: shown (console | baseline)`] =
        `"${c.summary}" | "${b.summary}"; first row ${differences.length ? `differs: ${differences.join('; ')}` : `identical on ${Object.keys(c.firstRow).filter((k) => k in b.firstRow).length} columns`}; ${c.gridSize}, ${c.renderedCells} cells | ${b.gridSize}, ${b.renderedCells} cells`;
      for (const mode of ['warm', 'cold'] as const) {
        const s = samples[data][mode];
        const metric = (name: string, pick: (l: PageLoad) => number) => {
          const con = stats(s.console.map(pick));
          const base = stats(s.baseline.map(pick));
          lines[`${data} ${mode}: ${name}, median ms (console | baseline | ratio)`] =
            `${fmt(con.median)} | ${fmt(base.median)} | ${ratio(con.median, base.median)}x; p95 ${fmt(con.p95)} | ${fmt(base.p95)} | ${ratio(con.p95, base.p95)}x`;
          return ratio(con.median, base.median);
        };
        summary.push(`${data} ${mode} ${metric('navigation -> first rows painted', (l) => l.navToPaintedMs)}x`);
        metric('navigation -> rows request leaves', (l) => l.rowsRequestedMs);
        metric('navigation -> rows answer received', (l) => l.rowsArrivedMs);
        metric('rows answer received -> first rows painted', (l) => l.rowsToPaintedMs);
        metric('main-thread task time until painted', (l) => l.mainThread.taskMs);
        metric('  of which script', (l) => l.mainThread.scriptMs);
        metric('long tasks until painted (sum)', (l) => l.longTaskMs);
      }
      const warmC = median(samples[data].warm.console.map((l) => l.navToPaintedMs));
      const coldC = median(samples[data].cold.console.map((l) => l.navToPaintedMs));
      lines[`${data}: console warm / cold`] = `${ratio(warmC, coldC)}x (goal: warm faster than cold)`;
    }
    lines['first rows painted, console / baseline'] = summary.join(', ');
    lines.goal = 'first rows painted <= 1.10x the hand-written page, cold and warm, demo data and 10,000 rows';
    report('First Stocks rows painted: schema-driven /stocks-page vs hand-written AG Grid page (Chromium)', lines);
  } finally {
    await browser.close();
    await servers.demo.close();
    if (servers['10k'] !== demo) await servers['10k'].close();
    removeBuiltPages(pages);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await run();
  process.exit(0);
}
