/**
 * Injected into both pages before their own scripts (addInitScript): notes, with the page's
 * performance.now() (0 = navigation start), when the grid's first data rows are in the DOM and
 * when the frame that shows them has been painted, plus the long tasks seen until then. The same
 * probe on both pages, so it costs both the same.
 */
export interface FirstRowsMarks {
  /** A data row with a non-empty cell is in the grid's DOM. */
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
 */
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
  const observer = new MutationObserver(() => {
    if (marks.rowsInDom !== undefined) return;
    let shown = false;
    for (const cell of document.querySelectorAll(selector)) if (cell.textContent && cell.textContent.trim() !== '') { shown = true; break; }
    if (!shown) return;
    marks.rowsInDom = performance.now();
    observer.disconnect();
    requestAnimationFrame(() => setTimeout(() => { marks.painted = performance.now(); }, 0));
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
})();`;
}
