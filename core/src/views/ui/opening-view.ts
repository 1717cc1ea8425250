import { guardRoute } from '../../routing/guard';
import type { CockpitRuntime } from '../../runtime/runtime';
import { findGridRoute } from '../../schema-store/loaded-schemas';
import { viewNameFromParams } from '../view-url';
import { fetchOpeningView, openingViewKey, type OpeningView, type ViewCalls } from '../../runtime/opening-view-calls';
import { permissionPath } from '@cockpit/contracts/permission-names';

export * from '../../runtime/opening-view-calls';

/** The page's opening view: the one the route preload started, else asked for now. */
export async function takeOpeningView(runtime: ViewCalls, owner: string, urlName: string | undefined): Promise<OpeningView> {
  const queryKey = openingViewKey(owner, urlName);
  try {
    return await runtime.queryClient.fetchQuery({ queryKey, staleTime: Infinity, queryFn: () => fetchOpeningView(runtime, owner, urlName) });
  } finally {
    // Taken once: the next visit of the page asks again.
    runtime.queryClient.removeQueries({ queryKey, exact: true });
  }
}

/**
 * Route preloading (a failure is only logged): on a page load that opens a grid page, its opening view is
 * asked for as soon as the schemas and the settings are in, while the shell renders, so that the
 * page can ask for its rows at once. Only where the page itself may go (the route guard, views
 * allowed): a call the page would not make could be refused with 403, which signs the user out. A
 * failure here is the page's to show; the preload itself only logs.
 */
export function preloadOpeningView(runtime: CockpitRuntime, location: { pathname: string; search: string }): void {
  const schemas = runtime.schemas;
  const path = location.pathname.replace(/^\/+|\/+$/g, '');
  const found = schemas && path ? findGridRoute(schemas, path) : undefined;
  const state = { authenticated: true, features: runtime.session.get().features, hasPermission: (p: string) => runtime.settings.can(p) };
  const grid = found?.grid;
  const route = found?.route;
  const allowed =
    grid &&
    route &&
    guardRoute({ path, feature: route.feature, permission: grid.permission }, state).kind === 'allow' &&
    runtime.settings.can(permissionPath('grid', 'custom_views'));
  const owner = allowed ? (route.viewName ?? grid.id) : undefined;
  const hinted = runtime.firstScreen;
  runtime.firstScreen = undefined;
  // The view asked for from the page's hint is kept only for a page that will take it.
  if (hinted && hinted.hint.viewOwner !== owner) {
    runtime.queryClient.removeQueries({ queryKey: openingViewKey(hinted.hint.viewOwner, undefined), exact: true });
  }
  if (!owner) return;
  const urlName = viewNameFromParams(new URLSearchParams(location.search));
  void runtime.queryClient
    .prefetchQuery({ queryKey: openingViewKey(owner, urlName), staleTime: Infinity, queryFn: () => fetchOpeningView(runtime, owner, urlName) })
    .catch((error: unknown) => console.warn('Route preloading failed', error));
}
