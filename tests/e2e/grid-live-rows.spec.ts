import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { signIn as apiSignIn, type TestApi } from '../helpers/api-client';
import { importWorkbook } from '../helpers/import-workbook';
import { viewRegisteredOnHub } from './hub-frames';
import { gridRows, signIn } from './support';

/**
 * Live rows driven by the server's own work, on a server of this spec's own (the demo's task
 * simulator runs; the large import would change the shared server's data for other specs).
 *
 * A historical row leaves a live grid 5000 ms after it was marked (when the
 * historical filter is off), driven for real: the server's own housekeeping (the demo's task simulator, which archives
 * orders closed over an hour ago every 30th step) marks the orders historical and publishes them
 * over the hub; the browser shows the change, then takes the rows out after 5 s.
 *
 * The simulator runs only when the server starts with it, so this spec runs its own server process
 * (GRID_LIVE_E2E_PORT, default 18192) on its own data folder, like live.spec.ts.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const PORT = Number(process.env.GRID_LIVE_E2E_PORT ?? 18192);
const BASE = `http://127.0.0.1:${PORT}`;
const SCHEMAS_DIR = process.env.E2E_SCHEMAS_DIR ?? path.join(ROOT, 'schemas');
// One simulator step every 2 s: the archiving step (every 30th) comes a minute or more after the
// start, when the grid below has long been listening (at one a second, a loaded machine took
// longer than 30 s to sign in and open the grid, and the order was archived before it was shown).
const STEP_MS = 2000;

let server: ChildProcess | undefined;
let dataDir: string | undefined;

async function startServer(): Promise<void> {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cockpit-grid-live-e2e-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SCHEMAS_DIR,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      TASK_SIMULATOR: 'on',
      TASK_SIMULATOR_INTERVAL_MS: String(STEP_MS),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  server = child;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (
      await fetch(`${BASE}/env.json`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not start within 120 s');
}

// One server for the file, started by the first test that needs it.
let started: Promise<void> | undefined;
const serverUp = () => (started ??= startServer());

test.afterAll(async () => {
  const child = server;
  server = undefined;
  if (child && child.exitCode === null) {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGKILL');
    await exited;
  }
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

test('an order archived by the server leaves the outgoing-orders grid 5000 ms after the live message marked it historical', async ({ browser }) => {
  test.setTimeout(330_000);
  await serverUp();
  const api = await apiSignIn(BASE, 'Demo', 'admin', 'Admin1234');
  // Orders closed more than an hour ago (with a margin) that are not historical yet: the next archiving step takes them.
  const closed = ((await api.get('/api/OutgoingOrder/description?state=Completed')).body.result as Array<Record<string, any>>).filter(
    (o) => !o.historical && o.completedDate && Date.parse(o.completedDate) < Date.now() - 3600_000 - 60_000,
  );
  expect(closed.length).toBeGreaterThan(0);
  const order = closed[0];

  const context = await browser.newContext({ baseURL: BASE });
  const page = await context.newPage();
  await signIn(page, 'admin');
  // The moment the hub brings the order marked historical, on the browser's clock. Every hub
  // socket of the page is listened to: the dashboard, where sign-in lands, opens one of its own
  // that may start only after sign-in has returned, and the grid page opens the one that matters.
  const marked = new Promise<number>((resolve) => {
    page.on('websocket', (ws) => {
      if (!/hub/i.test(ws.url())) return;
      ws.on('framereceived', (frame) => {
        const text = typeof frame.payload === 'string' ? frame.payload : frame.payload.toString('utf8');
        // The order's row, marked historical, anywhere in the hub's messages of this frame.
        const marks = (x: unknown): boolean =>
          Array.isArray(x)
            ? x.some(marks)
            : typeof x === 'object' && x !== null
              ? ((x as Record<string, unknown>).orderNo === order.orderNo && (x as Record<string, unknown>).historical === true) || Object.values(x).some(marks)
              : false;
        if (text.split('\x1e').some((part) => part && marks(JSON.parse(part)))) resolve(Date.now());
      });
    });
  });
  const registered = viewRegisteredOnHub(page, 'OutgoingOrder', 120_000);
  await page.goto('/outgoing-orders-page');
  await page.getByRole('searchbox', { name: 'Order no.' }).fill(order.orderNo);
  await page.getByTestId('filter-search').click();
  const row = page.locator(`[data-grid="OutgoingOrder"] [role="row"][row-id="${order.id}"]`).first();
  await expect(row, `${order.orderNo} is shown before the archiving step (not archived already)`).toBeVisible();
  await registered;
  // From here on the archiving reaches this page. The simulator's steps slow down with the
  // machine, so the wait follows the server, not a clock: the message is awaited until the
  // server has archived the order, and for a few seconds after.
  let waiting = true;
  const archived = (async () => {
    while (waiting && (await isOpen(api, order.orderNo))) await new Promise((r) => setTimeout(r, 500));
    await new Promise((r) => setTimeout(r, 10_000));
    if (waiting) throw new Error(`the server archived ${order.orderNo}, but no live message marked it historical within 10 s (or it was archived before the grid listened)`);
    return 0;
  })();
  const markedAt = await Promise.race([marked, archived]).finally(() => (waiting = false));
  // Shown for 5 s after the message (the historical filter is off) ...
  await page.waitForTimeout(Math.max(0, markedAt + 3500 - Date.now()));
  await expect(row).toBeVisible();
  // ... then taken out.
  await expect(row).toHaveCount(0, { timeout: 4000 });
  const goneAfter = Date.now() - markedAt;
  console.log(`historical order ${order.orderNo}: left the grid ${goneAfter} ms after the live message`);
  expect(goneAfter).toBeGreaterThanOrEqual(4900);
  // The server agrees: the order is historical now, and shows with the historical filter.
  expect(await isOpen(api, order.orderNo)).toBe(false);
  await context.close();
});

/** Whether the order is still in the outgoing-orders list without history (not archived yet). */
async function isOpen(api: TestApi, orderNo: string): Promise<boolean> {
  const answer = await api.get(`/api/OutgoingOrder/description?orderNo=${orderNo}`);
  expect(answer.status).toBe(200);
  return (answer.body.result as unknown[]).length > 0;
}

/** The Bulk messages of a view in a hub frame (SignalR JSON records, separated by 0x1e): their row counts. */
function bulkSizes(payload: string | Buffer, viewName: string): number[] {
  const text = typeof payload === 'string' ? payload : payload.toString('utf8');
  const sizes: number[] = [];
  for (const part of text.split('\x1e')) {
    if (!part) continue;
    const message = JSON.parse(part) as { arguments?: Array<{ viewName?: string; methodName?: string; viewModels?: unknown[] }> };
    for (const change of message.arguments ?? []) if (change?.viewName === viewName && change.methodName === 'Bulk') sizes.push(change.viewModels?.length ?? 0);
  }
  return sizes;
}

// After the archiving test: this one takes time the simulator's archiving step must not wait for.
test('a real import of more than 1000 materials reaches the open materials grid as one batch, which replaces its data without reading the list again', async ({ browser }) => {
  test.setTimeout(300_000);
  await serverUp();
  const context = await browser.newContext({ baseURL: BASE });
  const page = await context.newPage();
  await signIn(page, 'admin');
  // Every hub frame of the page, on whichever connection it comes (the console may reconnect).
  const batches: number[] = [];
  page.on('websocket', (ws) => {
    if (!/hub/i.test(ws.url())) return;
    ws.on('framereceived', (frame) => {
      batches.push(...bulkSizes(frame.payload, 'Material'));
    });
  });
  await page.goto('/materials-page');
  await gridRows(page, 'Material');
  const pager = page.locator('.grid-page > [data-testid="pager"]');
  const total = async () => Number(/of (\d+)$/.exec((await pager.getByTestId('pager-range').innerText()).trim())![1]);
  const before = await total();
  const listReads: string[] = [];
  page.on('request', (r) => r.url().includes('/api/Material/description') && listReads.push(r.url()));

  // 1100 new materials through the Excel import of settings, in a second tab of the same session.
  const count = 1100;
  const prefix = `BATCH-${Date.now() % 1_000_000}`;
  const rows: Array<Array<string | number>> = [['Item number', 'Name', 'Cost price']];
  for (let i = 0; i < count; i++) rows.push([`${prefix}-${String(i).padStart(4, '0')}`, `Batch material ${i}`, 5]);
  const importer = await context.newPage();
  await importer.goto('/import');
  await importer.getByTestId('import-file').setInputFiles({
    name: 'batch.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await importWorkbook({ Materials: rows }),
  });
  await importer.getByTestId('import-start').click();
  await expect(importer.getByTestId('import-done')).toBeVisible({ timeout: 180_000 });
  await importer.close();

  // The open grid got them over the hub, in one message of more than 1000 rows ...
  await expect.poll(() => batches.some((n) => n >= count), { timeout: 30_000 }).toBe(true);
  expect(Math.max(...batches)).toBeGreaterThan(1000);
  // ... and shows them without reading its list again: the batch replaced the grid's data (the
  // materials shown before are not merged in).
  // Materials that change after the batch (the task simulator moves stock) arrive as live rows of
  // their own and may join it, but the rows shown before the batch are not all merged back in.
  expect(before).toBeGreaterThan(0);
  await expect.poll(total, { timeout: 15_000 }).toBeGreaterThanOrEqual(count);
  expect(await total()).toBeLessThan(count + before);
  expect(listReads).toEqual([]);
  // The grid holds them: sorted by item number on the page itself (no list read), they come first.
  const itemNo = page.locator('[data-grid="Material"] [role="columnheader"]').filter({ hasText: 'Item no.' });
  // Ascending (a click turns an ascending column descending first).
  for (let i = 0; i < 3 && (await itemNo.getAttribute('aria-sort')) !== 'ascending'; i++) {
    await itemNo.locator('.ag-header-cell-label').click();
    await page.waitForTimeout(300);
  }
  await expect(itemNo).toHaveAttribute('aria-sort', 'ascending');
  await expect(page.locator('[data-grid="Material"]').getByText(`${prefix}-0000`, { exact: true })).toBeVisible();
  await expect(pager.getByTestId('pager-range')).toHaveText(/^1 to 20 of \d+$/);
  expect(await total()).toBeGreaterThanOrEqual(count);
  expect(listReads).toEqual([]);
  await context.close();
});
