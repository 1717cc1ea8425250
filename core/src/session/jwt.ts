/** Reads the access token's claims in the browser (no verification: the server verifies every call). */
export interface SessionClaims {
  sub: string;
  name: string;
  /** The session id; an administrator may end the session (active-users). */
  sid?: string;
  bu: number;
  buName: string;
  role: string[];
  systemRole: string[];
  enabledFeature?: string | string[];
  exp?: number;
  lang?: string;
}

function base64UrlDecode(input: string): string {
  const padded = input
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(input.length / 4) * 4, '=');
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

export function decodeClaims(token: string | undefined | null): SessionClaims | undefined {
  if (!token) return undefined;
  const part = token.split('.')[1];
  if (!part) return undefined;
  try {
    return JSON.parse(base64UrlDecode(part)) as SessionClaims;
  } catch {
    return undefined;
  }
}

/** An expired token means logout and a move to /login. */
export function isExpired(claims: SessionClaims | undefined, now = Date.now()): boolean {
  return !claims || (claims.exp !== undefined && claims.exp * 1000 <= now);
}

/** The enabledFeature claim is a single value or a list; no token means no features. */
export function featuresOf(claims: SessionClaims | undefined): string[] {
  const f = claims?.enabledFeature;
  if (!f) return [];
  return Array.isArray(f) ? f : [f];
}
