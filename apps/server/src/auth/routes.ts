import type { FastifyInstance } from 'fastify';
import { routes } from '@cockpit/contracts';
import type { AppContext } from '../context';
import { registerRoute } from '../http/register-route';
import { signIn, userAgentOf } from './sign-in';
import { createSignInGuard } from './attempt-limits';
import { openIdRoutes, postLogoutRedirectUri } from './openid-routes';

const { Authentication, UserSession } = routes;
/** The heartbeat's answer, the same object every time. */
const HEARTBEAT_ANSWER = { result: true } as const;

/** Sign-in, session heartbeat and logout. */
export async function authRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  // Failed sign-ins are limited per user name and per client address (ASVS v4 §2.2.1): 429 with Retry-After.
  const limitFailures = await createSignInGuard(app, ctx.config.attemptLimits);
  registerRoute(app, Authentication.user, async (request, reply) => {
    const language = request.headers['x-lang-code'];
    const result = await limitFailures(request, reply, () =>
      signIn(ctx, {
        ...request.body,
        language: typeof language === 'string' ? language : undefined,
        clientVersion: typeof request.headers['client-version'] === 'string' ? request.headers['client-version'] : undefined,
        userAgent: userAgentOf(request.headers),
      }),
    );
    return { result };
  });

  // The check answers whether the business unit has the OpenIdConnect feature; the provider is the
  // server's setting (OIDC_ISSUER), and the sign-in itself is in openid-routes.ts.
  registerRoute(app, Authentication.openIdEnabled, async (request) => {
    const name = request.query.businessUnitName;
    if (!name) return { result: false };
    const { rows } = await ctx.db.query(
      `select 1 from business_unit_features f join business_units b on b.id = f.business_unit_id
          where lower(b.name) = lower($1) and f.feature = 'OpenIdConnect'`,
      [name],
    );
    return { result: rows.length > 0 };
  });

  const openId = await openIdRoutes(app, ctx);

  // Most heartbeats commit nothing: the session's last-seen time is kept in memory and written
  // when it matters (auth/session-last-seen.ts); what is kept is written when the server closes.
  registerRoute(app, UserSession.heartbeat, async (request) => {
    await ctx.sessions.heartbeat(request.caller.sessionId);
    return HEARTBEAT_ANSWER;
  });
  app.addHook('onClose', async () => ctx.sessions.close().catch((err: unknown) => ctx.log.warn({ err }, 'Sessions last seen not written at close')));

  // A session opened through the OpenId provider ends there too (RP-initiated logout): the answer
  // carries the provider's logout address, where the console sends the browser; the provider
  // ends its own session and sends the browser back to the sign-in page. Otherwise the next
  // OpenId sign-in on this PC would pass as the same person without a password.
  registerRoute(app, UserSession.logout, async (request) => {
    const sessionId = request.caller.sessionId;
    const { rows } = await ctx.db.query<{ id_token: string | null }>('select id_token from user_sessions where id = $1', [sessionId]);
    await ctx.sessions.end(sessionId);
    // The ID token is not kept past the session it was for.
    if (rows[0]?.id_token) await ctx.db.query('update user_sessions set id_token = null where id = $1', [sessionId]);
    const idToken = rows[0]?.id_token;
    if (idToken) {
      const endSessionUrl = await openId.endSessionUrl(idToken, postLogoutRedirectUri(request)).catch((err: unknown) => {
        ctx.log.warn({ err }, 'OpenId logout address unavailable');
        return undefined;
      });
      if (endSessionUrl) return { result: { endSessionUrl } };
    }
    return { result: true as const };
  });
}
