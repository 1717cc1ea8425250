import type { FastifyInstance, FastifyRequest } from 'fastify';
import { routes } from '@cockpit/contracts';
import { HUB_PATH } from '@cockpit/core/live';
import { registerRoute } from '../http/register-route';
import type { Caller } from '../auth/caller';
import { bearerToken } from '../auth/authenticate';
import type { HubTokens } from './hub-token';
import { sessionExpiry } from './hub-token';
import type { ConnectionTokens } from './connection-tokens';

/** The hub's address as the client reached us (a proxy in front says so in X-Forwarded-*). */
function hubUrl(request: FastifyRequest): string {
  const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.split(',')[0]?.trim();
  const proto = first(request.headers['x-forwarded-proto']) || request.protocol;
  const host = first(request.headers['x-forwarded-host']) || request.host;
  return `${proto}://${host}${HUB_PATH}`;
}

/**
 * The live-update settings (routes.LiveHub.viewHub, packages/contracts/src/routes/live.ts) and POST /hubs/view/negotiate.
 * Negotiate is outside /api, so it authenticates itself with the same authenticator.
 */
export async function hubRoutes(
  app: FastifyInstance,
  deps: { authenticate: (token: string | undefined) => Promise<Caller>; tokens: HubTokens; pending: ConnectionTokens },
): Promise<void> {
  registerRoute(app, routes.LiveHub.viewHub, async (request) => {
    const token = await deps.tokens.sign(request.caller, sessionExpiry(bearerToken(request)!));
    return { result: { isAzureSignalR: false, signalREndpoint: hubUrl(request), token } };
  });

  // The client posts an empty text body; this scope takes any body and ignores it, so a stray
  // content type cannot turn negotiate into a 400.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, payload, done) => {
      payload.resume();
      payload.on('end', () => done(null, undefined));
      payload.on('error', (err) => done(err, undefined));
    });
    scope.post<{ Querystring: { negotiateVersion?: string } }>(`${HUB_PATH}/negotiate`, { config: { public: true } }, async (request) => {
      const caller = await deps.authenticate(bearerToken(request));
      const created = deps.pending.create(caller.sessionId);
      const version = Number(request.query.negotiateVersion ?? 0) >= 1 ? 1 : 0;
      const availableTransports = [{ transport: 'WebSockets', transferFormats: ['Text'] }];
      // Version 0 has no separate connection token: the client sends the connection id back.
      if (version === 0) return { connectionId: created.connectionToken, availableTransports };
      return { connectionId: created.connectionId, connectionToken: created.connectionToken, negotiateVersion: 1, availableTransports };
    });
  });
}
