import type { RouteDefinition } from '@cockpit/contracts';
import type { ApiClient, RouteCallOptions } from './client';

/**
 * The client as the option factories take it. Typed as the client itself, not as a one-signature
 * object: TypeScript infers a generic from the last overload of an overloaded `call` (the call by
 * key), which made every query's data `unknown`; the route alone now decides the answer's type.
 */
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
    queryFn: ({ signal }: { signal?: AbortSignal }) => api.call(route, { ...options, signal: options.signal ?? signal }),
  };
}

/** The options of a TanStack mutation of a route: the variables are what the call sends. */
export function routeMutationOptions<R extends RouteDefinition>(api: RouteCaller, route: R, defaults: RouteCallOptions<R> = {}) {
  return {
    mutationKey: [route.key] as const,
    mutationFn: (variables: RouteCallOptions<R>) => api.call(route, { ...defaults, ...variables }),
  };
}
