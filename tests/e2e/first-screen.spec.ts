import fs from 'node:fs';
import path from 'node:path';
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
    if (request.resourceType() !== 'script') return;
    // A script that finishes as the test closes its page has no sizes to read: it came too late to count.
    request.sizes().then(
      (sizes) => scripts.set(new URL(request.url()).pathname, sizes.responseBodySize + sizes.responseHeadersSize),
      () => undefined,
    );
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

/** The calls a grid page load made before its first-screen call, now parts of its answer (the page's part of the schemas and texts, settings, views, look-ups). */
const REPLACED = [
  '/api/Schemas/bundle?page=stocks-page',
  '/api/User/cockpitSettings',
  '/api/User/routesSettings',
  '/api/User/menuSettings',
  '/api/User/current',
  '/api/CustomView/header',
  '/api/User/primaryViews',
  '/api/CustomView/detail',
  '/api/LocationRole/header',
];

test('a grid page load makes one call for its first screen (in two halves sent together), not the calls it replaces, and asks for its rows first', async ({ page }) => {
  await signIn(page);
  const asked: string[] = [];
  const started: Record<string, number> = {};
  const ended: Record<string, number> = {};
  const name = (request: Request) => {
    const path = new URL(request.url()).pathname;
    return path === '/api/FirstScreen/parts' ? 'parts' : path === '/api/Stock/description' ? 'rows' : undefined;
  };
  page.on('request', (r) => {
    const url = new URL(r.url());
    asked.push(url.pathname + url.search);
    const n = name(r);
    if (n && started[n] === undefined) started[n] = Date.now();
  });
  page.on('requestfinished', (r) => {
    const n = name(r);
    if (n && ended[n] === undefined) ended[n] = Date.now();
  });
  // Slow the one call down, so that "the rows did not wait for it" is plain to see.
  await page.route('**/api/FirstScreen/parts*', async (route) => {
    await new Promise((r) => setTimeout(r, 1500));
    await route.continue();
  });
  await page.goto('/stocks-page');
  await expect(page.getByTestId('pager-range')).toContainText(/of [1-9]/, { timeout: 30_000 });
  await gridRows(page, 'Stock');
  const rowsPainted = asked.length;
  expect(asked.filter((p) => p.startsWith('/api/FirstScreen/parts'))).toEqual([
    '/api/FirstScreen/parts?page=stocks-page&languageCode=en-GB&only=shell',
    '/api/FirstScreen/parts?page=stocks-page&languageCode=en-GB&only=views',
  ]);
  expect(started.rows).toBeLessThanOrEqual(started.parts);
  expect(started.rows).toBeLessThan(ended.parts);
  const before = asked.slice(0, rowsPainted);
  for (const replaced of REPLACED)
    expect(
      before.filter((p) => p.startsWith(replaced)),
      replaced,
    ).toEqual([]);
  expect(before.filter((p) => p.startsWith('/api/Localization/translationsnested') && p.includes('page='))).toEqual([]);
  // env.json's settings came with the page; the rows were asked for once and taken by the grid.
  expect(asked).not.toContain('/env.json');
  expect(asked.filter((p) => p.startsWith('/api/Stock/description'))).toHaveLength(1);
  // The view bar and the filters work from the parts: the opening view is the default, the location roles are offered.
  await expect(page.getByTestId('current-view')).toHaveText('Default');
  expect(asked.filter((p) => p.startsWith('/api/CustomView/') || p.startsWith('/api/User/primaryViews') || p.startsWith('/api/LocationRole/header'))).toEqual([]);
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
  // The page's own part came in the first-screen call: the only bundle call is the whole.
  expect(bundles).not.toContain('stocks-page');
  // The menu offers the other grid pages before their schemas are in; the page waits for them.
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Operations', exact: true }).click();
  await gridRows(page, 'Operation');
  expect(bundles).toEqual([null]);
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
  // The page's part came in the first-screen call: only the whole catalogue is asked for.
  expect(texts).not.toContain('stocks-page');
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

/** The built console the test server serves (its CONSOLE_DIR default). */
const CONSOLE_DIR = path.resolve(import.meta.dirname, '../../apps/console/dist');

/** The source files a served script was built from, by its source map beside it ('' for a file without one). */
function builtFrom(servedPath: string): string[] {
  const map = path.join(CONSOLE_DIR, `${servedPath}.map`);
  if (!fs.existsSync(map)) return [];
  return (JSON.parse(fs.readFileSync(map, 'utf8')) as { sources: string[] }).sources.map((s) => s.replace(/^(\.\.\/)+/, ''));
}

/**
 * Code no grid page's first screen runs: a master's detail, running an action, the export's writers,
 * dayjs (a date pattern the settings no longer offer), the sign-in page (a signed-in load never shows it).
 */
const LATER = [
  'core/src/grid/master-detail/DetailPanel.tsx',
  'core/src/grid/actions/run-action.ts',
  'core/src/grid/export/export-table.ts',
  'core/src/format/other-patterns.ts',
  'node_modules/dayjs/',
  'core/src/shell/login/LoginPage.tsx',
];

test("a grid page's first scripts carry none of the code that loads when first used; expanding a row loads its detail's", async ({ page }) => {
  await signIn(page);
  await page.waitForLoadState('networkidle');
  const scripts = scriptsOf(page);
  await page.goto('/stocks-page');
  await gridRows(page, 'Stock');
  const firstScreen = [...scripts.keys()].flatMap(builtFrom);
  // Read from the maps: a static import would put the module into a first chunk whatever its name.
  expect(firstScreen.filter((source) => source.includes('core/src/grid/GridPage.tsx'))).toHaveLength(1);
  for (const later of LATER)
    expect(
      firstScreen.filter((source) => source.includes(later)),
      later,
    ).toEqual([]);
  await page.locator('[data-grid="Stock"] [role="row"][row-id]').first().getByRole('button', { name: 'Show details' }).click();
  await expect(page.locator('[data-testid^="detail-"]').first()).toBeVisible();
  await expect.poll(() => [...scripts.keys()].flatMap(builtFrom).filter((source) => source.includes(LATER[0]))).toHaveLength(1);
});

test("a grid page load shows the shell in the user's language while its views' half is held back; the grid follows with the opening view", async ({ page }) => {
  await signIn(page);
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let viewsAnswered = false;
  await page.route('**/api/FirstScreen/parts*', async (route) => {
    if (new URL(route.request().url()).searchParams.get('only') === 'shell') return route.continue();
    await held;
    await route.continue();
    viewsAnswered = true;
  });
  await page.goto('/stocks-page');
  // The menu and the page's filter bar are drawn from the shell's half, in en-GB texts, not keys.
  await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Operations', exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('user-menu')).toBeVisible();
  // While the rows' opening view is still coming, the pager says so, not "0 to 0 of 0" (an empty list).
  await expect(page.getByTestId('pager-range')).toHaveText('Loading…');
  expect(viewsAnswered).toBe(false);
  release();
  await expect(page.getByTestId('pager-range')).toContainText(/of [1-9]/, { timeout: 30_000 });
  await gridRows(page, 'Stock');
  await expect(page.getByTestId('current-view')).toHaveText('Default');
});
