import { expect, type APIRequestContext, type BrowserContext } from '@playwright/test';
import { COOKIE_NAMES, SESSION_PREFIX } from '@cockpit/core/session';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * What a sign-in leaves in the browser, made through the API (`POST /api/Authentication/user`, a new
 * session on the server like the sign-in page's): the session's token in local storage under the
 * user's name and the current user's name beside it, and the language cookie, so that the console
 * starts in the user's language. Set on a context (`setStorageState`) before its first page load,
 * the console boots that session as it does on any reload of a signed-in browser (its settings,
 * menu and the rest of the cookies). For the tours that are not about signing in; the sign-in
 * page's own specs go through the page.
 */
export async function signedInState(request: APIRequestContext, user: { businessUnit: string; userName: string; password: string }, language: string): Promise<StorageState> {
  const res = await request.post('/api/Authentication/user', { data: { businessUnitName: user.businessUnit, userName: user.userName, password: user.password } });
  expect(res.status(), await res.text()).toBe(200);
  const { accessToken } = (await res.json()).result as { accessToken: string };
  // The server the request context talks to (its baseURL), whose origin holds the local storage.
  const origin = new URL((await request.get('/env.json')).url()).origin;
  return {
    cookies: [
      {
        name: COOKIE_NAMES.defaultLanguage,
        value: encodeURIComponent(language),
        domain: new URL(origin).hostname,
        path: '/',
        expires: Math.floor(Date.now() / 1000) + 86_400,
        httpOnly: false,
        secure: false,
        sameSite: 'Lax',
      },
    ],
    origins: [
      {
        origin,
        localStorage: [
          { name: SESSION_PREFIX + user.userName.toLowerCase(), value: accessToken },
          { name: `${SESSION_PREFIX}current`, value: user.userName },
        ],
      },
    ],
  };
}
