import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegisteredRoute } from '../../apps/server/src/app';
import { startTestServer, type TestServer } from '../helpers/test-server';

/**
 * Hole 1 of the outside probe: the authentication hook decided on the raw address, the router on
 * the decoded one, so `/%61pi/...` reached every handler without a caller. Every route Fastify
 * registered is called here without a token under several spellings of its address.
 */

// The routes that answer without a token, by their own config. A new public route must be added
// here on purpose. Static files (the schemas folder and the console) are public by their scope.
const PUBLIC_ROUTES = [
  'POST /api/Authentication/user',
  'GET /api/Authentication/openIdEnabled',
  'HEAD /api/Authentication/openIdEnabled',
  // OpenID Connect sign-in: the address, the browser's round trip, and the one-time code's exchange.
  'GET /api/Authentication/oidcAddress',
  'HEAD /api/Authentication/oidcAddress',
  'GET /api/Authentication/oidc/start',
  'HEAD /api/Authentication/oidc/start',
  'GET /api/Authentication/oidc/callback',
  'HEAD /api/Authentication/oidc/callback',
  'POST /api/Authentication/oidc/token',
  'GET /api/Localization/languages',
  'HEAD /api/Localization/languages',
  'GET /api/Localization/translations',
  'HEAD /api/Localization/translations',
  'GET /api/Localization/translationsnested',
  'HEAD /api/Localization/translationsnested',
  'POST /hubs/view/negotiate',
].sort();

const isStaticFile = (route: RegisteredRoute) => route.url.startsWith('/schemas/') || (!route.url.startsWith('/api/') && !route.url.startsWith('/hubs/'));

/** A concrete address for a route pattern: parameters and wildcards get harmless values. */
function concrete(url: string): string {
  return url.replace(/:[A-Za-z_]+/g, '1').replace(/\*$/, 'x');
}

/** Percent-encodes the first letter of every segment: `/api/Material` → `/%61pi/%4Daterial`. */
function encodeFirstLetters(url: string): string {
  return url.replace(/\/([A-Za-z])/g, (_m, letter: string) => `/%${letter.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** Spellings the router resolves to the same route: each must be refused without a token. */
const sameRoute = (url: string) => ({
  plain: url,
  'percent-encoded': encodeFirstLetters(url),
  'fully encoded first segment': url.replace(/^\/api\//, '/%61%70%69/'),
  'trailing slash': `${url}/`,
});

/** Spellings that may or may not resolve: refused (401) or unknown (404), nothing else. */
const otherSpellings = (url: string) => ({
  'double slashes': url.replace(/\//g, '//'),
  'upper case': url.toUpperCase(),
  'semicolon parameter': `${url};jsessionid=1`,
  'dot segment': url.replace(/^\/api\//, '/api/x/../'),
  'encoded slash': url.replace(/^\/api\//, '/api%2F'),
});

describe('every route needs a token unless its own config says public', () => {
  let t: TestServer;
  let consoleDir: string;
  beforeAll(async () => {
    // A console folder of our own, so that the static routes are the same whether or not the
    // console was built.
    consoleDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cockpit-console-'));
    fs.mkdirSync(path.join(consoleDir, 'assets'));
    fs.writeFileSync(path.join(consoleDir, 'index.html'), '<!doctype html><title>Cockpit</title>');
    fs.writeFileSync(path.join(consoleDir, 'assets', 'app.js'), 'console.log(1)');
    t = await startTestServer({ scale: 0, config: { consoleDir } });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(consoleDir, { recursive: true, force: true });
  });

  const call = (method: string, url: string) =>
    fetch(t.baseUrl + url, {
      method,
      headers: method === 'GET' || method === 'HEAD' ? {} : { 'content-type': 'application/json' },
      body: method === 'GET' || method === 'HEAD' ? undefined : '{}',
    });

  it('has the expected public routes and nothing else public', () => {
    const routes = t.server.routes;
    expect(routes.length).toBeGreaterThan(150);
    const publicApi = routes.filter((r) => r.public && !isStaticFile(r)).map((r) => `${r.method} ${r.url}`);
    expect([...new Set(publicApi)].sort()).toEqual(PUBLIC_ROUTES);
    // Static files are public; no static route lies under /api.
    for (const r of routes.filter(isStaticFile)) {
      expect(r.public, `${r.method} ${r.url}`).toBe(true);
      expect(r.url.startsWith('/api')).toBe(false);
    }
  });

  it('answers 401 for every other route, however its address is spelled', async () => {
    const routes = t.server.routes.filter((r) => !r.public);
    expect(routes.length).toBeGreaterThan(150);
    const wrong: string[] = [];
    let calls = 0;
    for (const route of routes) {
      const url = concrete(route.url);
      for (const [spelling, address] of Object.entries(sameRoute(url))) {
        const res = await call(route.method, address);
        calls++;
        if (res.status !== 401) wrong.push(`${route.method} ${address} (${spelling}): ${res.status}`);
      }
      for (const [spelling, address] of Object.entries(otherSpellings(url))) {
        const res = await call(route.method, address);
        calls++;
        if (res.status !== 401 && res.status !== 404) wrong.push(`${route.method} ${address} (${spelling}): ${res.status}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(calls).toBeGreaterThan(routes.length * 8);
  });

  it('answers the probe reproductions with 401', async () => {
    for (const address of ['/%61pi/Schemas/bundle', '/%61pi/Material/description', '/api/Schemas/bundle', '/%61%70%69/User/current']) {
      const res = await call('GET', address);
      expect(res.status, address).toBe(401);
      expect(await res.json()).toMatchObject({ status: 401, code: 'Unauthorized' });
    }
  });

  it('still serves the public pieces without a token', async () => {
    expect((await call('GET', '/%61pi/Localization/languages')).status).toBe(200);
    expect((await call('GET', '/schemas/index.json')).status).toBe(200);
    expect((await call('GET', '/assets/app.js')).status).toBe(200);
    // A page reload on a client-side route gets the console.
    const page = await call('GET', '/materials-page');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>Cockpit</title>');
    // An address under /api that matches no route is a 404, not the console.
    expect((await call('GET', '/%61pi/No/such')).status).toBe(404);
  });
});
