import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../../apps/server/src/config';
import { signInAs } from '../helpers/api-client';
import { startTestServer } from '../helpers/test-server';
import { median, percentile, report } from './conditions';
import { addStockRows } from './stock-rows';

/**
 * Server-side page of 1,000 rows from a table of 1,000,000 stock rows, with a filter and a sort
 * (issue 3): median and p95 of the first and the last page on PGlite, and on PostgreSQL when its
 * binaries are installed (a throw-away server from scripts/start-postgres.sh). The goal is the last
 * page within 1.5x of the first: the list query reads a page in the far half from the other end
 * (apps/server/src/lists/list-query.ts), so neither end walks the whole table.
 *
 * STOCK_PAGING_ROWS (default 1,000,000) and STOCK_PAGING_RUNS (default 30) size it.
 */
const TOTAL = Number(process.env.STOCK_PAGING_ROWS ?? 1_000_000);
const RUNS = Number(process.env.STOCK_PAGING_RUNS ?? 30);
const TAKE = 1000;
// A filter on the stock row itself and a sort with an index behind it, as a user would set them.
const QUERY = 'quantityFrom=100&orderBy=fifoDate&orderDirection=desc';

async function measure(label: string): Promise<void> {
  const ts = await startTestServer({ scale: 1 });
  try {
    const t0 = performance.now();
    const filled = await addStockRows(ts.database.db, 'Demo', TOTAL);
    await ts.database.db.query('analyze stocks');
    const fillMs = performance.now() - t0;
    const api = await signInAs(ts.baseUrl, 'admin');
    const page = async (skip: number) => {
      const s = performance.now();
      const res = await api.get(`/api/Stock/description?${QUERY}&skip=${skip}&take=${TAKE}`);
      const ms = performance.now() - s;
      if (res.status !== 200) throw new Error(`page at ${skip}: ${res.status} ${JSON.stringify(res.body)}`);
      return { ms, rows: (res.body.result.data as unknown[]).length, totalCount: res.body.result.totalCount as number };
    };
    const first = await page(0);
    const lastSkip = Math.max(0, Math.floor((first.totalCount - 1) / TAKE) * TAKE);
    const middleSkip = Math.floor(first.totalCount / 2 / TAKE) * TAKE;
    for (let i = 0; i < 3; i++) await Promise.all([page(0), page(lastSkip)].map((p) => p.catch(() => undefined)));
    const times = { first: [] as number[], middle: [] as number[], last: [] as number[] };
    let lastRows = 0;
    // Interleaved, so that drift in the machine's load hits both ends alike.
    for (let i = 0; i < RUNS; i++) {
      times.first.push((await page(0)).ms);
      const last = await page(lastSkip);
      times.last.push(last.ms);
      lastRows = last.rows;
      if (i % 5 === 0) times.middle.push((await page(middleSkip)).ms);
    }
    report(`Server-side page of ${TAKE} stock rows out of ${filled.total.toLocaleString('en-GB')} (${label}; ${QUERY}; ${RUNS} runs)`, {
      'rows matching the filter': first.totalCount,
      'filling the table ms (not part of the figure)': Math.round(fillMs),
      'first page median ms': median(times.first),
      'first page p95 ms': percentile(times.first, 95),
      [`last page (skip ${lastSkip}, ${lastRows} rows) median ms`]: median(times.last),
      'last page p95 ms': percentile(times.last, 95),
      'middle page median ms (the slowest place, for information)': median(times.middle),
      'last / first (goal <= 1.5)': median(times.last) / median(times.first),
    });
  } finally {
    await ts.close();
  }
}

export async function run(): Promise<void> {
  const saved = process.env.TEST_DATABASE_URL;
  delete process.env.TEST_DATABASE_URL;
  await measure('PGlite, embedded');
  let url = saved;
  if (!url) {
    const hasPostgres = fs.existsSync('/usr/lib/postgresql') && fs.readdirSync('/usr/lib/postgresql').some((v) => fs.existsSync(`/usr/lib/postgresql/${v}/bin/postgres`));
    if (hasPostgres) {
      const out = execFileSync(path.join(repoRoot, 'scripts/start-postgres.sh'), { encoding: 'utf8' });
      url = /TEST_DATABASE_URL=['"]?([^'"\s]+)/.exec(out)?.[1];
    }
  }
  if (!url) {
    console.log('   PostgreSQL: skipped (no PostgreSQL binaries; apt-get install postgresql)');
    return;
  }
  process.env.TEST_DATABASE_URL = url;
  try {
    await measure('PostgreSQL on loopback');
  } finally {
    if (saved) process.env.TEST_DATABASE_URL = saved;
    else delete process.env.TEST_DATABASE_URL;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
