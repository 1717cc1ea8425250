import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { isApiPath } from '@cockpit/contracts/api-base';
import type { ServerConfig } from '../config';

/**
 * Security headers on every answer (API, static files, 404s, errors), by helmet, and the
 * console's source maps kept private outside development.
 *
 * The Content-Security-Policy is the one the built console runs under without a violation
 * (tests/e2e/csp.spec.ts checks it in Chromium):
 * - scripts only from this origin, no inline script; 'unsafe-eval' because ajv (the dialogs'
 *   validation through rjsf, and the schema check when schemas come from another host) compiles
 *   each JSON schema into a function with `new Function`;
 * - styles from this origin plus inline styles: AG Grid's themes and the layout code insert
 *   <style> elements and style attributes at run time;
 * - images from this origin, data: (user pictures, AG Grid's icons) and blob: (a picture being
 *   chosen); fonts from this origin and data:;
 * - connections to this origin ('self' covers ws:/wss: of the same host for the live hub at
 *   /hubs/view) and to the origins of `apiBaseUrl`/`schemasUrl` when env.json names another host;
 * - no plugins, no <base> elsewhere, forms post only here, and no framing at all
 *   (frame-ancestors 'none', X-Frame-Options: DENY for older browsers).
 * No upgrade-insecure-requests: the server is often reached over plain HTTP on a local network,
 * where upgrading every script and call to https would break the console.
 */
export async function installSecurityHeaders(app: FastifyInstance, config: ServerConfig): Promise<void> {
  // helmet's middleware built once: @fastify/helmet builds it again on every request (parsing and
  // checking every directive of the policy), about 11 µs of CPU a request at load 26, some 5 % of a
  // kept list answer's. The headers are the same for every answer (no nonces), so one middleware
  // sets them all, in an onRequest hook of the root: every route, the not-found answer included.
  const setHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    // The console opens nothing that needs a window reference back (help opens with noopener).
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
  app.addHook('onRequest', (request, reply, done) => setHeaders(request.raw, reply.raw, (err) => done(err as Error | undefined)));
  refuseSourceMaps(app, config);
}

export function contentSecurityPolicy(config: Pick<ServerConfig, 'consoleDir'>): Record<string, string[]> {
  const otherOrigins = consoleOrigins(config.consoleDir);
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", "'unsafe-eval'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...otherOrigins],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/**
 * Origins other than the server's own that the console's env.json sends calls to (apiBaseUrl,
 * schemasUrl), with the ws:/wss: origin of the API for the live hub. Read once at start-up.
 */
export function consoleOrigins(consoleDir: string): string[] {
  let env: { apiBaseUrl?: unknown; schemasUrl?: unknown };
  try {
    env = JSON.parse(fs.readFileSync(path.join(consoleDir, 'env.json'), 'utf8'));
  } catch {
    return [];
  }
  const origins = new Set<string>();
  for (const [value, hub] of [
    [env.apiBaseUrl, true],
    [env.schemasUrl, false],
  ] as const) {
    if (typeof value !== 'string' || !/^https?:\/\//i.test(value)) continue;
    try {
      const url = new URL(value);
      origins.add(url.origin);
      if (hub) origins.add(`${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}`);
    } catch {
      /* not a URL: nothing to allow */
    }
  }
  return [...origins];
}

/** The path as the static file server will read it: decoded, without trailing slashes. */
function filePath(url: string): string {
  const raw = url.split('?')[0];
  let decoded = raw;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    /* kept raw */
  }
  return decoded.replace(/\/+$/, '');
}

/**
 * `*.map` files of the built console (and compressed copies) are answered 404 unless DEV_MODE is
 * set: the build keeps its source maps (for DEV_MODE and for debugging a build locally), `npm start`
 * does not hand them out. The path is judged decoded (`app.js%2Emap` is `app.js.map` to the file
 * server) and without trailing slashes.
 */
function refuseSourceMaps(app: FastifyInstance, config: Pick<ServerConfig, 'devMode'>): void {
  if (config.devMode) return;
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const file = filePath(request.url);
    if (!/\.map(\.(br|gz))?$/i.test(file) || isApiPath(file) || file.startsWith('/hubs/')) return;
    return reply.status(404).send({ status: 404, code: 'NotFound', message: `No route ${request.method} ${file}` });
  });
}
