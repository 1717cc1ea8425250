/**
 * The Stocks page's first-screen calls as its load sends them, against the Stocks server alone (no
 * browser): the rows call of the page's hint (GET /api/Stock/description with its fields) and the
 * two halves of FirstScreen/parts beside it, BENCH_ROUNDS times (default 4), each round once fresh
 * and once revalidating (If-None-Match with the tags of the round before, as a warm browser does).
 * The first load's rows call is printed apart: a reload that finds the list kept answers from its
 * kept bytes; one that computes the list again costs as much as the first.
 * BENCH_DATA=10k: the Demo unit's stock topped up past 10,000 rows.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { conditions, median } from './conditions';
import { runWhenMain } from './stock-pages-bench';
import { startStocksServer, STOCK_ROWS } from './stocks-pages';

export async function run(): Promise<void> {
  const rounds = Number(process.env.BENCH_ROUNDS ?? 4);
  // The console's own page is not loaded: an index.html is enough for the server to write the page's hint.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cockpit-bench-calls-'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  const server = await startStocksServer(
    { dir, consoleDir: dir, baselineDir: dir, buildMs: { console: 0, baseline: 0 } },
    process.env.BENCH_DATA === '10k' ? { rows: STOCK_ROWS } : {},
  );
  try {
    const auth = { authorization: `Bearer ${server.token}` };
    const html = await (await fetch(`${server.baseUrl}/stocks-page`, { headers: auth })).text();
    const hint = JSON.parse(/<script type="application\/json" id="[^"]+">(.*?)<\/script>/su.exec(html)![1]).firstScreen;
    const rowsUrl = `${server.baseUrl}${hint.rows.path}?${new URLSearchParams(hint.rows.query).toString()}`;
    const half = (only: string) => `${server.baseUrl}/api/FirstScreen/parts?page=stocks-page&languageCode=en-GB&only=${only}`;
    const tags = new Map<string, string>();
    const call = async (url: string, revalidate: boolean) => {
      const t = performance.now();
      const headers: Record<string, string> = { ...auth, 'accept-encoding': 'br' };
      if (revalidate && tags.has(url)) headers['if-none-match'] = tags.get(url)!;
      const answer = await fetch(url, { headers });
      await answer.arrayBuffer();
      const etag = answer.headers.get('etag');
      if (etag) tags.set(url, etag);
      return performance.now() - t;
    };
    const first = await call(rowsUrl, false);
    const times = { fresh: { rows: [] as number[], halves: [] as number[] }, revalidating: { rows: [] as number[], halves: [] as number[] } };
    const loads: number[] = [];
    for (let round = 0; round < rounds; round++) {
      for (const mode of ['fresh', 'revalidating'] as const) {
        const [rows, shell, views] = await Promise.all([
          call(rowsUrl, mode === 'revalidating'),
          call(half('shell'), mode === 'revalidating'),
          call(half('views'), mode === 'revalidating'),
        ]);
        times[mode].rows.push(rows);
        times[mode].halves.push(Math.max(shell, views));
        loads.push(os.loadavg()[0]);
      }
    }
    const ms = (v: number) => `${Math.round(v)} ms`;
    console.log(`\n## The Stocks page's first-screen calls, ${server.answerRows} rows (${conditions()})`);
    console.log(`   load during the run (1 min, min/median/max): ${Math.min(...loads).toFixed(1)}/${median(loads).toFixed(1)}/${Math.max(...loads).toFixed(1)}`);
    console.log(`   first load's rows call: ${ms(first)}`);
    for (const mode of ['fresh', 'revalidating'] as const) {
      const rows = median(times[mode].rows);
      console.log(`   reload (${mode}), medians of ${rounds}: rows call ${ms(rows)} (${(rows / first).toFixed(2)}x the first), both halves in ${ms(median(times[mode].halves))}`);
    }
  } finally {
    await server.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

await runWhenMain(import.meta.url, run);
