import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { COOKIE_NAMES, SESSION_PREFIX } from '@cockpit/core/session';

export const users = {
  admin: { businessUnit: 'Demo', userName: 'admin', password: 'Admin1234' },
  super: { businessUnit: 'Demo', userName: 'super', password: 'Super1234' },
  picker: { businessUnit: 'Demo', userName: 'picker', password: 'Picker1234' },
  northAdmin: { businessUnit: 'North', userName: 'admin', password: 'Admin1234' },
  globalAdmin: { businessUnit: 'Head office', userName: 'global', password: 'Global1234' },
} as const;

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * What the console keeps in the browser once a user has signed in through the sign-in page (the
 * session's token in local storage, the language and user cookies), per server and user, kept by the
 * Playwright worker (one per group of specs). The first sign-in of a user on a server goes through
 * the page; each later one signs in through the API (a new session, with the user's roles and
 * features as they are now) and loads the console with that state, as a returning user's browser
 * does: one page load instead of the sign-in page's, the form's and the landing page's.
 */
const signedInStates = new Map<string, StorageState>();

/**
 * Signs `who` in and opens `path` (the dashboard by default), waiting for the user menu. Each call
 * is a new session on the server, as a sign-in through the page is.
 */
export async function signIn(page: Page, who: keyof typeof users = 'admin', path = '/'): Promise<void> {
  const u = users[who];
  // The server the page's context talks to (its baseURL): the states are kept per server.
  const origin = new URL((await page.request.get('/env.json')).url()).origin;
  const key = `${origin} ${who}`;
  const state = signedInStates.get(key);
  if (state) {
    await page.context().setStorageState(await withNewSession(page, state, origin, u));
    await page.goto(path);
    await expect(page.getByTestId('user-menu')).toBeVisible();
    return;
  }
  await page.goto('/login');
  await page.getByLabel('Business unit').fill(u.businessUnit);
  await page.getByLabel('User name').fill(u.userName);
  await page.getByLabel('Password').fill(u.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByTestId('user-menu')).toBeVisible();
  signedInStates.set(key, await page.context().storageState());
  if (path !== '/') {
    await page.goto(path);
    await expect(page.getByTestId('user-menu')).toBeVisible();
  }
}

/** The kept state with the token of a new session of the user (signed in through the API, from this browser). */
async function withNewSession(page: Page, state: StorageState, origin: string, u: (typeof users)[Who]): Promise<StorageState> {
  const userAgent = await page.evaluate(() => navigator.userAgent);
  const res = await page.request.post('/api/Authentication/user', {
    data: { businessUnitName: u.businessUnit, userName: u.userName, password: u.password },
    headers: { 'user-agent': userAgent },
  });
  expect(res.status(), await res.text()).toBe(200);
  const answer = (await res.json()).result as { accessToken: string; defaultLanguage: string };
  const tokenKey = SESSION_PREFIX + u.userName.toLowerCase();
  return {
    // The language the console starts in before it has read the user's settings (it sets the cookie so).
    cookies: state.cookies.map((c) => (c.name === COOKIE_NAMES.defaultLanguage && answer.defaultLanguage ? { ...c, value: encodeURIComponent(answer.defaultLanguage) } : c)),
    origins: state.origins.map((o) =>
      o.origin !== origin ? o : { ...o, localStorage: o.localStorage.map((item) => (item.name === tokenKey ? { ...item, value: answer.accessToken } : item)) },
    ),
  };
}

/** The grid's data rows as the accessibility tree shows them (one row across pinned and centre parts). */
export async function gridRows(page: Page, gridId: string) {
  const rows = page
    .locator(`[data-grid="${gridId}"]`)
    .getByRole('row')
    .filter({ has: page.getByRole('gridcell') });
  await expect(rows.first()).toBeVisible();
  return rows;
}

/**
 * The text of the row shown at a display index. AG Grid keeps row elements in no particular DOM
 * order and splits a row across the pinned and centre parts, so the parts are joined by index.
 */
export async function rowText(page: Page, gridId: string, index: number): Promise<string> {
  const parts = await page.locator(`[data-grid="${gridId}"] [role="row"][row-index="${index}"]`).allInnerTexts();
  return parts.join(' ').replace(/\s+/g, ' ');
}

export type Who = keyof typeof users;

/** Calls the API as a user (its own sign-in), for set-up and clean-up beside the browser. */
export async function apiAs(request: APIRequestContext, who: Who) {
  const u = users[who];
  const res = await request.post('/api/Authentication/user', { data: { businessUnitName: u.businessUnit, userName: u.userName, password: u.password } });
  const token = (await res.json()).result.accessToken as string;
  const headers = { authorization: `Bearer ${token}` };
  return {
    get: async (path: string) => (await (await request.get(path, { headers })).json()).result,
    put: (path: string, data: unknown) => request.put(path, { headers, data }),
    post: (path: string, data: unknown) => request.post(path, { headers, data }),
    delete: (path: string, data: unknown) => request.delete(path, { headers, data }),
  };
}

/** Pastes `text` (rows of tab-separated cells, as copied from a spreadsheet) into the sales page's paste area. */
export async function pasteSalesLines(page: Page, text: string): Promise<void> {
  await page.getByTestId('sales-paste').evaluate((el, value) => {
    const data = new DataTransfer();
    data.setData('text/plain', value);
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}
