import type { ApiClient } from '../api/client';
import { useRuntime } from './RuntimeContext';

/**
 * The API client for a plugin's component (page, widget, KPI tile, modal): `api.call(route, {
 * params, query, body })` with a route of the route table (or `api.route(key)` for a key a schema
 * names), signed in as the user, so the server applies the user's permissions and business unit.
 * Use it inside TanStack Query (`useQuery(routeQueryOptions(api, route))`) to share and refresh answers.
 */
export function useApi(): ApiClient {
  return useRuntime().api;
}
