import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test, expect, type Browser, type Page } from '@playwright/test';
import { signIn as apiSignIn, type TestApi } from '../helpers/api-client';
import { signIn } from './support';

/**
 * Live updates end to end (issue 5): two signed-in browsers on the materials grid; a change made
 * by one appears in the other's grid within 1 s; the server stops and starts again and the
 * connection recovers (re-registering the grid's view); the server goes for good and the
 * connection-lost dialog shows after the retries (1 + 2 + 4 + 8 + 16 s).
 *
 * Playwright's webServer cannot be restarted, so this spec runs its own server process on its own
 * port and data folder (LIVE_E2E_PORT, default 18191). It serves the console from
 * LIVE_E2E_CONSOLE_DIR when set (a private build), else apps/console/dist.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const PORT = Number(process.env.LIVE_E2E_PORT ?? 18191);
const BASE = `http://127.0.0.1:${PORT}`;
// Made when the test starts (the runner also loads this file just to list its tests).
let dataDir: string | undefined;
const SCHEMAS_DIR = process.env.E2E_SCHEMAS_DIR ?? path.join(ROOT, 'schemas');
const CONSOLE_DIR = process.env.LIVE_E2E_CONSOLE_DIR ?? path.join(ROOT, 'apps/console/dist');
const SHOTS = process.env.LIVE_E2E_SCREENSHOTS;

let server: ChildProcess | undefined;

async function startServer(): Promise<void> {
  dataDir ??= fs.mkdtempSync(path.join(os.tmpdir(), 'cockpit-live-e2e-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, SCHEMAS_DIR, CONSOLE_DIR, NODE_ENV: 'test', LOG_LEVEL: 'warn', TASK_SIMULATOR: 'off' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  server = child;
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ok = await fetch(`${BASE}/env.json`).then((r) => r.ok, () => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not start within 90 s');
}

async function stopServer(signal: NodeJS.Signals): Promise<void> {
  const child = server;
  server = undefined;
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill(signal);
  await exited;
}

async function openMaterials(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: BASE });
  const page = await context.newPage();
  await signIn(page, 'admin');
  await page.goto('/materials-page');
  await expect(page.locator('[data-grid="Material"] [row-index="0"]').first()).toBeVisible();
  return page;
}

/** The first shown material's id (AG Grid's row-id, from getRowId). */
async function firstMaterial(page: Page): Promise<string> {
  const id = await page.locator('[data-grid="Material"] [row-index="0"][row-id]').first().getAttribute('row-id');
  expect(id).toBeTruthy();
  return id!;
}

const nameCell = (page: Page, id: string) => page.locator(`[data-grid="Material"] [row-id="${id}"] [col-id="name"]`);

test.describe.configure({ mode: 'serial' });

test.afterAll(async () => {
  await stopServer('SIGKILL');
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

test('a change appears in the other browser at once, survives a server restart, and a server gone for good shows the connection-lost dialog', async ({ browser }) => {
  test.setTimeout(240_000);
  await startServer();
  const api: TestApi = await apiSignIn(BASE, 'Demo', 'admin', 'Admin1234');
  const first = await openMaterials(browser);
  const second = await openMaterials(browser);
  const id = await firstMaterial(second);
  // Both grids have registered their view before the change (the hub answers registrations at once).
  await first.waitForTimeout(500);

  // 1. A change made in one browser's session (its API call) appears in the other's grid within 1 s.
  const text = `Live ${Date.now()}`;
  const started = Date.now();
  const answer = await api.put('/api/Material/UpdateMaterial', { id: Number(id), name: text });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  await expect(nameCell(second, id)).toHaveText(text, { timeout: 1000 });
  const arrivedMs = Date.now() - started;
  await expect(nameCell(first, id)).toHaveText(text, { timeout: 1000 });
  console.log(`live change visible in the other browser after ${arrivedMs} ms (including the API call)`);
  if (SHOTS) await second.screenshot({ path: path.join(SHOTS, 'live-grid.png') });

  // An expanded master keeps its detail row (full height) through live changes of the master.
  await second.locator(`[data-grid="Material"] [row-id="${id}"] .grid-expander`).click();
  const detail = second.getByTestId(`detail-${id}`);
  await expect(detail).toBeVisible();
  const changed = `Expanded ${Date.now()}`;
  await api.put('/api/Material/UpdateMaterial', { id: Number(id), name: changed });
  await expect(nameCell(second, id)).toHaveText(changed, { timeout: 1000 });
  await expect(detail).toBeVisible();
  expect((await second.locator(`[data-grid="Material"] [row-id="__detailOf:${id}"]`).first().boundingBox())?.height).toBeGreaterThan(200);

  // 2. The server stops (Close with allowReconnect) and starts again: the console reconnects,
  // registers the view again, and the next change arrives without a reload.
  await stopServer('SIGTERM');
  await startServer();
  const again = await apiSignIn(BASE, 'Demo', 'admin', 'Admin1234');
  const after = `After restart ${Date.now()}`;
  // The console retries after 1, 2, 4, 8 and 16 s: wait until a change comes through.
  await expect
    .poll(
      async () => {
        await again.put('/api/Material/UpdateMaterial', { id: Number(id), name: after });
        return nameCell(second, id).innerText();
      },
      { timeout: 40_000, intervals: [1000] },
    )
    .toBe(after);
  await expect(nameCell(first, id)).toHaveText(after, { timeout: 2000 });
  await expect(second.getByTestId('live-update-notice')).toHaveCount(0);

  // 3. The server goes for good (no Close message): after the retries the connection-lost dialog.
  await stopServer('SIGKILL');
  const notice = second.getByTestId('live-update-notice');
  await expect(notice).toBeVisible({ timeout: 60_000 });
  await expect(notice).toContainText('Live updates has stopped: unable to connect to the server.');
  await expect(notice.getByRole('button', { name: 'Continue without live updates' })).toBeVisible();
  await expect(notice.getByRole('button', { name: 'Log out' })).toBeVisible();
  if (SHOTS) await second.screenshot({ path: path.join(SHOTS, 'live-connection-lost.png') });
  // Continuing keeps the page and its rows.
  await notice.getByRole('button', { name: 'Continue without live updates' }).click();
  await expect(notice).toHaveCount(0);
  await expect(nameCell(second, id)).toHaveText(after);
});
