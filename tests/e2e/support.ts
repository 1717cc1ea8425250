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
 * What a sign-in through the sign-in page writes into the browser (the session's token in local
 * storage, the language and user cookies), per server and user, kept by the Playwright worker (one
 * per group of specs). The first sign-in of a user on a server goes through the page; each later one
 * signs in through the API (a new session, with the user's roles and features as they are now) and
 * writes the same into the browser before it loads the console, as a returning user's browser
 * would hold it: one page load instead of the sign-in page's, the form's and the landing page's.
 */
const signedInStates = new Map<string, StorageState>();

/**
 * Signs `who` in and opens `path` (the dashboard by default), waiting for the user menu. Each call
 * is a new session on the server, as a sign-in through the page is; what the browser already holds
 * (another user's session, a collapsed filter panel) stays, as it does through the page.
 */
export async function signIn(page: Page, who: keyof typeof users = 'admin', path = '/'): Promise<void> {
  const u = users[who];
  // The server the page's context talks to (its baseURL): the states are kept per server.
  const origin = new URL((await page.request.get('/env.json')).url()).origin;
  const key = `${origin} ${who}`;
  const written = signedInStates.get(key);
  const context = page.context();
  if (written) {
    const session = await withNewSession(page, written, origin, u);
    await context.setStorageState(overlaid(await context.storageState(), session));
    await page.goto(path);
    await expect(page.getByTestId('user-menu')).toBeVisible();
    return;
  }
  const before = await context.storageState();
  await page.goto('/login');
  await page.getByLabel('Business unit').fill(u.businessUnit);
  await page.getByLabel('User name').fill(u.userName);
  await page.getByLabel('Password').fill(u.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByTestId('user-menu')).toBeVisible();
  signedInStates.set(key, changes(before, await context.storageState(), u.userName));
  if (path !== '/') {
    await page.goto(path);
    await expect(page.getByTestId('user-menu')).toBeVisible();
  }
}

/**
 * What the sign-in wrote: the cookies and local storage items that are new or changed in `after`,
 * and always the console's own cookies and the session's items (written again by every sign-in,
 * even with the value they had).
 */
function changes(before: StorageState, after: StorageState, userName: string): StorageState {
  const same = (a: { name: string; value: string }, list: { name: string; value: string }[]) => list.some((b) => b.name === a.name && b.value === a.value);
  const ownCookies: string[] = Object.values(COOKIE_NAMES);
  const sessionItems = [`${SESSION_PREFIX}current`, SESSION_PREFIX + userName.toLowerCase()];
  return {
    cookies: after.cookies.filter(
      (c) =>
        ownCookies.includes(c.name) ||
        !same(
          c,
          before.cookies.filter((b) => b.domain === c.domain && b.path === c.path),
        ),
    ),
    origins: after.origins.map((o) => ({
      ...o,
      localStorage: o.localStorage.filter((i) => sessionItems.includes(i.name) || !same(i, before.origins.find((b) => b.origin === o.origin)?.localStorage ?? [])),
    })),
  };
}

/** `state` with `over`'s cookies and local storage items put over its own. */
function overlaid(state: StorageState, over: StorageState): StorageState {
  const origins = [...new Set([...state.origins, ...over.origins].map((o) => o.origin))].map((origin) => {
    const items = new Map((state.origins.find((o) => o.origin === origin)?.localStorage ?? []).map((i) => [i.name, i.value]));
    for (const i of over.origins.find((o) => o.origin === origin)?.localStorage ?? []) items.set(i.name, i.value);
    return { origin, localStorage: [...items].map(([name, value]) => ({ name, value })) };
  });
  const cookieKey = (c: StorageState['cookies'][number]) => `${c.name} ${c.domain} ${c.path}`;
  const overKeys = new Set(over.cookies.map(cookieKey));
  return { cookies: [...state.cookies.filter((c) => !overKeys.has(cookieKey(c))), ...over.cookies], origins };
}

/** The kept writes with the token of a new session of the user (signed in through the API, from this browser). */
async function withNewSession(page: Page, written: StorageState, origin: string, u: (typeof users)[Who]): Promise<StorageState> {
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
    cookies: written.cookies.map((c) => (c.name === COOKIE_NAMES.defaultLanguage && answer.defaultLanguage ? { ...c, value: encodeURIComponent(answer.defaultLanguage) } : c)),
    origins: written.origins.map((o) =>
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
