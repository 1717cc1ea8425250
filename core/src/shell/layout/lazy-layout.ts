import { lazyComponent } from '../../plugin/lazy-component';

/**
 * The signed-in shell (header, menus, pages, the session's start-up) as a chunk of its own, so
 * that the sign-in page loads only what it shows.
 */
export const LazyLayout = lazyComponent(() => import('./Layout').then((m) => m.Layout));
