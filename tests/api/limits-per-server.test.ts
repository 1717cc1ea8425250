import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { signInAs } from '../helpers/api-client';

/**
 * A user's row limit is read from their server's own database: two servers in one process (as
 * the API suite runs them, one test file after another in a worker) do not share what they read,
 * even for the same business unit and user id within the limits' few seconds of keeping.
 */
let first: TestServer;
let second: TestServer;

beforeAll(async () => {
  [first, second] = await Promise.all([startTestServer(), startTestServer()]);
});
afterAll(async () => {
  await first?.close();
  await second?.close();
});

describe('the row limit', () => {
  it("is each server's own: a limit of 1 on one server leaves the other's default", async () => {
    const one = await signInAs(first.baseUrl, 'admin');
    expect((await one.put('/api/User/settings', { key: 'rowsLimit', value: '1' })).status).toBe(200);
    const limited = await one.get<{ result: unknown[] }>('/api/Supplier/description');
    expect(limited.status).toBe(200);
    expect(limited.body.result).toHaveLength(1);

    const other = await signInAs(second.baseUrl, 'admin');
    const all = await other.get<{ result: unknown[] }>('/api/Supplier/description');
    expect(all.status).toBe(200);
    expect(all.body.result.length).toBeGreaterThan(1);
  });
});
