import { lazyComponent } from '../plugin/lazy-component';

/**
 * The grid page as a chunk of its own: AG Grid and the grid's code (about 200 kB compressed) are
 * fetched only where a grid is shown, never by the sign-in page or a dashboard without grids.
 * preload() starts the fetch early on a page load that will most likely show one.
 */
export const LazyGridPage = lazyComponent(() => import('./GridPage').then((m) => m.GridPage));
