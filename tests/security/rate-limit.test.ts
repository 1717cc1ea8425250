import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { demoUsers, signInAs } from '../helpers/api-client';
import { loadConfig } from '../../apps/server/src/config';

/**
 * OWASP ASVS v4 §2.2.1: failed sign-ins and wrong current passwords are limited; after a few
 * failures in the window every attempt is answered 429 with Retry-After, the right password too.
 * Client addresses: every 127.x.y.z address reaches the server on Linux, so a test can speak from
 * several addresses.
 */

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: any;
}

function request(baseUrl: string, method: string, path: string, body: unknown, options: { from?: string; token?: string } = {}): Promise<Answer> {
  const url = new URL(path, baseUrl);
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method,
        localAddress: options.from,
        agent: false,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => {
          let parsed: unknown = text;
          try {
            parsed = JSON.parse(text);
          } catch {
            /* not JSON */
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: parsed });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const signInFrom = (baseUrl: string, from: string, businessUnitName: string, userName: string, password: string) =>
  request(baseUrl, 'POST', '/api/Authentication/user', { businessUnitName, userName, password }, { from });

function expectTooMany(answer: Answer, windowSeconds = 900) {
  expect(answer.status).toBe(429);
  const retryAfter = Number(answer.headers['retry-after']);
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
  expect(answer.body).toMatchObject({ status: 429, code: 'TooManyAttempts' });
  expect(answer.body.message).toMatch(/^Too many .* Try again in \d+ minutes?\.$/);
  expect(answer.body.details).toEqual({ retryAfterSeconds: retryAfter });
}

describe('failed attempts with the default limits', () => {
  let ts: TestServer;
  beforeAll(async () => {
    ts = await startTestServer({ scale: 0 });
  });
  afterAll(() => ts?.close());

  it('defaults to 10 failures per user name and 30 per address in 15 minutes, 5 wrong passwords on a change', () => {
    expect(loadConfig({}).attemptLimits).toEqual({ signInPerUser: 10, signInPerAddress: 30, passwordChange: 5, windowSeconds: 900 });
    const set = loadConfig({ SIGN_IN_FAILURES_PER_USER: '3', SIGN_IN_FAILURES_PER_ADDRESS: '7', PASSWORD_CHANGE_FAILURES: '2', ATTEMPT_WINDOW_SECONDS: '60' });
    expect(set.attemptLimits).toEqual({ signInPerUser: 3, signInPerAddress: 7, passwordChange: 2, windowSeconds: 60 });
  });

  it('answers 429 with Retry-After after 10 wrong passwords for one user, and refuses the right one too', async () => {
    const statuses: number[] = [];
    let last: Answer | undefined;
    for (let i = 0; i < 60; i++) {
      last = await signInFrom(ts.baseUrl, '127.0.0.2', 'Demo', 'admin', `Wrong${i}`);
      statuses.push(last.status);
      if (last.status === 429) expectTooMany(last);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual(Array(50).fill(429));
    expectTooMany(last!);

    // The right password during the lockout: refused, and the name's case changes nothing.
    expectTooMany(await signInFrom(ts.baseUrl, '127.0.0.2', 'Demo', 'admin', 'Admin1234'));
    expectTooMany(await signInFrom(ts.baseUrl, '127.0.0.2', 'DEMO', 'Admin', 'Admin1234'));
    // The limit is on the user name, not on where the guesses come from.
    expectTooMany(await signInFrom(ts.baseUrl, '127.0.0.3', 'Demo', 'admin', 'Admin1234'));
    // Other users, and the same user name in another business unit, are not locked out.
    expect((await signInFrom(ts.baseUrl, '127.0.0.3', 'Demo', 'super', 'Super1234')).status).toBe(200);
    expect((await signInFrom(ts.baseUrl, '127.0.0.3', 'North', 'admin', 'Admin1234')).status).toBe(200);
  });

  it('lets no more than 10 guesses through when 40 arrive at once', async () => {
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => signInFrom(ts.baseUrl, '127.0.0.7', 'Demo', 'super', `Parallel${i}`)));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30);
  });

  it('limits wrong current passwords on a password change to 5, then refuses the right one too', async () => {
    const picker = await signInAs(ts.baseUrl, 'picker');
    const change = (path: string, oldPassword: string) =>
      request(ts.baseUrl, 'PUT', path, { oldPassword, newPassword: 'Changed1234', confirmPassword: 'Changed1234' }, { token: picker.token });
    // A refused new password is not a guess of the current one.
    const weak = await request(ts.baseUrl, 'PUT', '/api/User/changePassword', { oldPassword: 'x', newPassword: 'weak', confirmPassword: 'weak' }, { token: picker.token });
    expect(weak.status).toBe(400);
    for (let i = 0; i < 5; i++) {
      const answer = await change('/api/User/changePassword', `Wrong${i}`);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe('The current password is wrong');
    }
    expectTooMany(await change('/api/User/changePassword', 'Wrong5'));
    expectTooMany(await change('/api/User/changePassword', demoUsers.picker[2]));
    // The at-login variant shares the count.
    expectTooMany(await change('/api/User/changePasswordAtLogin', demoUsers.picker[2]));
    // The password did not change; another user changes theirs as usual.
    expect((await signInFrom(ts.baseUrl, '127.0.0.8', 'Demo', 'picker', 'Picker1234')).status).toBe(200);
    const north = await signInAs(ts.baseUrl, 'northAdmin');
    const ok = await request(
      ts.baseUrl,
      'PUT',
      '/api/User/changePassword',
      { oldPassword: 'Admin1234', newPassword: 'Changed1234', confirmPassword: 'Changed1234' },
      { token: north.token },
    );
    expect(ok.status).toBe(200);
  });
});

describe('failed attempts with small limits (scrypt is slow: fewer guesses, same rules)', () => {
  let ts: TestServer;
  beforeAll(async () => {
    ts = await startTestServer({ scale: 0, config: { attemptLimits: { signInPerUser: 3, signInPerAddress: 5, passwordChange: 2, windowSeconds: 900 } } });
  });
  afterAll(() => ts?.close());

  it('limits one address to 5 failures whatever the user names, and leaves other addresses alone', async () => {
    for (let i = 0; i < 5; i++) {
      const answer = await signInFrom(ts.baseUrl, '127.0.0.4', 'Demo', `nobody${i}`, 'Guess1234');
      expect(answer.status).toBe(401);
    }
    expectTooMany(await signInFrom(ts.baseUrl, '127.0.0.4', 'Demo', 'nobody-else', 'Guess1234'));
    expectTooMany(await signInFrom(ts.baseUrl, '127.0.0.4', 'Demo', 'picker', 'Picker1234'));
    expect((await signInFrom(ts.baseUrl, '127.0.0.5', 'Demo', 'picker', 'Picker1234')).status).toBe(200);
  });

  it('never counts successful sign-ins', async () => {
    for (let i = 0; i < 6; i++) expect((await signInFrom(ts.baseUrl, '127.0.0.6', 'Demo', 'picker', 'Picker1234')).status).toBe(200);
    // Two failures and a success, then the third failure is still a 401.
    for (let i = 0; i < 2; i++) expect((await signInFrom(ts.baseUrl, '127.0.0.6', 'Head office', 'global', 'Wrong1234')).status).toBe(401);
    expect((await signInFrom(ts.baseUrl, '127.0.0.6', 'Head office', 'global', 'Global1234')).status).toBe(200);
    expect((await signInFrom(ts.baseUrl, '127.0.0.6', 'Head office', 'global', 'Wrong1234')).status).toBe(401);
    expectTooMany(await signInFrom(ts.baseUrl, '127.0.0.6', 'Head office', 'global', 'Global1234'));
  });
});

describe('the window ends', () => {
  let ts: TestServer;
  beforeAll(async () => {
    ts = await startTestServer({ scale: 0, config: { attemptLimits: { signInPerUser: 1, signInPerAddress: 100, passwordChange: 5, windowSeconds: 3 } } });
  });
  afterAll(() => ts?.close());

  it('lets the right password in again once the window is over', async () => {
    expect((await signInFrom(ts.baseUrl, '127.0.0.9', 'Demo', 'admin', 'Wrong1234')).status).toBe(401);
    const locked = await signInFrom(ts.baseUrl, '127.0.0.9', 'Demo', 'admin', 'Admin1234');
    expectTooMany(locked, 3);
    await new Promise((resolve) => setTimeout(resolve, Number(locked.headers['retry-after']) * 1000 + 200));
    expect((await signInFrom(ts.baseUrl, '127.0.0.9', 'Demo', 'admin', 'Admin1234')).status).toBe(200);
  });
});
