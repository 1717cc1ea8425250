import type { RouteRef } from '@cockpit/contracts';

/** The path table (schemas/api-paths/*.json): every call by key, e.g. 'Material.description'. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiPath {
  method: HttpMethod;
  path: string;
  description?: string;
  /** A list route's list (schemas/lists/<list>.json): it takes `fields`, the fields its answer carries. */
  list?: string;
}

export type PathTable = Record<string, ApiPath>;

/** Fills {placeholders} from params (URI-encoded); a missing one is a programming error. */
export function fillPath(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/\{([A-Za-z0-9_]+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '') throw new Error(`Missing value for {${name}} in ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** The route a key of the path table names (its answer unknown); a key the table does not hold is a programming or schema error. */
export function routeOfKey(table: PathTable, key: string): RouteRef {
  const entry = table[key];
  if (!entry) throw new Error(`Unknown API path "${key}": not in the path table`);
  return { key, method: entry.method, path: entry.path };
}
