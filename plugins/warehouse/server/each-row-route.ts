import type { RouteDefinition } from '@cockpit/contracts';
import { actorOf, type AppContext, eachRow, type FastifyInstance, labelFrom, registerRoute, type RouteRequest, sendMultiStatus, type Work } from '@cockpit/server/sdk';

/** A multi-row action of the warehouse: which rows the request selects, and what is done to each. */
export interface EachRowAction<R extends RouteDefinition> {
  ids: (request: RouteRequest<R>) => number[];
  action: (w: Work, id: number, request: RouteRequest<R>) => Promise<unknown>;
  /** SQL of a refused row's name (`$1` its id, `$2` the caller's business unit): an order number, a job name. */
  label?: string;
  /** The answer's title when rows were refused (a translation key). */
  failedTitle?: string;
}

/**
 * Registers a multi-row action: each selected row in a Work of its own (one refused row does not
 * undo the others), answered with how many were done and, in a 207, the refused rows by name.
 */
export function registerEachRow<R extends RouteDefinition>(app: FastifyInstance, ctx: AppContext, route: R, each: EachRowAction<R>): void {
  registerRoute(app, route, async (request, reply) => {
    const actor = actorOf(request);
    const label = each.label ? labelFrom(ctx, actor, each.label) : undefined;
    const r = await eachRow(ctx, actor, each.ids(request), (w, id) => each.action(w, id, request), label);
    return sendMultiStatus(reply, r.successCount, r.failed, each.failedTitle);
  });
}
