import type { RouteDefinition, RouteRef } from '@cockpit/contracts';
import type { ApiClient, CallOptions, ResultOf, RouteCallOptions } from './client';

/** What the query and mutation options need of the API client: typed calls of routes. */
export type RouteCaller = Pick<ApiClient, 'call'>;

/** What a call sends, as the second part of its query key. */
type Sent = Pick<CallOptions, 'query' | 'params' | 'body'>;

/**
 * The query key of a call by its path-table key (`Stock.description`, a grid's or a lookup's call):
 * the key, then what the call sends. A route's key has the same shape, so that invalidating
 * `[routeKey]` reaches every cached answer of that call, made by a route or by a schema's key.
 */
export function callQueryKey(key: string, sent: Sent = {}): readonly [string, Sent] {
  return [key, { query: sent.query, params: sent.params, body: sent.body }] as const;
}

/** A key for TanStack Query: the route's key, then what the call sends. */
export function routeQueryKey<R extends RouteDefinition>(route: R | RouteRef<R>, options: RouteCallOptions<R> = {}): readonly [string, Sent] {
  return callQueryKey(route.key, options as Sent);
}

/** The prefix of every query of a route, whatever it sends: for `invalidateQueries`. */
export function routeKeyPrefix(route: RouteRef): readonly [string] {
  return [route.key] as const;
}

/**
 * The options of a TanStack Query for one call of a route (`useQuery(routeQueryOptions(api, routes.OutgoingOrder.getCustomerInformation, { params: { id } }))`):
 * the key from the route and what it sends, the function that calls it with the query's signal.
 */
export function routeQueryOptions<R extends RouteDefinition>(api: RouteCaller, route: R | RouteRef<R>, options: RouteCallOptions<R> = {}) {
  return {
    queryKey: routeQueryKey(route, options),
    queryFn: ({ signal }: { signal?: AbortSignal }): Promise<ResultOf<R>> => api.call(route, { ...options, signal: options.signal ?? signal }),
  };
}

/** The options of a TanStack mutation of a route: the variables are what the call sends. */
export function routeMutationOptions<R extends RouteDefinition>(api: RouteCaller, route: R | RouteRef<R>, defaults: RouteCallOptions<R> = {}) {
  return {
    mutationKey: routeKeyPrefix(route),
    mutationFn: (variables: RouteCallOptions<R>): Promise<ResultOf<R>> => api.call(route, { ...defaults, ...variables }),
  };
}
