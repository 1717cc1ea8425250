/**
 * Injected into both pages before their own scripts (addInitScript): notes, with the page's
 * performance.now() (0 = navigation start), when the grid's first data rows are in the DOM and
 * when the frame that shows them has been painted, plus the long tasks seen until then. The same
 * probe on both pages, so it costs both the same.
 */
export interface FirstRowsMarks {
  /** A data row with a non-empty cell is in the grid's DOM and the pager counts more than 0 rows. */
  rowsInDom?: number;
  /** After the next animation frame (the one that paints those rows) has run. */
  painted?: number;
  longTaskMs: number;
  longTasks: number;
}

declare global {
  interface Window {
    __firstRows?: FirstRowsMarks;
  }
}

/**
 * The probe as script text: a function handed to addInitScript would be serialized as tsx
 * compiled it, with esbuild's __name() helper calls that do not exist in the page.
 * rAF runs just before the frame is painted; a task queued from it runs after that paint.
 *
 * Rows count as shown only when the pager agrees: its summary ("1 to 20 of 419", in any language)
 * ends in a total above 0. A grid that has painted cells while its pager still reads "1 to 0 of 0"
 * (rows of an earlier state, or a pager a render behind) is not what the user waits for.
 */
/** The console's own pager first (its grid keeps AG Grid's panel hidden, reading 0), else AG Grid's. */
export const PAGER_SELECTORS = ['[data-testid="pager-range"]', '.ag-paging-row-summary-panel'];

export function firstRowsProbeScript(gridSelector: string): string {
  return `(() => {
  const marks = { longTaskMs: 0, longTasks: 0 };
  window.__firstRows = marks;
  try {
    new PerformanceObserver((list) => {
      if (marks.painted !== undefined) return;
      for (const e of list.getEntries()) { marks.longTaskMs += e.duration; marks.longTasks++; }
    }).observe({ type: 'longtask', buffered: true });
  } catch (e) { /* no long-task timing */ }
  const selector = ${JSON.stringify(`${gridSelector} .ag-row .ag-cell`)};
  const pagerSelectors = ${JSON.stringify(PAGER_SELECTORS)};
  const pagerTotal = () => {
    const pager = pagerSelectors.map((s) => document.querySelector(s)).find((e) => e);
    const text = (pager?.textContent ?? '').replace(/\\s+/g, ' ').trim();
    const last = text.match(/(\\d[\\d.,\\u00a0\\u202f ]*)$/);
    return last ? Number(last[1].replace(/[^\\d]/g, '')) : 0;
  };
  const observer = new MutationObserver(() => {
    if (marks.rowsInDom !== undefined) return;
    let shown = false;
    for (const cell of document.querySelectorAll(selector)) if (cell.textContent && cell.textContent.trim() !== '') { shown = true; break; }
    if (!shown || pagerTotal() <= 0) return;
    marks.rowsInDom = performance.now();
    observer.disconnect();
    requestAnimationFrame(() => setTimeout(() => { marks.painted = performance.now(); }, 0));
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
})();`;
}
