import { pathToFileURL } from 'node:url';
import type { Browser, BrowserContext } from 'playwright-core';
import { launchChromium, signedInScript, VIEWPORT } from './chromium';
import { BASELINE_PATH, buildStockPages, CONSOLE_PATH, removeBuiltPages, startStocksServer, STOCK_ROWS, type BuiltPages, type StocksServer } from './stocks-pages';

/** The two Stocks pages a first-screen bench compares, by the name it prints: the console's and the hand-written one. */
export const STOCK_PAGES = [
  ['console', CONSOLE_PATH],
  ['baseline', BASELINE_PATH],
] as const;

/** What a first-screen bench runs against: both built pages, the Stocks server over them and Chromium. */
export interface StockPagesBench {
  pages: BuiltPages;
  server: StocksServer;
  browser: Browser;
  /** A new browser context at the benches' viewport, signed in as the server's user before any script runs. */
  signedInContext(): Promise<BrowserContext>;
}

/**
 * Builds both pages (unless `pages` are given), starts the Stocks server and Chromium, runs `body`
 * and then closes the browser and the server and removes the pages it built, also when `body` throws.
 * BENCH_DATA=10k serves the Demo unit's stock topped up past 10,000 rows (as grid-first-render's second data set).
 */
export async function withStockPagesBench<T>(body: (bench: StockPagesBench) => Promise<T>, options: { pages?: BuiltPages } = {}): Promise<T> {
  const pages = options.pages ?? (await buildStockPages());
  const server = await startStocksServer(pages, process.env.BENCH_DATA === '10k' ? { rows: STOCK_ROWS } : {});
  const browser = await launchChromium();
  const signedInContext = async () => {
    const context = await browser.newContext({ viewport: VIEWPORT });
    await context.addInitScript(signedInScript(server.userName, server.token));
    return context;
  };
  try {
    return await body({ pages, server, browser, signedInContext });
  } finally {
    await browser.close();
    await server.close();
    if (!options.pages) removeBuiltPages(pages);
  }
}

/** Runs a bench's `run` when its file is the script node was started with (`node --import tsx tests/bench/x.ts`), then exits. */
export async function runWhenMain(moduleUrl: string, run: () => Promise<void>): Promise<void> {
  if (!process.argv[1] || moduleUrl !== pathToFileURL(process.argv[1]).href) return;
  await run();
  process.exit(0);
}
