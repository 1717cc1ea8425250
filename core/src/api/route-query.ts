import type { RouteDefinition } from '@cockpit/contracts';
import type { ApiClient, ResultOf, RouteCallOptions } from './client';

/** What the option factories need of the client: its typed call (the answer's type comes from the route, not from the client passed). */
type RouteCaller = Pick<ApiClient, 'call'>;

/** A key for TanStack Query: the route's key, then what the call sends. */
export function routeQueryKey<R extends RouteDefinition>(route: R, options: RouteCallOptions<R> = {}): readonly [string, Pick<RouteCallOptions<R>, 'query' | 'params' | 'body'>] {
  return [route.key, { query: options.query, params: options.params, body: options.body }] as const;
}

/**
 * The options of a TanStack Query for one call of a route (`useQuery(routeQueryOptions(api, routes.Stock.outgoingReservations, { params: { id } }))`):
 * the key from the route and what it sends, the function that calls it with the query's signal.
 */
export function routeQueryOptions<R extends RouteDefinition>(api: RouteCaller, route: R, options: RouteCallOptions<R> = {}) {
  return {
    queryKey: routeQueryKey(route, options),
    queryFn: ({ signal }: { signal?: AbortSignal }): Promise<ResultOf<R>> => api.call(route, { ...options, signal: options.signal ?? signal }),
  };
}

/** The options of a TanStack mutation of a route: the variables are what the call sends. */
export function routeMutationOptions<R extends RouteDefinition>(api: RouteCaller, route: R, defaults: RouteCallOptions<R> = {}) {
  return {
    mutationKey: [route.key] as const,
    mutationFn: (variables: RouteCallOptions<R>): Promise<ResultOf<R>> => api.call(route, { ...defaults, ...variables }),
  };
}
