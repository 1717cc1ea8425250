import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RouteDefinition } from '@cockpit/contracts';
import { registerRoute, type RouteHandler } from '../http/register-route';
import type { AppContext } from '../context';
import { isListViewName, listReadPermission, routePermission } from '../permissions/door-permissions';
import { limitsFor } from '../settings/limits';
import { FIELDS_PARAM, fieldProjection } from './field-projection';
import { keptAnswerPayload } from './kept-answer-bytes';
import { createListAnswerCache, type ListAnswerCache, type RefreshKept } from './list-answer-cache';
import { wholeListRefresh } from './list-row-refresh';
import { listPage, listRows, type RawQuery } from './list-query';
import type { ListView } from './list-view';

/** One answer cache per server (its database), shared by every list route. */
const caches = new WeakMap<AppContext, ListAnswerCache>();

export function listAnswerCacheOf(ctx: AppContext): ListAnswerCache | undefined {
  if (ctx.config.listAnswerCache === false) return undefined;
  let cache = caches.get(ctx);
  // On PGlite the snapshot is read first and the tables' counts only after a commit (list-answer-cache.ts).
  if (!cache) caches.set(ctx, (cache = createListAnswerCache(ctx.db, { snapshotFirst: ctx.db.kind === 'pglite' })));
  return cache;
}

/** The query string in one order, so that the same page asked two ways is one key. */
function canonicalQuery(query: RawQuery): string {
  return JSON.stringify(
    Object.entries(query)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  );
}

/**
 * GET <path>: without skip/take the classic answer { result: rows } (up to rowsLimit); with them
 * the server-side page { result: { data, totalCount } } (take up to takeLimit). The permission it
 * needs is the view's entry in the door table (src/permissions/door-permissions.ts), the same one
 * the live hub asks before it lets a connection listen to the view.
 */
export function registerListRoute(app: FastifyInstance, ctx: AppContext, route: string | RouteDefinition, view: ListView): void {
  const path = typeof route === 'string' ? route : route.path;
  // The contract in schemas/lists/ publishes view.path; a route elsewhere would make it lie.
  if (view.path !== undefined && view.path !== path) throw new Error(`${view.name} is published at ${view.path} but registered at ${path}`);
  const handler = async (request: FastifyRequest<{ Querystring: RawQuery }>, reply: FastifyReply) => {
    const caller = request.caller;
    const limits = await limitsFor(ctx, caller);
    const req = { businessUnitId: caller.businessUnitId, query: request.query };
    const paged = request.query.skip !== undefined || request.query.take !== undefined;
    const compute = () => (paged ? listPage(ctx.db, view, req, limits.takeLimit) : listRows(ctx.db, view, req, limits.rowsLimit));
    const cache = listAnswerCacheOf(ctx);
    if (!cache) return { result: await compute() };
    // Refused (400) before anything is kept; the same fields asked in another order are one answer.
    const fields = fieldProjection(view, request.query);
    const keyQuery = fields ? { ...request.query, [FIELDS_PARAM]: fields.join(',') } : request.query;
    // Everything the answer depends on: the view, the caller's unit, the caller's limit and the query (its projection too).
    const key = `${view.name}\u0000${caller.businessUnitId}\u0000${paged ? `page ${limits.takeLimit}` : `rows ${limits.rowsLimit}`}\u0000${canonicalQuery(keyQuery)}`;
    const rowsOf = (answer: unknown[] | { data: unknown[] }) => (Array.isArray(answer) ? answer.length : answer.data.length);
    // A whole list kept by rows: after a write to its base table only the changed rows are read (list-row-refresh.ts).
    const byRows = paged ? undefined : wholeListRefresh(ctx.db, view, req, limits.rowsLimit);
    const answer = byRows ? await cache.answer(view, key, byRows.compute, rowsOf, byRows.refresh as RefreshKept<unknown[]>) : await cache.answer(view, key, compute, rowsOf);
    // A kept answer is sent as bytes serialised and compressed once, not per request.
    return keptAnswerPayload(request, reply, answer);
  };
  // A host list's door is in LIST_READ; a plugin's list view names its own (readPermission).
  const door = !isListViewName(view.name) && view.readPermission !== undefined ? view.readPermission : listReadPermission(view.name);
  if (typeof route === 'string') {
    app.get<{ Querystring: RawQuery }>(path, { config: routePermission(door) }, handler);
    return;
  }
  // The table's route names the same door as the hub (LIST_READ); a different one would open one door wider.
  if (route.permission !== door) throw new Error(`${route.key} needs ${String(route.permission)} but the ${view.name} list's door needs ${String(door)}`);
  registerRoute(app, route, handler as unknown as RouteHandler<RouteDefinition>);
}
