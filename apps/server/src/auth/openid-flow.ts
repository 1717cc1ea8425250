import { randomBytes } from 'node:crypto';
import * as client from 'openid-client';
import type { AppContext } from '../context';
import { HttpError, badRequest, forbidden } from '../http/errors';
import { startSession, type SessionUser, type SignInResult } from './sign-in';

/**
 * OpenID Connect sign-in (feature OpenIdConnect), authorization code flow with PKCE. openid-client
 * does the protocol (discovery, PKCE, state check, code exchange, ID token validation); this file
 * keeps the short-lived pieces between the steps on the server, never in the browser.
 */

export const OPENID_NOT_ENABLED = 'OpenId sign-in is not enabled for this business unit.';
export const OPENID_NOT_CONFIGURED = 'No OpenId provider is configured on this server.';
export const OPENID_UNAVAILABLE = 'The OpenId provider cannot be reached. Try again later.';

/** Callback failures, passed to the console's sign-in page as ?oidcError=<code> (translated there). */
export type OpenIdFailure = 'expired' | 'unknownUser' | 'refused' | 'failed';

/** A started sign-in, found again by its state when the provider sends the user back. */
interface Pending {
  businessUnitId: number;
  codeVerifier: string;
  redirectUri: string;
  language?: string;
  expires: number;
}

/** A finished sign-in waiting for the console to fetch its token by the one-time code. */
interface Finished {
  result: SignInResult & { userName: string };
  expires: number;
}

const PENDING_TTL_MS = 10 * 60_000;
const FINISHED_TTL_MS = 60_000;
/** Unauthenticated callers create pending entries: a cap keeps the memory bounded. */
const MAX_ENTRIES = 10_000;

/** A map whose entries expire, oldest dropped first when it is full. */
class ShortLived<T extends { expires: number }> {
  private readonly entries = new Map<string, T>();
  put(key: string, value: T): void {
    this.sweep();
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, value);
  }
  /** Removes and returns the entry: each key is used once. */
  take(key: string): T | undefined {
    const value = this.entries.get(key);
    this.entries.delete(key);
    return value && value.expires > Date.now() ? value : undefined;
  }
  private sweep(): void {
    const now = Date.now();
    for (const [key, value] of this.entries) if (value.expires <= now) this.entries.delete(key);
  }
}

export interface OpenIdFlow {
  /** The provider's authorization address for a new sign-in to the business unit. */
  authorizationUrl(businessUnitName: string, redirectUri: string, language?: string): Promise<string>;
  /** Finishes the sign-in from the provider's redirect; answers the one-time code for the console. */
  /** userAgent: the browser's, recorded on the session (active users). */
  callback(callbackUrl: URL, state: string, userAgent?: string): Promise<{ code: string } | { failure: OpenIdFailure }>;
  /** The session token of a finished sign-in, once. */
  redeem(code: string): (SignInResult & { userName: string }) | undefined;
  /**
   * The provider's logout address for a session signed in through it (RP-initiated logout): its
   * end_session_endpoint with the session's ID token as id_token_hint and where to come back to.
   * Undefined when the provider has no such endpoint.
   */
  endSessionUrl(idToken: string, postLogoutRedirectUri: string): Promise<string | undefined>;
}

export function createOpenIdFlow(ctx: AppContext): OpenIdFlow {
  const settings = ctx.config.openId;
  const pending = new ShortLived<Pending>();
  const finished = new ShortLived<Finished>();
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
      const codeVerifier = client.randomPKCECodeVerifier();
      const state = client.randomState();
      pending.put(state, { businessUnitId: rows[0].id, codeVerifier, redirectUri, language, expires: Date.now() + PENDING_TTL_MS });
      return client
        .buildAuthorizationUrl(config, {
          redirect_uri: redirectUri,
          scope: 'openid profile',
          code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
          code_challenge_method: 'S256',
          state,
          ...(settings.prompt ? { prompt: settings.prompt } : {}),
        })
        .toString();
    },

    async callback(callbackUrl, state, userAgent) {
      const started = pending.take(state);
      if (!started) return { failure: 'expired' };
      if (callbackUrl.searchParams.has('error')) return { failure: 'refused' };
      let claims: client.IDToken | undefined;
      let idToken: string | undefined;
      try {
        const config = await configuration();
        // The address the provider redirected to, as registered: the query is the provider's.
        const current = new URL(started.redirectUri);
        current.search = callbackUrl.search;
        const tokens = await client.authorizationCodeGrant(config, current, { pkceCodeVerifier: started.codeVerifier, expectedState: state });
        claims = tokens.claims();
        idToken = tokens.id_token;
      } catch (error) {
        ctx.log.warn({ err: error }, 'OpenId code exchange failed');
        return { failure: 'failed' };
      }
      const name = typeof claims?.preferred_username === 'string' && claims.preferred_username ? claims.preferred_username : claims?.sub;
      if (!name) return { failure: 'failed' };
      const { rows } = await ctx.db.query<SessionUser>(
        `select u.id, u.user_name, u.default_language, u.picture, u.business_unit_id, b.name as business_unit_name, u.must_change_password
           from users u join business_units b on b.id = u.business_unit_id
          where b.id = $1 and lower(u.user_name) = lower($2) and u.is_active and not u.deleted`,
        [started.businessUnitId, name],
      );
      if (!rows[0]) return { failure: 'unknownUser' };
      // The provider proved who the user is: a password change at sign-in does not apply.
      const result = await startSession(ctx, { ...rows[0], must_change_password: false }, { language: started.language, userAgent, idToken });
      const code = randomBytes(32).toString('base64url');
      finished.put(code, { result: { ...result, userName: rows[0].user_name }, expires: Date.now() + FINISHED_TTL_MS });
      return { code };
    },

    redeem(code) {
      return finished.take(code)?.result;
    },

    async endSessionUrl(idToken, postLogoutRedirectUri) {
      const config = await configuration();
      if (!config.serverMetadata().end_session_endpoint) return undefined;
      return client.buildEndSessionUrl(config, { id_token_hint: idToken, post_logout_redirect_uri: postLogoutRedirectUri }).toString();
    },
  };
}

export const invalidCode = () => badRequest('The OpenId sign-in has expired or was already used. Sign in again.');
