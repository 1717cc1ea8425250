import { routes, type RouteDefinition } from '@cockpit/contracts';
import { CliError } from '../project';

export interface SessionOptions {
  url?: string;
  businessUnit?: string;
  user?: string;
}

/** A signed-in session on a running server: calls a route of the table with its path and method. */
export interface ServerSession {
  call<T>(
    route: RouteDefinition,
    parts?: { params?: Record<string, string>; query?: Record<string, string | undefined>; body?: unknown },
  ): Promise<{ status: number; body: { result?: T; message?: string; details?: unknown } }>;
}

/** A sign-in to the running server: its address, the access token, and the password (a backup asks for it again). */
export interface SignedIn {
  url: string;
  token: string;
  password: string;
}

/**
 * Signs in to a business unit of the running server (COCKPIT_URL, COCKPIT_BUSINESS_UNIT,
 * COCKPIT_USER; the password only from COCKPIT_PASSWORD, never the command line, where `ps` shows
 * it). `texts` are the command's words for a missing setting and a refused sign-in.
 */
export async function signInWith(
  options: SessionOptions,
  env: NodeJS.ProcessEnv,
  texts: { missing: string; refused: (businessUnitName: string, status: number) => string },
): Promise<SignedIn> {
  const url = (options.url ?? env.COCKPIT_URL ?? 'http://127.0.0.1:8080').replace(/\/$/, '');
  const businessUnitName = options.businessUnit ?? env.COCKPIT_BUSINESS_UNIT;
  const userName = options.user ?? env.COCKPIT_USER;
  const password = env.COCKPIT_PASSWORD;
  if (!businessUnitName || !userName || !password) throw new CliError(texts.missing);
  const res = await fetch(`${url}${routes.Authentication.user.path}`, {
    method: routes.Authentication.user.method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ businessUnitName, userName, password }),
  }).catch((error: Error) => {
    throw new CliError(`cannot reach ${url}: ${error.message}`);
  });
  if (!res.ok) throw new CliError(texts.refused(businessUnitName, res.status));
  return { url, token: ((await res.json()) as { result: { accessToken: string } }).result.accessToken, password };
}

/** A session for the studio commands: signed in to a business unit (signInWith), calling routes of the table. */
export async function signIn(options: SessionOptions, env: NodeJS.ProcessEnv = process.env): Promise<ServerSession> {
  const { url, token } = await signInWith(options, env, {
    missing: 'set COCKPIT_BUSINESS_UNIT (or the unit argument), COCKPIT_USER and COCKPIT_PASSWORD',
    refused: (unit, status) => `sign-in to ${unit} failed (${status})`,
  });
  return {
    async call(route, parts = {}) {
      let path = route.path;
      for (const [name, value] of Object.entries(parts.params ?? {})) path = path.replace(`{${name}}`, encodeURIComponent(value));
      const query = new URLSearchParams(Object.entries(parts.query ?? {}).filter((e): e is [string, string] => e[1] !== undefined)).toString();
      const answer = await fetch(`${url}${path}${query ? `?${query}` : ''}`, {
        method: route.method,
        headers: { authorization: `Bearer ${token}`, ...(parts.body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: parts.body === undefined ? undefined : JSON.stringify(parts.body),
      });
      return { status: answer.status, body: (await answer.json().catch(() => ({}))) as { result?: never; message?: string } };
    },
  };
}
