/**
 * The routes that write a list's rows: each writes in one transaction, then publishes what it
 * changed to the live grids of the list and answers as the list reads the rows. A plugin gives the
 * service functions (its rules); the order of write, publish and answer is the same everywhere.
 */
import type { AnswerOf, BodyOf, RouteDefinition } from '@cockpit/contracts';
import type { FastifyInstance } from 'fastify';
import type { Caller } from '../auth/caller';
import type { AppContext } from '../context';
import type { Queryable } from '../db/types';
import { deleteEach } from '../http/delete-each';
import { sendMultiStatus } from '../http/multi-status';
import { registerRoute } from '../http/register-route';
import type { ListView } from '../lists/list-view';
import { publishDeleted, publishRows } from '../lists/publish-rows';

/** The new row (its id from `create`) as the list reads it: the answer and the live grids' new row. */
export function registerCreateRow<R extends RouteDefinition>(
  app: FastifyInstance,
  ctx: AppContext,
  route: R,
  view: ListView,
  create: (tx: Queryable, businessUnitId: number, body: BodyOf<R>, caller: Caller) => Promise<number>,
): void {
  registerRoute(app, route, async (request) => {
    const bu = request.caller.businessUnitId;
    const id = await ctx.db.transaction((tx) => create(tx, bu, request.body as BodyOf<R>, request.caller));
    const [row] = await publishRows(ctx, view, bu, [id]);
    return { result: row } as AnswerOf<R>;
  });
}

/**
 * The row the body names by its `id`, updated with the rest of the body; `after` publishes the rows
 * of other lists that show its fields (live grids would keep the old ones).
 */
export function registerUpdateRow<R extends RouteDefinition>(
  app: FastifyInstance,
  ctx: AppContext,
  route: R,
  view: ListView,
  update: (tx: Queryable, businessUnitId: number, id: number, input: Omit<BodyOf<R>, 'id'>) => Promise<void>,
  after?: (businessUnitId: number, id: number) => Promise<unknown>,
): void {
  registerRoute(app, route, async (request) => {
    const bu = request.caller.businessUnitId;
    const { id, ...input } = request.body as BodyOf<R> & { id: number };
    await ctx.db.transaction((tx) => update(tx, bu, id, input));
    const [row] = await publishRows(ctx, view, bu, [id]);
    await after?.(bu, id);
    return { result: row } as AnswerOf<R>;
  });
}

export interface DeleteRows {
  deleteOne(tx: Queryable, businessUnitId: number, id: number): Promise<void>;
  /** The failed line of a row another table still points at. */
  inUse: { code: string; message: string };
  /** The rows' business names for the failed lines (LABEL_SQL). */
  labelSql: string;
  /** The title of the 207 answer's failed lines (a translation key). */
  notDeleted: string;
}

/**
 * The rows of the query's `ids`, deleted one by one in one transaction: a row a rule refuses or
 * another table still points at is a failed line of a 207 answer, the others go; the deleted rows
 * leave the live grids.
 */
export function registerDeleteRows<R extends RouteDefinition>(app: FastifyInstance, ctx: AppContext, route: R, view: ListView, rows: DeleteRows): void {
  registerRoute(app, route, async (request, reply) => {
    const bu = request.caller.businessUnitId;
    const { ids } = request.query as { ids: number[] };
    const result = await ctx.db.transaction((tx) => deleteEach(tx, ids, (id) => rows.deleteOne(tx, bu, id), rows.inUse, { sql: rows.labelSql, businessUnitId: bu }));
    publishDeleted(ctx, view.name, bu, result.deleted);
    return sendMultiStatus(reply, result.deleted.length, result.failed, rows.notDeleted);
  });
}
