import { createHash, randomBytes } from 'node:crypto';
import * as client from 'openid-client';
import type { AppContext } from '../context';
import { HttpError, badRequest, forbidden } from '../http/errors';
import { startSession, type SignInResult } from './sign-in';
import { FLOW_TTL_SECONDS, openFlowState, sealFlowState, type FlowState } from './openid-flow-cookie';
import { linkedUser } from './openid-links';

/**
 * OpenID Connect sign-in (feature OpenIdConnect), authorization code flow with PKCE and a nonce.
 * openid-client does the protocol (discovery, PKCE, state and nonce checks, code exchange, ID token
 * validation). What a started sign-in needs at the callback (state, nonce, PKCE verifier, business
 * unit) travels in a signed cookie of the browser that started it (openid-flow-cookie.ts), never in
 * server memory. The user is the one linked to the provider's issuer and subject in that business
 * unit (openid-links.ts); a name alone never signs anyone in.
 */

export const OPENID_NOT_ENABLED = 'OpenId sign-in is not enabled for this business unit.';
export const OPENID_NOT_CONFIGURED = 'No OpenId provider is configured on this server.';
export const OPENID_UNAVAILABLE = 'The OpenId provider cannot be reached. Try again later.';

/** Callback failures, passed to the console's sign-in page as ?oidcError=<code> (translated there). */
export type OpenIdFailure = 'expired' | 'unknownUser' | 'refused' | 'failed';

/** How long a finished sign-in waits for the console to fetch its token by the one-time code. */
const FINISHED_TTL_SECONDS = 60;

const codeHash = (code: string) => createHash('sha256').update(code).digest('hex');

export interface OpenIdFlow {
  /**
   * The provider's authorization address for a new sign-in to the business unit, and the sealed
   * state for the browser's cookie (openid-flow-cookie.ts).
   */
  authorizationUrl(businessUnitName: string, redirectUri: string, language?: string): Promise<{ url: string; cookie: string }>;
  /**
   * Finishes the sign-in from the provider's redirect with the state from the browser's cookie;
   * answers the one-time code for the console. userAgent: the browser's, recorded on the session.
   */
  callback(callbackUrl: URL, cookie: string | undefined, userAgent?: string): Promise<{ code: string } | { failure: OpenIdFailure }>;
  /** The session token of a finished sign-in, once. */
  redeem(code: string): Promise<(SignInResult & { userName: string }) | undefined>;
  /**
   * The provider's logout address for a session signed in through it (RP-initiated logout): its
   * end_session_endpoint with the session's ID token as id_token_hint and where to come back to.
   * Undefined when the provider has no such endpoint.
   */
  endSessionUrl(idToken: string, postLogoutRedirectUri: string): Promise<string | undefined>;
  /** The configured provider's issuer (what links are recorded for), undefined when none is configured. */
  readonly issuer: string | undefined;
}

export function createOpenIdFlow(ctx: AppContext, cookieKey: Buffer): OpenIdFlow {
  const settings = ctx.config.openId;
  let discovered: Promise<client.Configuration> | undefined;

  /** The provider's metadata, fetched once (again after a failure). */
  const configuration = (): Promise<client.Configuration> => {
    if (!settings.issuer) throw new HttpError(503, 'OpenIdNotConfigured', OPENID_NOT_CONFIGURED);
    const issuer = new URL(settings.issuer);
    discovered ??= client
      .discovery(
        issuer,
        settings.clientId,
        settings.clientSecret,
        settings.clientSecret ? client.ClientSecretPost(settings.clientSecret) : client.None(),
        // A provider on the local network is often plain http (the demo provider is).
        issuer.protocol === 'http:' ? { execute: [client.allowInsecureRequests] } : undefined,
      )
      .catch((error: unknown) => {
        discovered = undefined;
        ctx.log.warn({ err: error }, 'OpenId discovery failed');
        throw new HttpError(503, 'OpenIdUnavailable', OPENID_UNAVAILABLE);
      });
    return discovered;
  };

  return {
    async authorizationUrl(businessUnitName, redirectUri, language) {
      const { rows } = await ctx.db.query<{ id: number }>(
        `select b.id from business_units b join business_unit_features f on f.business_unit_id = b.id
          where lower(b.name) = lower($1) and f.feature = 'OpenIdConnect'`,
        [businessUnitName],
      );
      if (!rows[0]) throw forbidden(OPENID_NOT_ENABLED);
      const config = await configuration();
      const flow: FlowState = {
        businessUnitId: rows[0].id,
        state: client.randomState(),
        nonce: client.randomNonce(),
        codeVerifier: client.randomPKCECodeVerifier(),
        redirectUri,
        language,
        expires: Date.now() + FLOW_TTL_SECONDS * 1000,
      };
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: 'openid profile',
        code_challenge: await client.calculatePKCECodeChallenge(flow.codeVerifier),
        code_challenge_method: 'S256',
        state: flow.state,
        nonce: flow.nonce,
        ...(settings.prompt ? { prompt: settings.prompt } : {}),
      });
      return { url: url.toString(), cookie: sealFlowState(cookieKey, flow) };
    },

    async callback(callbackUrl, cookie, userAgent) {
      const started = openFlowState(cookieKey, cookie);
      // No cookie (another browser, or it expired) or one for another sign-in: nothing to finish.
      if (!started || started.state !== callbackUrl.searchParams.get('state')) return { failure: 'expired' };
      if (callbackUrl.searchParams.has('error')) return { failure: 'refused' };
      let claims: client.IDToken | undefined;
      let idToken: string | undefined;
      try {
        const config = await configuration();
        // The address the provider redirected to, as registered: the query is the provider's.
        const current = new URL(started.redirectUri);
        current.search = callbackUrl.search;
        const tokens = await client.authorizationCodeGrant(config, current, {
          pkceCodeVerifier: started.codeVerifier,
          expectedState: started.state,
          expectedNonce: started.nonce,
        });
        claims = tokens.claims();
        idToken = tokens.id_token;
      } catch (error) {
        ctx.log.warn({ err: error }, 'OpenId code exchange failed');
        return { failure: 'failed' };
      }
      if (!claims?.iss || !claims.sub) return { failure: 'failed' };
      const user = await linkedUser(ctx.db, started.businessUnitId, claims.iss, claims.sub);
      if (!user) {
        ctx.log.info({ businessUnitId: started.businessUnitId, issuer: claims.iss }, 'OpenId sign-in refused: no user of the business unit is linked to this provider account');
        return { failure: 'unknownUser' };
      }
      // The provider proved who the user is: a password change at sign-in does not apply.
      const result = await startSession(ctx, { ...user, must_change_password: false }, { language: started.language, userAgent, idToken });
      const code = randomBytes(32).toString('base64url');
      await ctx.db.query('delete from openid_sign_in_codes where expires_at <= now()');
      await ctx.db.query(`insert into openid_sign_in_codes (code_hash, result, expires_at) values ($1, $2, now() + make_interval(secs => $3))`, [
        codeHash(code),
        JSON.stringify({ ...result, userName: user.user_name }),
        FINISHED_TTL_SECONDS,
      ]);
      return { code };
    },

    async redeem(code) {
      // Used once: the row is gone whether or not it was still valid.
      const { rows } = await ctx.db.query<{ result: SignInResult & { userName: string }; valid: boolean }>(
        'delete from openid_sign_in_codes where code_hash = $1 returning result, expires_at > now() as valid',
        [codeHash(code)],
      );
      return rows[0]?.valid ? rows[0].result : undefined;
    },

    async endSessionUrl(idToken, postLogoutRedirectUri) {
      const config = await configuration();
      if (!config.serverMetadata().end_session_endpoint) return undefined;
      return client.buildEndSessionUrl(config, { id_token_hint: idToken, post_logout_redirect_uri: postLogoutRedirectUri }).toString();
    },

    issuer: settings.issuer,
  };
}

export const invalidCode = () => badRequest('The OpenId sign-in has expired or was already used. Sign in again.');
