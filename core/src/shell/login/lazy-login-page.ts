import { lazyComponent } from '../../plugin/lazy-component';

/**
 * The sign-in page (its form, the change of an expired password, its style sheet) as a chunk of its
 * own: a signed-in page load, above all a grid page's first screen, never shows it, so it is not
 * in the boot chunk every page fetches. The entry asks for it at once when the page will show it
 * (no stored session, or a sign-in address: `preloadFirstScreenCode`), so the sign-in page fetches
 * it beside the boot chunk, not after it has run.
 */
export const LazyLoginPage = lazyComponent(() => import('./LoginPage').then((m) => m.LoginPage));
