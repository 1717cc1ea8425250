import type { ApiClient } from '../api/client';
import { useRuntime } from './RuntimeContext';

/**
 * The API client for a plugin's component (page, widget, KPI tile, modal): `api.call(key, {
 * params, query, body })` with a key of the path table, signed in as the user, so the server
 * applies the user's permissions and business unit. Use it inside TanStack Query
 * (`useQuery({ queryKey: [key], queryFn: () => api.call(key) })`) to share and refresh answers.
 */
export function useApi(): ApiClient {
  return useRuntime().api;
}
