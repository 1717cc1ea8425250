import { expect, test, type Browser, type Page } from '@playwright/test';
import { signInAs } from '../helpers/api-client';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { signIn } from './support';

/**
 * The dashboard's day against the grid it opens when the browser is in another time zone than the
 * business unit (issue 12). The unit is in Helsinki (UTC+3 in June), the browser in New York
 * (UTC-4). Orders and lines completed at 00:00:00 and 23:59:59 of the unit's day count; those at
 * 23:59:59.999 the day before and 00:00:00 the day after do not. A click must show in the grid the
 * rows the figure counts: the widget passes the unit's day boundaries as instants, which the
 * browser's clock cannot move. This file runs a server of its own (in this process, on a fresh
 * demo database) with a fixed clock, so that the test can date the orders itself.
 */
const NOW = new Date('2026-06-15T10:00:00Z');
const INSIDE = ['2026-06-14T21:00:00.000Z', '2026-06-15T20:59:59.000Z'];
const OUTSIDE = ['2026-06-14T20:59:59.999Z', '2026-06-15T21:00:00.000Z'];

let ts: TestServer;

async function gridTotal(page: Page): Promise<number> {
  const summary = page.getByTestId('pager-range').first();
  await expect(summary).toBeVisible();
  const text = (await summary.innerText()).replace(/\s+/g, ' ');
  return Number((/(\d[\d.,\s]*)\s*$/.exec(text)?.[1] ?? '').replace(/[^\d]/g, ''));
}

async function newYorkPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: ts.baseUrl, timezoneId: 'America/New_York' });
  const page = await context.newPage();
  expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('America/New_York');
  return page;
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  ts = await startTestServer({ config: { clock: () => NOW } });
  const q = async (sql: string, params: unknown[] = []) => (await ts.database.db.query<{ id: number }>(sql, params)).rows;
  const [{ id: demo }] = await q(`select id from business_units where name = 'Demo'`);
  await q(`delete from settings where business_unit_id = $1 and user_id is null and owner = 'userSettings' and key = 'timeStampSettings'`, [demo]);
  await q(`insert into settings (business_unit_id, client_id, owner, key, value) values ($1, 'Cockpit', 'userSettings', 'timeStampSettings', $2)`, [
    demo,
    JSON.stringify({ region: 'Europe/Helsinki', dateFormat: 'DD/MM/YYYY', timeFormat: 'HH:mm' }),
  ]);
  const completed = await q(`select id from outgoing_orders where business_unit_id = $1 and state = 'Completed' and not historical order by id limit 4`, [demo]);
  expect(completed.length).toBe(4);
  for (const [i, at] of [...INSIDE, ...OUTSIDE].entries()) {
    await q(`update outgoing_orders set completed_date = $2 where id = $1`, [completed[i].id, at]);
    await q(`update outgoing_order_lines set actual_handling_date = $2 where order_id = $1 and state = 'Completed'`, [completed[i].id, at]);
  }
  const admin = await signInAs(ts.baseUrl, 'admin');
  expect((await admin.post('/api/User/dashboardWidgetSettings', { Value: '0,9' })).status).toBe(200);
});
test.afterAll(async () => ts?.close());

test('a widget click in another time zone shows the rows of the business unit’s day, 23:59:59 included', async ({ browser }) => {
  const page = await newYorkPage(browser);
  await signIn(page, 'admin');
  const admin = await signInAs(ts.baseUrl, 'admin');
  const widgets = (await admin.get('/api/Dashboard/availableWidgets')).body.result as { type: string; valueJson: string }[];
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
    // The grid asks for the unit's day as instants: 00:00:00.000 to 23:59:59.999 Helsinki time.
    const url = new URL((await asked).url());
    expect([...url.searchParams.values()]).toEqual(expect.arrayContaining(['2026-06-14T21:00:00.000Z', '2026-06-15T20:59:59.999Z']));
    await expect.poll(() => gridTotal(page), { message: type }).toBe(figure(type));
  }
  await page.context().close();
});
