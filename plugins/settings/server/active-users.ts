import type { AnswerOf } from '@cockpit/contracts';
import { notFound, refused, registerRoute, type AppContext, type FastifyInstance } from '@cockpit/server/sdk';
import { UserSession } from '../routes';

/** A session as the active sessions list shows it (the times are sent as ISO texts). */
type ActiveSession = AnswerOf<typeof UserSession.active>['result'][number];

/**
 * The active-users page: the business unit's sessions seen in the last two minutes, and an
 * administrator ends one of them. It is ended the way logout ends it (ctx.sessions.end): its tokens
 * are refused from the next request and its hub connections close.
 */
export async function activeUserRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  registerRoute(app, UserSession.active, async (request) => {
    // Heartbeats kept in memory are written first, so the screen shows who is there as of now.
    await ctx.sessions.writeLastSeen();
    const { rows } = await ctx.db.query<ActiveSession>(
      `select s.id, u.user_name as "userName", u.display_name as "displayName", s.started_at as "startedAt",
              s.last_seen_at as "lastSeenAt", s.client_version as "clientVersion", s.language,
              s.user_agent as "userAgent"
         from user_sessions s join users u on u.id = s.user_id
        where s.business_unit_id = $1 and s.ended_at is null and s.last_seen_at > now() - interval '2 minutes'
        order by s.last_seen_at desc`,
      [request.caller.businessUnitId],
    );
    return { result: rows };
  });

  registerRoute(app, UserSession.end, async (request) => {
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
