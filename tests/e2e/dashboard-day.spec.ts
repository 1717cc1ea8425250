import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support';

/**
 * The dashboard's day against the grid it opens when the browser is in another time zone than the
 * business unit (issue 12). The unit is in Helsinki (UTC+3 in June), the browser in New York
 * (UTC-4). Orders and lines completed at 00:00:00 and 23:59:59 of the unit's day count; those of
 * the afternoon before and at 00:00:00 the day after do not (the day's edges to the millisecond
 * are the API test's, tests/api/dashboard.test.ts). A click must show in the grid the
 * rows the figure counts: the widget passes the unit's day boundaries as instants, which the
 * browser's clock cannot move. The server is one of this file's own (dashboard-day-server.ts) with
 * a fixed clock, so that the orders can be dated at the edges of its day.
 */
const NOW = '2026-06-15T10:00:00Z';
const INSIDE = ['2026-06-14T21:00:00.000Z', '2026-06-15T20:59:59.000Z'];
// Not symmetric around the day: a window moved by the browser's offset (4 h earlier, as the grid
// sent wall-clock times before) loses the 23:59:59 order and gains none, so the counts differ.
const OUTSIDE = ['2026-06-14T10:00:00.000Z', '2026-06-15T21:00:00.000Z'];

let server: ChildProcess;
let baseUrl: string;

async function gridTotal(page: Page): Promise<number> {
  const summary = page.getByTestId('pager-range').first();
  await expect(summary).toBeVisible();
  const text = (await summary.innerText()).replace(/\s+/g, ' ');
  return Number((/(\d[\d.,\s]*)\s*$/.exec(text)?.[1] ?? '').replace(/[^\d]/g, ''));
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = spawn(process.execPath, ['--import', 'tsx', 'tests/e2e/dashboard-day-server.ts'], {
    env: { ...process.env, DAY_NOW: NOW, DAY_REGION: 'Europe/Helsinki', DAY_COMPLETED: JSON.stringify([...INSIDE, ...OUTSIDE]), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  baseUrl = await new Promise<string>((resolve, reject) => {
    server.once('exit', (code) => reject(new Error(`the day server stopped (${code})`)));
    createInterface({ input: server.stdout! }).on('line', (line) => {
      if (line.startsWith('{"baseUrl"')) resolve((JSON.parse(line) as { baseUrl: string }).baseUrl);
    });
  });
});
test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const stopped = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await stopped;
  }
});

test('a widget click in another time zone shows the rows of the business unit’s day, 23:59:59 included', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: baseUrl, timezoneId: 'America/New_York' });
  const page = await context.newPage();
  expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('America/New_York');
  await signIn(page, 'admin');
  const api = context.request;
  const token = (await (await api.post('/api/Authentication/user', { data: { businessUnitName: 'Demo', userName: 'admin', password: 'Admin1234' } })).json()).result
    .accessToken as string;
  const headers = { authorization: `Bearer ${token}`, 'client-version': '2.83.55' };
  expect((await api.post('/api/User/dashboardWidgetSettings', { data: { Value: '0,9' }, headers })).status()).toBe(200);
  const widgets = (await (await api.get('/api/Dashboard/availableWidgets', { headers })).json()).result as { type: string; valueJson: string }[];
  const figure = (type: string) => Number(JSON.parse(widgets.find((w) => w.type === type)!.valueJson));
  // The two orders inside the Helsinki day (the fixed clock's day has no other completed order).
  expect(figure('OutgoingOrdersCompletedPerDay')).toBe(INSIDE.length);
  expect(figure('SalesOrderLinesCompletedToday')).toBeGreaterThan(0);

  for (const [type, pageName, list] of [
    ['OutgoingOrdersCompletedPerDay', 'outgoing-orders-page', '/api/OutgoingOrder/description'],
    ['SalesOrderLinesCompletedToday', 'outgoing-order-lines-page', '/api/OutgoingOrder/lines'],
  ] as const) {
    await page.goto('/');
    const tile = page.getByTestId(`widget-${type}`);
    await expect(tile.getByTestId('widget-figure')).toHaveAttribute('data-value', String(figure(type)));
    const asked = page.waitForRequest((r) => r.url().includes(list));
    await tile.click();
    await expect(page).toHaveURL(new RegExp(`/${pageName}\\?`));
    await expect.poll(() => gridTotal(page), { message: type }).toBe(figure(type));
    // The grid asked for the unit's day as instants: 00:00:00.000 to 23:59:59.999 Helsinki time.
    const url = new URL((await asked).url());
    expect([...url.searchParams.values()]).toEqual(expect.arrayContaining(['2026-06-14T21:00:00.000Z', '2026-06-15T20:59:59.999Z']));
  }
  await context.close();
});
