import { LazyGridPage } from '../grid/lazy-grid-page';
import { decodeClaims, isExpired } from '../session/jwt';
import { loadSession } from '../session/token-storage';
import { LazyLayout } from './layout/lazy-layout';
import { LazyLoginPage } from './login/lazy-login-page';

/**
 * On a page load with a stored session, the code the first screen needs is fetched at once,
 * beside env.json and the start-up calls, instead of after them: the signed-in shell always, and
 * the grid page's code when the address is neither the dashboard nor sign-in (almost every other
 * page is a grid). Without a session (or on a sign-in address) only the sign-in page's code is
 * fetched: the console shows that page then, and needs neither of the others.
 */
export function preloadFirstScreenCode(pathname: string, storage: Storage = window.localStorage): void {
  const stored = loadSession(storage);
  if (!stored || isExpired(decodeClaims(stored.token)) || pathname.startsWith('/login')) {
    void LazyLoginPage.preload();
    return;
  }
  void LazyLayout.preload();
  // The dashboard (the empty path) loads grid code only for a widget that shows a grid.
  if (pathname.replace(/^\/+|\/+$/g, '') !== '') void LazyGridPage.preload();
}
