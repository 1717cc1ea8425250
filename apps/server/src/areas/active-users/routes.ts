import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { routes } from '@cockpit/contracts';
import { notFound, refused } from '../../http/errors';
import { registerRoute } from '../../http/register-route';

/**
 * The active-users page's second call (GET /api/UserSession/active lists who is signed in): an
 * administrator ends a session of the business unit. It is ended the way logout ends it
 * (ctx.sessions.end): its tokens are refused from the next request and its hub connections close.
 */
export async function activeUserRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  registerRoute(app, routes.UserSession.end, async (request) => {
    const caller = request.caller;
    if (request.params.id === caller.sessionId) throw refused('ActiveUsers.OwnSession', 'Use logout to end your own session');
    const { rows } = await ctx.db.query<{ id: string }>('select id from user_sessions where id = $1 and business_unit_id = $2 and ended_at is null', [
      request.params.id,
      caller.businessUnitId,
    ]);
    if (!rows[0]) throw notFound('Session not found');
    await ctx.sessions.end(rows[0].id);
    return { result: true };
  });
}
