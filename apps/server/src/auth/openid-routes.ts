import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { routes, type QueryOf } from '@cockpit/contracts';
import type { AppContext } from '../context';
import { registerRoute } from '../http/register-route';
import { createOpenIdFlow, invalidCode, type OpenIdFlow } from './openid-flow';
import { FLOW_COOKIE, cookieValue, flowCookieHeader, loadOrCreateFlowKey } from './openid-flow-cookie';
import { openIdLinkRoutes } from './openid-links';
import { userAgentOf } from './sign-in';

const { Authentication } = routes;
const CALLBACK_PATH = Authentication.oidcCallback.path;

type AddressQuery = QueryOf<typeof Authentication.oidcAddress>;

/** This server's callback address as the browser reaches it (the provider refuses unregistered ones). */
const redirectUri = (request: FastifyRequest) => `${request.protocol}://${request.host}${CALLBACK_PATH}`;
/** Where the provider sends the browser after its logout: the console's sign-in page (registered at the provider too). */
export const postLogoutRedirectUri = (request: FastifyRequest) => `${request.protocol}://${request.host}/login`;

/**
 * OpenID Connect sign-in. The browser goes to the provider and back to the callback, carrying the
 * started sign-in's state in a signed cookie; the callback hands the console a one-time code in the
 * address, which the console exchanges for the session token by a POST, so that the token is never
 * in an address (and the request log shows no query values at all, app.ts).
 */
export async function openIdRoutes(app: FastifyInstance, ctx: AppContext): Promise<OpenIdFlow> {
  const flow = createOpenIdFlow(ctx, await loadOrCreateFlowKey(ctx.db));
  const secure = (request: FastifyRequest) => request.protocol === 'https';

  /** The provider's address; the started sign-in's state goes into the browser's cookie. */
  const start = async (request: FastifyRequest<{ Querystring: AddressQuery }>, reply: FastifyReply) => {
    const { url, cookie } = await flow.authorizationUrl(request.query.businessUnitName, redirectUri(request), request.query.language);
    reply.header('set-cookie', flowCookieHeader(cookie, secure(request))).header('cache-control', 'no-store');
    return url;
  };

  registerRoute(app, Authentication.oidcAddress, async (request, reply) => ({ result: await start(request, reply) }));

  registerRoute(app, Authentication.oidcStart, async (request, reply) => reply.redirect(await start(request, reply)));

  registerRoute(app, Authentication.oidcCallback, async (request, reply) => {
    const outcome = await flow.callback(new URL(request.url, 'http://callback'), cookieValue(request.headers.cookie, FLOW_COOKIE), userAgentOf(request.headers));
    // The state is used once, whatever the outcome.
    reply.header('set-cookie', flowCookieHeader(undefined, secure(request))).header('cache-control', 'no-store');
    return reply.redirect('code' in outcome ? `/login?oidc=${encodeURIComponent(outcome.code)}` : `/login?oidcError=${outcome.failure}`);
  });

  registerRoute(app, Authentication.oidcToken, async (request) => {
    const result = await flow.redeem(request.body.code);
    if (!result) throw invalidCode();
    return { result };
  });
  await openIdLinkRoutes(app, ctx);
  return flow;
}
