import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hasPermission, isAdministrator } from '@cockpit/core/permissions';
import { fastifyPath, routes } from '@cockpit/contracts';
import type { AppContext } from '../context';
import { forbidden, unauthorized } from '../http/errors';
import type { Caller } from './caller';
import type { OpenSession } from './session-check';
import type { TokenClaims, TokenService } from './tokens';

export function bearerToken(request: Pick<FastifyRequest, 'headers'>): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [type, token] = header.split(' ');
  return type?.toLowerCase() === 'bearer' && token ? token : undefined;
}

// The session check has a file of its own: the app context holds one, and this file reads the context.
export { createSessionCheck, type SessionCheck } from './session-check';

/**
 * The caller behind verified claims and the open session they name. Who the caller is comes from
 * the signed token; what the caller may do (roles and permissions) comes from the database as of
 * now, never from the token, so a change of rights holds from the user's next request.
 */
export async function callerFromSession(ctx: AppContext, claims: TokenClaims, session: OpenSession): Promise<Caller> {
  const { roles, permissions } = await ctx.permissions.rightsOf(session);
  const features = Array.isArray(claims.enabledFeature) ? claims.enabledFeature : claims.enabledFeature ? [claims.enabledFeature] : [];
  return {
    userId: session.userId,
    userName: session.userName,
    businessUnitId: session.businessUnitId,
    businessUnitName: claims.buName,
    roles,
    features,
    sessionId: claims.sid,
    language: claims.lang,
    isAdmin: isAdministrator(roles),
    permissions,
    mustChangePassword: claims.pwc === true,
  };
}

/**
 * Resolves the caller from a bearer token. The API verifies session tokens only (ctx.tokens, whose
 * audience is the API); the live-update hub passes a verifier that also takes its own tokens.
 * The token's session must be open and belong to the token's user and business unit: a token
 * whose claims name another user or unit than its session is refused, whoever signed it.
 */
export function createAuthenticator(ctx: AppContext, verify: TokenService['verify'] = ctx.tokens.verify) {
  return async (token: string | undefined): Promise<Caller> => {
    if (!token) throw unauthorized();
    const verified = await verify(token);
    if ('error' in verified) throw unauthorized(verified.error === 'expired' ? 'Token expired' : 'Invalid token');
    const { claims } = verified;
    const session = await ctx.sessions.open(claims.sid);
    if (!session) throw unauthorized('Session ended');
    if (String(session.userId) !== claims.sub || session.businessUnitId !== claims.bu) throw unauthorized('Invalid token');
    return callerFromSession(ctx, claims, session);
  };
}

/**
 * Every route needs a valid token unless its own config says public, and holds the permission its
 * config names. Checked here, once, so no route can forget it.
 *
 * The decision is taken on the route the router matched, never on the text of the address: the
 * router decodes `%61pi`, so a check on `request.url` let `/%61pi/...` reach every handler without
 * a caller. A request that matches no route goes to the not-found handler, which runs no business
 * code (a 404, or the console's index.html for a page reload), so it needs no token.
 */
/** What a session whose password must be changed may call: the at-login change and logout. */
export const PASSWORD_CHANGE_ROUTES = new Set([routes.User.changePasswordAtLogin, routes.UserSession.logout].map((route) => `${route.method} ${fastifyPath(route.path)}`));

export function installAuthentication(app: FastifyInstance, ctx: AppContext): void {
  const authenticate = createAuthenticator(ctx);
  app.decorateRequest('caller', null as unknown as Caller);
  app.addHook('onRequest', async (request) => {
    if (request.is404) return;
    const config = request.routeOptions.config as { public?: boolean; permission?: string } | undefined;
    if (config?.public === true) return;
    request.caller = await authenticate(bearerToken(request));
    if (request.caller.mustChangePassword && !PASSWORD_CHANGE_ROUTES.has(`${request.method} ${request.routeOptions.url}`)) {
      throw forbidden('The password must be changed first');
    }
    if (config?.permission && !hasPermission(request.caller.permissions, config.permission, request.caller.roles)) throw forbidden();
  });
}
