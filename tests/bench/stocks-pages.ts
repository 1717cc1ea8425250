import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { routes } from '@cockpit/contracts';
import { repoRoot } from '../../apps/server/src/config';
import { packingsDone } from '../../apps/server/src/http/packed-answer';
import { signInAs } from '../helpers/api-client';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { addStockRows } from './stock-rows';
import { stockColumns } from './stocks-baseline/src/columns';

/**
 * What the Stocks benchmarks compare: the console's /stocks-page (schema-driven) and the
 * hand-written page of tests/bench/stocks-baseline, both production builds of the current
 * sources, served by one real server from one origin.
 *
 * Both are built into one temporary folder: the console at its root (the server's CONSOLE_DIR) and
 * the baseline under stocks-baseline/, so the same static handler, with the same cache headers,
 * serves both, and both call the same API. The console is built from apps/console's own Vite
 * config, but not into apps/console/dist, which browser tests of other work may be serving.
 */
export const CONSOLE_PATH = '/stocks-page';
/** The baseline's index.html by name: the server answers a folder's address (as any page address) with the console's page. */
export const BASELINE_PATH = '/stocks-baseline/index.html';
export const ROWS_API = '/api/Stock/description';
/** rowsLimit's default: the classic Stocks answer carries at most this many rows. */
export const STOCK_ROWS = 10_000;

/**
 * The port of a benchmark's next server: BENCH_PORT and up (BENCH_PORT=18160 gives 18160, 18161,
 * ...), so that benchmarks on a shared machine stay on their own ports; any free port without it.
 */
let portsTaken = 0;
export function benchPort(): number {
  const base = Number(process.env.BENCH_PORT ?? 0);
  return base ? base + portsTaken++ : 0;
}

export interface BuiltPages {
  dir: string;
  consoleDir: string;
  baselineDir: string;
  buildMs: { console: number; baseline: number };
}

export async function buildStockPages(): Promise<BuiltPages> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cockpit-bench-pages-'));
  const baselineDir = path.join(dir, 'stocks-baseline');
  const t0 = performance.now();
  await build({
    configFile: path.join(repoRoot, 'apps/console/vite.config.ts'),
    root: path.join(repoRoot, 'apps/console'),
    logLevel: 'error',
    build: { outDir: dir, emptyOutDir: true },
  });
  const t1 = performance.now();
  await build({
    configFile: path.join(repoRoot, 'tests/bench/stocks-baseline/vite.config.ts'),
    logLevel: 'error',
    build: { outDir: baselineDir, emptyOutDir: true },
  });
  return { dir, consoleDir: dir, baselineDir, buildMs: { console: t1 - t0, baseline: performance.now() - t1 } };
}

export interface StocksServer {
  baseUrl: string;
  token: string;
  userName: string;
  stockRows: number;
  /** Rows in the Stocks page's answer (GET /api/Stock/description). */
  answerRows: number;
  close(): Promise<void>;
}

/**
 * The real server (PGlite, demo data) over the built pages. With `rows`, the Demo unit's stock is
 * topped up to a few rows past it, so that the answer is exactly that many rows long (rowsLimit);
 * without, the stock is the demo data a newcomer gets.
 */
export async function startStocksServer(pages: BuiltPages, options: { rows?: number; port?: number } = {}): Promise<StocksServer> {
  // packAtStart as `npm start` has it (off in tests): the schemas bundle and texts packed once the server listens.
  const ts: TestServer = await startTestServer({ config: { consoleDir: pages.consoleDir, port: options.port ?? benchPort(), packAtStart: true } });
  try {
    const total = options.rows ? (await addStockRows(ts.database.db, 'Demo', options.rows + 250)).total : undefined;
    const api = await signInAs(ts.baseUrl, 'admin');
    const answer = await api.get<{ result: unknown[] }>(ROWS_API);
    if (answer.status !== 200) throw new Error(`${ROWS_API} answered ${answer.status}`);
    // A newcomer opens the console a moment after the start: by then the start's packing is done.
    await api.get('/api/Schemas/validation');
    // The Stocks page's part of the bundle (what its page load asks first) is packed once first asked.
    await api.get(`${routes.Schemas.bundle.path}?page=${CONSOLE_PATH.slice(1)}`);
    await packingsDone();
    const expected = options.rows ?? 1;
    if (answer.body.result.length < expected) throw new Error(`${ROWS_API} answered ${answer.body.result.length} rows, expected ${expected}`);
    return {
      baseUrl: ts.baseUrl,
      token: api.token!,
      userName: 'admin',
      stockRows: total ?? answer.body.result.length,
      answerRows: answer.body.result.length,
      close: () => ts.close(),
    };
  } catch (error) {
    await ts.close();
    throw error;
  }
}

export function removeBuiltPages(pages: BuiltPages): void {
  fs.rmSync(pages.dir, { recursive: true, force: true });
}

interface SchemaColumn {
  field: string;
  type: string;
  width?: number;
  pinned?: string;
  hidden?: boolean;
  sortable?: boolean;
}

/** Where the hand-written columns differ from schemas/grids/stocks.json (empty when they match). */
export function baselineColumnDifferences(): string[] {
  const schema = JSON.parse(fs.readFileSync(path.join(repoRoot, 'schemas/grids/stocks.json'), 'utf8')) as { columns: SchemaColumn[] };
  const describe = (c: { field: string; type: string; width?: number; pinned?: string | null; hidden?: boolean; sortable?: boolean }) =>
    `${c.field}:${c.type}:${c.width ?? ''}:${c.pinned ?? ''}:${c.hidden ? 'hidden' : ''}:${c.sortable === false ? 'unsortable' : ''}`;
  const want = schema.columns.map(describe);
  const have = stockColumns.map((c) =>
    describe({ field: c.field, type: c.type, width: c.width, pinned: typeof c.pinned === 'string' ? c.pinned : undefined, hidden: c.hide === true, sortable: c.sortable }),
  );
  const out: string[] = [];
  for (let i = 0; i < Math.max(want.length, have.length); i++) if (want[i] !== have[i]) out.push(`#${i}: schema ${want[i] ?? '-'} / baseline ${have[i] ?? '-'}`);
  return out;
}
