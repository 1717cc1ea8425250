import { decodeJwt } from 'jose';
import type { AppContext } from '../context';
import type { Caller } from '../auth/caller';
import { loadOrCreateSecret } from '../auth/secret';
import { HUB_AUDIENCE, createTokenService, type TokenClaims, type TokenService } from '../auth/tokens';

/**
 * The live-update token. It is a separate, short-lived
 * token, because in the browser it travels in the WebSocket URL (?access_token=...), where proxies
 * and access logs may keep it: it has its own audience, so it opens the hub and nothing else (the
 * API's authenticator refuses it), and a leaked copy is useless after a few minutes. It carries the
 * same claims as the session token, plus `sx`: when the session token itself expires, so an open
 * connection ends with the session and not with this token. The session must still be active.
 */
export const HUB_TOKEN_TTL_SECONDS = 300;

export interface HubTokens {
  sign(caller: Caller, sessionExpiresAt: number): Promise<string>;
  /** Verifies a live-update token (audience cockpit-hub). */
  verify: TokenService['verify'];
}

export async function createHubTokens(ctx: AppContext, ttlSeconds = HUB_TOKEN_TTL_SECONDS): Promise<HubTokens> {
  // Same secret as ctx.tokens (it lives in the database or the config); only the lifetime differs.
  const service: TokenService = createTokenService(await loadOrCreateSecret(ctx.db, ctx.config.jwtSecret), ttlSeconds, HUB_AUDIENCE);
  return {
    verify: (token) => service.verify(token),
    sign(caller, sessionExpiresAt) {
      const claims: TokenClaims & { sx: number } = {
        sub: String(caller.userId),
        name: caller.userName,
        sid: caller.sessionId,
        bu: caller.businessUnitId,
        buName: caller.businessUnitName,
        role: caller.roles.map((r) => r.name),
        systemRole: caller.roles.map((r) => r.systemRole ?? ''),
        enabledFeature: caller.features.length === 1 ? caller.features[0] : caller.features,
        lang: caller.language,
        sx: Math.floor(sessionExpiresAt / 1000),
      };
      return service.sign(claims);
    },
  };
}

/**
 * When the session behind a verified token ends by time (ms): `sx` for a hub token, the token's own
 * expiry for a session token used directly.
 */
export function sessionExpiry(verifiedToken: string): number {
  const payload = decodeJwt(verifiedToken) as { exp?: number; sx?: number };
  const seconds = payload.sx ?? payload.exp;
  return seconds === undefined ? Number.POSITIVE_INFINITY : seconds * 1000;
}
