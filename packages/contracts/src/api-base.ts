import type { HttpMethod, RouteDefinition, RouteRef } from './define-route';

/**
 * Where the API lives on the server. Every route declares its path relative to this base
 * (`Stock/description`); defineRoute adds the base, so that it is written here and nowhere else.
 * Imports only types, so that a page's first script may use it without the route table.
 */
export const API_BASE = '/api/';

/** The API's path of a path relative to its base: `apiPath('Kpi')` is `/api/Kpi`. */
export function apiPath(relative: string): string {
  if (relative.startsWith('/')) throw new Error(`API path "${relative}" must be relative to ${API_BASE} (write it without the leading slash)`);
  return API_BASE + relative;
}

/** Whether a request's path (without its query) is a call of the API. */
export function isApiPath(path: string): boolean {
  return path.startsWith(API_BASE);
}

/** Where a call is, with its path relative to the API's base: what a route declares, without its schemas. */
export interface Door {
  readonly key: string;
  readonly method: HttpMethod;
  readonly path: string;
}

/**
 * The reference of a route from its door (the API's base put before its path), typed as the
 * route's definition: for a page that calls the route without loading its schemas (TypeBox).
 */
export function refOfDoor<R extends RouteDefinition>(door: Door): RouteRef<R> {
  return { key: door.key, method: door.method, path: apiPath(door.path) };
}
