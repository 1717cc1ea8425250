import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { createOpenIdFlow, invalidCode, type OpenIdFlow } from './openid-flow';
import { FLOW_COOKIE, cookieValue, flowCookieHeader, loadOrCreateFlowKey } from './openid-flow-cookie';
import { openIdLinkRoutes } from './openid-links';
import { userAgentOf } from './sign-in';

const CALLBACK_PATH = '/api/Authentication/oidc/callback';

const addressQuery = {
  type: 'object',
  additionalProperties: false,
  required: ['businessUnitName'],
  properties: {
    businessUnitName: { type: 'string', minLength: 1, maxLength: 200 },
    // The console sends these parameters; one provider client serves the console, so they
    // select nothing here.
    clientId: { type: 'string', maxLength: 200 },
    isApportAccount: { type: 'boolean' },
    language: { type: 'string', pattern: '^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8}){0,3}$' },
  },
} as const;

// What an OpenID provider sends back (RFC 6749 §4.1.2, RFC 9207 iss, OIDC session_state).
const callbackQuery = {
  type: 'object',
  additionalProperties: false,
  required: ['state'],
  properties: {
    code: { type: 'string', maxLength: 2000 },
    state: { type: 'string', minLength: 1, maxLength: 200 },
    iss: { type: 'string', maxLength: 2000 },
    session_state: { type: 'string', maxLength: 2000 },
    error: { type: 'string', maxLength: 200 },
    error_description: { type: 'string', maxLength: 2000 },
    error_uri: { type: 'string', maxLength: 2000 },
  },
} as const;

const tokenBody = {
  type: 'object',
  additionalProperties: false,
  required: ['code'],
  properties: { code: { type: 'string', minLength: 1, maxLength: 200 } },
} as const;

interface AddressQuery {
  businessUnitName: string;
  clientId?: string;
  isApportAccount?: boolean;
  language?: string;
}

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

  app.get<{ Querystring: AddressQuery }>('/api/Authentication/oidcAddress', { config: { public: true }, schema: { querystring: addressQuery } }, async (request, reply) => ({
    result: await start(request, reply),
  }));

  app.get<{ Querystring: AddressQuery }>('/api/Authentication/oidc/start', { config: { public: true }, schema: { querystring: addressQuery } }, async (request, reply) =>
    reply.redirect(await start(request, reply)),
  );

  app.get<{ Querystring: { state: string } }>(CALLBACK_PATH, { config: { public: true }, schema: { querystring: callbackQuery } }, async (request, reply) => {
    const outcome = await flow.callback(new URL(request.url, 'http://callback'), cookieValue(request.headers.cookie, FLOW_COOKIE), userAgentOf(request.headers));
    // The state is used once, whatever the outcome.
    reply.header('set-cookie', flowCookieHeader(undefined, secure(request))).header('cache-control', 'no-store');
    return reply.redirect('code' in outcome ? `/login?oidc=${encodeURIComponent(outcome.code)}` : `/login?oidcError=${outcome.failure}`);
  });

  app.post<{ Body: { code: string } }>('/api/Authentication/oidc/token', { config: { public: true }, schema: { body: tokenBody } }, async (request) => {
    const result = await flow.redeem(request.body.code);
    if (!result) throw invalidCode();
    return { result };
  });
  await openIdLinkRoutes(app, ctx);
  return flow;
}
