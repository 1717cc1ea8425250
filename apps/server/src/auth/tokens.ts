import { SignJWT, jwtVerify, errors } from 'jose';

/** What the access token carries (the enabledFeature claim is a single value or a list). */
export interface TokenClaims {
  sub: string;
  name: string;
  sid: string;
  bu: number;
  buName: string;
  role: string[];
  systemRole: string[];
  enabledFeature: string | string[];
  lang: string;
  /** The password must be changed: the token opens only the at-login password change. */
  pwc?: boolean;
}

export interface TokenService {
  sign(claims: TokenClaims): Promise<string>;
  /** The claims, or undefined with the reason when the token is missing, expired or forged. */
  verify(token: string): Promise<{ claims: TokenClaims } | { error: 'expired' | 'invalid' }>;
  readonly ttlSeconds: number;
}

const ISSUER = 'cockpit';

/**
 * Who a token is for. A session token opens the API; a live-update token opens only the hub (it
 * travels in the WebSocket address, where logs keep it, so it must not be a key to the API).
 */
export const API_AUDIENCE = 'cockpit-api';
export const HUB_AUDIENCE = 'cockpit-hub';

/** Verified tokens kept per service; the oldest is dropped first (a Map keeps insertion order). */
const VERIFIED_CACHE_SIZE = 10_000;

export function createTokenService(secret: Uint8Array, ttlSeconds: number, audience: string = API_AUDIENCE): TokenService {
  const verified = new Map<string, { claims: TokenClaims; expiresAt: number }>();
  return {
    ttlSeconds,
    sign: (claims) =>
      new SignJWT({ ...claims })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuer(ISSUER)
        .setAudience(audience)
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
        .sign(secret),
    async verify(token) {
      // A token verified before is taken from the cache until it expires: the HMAC check and the
      // claims' parsing were about a sixth of a signed-in call's CPU (issue 10's throughput). Only
      // tokens that passed are kept, keyed by their whole text, so a forged or altered token is
      // always checked; whether its session was ended is asked on every call (session-check.ts).
      const hit = verified.get(token);
      if (hit) {
        if (Date.now() < hit.expiresAt) return { claims: hit.claims };
        verified.delete(token);
        return { error: 'expired' };
      }
      try {
        const { payload } = await jwtVerify(token, secret, { issuer: ISSUER, audience, algorithms: ['HS256'] });
        if (verified.size >= VERIFIED_CACHE_SIZE) verified.delete(verified.keys().next().value!);
        if (typeof payload.exp === 'number') verified.set(token, { claims: payload as unknown as TokenClaims, expiresAt: payload.exp * 1000 });
        return { claims: payload as unknown as TokenClaims };
      } catch (err) {
        return { error: err instanceof errors.JWTExpired ? 'expired' : 'invalid' };
      }
    },
  };
}
