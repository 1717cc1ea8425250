import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { routes } from '@cockpit/contracts';
import type { Db } from '../db/types';

/**
 * The state of a started OpenID sign-in, kept in the browser that started it: an HttpOnly,
 * SameSite=Lax cookie, signed with HMAC-SHA256 by a key of this installation, valid for a few
 * minutes. The callback reads it back, so a callback address opened in another browser (login
 * CSRF) finds no cookie and fails, and the server keeps nothing per started sign-in: unauthenticated
 * callers can start as many as they like without pushing anyone else's out.
 */
export interface FlowState {
  /** The business unit the sign-in is for. */
  businessUnitId: number;
  state: string;
  nonce: string;
  codeVerifier: string;
  redirectUri: string;
  language?: string;
  /** Milliseconds since the epoch after which the cookie is refused. */
  expires: number;
}

export const FLOW_COOKIE = 'cockpit_oidc_flow';
/** The cookie is sent to the sign-in routes only: the folder of the provider's callback (and of the start). */
export const FLOW_COOKIE_PATH = routes.Authentication.oidcCallback.path.slice(0, routes.Authentication.oidcCallback.path.lastIndexOf('/'));
/** Long enough to type a password at the provider, short enough that a forgotten tab does not matter. */
export const FLOW_TTL_SECONDS = 10 * 60;

/** Secret rows that a backup never carries (the settings plugin's server/backup): the key is made again after a restore. */
export const FLOW_KEY_NAME = 'oidc-flow-cookie';

/** The installation's cookie key, kept in the database so that every instance on it accepts the cookie. */
export async function loadOrCreateFlowKey(db: Db): Promise<Buffer> {
  await db.query('insert into server_secrets (name, value) values ($1, $2) on conflict (name) do nothing', [FLOW_KEY_NAME, randomBytes(32).toString('base64')]);
  const { rows } = await db.query<{ value: string }>('select value from server_secrets where name = $1', [FLOW_KEY_NAME]);
  return Buffer.from(rows[0].value, 'base64');
}

const sign = (key: Buffer, payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

export function sealFlowState(key: Buffer, value: FlowState): string {
  const payload = Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');
  return `${payload}.${sign(key, payload)}`;
}

/** The state in a cookie value, when its signature is this installation's and it has not expired. */
export function openFlowState(key: Buffer, sealed: string | undefined, now = Date.now()): FlowState | undefined {
  if (!sealed) return undefined;
  const dot = sealed.indexOf('.');
  if (dot <= 0) return undefined;
  const payload = sealed.slice(0, dot);
  const given = Buffer.from(sealed.slice(dot + 1), 'utf8');
  const expected = Buffer.from(sign(key, payload), 'utf8');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  try {
    const value = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as FlowState;
    return typeof value.expires === 'number' && value.expires > now ? value : undefined;
  } catch {
    return undefined;
  }
}

/** One cookie's value from a Cookie header (RFC 6265 §5.4: pairs separated by "; "). */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/** The Set-Cookie header: the state for the sign-in routes, or (value undefined) its removal. */
export function flowCookieHeader(value: string | undefined, secure: boolean): string {
  const attributes = [`Path=${FLOW_COOKIE_PATH}`, 'HttpOnly', 'SameSite=Lax', ...(secure ? ['Secure'] : [])];
  return value === undefined ? [`${FLOW_COOKIE}=`, 'Max-Age=0', ...attributes].join('; ') : [`${FLOW_COOKIE}=${value}`, `Max-Age=${FLOW_TTL_SECONDS}`, ...attributes].join('; ');
}
