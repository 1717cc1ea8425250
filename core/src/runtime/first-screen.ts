import { createApiClient, type ApiClient, type ApiClientOptions } from '../api/client';
import { isApiError } from '../api/api-error';
import type { QueryValue } from '../api/query-string';
import { earlyRowsKey, gridRowsAnswer, gridRowsQueryKey, startEarlyRows } from '../grid-model/early-rows';
import type { BootPayload, FirstScreenHint } from '../schema-store/first-screen-hint';
import { fetchOpeningView, openingViewKey, type ViewCalls } from './opening-view-calls';

/**
 * The first screen started from the page's own hint (the server's `BootPayload`): on a grid page's
 * address, its rows and its opening view are asked for as soon as the API client exists, beside the
 * schemas bundle, instead of each waiting for the schemas and the shell's and grid's code. The rows go in the early-rows slot the grid page takes from (same query key); a view
 * whose filters change the query asks again and the early answer is dropped.
 *
 * These calls go through a quiet client: no error dialog, no sign-out on a refusal. Whether the
 * user may see the page (and use saved views) is known only once the settings are in: a refusal of
 * the early rows is left to the page, which asks again with its own call and handles the refusal as
 * always; the early view is dropped unread when the page will not take it (preloadOpeningView).
 */
export interface FirstScreen {
  hint: FirstScreenHint;
  /** The client the early calls go through (same token and headers, no handlers). */
  api: ApiClient;
}

/** The hint when it is for this address: its page, without a query (filters or a view in the address change the first call). */
export function hintForAddress(payload: BootPayload, location: { pathname: string; search: string }): FirstScreenHint | undefined {
  const hint = payload.firstScreen;
  if (!hint || location.search.replace(/^\?/, '') !== '') return undefined;
  return location.pathname.replace(/^\/+|\/+$/g, '') === hint.page ? hint : undefined;
}

/** A client like the console's own (baseUrl, token, language, version), without its handlers. */
export function quietClient(options: Pick<ApiClientOptions, 'baseUrl' | 'token' | 'language' | 'clientVersion' | 'fetch'>): ApiClient {
  const none = () => undefined;
  return createApiClient({
    ...options,
    paths: () => ({}),
    handlers: { onUnauthorized: none, onError: none, onMultiStatus: none, onUserChoice: async () => undefined },
  });
}

/** Asks for the hinted grid's rows now, kept under the grid page's query key for `owner` (the console's API client). */
export function startFirstScreenRows(owner: object, screen: FirstScreen): void {
  const { gridId, rows } = screen.hint;
  const query = rows.query as Record<string, QueryValue>;
  startEarlyRows(owner, earlyRowsKey(gridRowsQueryKey(gridId, 'all', query)), () =>
    screen.api.request(rows.method, rows.path, { query, silent: true }).then(gridRowsAnswer, (error: unknown) => {
      // A list route the server does not have (404): the grid's notice, as the page's own call gives.
      if (isApiError(error) && error.status === 404) return { rows: [], totalCount: 0, unavailable: true };
      throw error;
    }),
  );
}

/**
 * Asks for the hinted grid's opening view now (its views, the primary views, then the picked
 * view's detail), kept where the grid page takes it (openingViewKey, taken once). A list that
 * fails counts as empty, as when the page asks itself. `api` answers them (the first screen's one
 * call's parts, first-screen-parts.ts), by default the quiet client.
 */
export function startFirstScreenView(queryClient: ViewCalls['queryClient'], screen: FirstScreen, api: ViewCalls['api'] = screen.api): void {
  const owner = screen.hint.viewOwner;
  const quiet: ViewCalls = { api, queryClient };
  void queryClient
    .prefetchQuery({ queryKey: openingViewKey(owner, undefined), staleTime: Infinity, queryFn: () => fetchOpeningView(quiet, owner, undefined) })
    .catch(() => undefined);
}
