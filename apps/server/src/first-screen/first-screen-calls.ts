import { routes } from '@cockpit/contracts';
import { halfOf, type PartsHalf } from '@cockpit/contracts/first-screen-halves';
import { fillPath, toQueryString, type QueryValue } from '@cockpit/core/api';
import { findGridRoute, type LoadedSchemas } from '@cockpit/core/schema-store';
import { DEFAULT_VIEW_ID, initialView, type CustomViewHeader, type PrimaryViewEntry } from '@cockpit/core/views';

/**
 * The calls a page load makes before its first rows, as the console makes them on its own
 * (core/src/runtime): the page's part of the schemas, the session's settings, the user, the texts
 * of the page's first screen in its language and en-GB; on a grid page also its saved views, the
 * primary views and the look-ups its columns and filters show (the opening view's detail follows
 * from the views: `openingViewCall`). Each is answered by the route itself (routes.ts).
 */
export interface PartCall {
  key: string;
  method: string;
  path: string;
  params?: Record<string, string | number>;
  query?: Record<string, QueryValue>;
}

/** The address a call is made at. */
export const callUrl = (call: PartCall): string => fillPath(call.path, call.params) + toQueryString(call.query);

const of = (route: { key: string; method: string; path: string }, sent: Pick<PartCall, 'params' | 'query'> = {}): PartCall => ({
  key: route.key,
  method: route.method,
  path: route.path,
  ...sent,
});

const DEFAULT_LANGUAGE = 'en-GB';

/** The settings calls every page load makes (core/src/runtime/boot-calls.ts). */
const SESSION_CALLS = [routes.User.cockpitSettings, routes.User.routesSettings, routes.User.menuSettings, routes.User.current];

/** A grid page's saved views: whose they are (the route's view name, else the grid's id). */
export function viewOwnerOf(schemas: LoadedSchemas, page: string): string | undefined {
  const found = findGridRoute(schemas, page);
  return found?.grid ? (found.route.viewName ?? found.grid.id) : undefined;
}

/** The look-ups the page's grid shows at once: its columns' labels and its visible filters' options (GET calls without path parameters). */
function lookupCalls(schemas: LoadedSchemas, page: string): PartCall[] {
  const grid = findGridRoute(schemas, page)?.grid;
  if (!grid) return [];
  const sources = [
    ...grid.columns.flatMap((column) => (column.lookup ? [column.lookup] : [])),
    ...(grid.filters ?? []).flatMap((filter) => (!filter.hidden && filter.options && 'call' in filter.options ? [filter.options] : [])),
  ];
  const calls = new Map<string, PartCall>();
  for (const source of sources) {
    const entry = schemas.paths[source.call];
    if (!entry || entry.method !== 'GET' || entry.path.includes('{')) continue;
    const query = 'query' in source && source.query ? (source.query as Record<string, QueryValue>) : undefined;
    const call: PartCall = { key: source.call, method: entry.method, path: entry.path, ...(query && { query }) };
    calls.set(callUrl(call), call);
  }
  return [...calls.values()];
}

/** The calls answered without waiting for another part's answer, of one half (the shell's or the views') or of both. */
export function firstScreenCalls(schemas: LoadedSchemas | undefined, page: string, languageCode: string, only?: PartsHalf): PartCall[] {
  return allFirstCalls(schemas, page, languageCode).filter((call) => !only || halfOf(call.key) === only);
}

function allFirstCalls(schemas: LoadedSchemas | undefined, page: string, languageCode: string): PartCall[] {
  const owner = schemas ? viewOwnerOf(schemas, page) : undefined;
  const languages = [...new Set([languageCode, DEFAULT_LANGUAGE])];
  return [
    of(routes.Schemas.bundle, { query: { page } }),
    ...SESSION_CALLS.map((route) => of(route)),
    ...languages.map((code) => of(routes.Localization.translationsnested, { query: { languageCode: code, page } })),
    ...(owner ? [of(routes.CustomView.header, { query: { owner } }), of(routes.User.primaryViews)] : []),
    ...(schemas ? lookupCalls(schemas, page) : []),
  ];
}

/**
 * The opening view's detail, picked as the console picks it (no view named in the address): the
 * primary view, else the default view; a list the caller could not read counts as empty.
 */
export function openingViewCall(owner: string, views: CustomViewHeader[] | undefined, primaries: PrimaryViewEntry[] | undefined): PartCall {
  const pick = views ? initialView({ views, primaries: primaries ?? [], owner }) : { id: DEFAULT_VIEW_ID };
  return of(routes.CustomView.detail, { params: { id: pick.id }, query: { owner } });
}
