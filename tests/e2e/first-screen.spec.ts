import { expect, test, type Page, type Request } from '@playwright/test';
import { gridRows, signIn } from './support';

/**
 * What the first screen costs: the sign-in page and the dashboard load no grid code, the sign-in
 * page's scripts stay small, and a grid page asks for its rows while its opening view is still
 * being read instead of after it.
 */

/** Every script the page receives, with the bytes that came over the wire (body and headers). */
function scriptsOf(page: Page): Map<string, number> {
  const scripts = new Map<string, number>();
  page.on('requestfinished', (request: Request) => {
    void (async () => {
      if (request.resourceType() !== 'script') return;
      const sizes = await request.sizes();
      scripts.set(new URL(request.url()).pathname, sizes.responseBodySize + sizes.responseHeadersSize);
    })();
  });
  return scripts;
}

const gridCode = (paths: Iterable<string>) => [...paths].filter((p) => /GridPage|ag-grid/i.test(p));

test('the sign-in page loads at most 120 kB of script and no grid code', async ({ page }) => {
  const scripts = scriptsOf(page);
  await page.goto('/login');
  await expect(page.getByLabel('Password')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.size).toBeGreaterThan(0);
  expect(gridCode(scripts.keys())).toEqual([]);
  const total = [...scripts.values()].reduce((a, b) => a + b, 0);
  expect(total, [...scripts].map(([p, n]) => `${p} ${n}`).join(', ')).toBeLessThanOrEqual(120_000);
});

test('the dashboard loads no grid code; a grid page does', async ({ page }) => {
  await signIn(page);
  // What the sign-in's own landing still fetches is not the dashboard's: counted from the next load on.
  await page.waitForLoadState('networkidle');
  const scripts = scriptsOf(page);
  await page.goto('/');
  await expect(page.getByTestId('user-menu')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(gridCode(scripts.keys())).toEqual([]);
  await page.goto('/stocks-page');
  // The whole Stocks list: on a busy machine it takes longer than the default wait.
  await expect(page.getByTestId('pager-range')).toContainText(/of [1-9]/, { timeout: 30_000 });
  await gridRows(page, 'Stock');
  expect(gridCode(scripts.keys()).length).toBeGreaterThan(0);
});

test('a grid page asks for its rows while its opening view is still being read', async ({ page }) => {
  await signIn(page);
  const started: Record<string, number> = {};
  const ended: Record<string, number> = {};
  const name = (request: Request) => {
    const url = new URL(request.url());
    return url.pathname.startsWith('/api/CustomView/detail') ? 'view' : url.pathname === '/api/Stock/description' ? 'rows' : undefined;
  };
  page.on('request', (r) => {
    const n = name(r);
    if (n && started[n] === undefined) started[n] = Date.now();
  });
  page.on('requestfinished', (r) => {
    const n = name(r);
    if (n && ended[n] === undefined) ended[n] = Date.now();
  });
  // Slow the view's detail down, so that "before it answered" is plain to see.
  await page.route('**/api/CustomView/detail/**', async (route) => {
    await new Promise((r) => setTimeout(r, 1500));
    await route.continue();
  });
  await page.goto('/stocks-page');
  await expect(page.getByTestId('pager-range')).toContainText(/of [1-9]/, { timeout: 30_000 });
  await gridRows(page, 'Stock');
  expect(started.view).toBeDefined();
  expect(started.rows).toBeDefined();
  expect(started.rows).toBeLessThan(ended.view);
  // One rows call: the page took the early answer instead of asking again.
  const calls = await page.evaluate(() => performance.getEntriesByType('resource').filter((e) => new URL(e.name).pathname === '/api/Stock/description').length);
  expect(calls).toBe(1);
});

test('a grid page load asks for its rows and its opening view before the schemas bundle has answered', async ({ page }) => {
  await signIn(page);
  const started: Record<string, number> = {};
  const ended: Record<string, number> = {};
  const asked: string[] = [];
  const name = (request: Request) => {
    const path = new URL(request.url()).pathname;
    if (path === '/api/Schemas/bundle') return 'bundle';
    if (path === '/api/Stock/description') return 'rows';
    if (path === '/api/CustomView/header') return 'views';
    return undefined;
  };
  page.on('request', (r) => {
    asked.push(new URL(r.url()).pathname);
    const n = name(r);
    if (n && started[n] === undefined) started[n] = Date.now();
  });
  page.on('requestfinished', (r) => {
    const n = name(r);
    if (n && ended[n] === undefined) ended[n] = Date.now();
  });
  // Slow the schemas down, so that "before they answered" is plain to see.
  await page.route('**/api/Schemas/bundle*', async (route) => {
    await new Promise((r) => setTimeout(r, 2000));
    await route.continue();
  });
  await page.goto('/stocks-page');
  await expect(page.getByTestId('pager-range')).toContainText(/of [1-9]/, { timeout: 30_000 });
  await gridRows(page, 'Stock');
  expect(started.bundle).toBeDefined();
  // The page named its grid (the server's first-screen hint): neither call waited for the schemas.
  expect(started.rows).toBeLessThan(ended.bundle);
  expect(started.views).toBeLessThan(ended.bundle);
  // env.json's settings came with the page; the rows were asked for once and taken by the grid.
  expect(asked).not.toContain('/env.json');
  expect(asked.filter((p) => p === '/api/Stock/description')).toHaveLength(1);
});

test("a grid page load reads its own screen's schemas first, the others after its rows; another page waits for them", async ({ page }) => {
  await signIn(page);
  const bundles: (string | null)[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname === '/api/Schemas/bundle') bundles.push(url.searchParams.get('page'));
  });
  // The whole bundle comes late, so that a move to another page is made before it is in.
  await page.route('**/api/Schemas/bundle', async (route) => {
    await new Promise((r) => setTimeout(r, 1500));
    await route.continue();
  });
  await page.goto('/stocks-page');
  await expect(page.getByTestId('pager-range')).toContainText(/of [1-9]/, { timeout: 30_000 });
  await gridRows(page, 'Stock');
  expect(bundles[0]).toBe('stocks-page');
  // The menu offers the other grid pages before their schemas are in; the page waits for them.
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Operations', exact: true }).click();
  await gridRows(page, 'Operation');
  expect(bundles).toEqual(['stocks-page', null]);
  // The whole bundle was asked for after the Stocks rows had come.
  const order = await page.evaluate(() => {
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const rows = entries.find((e) => new URL(e.name).pathname === '/api/Stock/description')!;
    const whole = entries.find((e) => new URL(e.name).pathname === '/api/Schemas/bundle' && !new URL(e.name).search)!;
    return { rowsEnd: rows.responseEnd, wholeStart: whole.startTime };
  });
  expect(order.wholeStart).toBeGreaterThan(order.rowsEnd);
});

test("a grid page load reads its screen's texts first, the whole catalogue and the live hub after its rows; no key shows untranslated", async ({ page }) => {
  await signIn(page);
  const texts: (string | null)[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname === '/api/Localization/translationsnested') texts.push(url.searchParams.get('page'));
  });
  await page.goto('/stocks-page');
  await expect(page.getByTestId('pager-range')).toContainText(/of [1-9]/, { timeout: 30_000 });
  await gridRows(page, 'Stock');
  expect(texts[0]).toBe('stocks-page');
  await expect.poll(() => texts.includes(null), { timeout: 15_000 }).toBe(true);
  const untranslated = /#[A-Z][A-Za-z]+\.[A-Za-z]/;
  await expect(page.locator('body')).not.toContainText(untranslated);
  // The whole catalogue and the live hub's settings were asked for after the Stocks rows had come.
  await expect
    .poll(() => page.evaluate(() => performance.getEntriesByType('resource').some((e) => new URL(e.name).pathname === '/api/Authentication/viewHub')), { timeout: 15_000 })
    .toBe(true);
  const order = await page.evaluate(() => {
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const at = (path: string, search?: string) => entries.find((e) => new URL(e.name).pathname === path && (search === undefined || !new URL(e.name).searchParams.has(search)))!;
    return {
      rowsEnd: at('/api/Stock/description').responseEnd,
      wholeStart: at('/api/Localization/translationsnested', 'page').startTime,
      hubStart: at('/api/Authentication/viewHub').startTime,
    };
  });
  expect(order.wholeStart).toBeGreaterThan(order.rowsEnd);
  expect(order.hubStart).toBeGreaterThan(order.rowsEnd);
  // Another page and a dialog read texts the first screen's part did not have.
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Materials', exact: true }).click();
  await expect(page.getByTestId('pager-range')).toContainText(/of [1-9]/, { timeout: 30_000 });
  await gridRows(page, 'Material');
  await expect(page.locator('body')).not.toContainText(untranslated);
});
