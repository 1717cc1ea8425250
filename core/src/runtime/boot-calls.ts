import type { RouteDefinition, RouteRef } from '@cockpit/contracts';
import { platformRoutes as routes } from '../api/platform-routes';
import type { ResultOf, RouteCallOptions } from '../api/client';
import type { RouteCaller } from '../api/route-query';

/**
 * The calls every page load with a stored session makes first (the schemas bundle and the
 * session's settings), started as soon as the API client exists, beside the catalogue, instead of
 * after the first render: a page load then waits for one round of calls, not three. Each is taken
 * once, by the first bootstrap of the same session (the token it was asked with); any later call,
 * or one after another sign-in, goes out afresh.
 */
/** The session's settings calls, routes of the table that every bootstrap makes. */
export const SESSION_SETTINGS_CALLS = [routes.User.cockpitSettings, routes.User.routesSettings, routes.User.menuSettings, routes.User.current] as const;

export type { RouteCaller };

export interface BootCalls {
  token: string;
  /** The started calls by route key. */
  calls: Map<string, Promise<unknown>>;
}

/** One boot call: the route and what it sends. */
export type BootCall = readonly [RouteRef, RouteCallOptions<RouteDefinition>];

export function startBootCalls(api: RouteCaller, token: string, calls: readonly BootCall[]): BootCalls {
  const started = new Map<string, Promise<unknown>>();
  for (const [route, options] of calls) {
    const promise = api.call(route, options);
    // Read by the bootstrap; until then a refusal must not count as unhandled.
    promise.catch(() => undefined);
    started.set(route.key, promise);
  }
  return { token, calls: started };
}

/** The boot call of the route started for this session, taken once; otherwise the call itself. */
export function bootCall<R extends RouteDefinition>(
  boot: BootCalls | undefined,
  currentToken: string | undefined,
  api: RouteCaller,
  route: R | RouteRef<R>,
  options?: RouteCallOptions<R>,
): Promise<ResultOf<R>> {
  const early = boot && boot.token === currentToken ? boot.calls.get(route.key) : undefined;
  if (early) {
    boot!.calls.delete(route.key);
    // Started for this same route (the map is keyed by its key), so the answer is the route's.
    return early as Promise<ResultOf<R>>;
  }
  return api.call(route, options);
}
