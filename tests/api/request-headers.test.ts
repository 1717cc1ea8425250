import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { apiClient, signInAs, type TestApi } from '../helpers/api-client';

/**
 * The console sends a JSON content type with every request, also with those that carry no body
 * (GET, and DELETE with its ids in the query): the server answers them as it would without it.
 * The demo's administrators may open the integration monitor; a business unit that was not given
 * it keeps the default (nobody).
 */
let ts: TestServer;
let admin: TestApi;
let json: TestApi;

beforeAll(async () => {
  ts = await startTestServer({ scale: 0 });
  admin = await signInAs(ts.baseUrl, 'admin');
  json = apiClient(ts.baseUrl, admin.token, { 'content-type': 'application/json' });
});
afterAll(() => ts?.close());

describe('a JSON content type on every request', () => {
  it('is accepted on a GET', async () => {
    const res = await json.get('/api/User/cockpitSettings');
    expect(res.status).toBe(200);
  });

  it('is accepted on a DELETE without a body', async () => {
    const res = await json.delete('/api/Draft?ids=987654');
    expect(res.status, JSON.stringify(res.body)).not.toBe(400);
    expect(res.status).toBeLessThan(500);
  });

  it('still refuses a body that is not JSON', async () => {
    const res = await fetch(`${ts.baseUrl}/api/Draft?ids=1`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'application/json' },
      body: '{nope',
    });
    expect(res.status).toBe(400);
  });
});

describe('the integration monitor in the demo', () => {
  const header = async (api: TestApi) => JSON.parse((await api.get('/api/User/cockpitSettings')).body.result.permissions.header) as Record<string, boolean>;

  it("is open to the Demo unit's AdminRole and keeps the default (closed) in North", async () => {
    expect((await header(admin)).integration_monitor).toBe(true);
    const north = await signInAs(ts.baseUrl, 'northAdmin');
    expect((await header(north)).integration_monitor).toBe(false);
    const picker = await signInAs(ts.baseUrl, 'picker');
    expect((await header(picker)).integration_monitor).toBe(false);
  });
});
