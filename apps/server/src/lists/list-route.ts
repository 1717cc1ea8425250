import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { limitsFor } from '../settings/limits';
import { listPage, listRows, type RawQuery } from './list-query';
import type { ListView } from './list-view';

/**
 * GET <path>: without skip/take the classic answer { result: rows } (up to rowsLimit); with them
 * the server-side page { result: { data, totalCount } } (take up to takeLimit).
 */
export function registerListRoute(app: FastifyInstance, ctx: AppContext, path: string, view: ListView, permission?: string): void {
  // The contract in schemas/lists/ publishes view.path; a route elsewhere would make it lie.
  if (view.path !== undefined && view.path !== path) throw new Error(`${view.name} is published at ${view.path} but registered at ${path}`);
  app.get<{ Querystring: RawQuery }>(path, { config: { permission } }, async (request) => {
    const caller = request.caller;
    const limits = await limitsFor(ctx, caller);
    const req = { businessUnitId: caller.businessUnitId, query: request.query };
    if (request.query.skip !== undefined || request.query.take !== undefined) {
      return { result: await listPage(ctx.db, view, req, limits.takeLimit) };
    }
    return { result: await listRows(ctx.db, view, req, limits.rowsLimit) };
  });
}
