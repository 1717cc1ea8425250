import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { signInAs } from '../helpers/api-client';
import { consoleOrigins, contentSecurityPolicy } from '../../apps/server/src/http/security-headers';

/**
 * Security headers on every answer: API results, static files (schemas and the console), pages
 * answered with index.html, 404s and errors; and the console's source maps only in DEV_MODE.
 * The console folder is a small stand-in written here, so the test does not depend on a build.
 */

function consoleFolder(env: object = { apiBaseUrl: '', schemasUrl: '/schemas/' }): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cockpit-console-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Cockpit</title><script type="module" src="/assets/app.js"></script>');
  fs.writeFileSync(path.join(dir, 'env.json'), JSON.stringify(env));
  fs.writeFileSync(path.join(dir, 'assets', 'app.js'), 'console.log(1);\n//# sourceMappingURL=app.js.map\n');
  fs.writeFileSync(path.join(dir, 'assets', 'app.js.map'), '{"version":3,"sources":["../src/secret.ts"],"mappings":""}');
  fs.writeFileSync(path.join(dir, 'assets', 'app.js.map.gz'), gzipSync('{"version":3,"sources":["../src/secret.ts"],"mappings":""}'));
  return dir;
}

function expectSecurityHeaders(res: Response, what: string) {
  const csp = res.headers.get('content-security-policy') ?? '';
  expect(csp, `${what}: Content-Security-Policy`).toContain("default-src 'self'");
  expect(csp, `${what}: frame-ancestors`).toContain("frame-ancestors 'none'");
  expect(csp, `${what}: object-src`).toContain("object-src 'none'");
  expect(csp, `${what}: script-src`).toMatch(/script-src 'self'[^;]*;/);
  expect(csp, `${what}: no inline script`).not.toMatch(/script-src [^;]*'unsafe-inline'/);
  expect(res.headers.get('x-content-type-options'), what).toBe('nosniff');
  expect(res.headers.get('referrer-policy'), what).toBe('no-referrer');
  expect(res.headers.get('x-frame-options'), what).toBe('DENY');
  expect(res.headers.get('cross-origin-opener-policy'), what).toBe('same-origin');
}

describe('security headers', () => {
  let ts: TestServer;
  let dir: string;
  let token: string;
  beforeAll(async () => {
    dir = consoleFolder();
    ts = await startTestServer({ scale: 0, config: { consoleDir: dir } });
    token = (await signInAs(ts.baseUrl, 'admin')).token!;
  });
  afterAll(async () => {
    await ts?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const get = (p: string, init: RequestInit = {}) => fetch(ts.baseUrl + p, init);
  const auth = () => ({ headers: { authorization: `Bearer ${token}` } });

  it('are sent on API answers, public and signed-in', async () => {
    const languages = await get('/api/Localization/languages');
    expect(languages.status).toBe(200);
    expectSecurityHeaders(languages, 'public API answer');
    const current = await get('/api/User/current', auth());
    expect(current.status).toBe(200);
    expectSecurityHeaders(current, 'signed-in API answer');
    const signIn = await fetch(`${ts.baseUrl}/api/Authentication/user`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ businessUnitName: 'Demo', userName: 'super', password: 'Super1234' }),
    });
    expect(signIn.status).toBe(200);
    expectSecurityHeaders(signIn, 'sign-in');
  });

  it('are sent on static files: schemas, the console, and pages answered with index.html', async () => {
    for (const [p, type] of [
      ['/schemas/index.json', /json/],
      ['/', /html/],
      ['/index.html', /html/],
      ['/env.json', /json/],
      ['/assets/app.js', /javascript/],
      ['/materials-page', /html/],
    ] as const) {
      const res = await get(p);
      expect(res.status, p).toBe(200);
      expect(res.headers.get('content-type'), p).toMatch(type);
      expectSecurityHeaders(res, p);
    }
  });

  it('are sent on 404s and errors', async () => {
    const cases: Array<[string, RequestInit, number]> = [
      ['/api/no-such-route', {}, 404],
      ['/no-such-file.js', {}, 404],
      ['/schemas/no-such-file.json', {}, 404],
      ['/api/User/current', {}, 401],
      ['/api/UserSession/active', { headers: { authorization: 'Bearer not-a-token' } }, 401],
      ['/api/Authentication/user', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{not json' }, 400],
      [
        '/api/Authentication/user',
        { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ businessUnitName: 'Demo', userName: 'admin', password: 'Wrong1234' }) },
        401,
      ],
    ];
    for (const [p, init, status] of cases) {
      const res = await get(p, init);
      expect(res.status, p).toBe(status);
      const body = await res.json();
      expect(body, p).toMatchObject({ status, code: expect.any(String), message: expect.any(String) });
      expectSecurityHeaders(res, `${status} ${p}`);
    }
  });

  it('do not hand out source maps outside DEV_MODE, however the path is written', async () => {
    for (const p of [
      '/assets/app.js.map',
      '/assets/app.js%2Emap',
      '/assets/app.js%2emap',
      '/assets/app.js.map/',
      '/assets/app.js.MAP',
      '/assets/%61pp.js.map',
      '/assets/app.js.map?x=1',
      '/assets/app.js.map.br',
      '/assets/app.js.map.gz',
    ]) {
      const res = await get(p);
      expect(res.status, p).toBe(404);
      const text = await res.text();
      expect(text, p).not.toContain('secret.ts');
      expectSecurityHeaders(res, p);
    }
    const head = await get('/assets/app.js.map', { method: 'HEAD' });
    expect(head.status).toBe(404);
  });
});

describe('DEV_MODE', () => {
  let ts: TestServer;
  let dir: string;
  beforeAll(async () => {
    dir = consoleFolder();
    ts = await startTestServer({ scale: 0, config: { consoleDir: dir, devMode: true } });
  });
  afterAll(async () => {
    await ts?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('serves the source maps, with the same headers', async () => {
    const res = await fetch(`${ts.baseUrl}/assets/app.js.map`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('secret.ts');
    expectSecurityHeaders(res, 'source map in DEV_MODE');
  });
});

describe('the Content-Security-Policy follows env.json', () => {
  it("allows only this origin by default, and the API's other host (http and ws) when env.json names one", () => {
    const local = consoleFolder();
    const remote = consoleFolder({ apiBaseUrl: 'https://api.example.test:8443', schemasUrl: 'https://cdn.example.test/schemas/' });
    try {
      expect(contentSecurityPolicy({ consoleDir: local })['connect-src']).toEqual(["'self'"]);
      expect(consoleOrigins(remote)).toEqual(['https://api.example.test:8443', 'wss://api.example.test:8443', 'https://cdn.example.test']);
      expect(contentSecurityPolicy({ consoleDir: path.join(local, 'missing') })['connect-src']).toEqual(["'self'"]);
    } finally {
      fs.rmSync(local, { recursive: true, force: true });
      fs.rmSync(remote, { recursive: true, force: true });
    }
  });
});
