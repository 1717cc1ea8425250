import type { QueryClient } from '@tanstack/react-query';
import { CustomView, User } from '@cockpit/contracts/generated/route-refs';
import { callQueryKey, routeQueryOptions, type RouteCaller } from '../api/route-query';
import { initialView, type InitialView } from '../views/initial-view';
import { DEFAULT_VIEW_ID, DEFAULT_VIEW_NAME, type CustomViewDetail, type CustomViewHeader } from '../views/view-types';

/*
 * The calls that settle the view a grid page opens with: in the runtime (the boot chunk), so that a
 * page load can start them before the shell's and the grid's code have run (first-screen.ts).
 */

/** The view a grid page opens with, and its saved parts (undefined when they could not be read). */
export interface OpeningView {
  pick: InitialView;
  answer: CustomViewDetail | undefined;
}

/** What the calls need: a client to call with and the query cache the page reads. */
export interface ViewCalls {
  api: RouteCaller;
  queryClient: QueryClient;
}

type Runtime = ViewCalls;

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

/**
 * How long a grid's views list counts as fresh: long enough that the page does not ask again for
 * the list the page load's opening view has just read (it did, a second after, on every first
 * screen), short enough that opening the page later reads the views others have shared since.
 * Saving, renaming or deleting a view refreshes the list at once (use-grid-views.ts).
 */
export const VIEWS_LIST_FRESH_MS = 10_000;

/** The grid's views (header list), as the page's query keeps them. */
export const customViewsQuery = (runtime: Runtime, owner: string) => ({
  ...routeQueryOptions(runtime.api, CustomView.header, { query: { owner } }),
  staleTime: VIEWS_LIST_FRESH_MS,
});

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
