import { CustomView, User } from '@cockpit/contracts/generated/route-refs';
import { callQueryKey, routeQueryOptions } from '../../api/route-query';
import { guardRoute } from '../../routing/guard';
import type { CockpitRuntime } from '../../runtime/runtime';
import { findGridRoute } from '../../schema-store/loaded-schemas';
import { initialView, type InitialView } from '../initial-view';
import { viewNameFromParams } from '../view-url';
import { DEFAULT_VIEW_ID, DEFAULT_VIEW_NAME, type CustomViewDetail, type CustomViewHeader } from '../view-types';

/** The view a grid page opens with, and its saved parts (undefined when they could not be read). */
export interface OpeningView {
  pick: InitialView;
  answer: CustomViewDetail | undefined;
}

type Runtime = Pick<CockpitRuntime, 'api' | 'queryClient'>;

export const defaultViewHeader = (owner: string): CustomViewHeader => ({
  id: DEFAULT_VIEW_ID,
  customViewName: DEFAULT_VIEW_NAME,
  owner,
  key: `${owner}_GridSettings`,
  scope: 'all',
  isShared: true,
  createdBy: null,
  isOwn: false,
  canModify: false,
});

/** The query key of a grid's views: the call's key and what it sends, as a route's query key is made. */
export const customViewsKey = (owner: string) => callQueryKey('CustomView.header', { query: { owner } });
/** The query key of the primary views (every owner's): the call's key. */
export const primaryViewsKey = () => callQueryKey('User.primaryViews');

/** The grid's views (header list), as the page's query keeps them. */
export const customViewsQuery = (runtime: Runtime, owner: string) => ({ ...routeQueryOptions(runtime.api, CustomView.header, { query: { owner } }), staleTime: 0 });

/** Primary views are kept for the session and refreshed when the user sets one. */
export const primaryViewsQuery = (runtime: Runtime) => ({ ...routeQueryOptions(runtime.api, User.primaryViews), staleTime: Infinity });

export const fetchViewDetail = (runtime: Runtime, owner: string, id: number): Promise<CustomViewDetail | undefined> =>
  runtime.api.call(CustomView.detail, { params: { id }, query: { owner }, silent: true }).catch(() => undefined);

/** Where a page's opening view waits between the route preload and the page (taken once). */
export const openingViewKey = (owner: string, urlName: string | undefined) => ['openingView', owner, urlName ?? ''] as const;

/**
 * The two lists, the pick (?custom-view, else the primary view, else the default view) and the
 * picked view's detail, as one chain. A list that fails counts as empty (the default view); a
 * detail that fails is undefined (the page says the view could not load).
 */
export async function fetchOpeningView(runtime: Runtime, owner: string, urlName: string | undefined): Promise<OpeningView> {
  const [views, primaries] = await Promise.all([
    runtime.queryClient.fetchQuery(customViewsQuery(runtime, owner)).catch(() => [defaultViewHeader(owner)]),
    runtime.queryClient.fetchQuery(primaryViewsQuery(runtime)).catch(() => []),
  ]);
  const pick = initialView({ urlName, views, primaries, owner });
  return { pick, answer: await fetchViewDetail(runtime, owner, pick.id) };
}

/** The page's opening view: the one the route preload started, else asked for now. */
export async function takeOpeningView(runtime: Runtime, owner: string, urlName: string | undefined): Promise<OpeningView> {
  const queryKey = openingViewKey(owner, urlName);
  try {
    return await runtime.queryClient.fetchQuery({ queryKey, staleTime: Infinity, queryFn: () => fetchOpeningView(runtime, owner, urlName) });
  } finally {
    // Taken once: the next visit of the page asks again.
    runtime.queryClient.removeQueries({ queryKey, exact: true });
  }
}

/**
 * On a page load whose page carries the first-screen hint (runtime/first-screen.ts): the opening
 * view asked for as soon as the shell starts, beside the schemas and the settings, through the
 * hint's quiet client (a refusal neither signs out nor shows), under the key the page takes it
 * from. Whether the page may use it is known with the settings: preloadOpeningView drops it then
 * if not.
 */
export function startHintedOpeningView(runtime: CockpitRuntime): void {
  const screen = runtime.firstScreen;
  if (!screen) return;
  const owner = screen.hint.viewOwner;
  const quiet = { api: screen.api, queryClient: runtime.queryClient };
  void runtime.queryClient
    .prefetchQuery({ queryKey: openingViewKey(owner, undefined), staleTime: Infinity, queryFn: () => fetchOpeningView(quiet, owner, undefined) })
    .catch((error: unknown) => console.warn('Route preloading failed', error));
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
  const allowed = grid && route && guardRoute({ path, feature: route.feature, permission: grid.permission }, state).kind === 'allow' && runtime.settings.can('grid/custom_views');
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
