import http from 'node:http';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server';

/**
 * Hole 2 of the outside probe: signing in as admin with `Host: localhost` gave GlobalAdminRole.
 * Nothing a client sends may decide roles; only the server's own DEV_MODE setting.
 */

/** node:http, because fetch may not set Host. */
function signIn(baseUrl: string, headers: Record<string, string>): Promise<{ status: number; roles: string[] }> {
  const url = new URL('/api/Authentication/user', baseUrl);
  const body = JSON.stringify({ businessUnitName: 'Demo', userName: 'admin', password: 'Admin1234' });
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ...headers },
      },
      (res) => {
        let text = '';
        res.on('data', (c) => (text += c));
        res.on('end', () => {
          const parsed = JSON.parse(text) as { result?: { accessToken: string } };
          const roles = parsed.result ? ((decodeJwt(parsed.result.accessToken).role as string[]) ?? []) : [];
          resolve({ status: res.statusCode ?? 0, roles: [...roles].sort() });
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const SPELLINGS: Record<string, string>[] = [
  {},
  { host: 'localhost' },
  { host: 'localhost:8080' },
  { host: '127.0.0.1' },
  { host: '[::1]' },
  { host: 'cockpit.example.com' },
  { 'x-forwarded-host': 'localhost' },
  { host: 'cockpit.example.com', 'x-forwarded-host': 'localhost', 'x-forwarded-for': '127.0.0.1' },
  { forwarded: 'for=127.0.0.1;host=localhost;proto=http' },
];

async function rolesUnder(t: TestServer): Promise<string[][]> {
  const all: string[][] = [];
  for (const headers of SPELLINGS) {
    const answer = await signIn(t.baseUrl, headers);
    expect(answer.status, JSON.stringify(headers)).toBe(200);
    all.push(answer.roles);
  }
  return all;
}

describe('roles never depend on the Host or Forwarded headers', () => {
  let t: TestServer;
  beforeAll(async () => {
    // As `npm start` runs it: NODE_ENV unset is the development environment, DEV_MODE off.
    t = await startTestServer({ scale: 0, config: { environment: 'development', devMode: false } });
  });
  afterAll(async () => t?.close());

  it('gives admin the same roles, without GlobalAdminRole, whatever the headers say', async () => {
    const all = await rolesUnder(t);
    for (const roles of all) expect(roles).toEqual(all[0]);
    expect(all[0]).toContain('AdminRole');
    expect(all[0]).not.toContain('GlobalAdminRole');
  });
});

describe('DEV_MODE, the server setting, is what gives admin GlobalAdminRole', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ scale: 0, config: { environment: 'development', devMode: true } });
  });
  afterAll(async () => t?.close());

  it('gives admin GlobalAdminRole under every Host, and the same roles each time', async () => {
    const all = await rolesUnder(t);
    for (const roles of all) expect(roles).toEqual(all[0]);
    expect(all[0]).toContain('GlobalAdminRole');
  });
});
