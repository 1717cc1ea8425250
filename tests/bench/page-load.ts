import type { BrowserContext, CDPSession } from 'playwright-core';
import { firstRowsProbeScript, PAGER_SELECTORS, type FirstRowsMarks } from './first-rows-probe';
import { ROWS_API } from './stocks-pages';

export const GRID_SELECTOR = '[data-grid="Stock"]';

export interface PageLoad {
  /** Navigation start to the painted frame with the first rows. */
  navToPaintedMs: number;
  /** Navigation start to the rows request leaving the browser (Resource Timing startTime of the rows call). */
  rowsRequestedMs: number;
  /** Navigation start to the end of the rows answer (Resource Timing of the rows call). */
  rowsArrivedMs: number;
  /** End of the rows answer to the painted frame: the grid's own work. */
  rowsToPaintedMs: number;
  /** Renderer main-thread time from navigation to the painted rows (CDP Performance.getMetrics). */
  mainThread: { taskMs: number; scriptMs: number; layoutMs: number; styleMs: number };
  longTaskMs: number;
  longTasks: number;
  /** AG Grid's paging summary, e.g. "1 to 20 of 10,000". */
  summary: string;
  /** The first row's cell texts by column id, to check that both pages show the same. */
  firstRow: Record<string, string>;
  /** The grid's size on the page (it decides how many cells AG Grid renders). */
  gridSize: string;
  renderedCells: number;
}

type Metrics = Record<string, number>;

async function metrics(cdp: CDPSession): Promise<Metrics> {
  const { metrics: list } = await cdp.send('Performance.getMetrics');
  return Object.fromEntries(list.map((m) => [m.name, m.value]));
}

/** Opens url in a new tab of the context, waits for the first painted rows and measures; closes the tab. */
export async function loadStocksPage(context: BrowserContext, url: string, timeoutMs = 60_000): Promise<PageLoad> {
  const page = await context.newPage();
  try {
    await page.addInitScript(firstRowsProbeScript(GRID_SELECTOR));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    const before = await metrics(cdp);
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(() => window.__firstRows?.painted !== undefined, undefined, { timeout: timeoutMs, polling: 50 });
    const after = await metrics(cdp);
    const seen = await page.evaluate(
      ({ rowsApi, grid, pagers }) => {
        const marks = window.__firstRows as FirstRowsMarks;
        const rowsCalls = performance
          .getEntriesByType('resource')
          .filter((e): e is PerformanceResourceTiming => e.name.includes(rowsApi) && (e as PerformanceResourceTiming).responseEnd <= (marks.painted ?? Infinity));
        const rowsEnd = Math.max(...rowsCalls.map((e) => e.responseEnd));
        const rowsStart = Math.min(...rowsCalls.map((e) => e.startTime));
        const firstRow: Record<string, string> = {};
        for (const cell of document.querySelectorAll(`${grid} [row-index="0"] .ag-cell[col-id]`)) firstRow[cell.getAttribute('col-id')!] = (cell.textContent ?? '').trim();
        // The console's own pager, else AG Grid's (the console keeps AG Grid's hidden, reading 0).
        const pager = pagers.map((p) => document.querySelector(p)).find((e) => e);
        const summary = pager?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
        const box = document.querySelector(grid)?.getBoundingClientRect();
        const gridSize = box ? `${Math.round(box.width)}x${Math.round(box.height)}` : '';
        const renderedCells = document.querySelectorAll(`${grid} .ag-row .ag-cell`).length;
        return { marks, rowsEnd, rowsStart, firstRow, summary, gridSize, renderedCells };
      },
      { rowsApi: ROWS_API, grid: GRID_SELECTOR, pagers: PAGER_SELECTORS },
    );
    // A tab may start in a renderer that did other work before: count only what this load added.
    const delta = (name: string) => ((after[name] ?? 0) >= (before[name] ?? 0) ? (after[name] ?? 0) - (before[name] ?? 0) : (after[name] ?? 0)) * 1000;
    const painted = seen.marks.painted!;
    return {
      navToPaintedMs: painted,
      rowsRequestedMs: seen.rowsStart,
      rowsArrivedMs: seen.rowsEnd,
      rowsToPaintedMs: painted - seen.rowsEnd,
      mainThread: { taskMs: delta('TaskDuration'), scriptMs: delta('ScriptDuration'), layoutMs: delta('LayoutDuration'), styleMs: delta('RecalcStyleDuration') },
      longTaskMs: seen.marks.longTaskMs,
      longTasks: seen.marks.longTasks,
      summary: seen.summary,
      firstRow: seen.firstRow,
      gridSize: seen.gridSize,
      renderedCells: seen.renderedCells,
    };
  } finally {
    await page.close();
  }
}
