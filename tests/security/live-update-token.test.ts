import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { apiClient, signInAs, type TestApi } from '../helpers/api-client';
import { connectLive, liveSettings, type LiveTestClient } from '../helpers/live-client';

/**
 * Hole 3 of the outside probe: the 300-s live-update token (it travels in the WebSocket address,
 * so logs keep it) was accepted as a Bearer token by every API route; and after logout an open hub
 * connection went on receiving events for 7.7 s.
 */

let t: TestServer;
let admin: TestApi;
const open: LiveTestClient[] = [];

beforeAll(async () => {
  t = await startTestServer({ scale: 0 });
  admin = await signInAs(t.baseUrl, 'admin');
});
afterAll(async () => {
  await Promise.all(open.map((c) => c.connection.stop().catch(() => undefined)));
  await t?.close();
});

describe('the live-update token opens the hub and nothing else', () => {
  it('is refused by every API route, the probe reproduction included', async () => {
    const { token } = await liveSettings(admin);
    const withHubToken = apiClient(t.baseUrl, token);
    const material = (await admin.get('/api/Material/description')).status;
    expect(material).toBe(200);
    const put = await withHubToken.put('/api/Material/UpdateMaterial', { id: 1, name: 'Renamed with a hub token' });
    expect(put.status).toBe(401);
    // Every GET route without parameters, called with the hub token: 401, never an answer.
    const gets = t.server.routes.filter((r) => r.method === 'GET' && r.url.startsWith('/api/') && !r.public && !r.url.includes(':'));
    expect(gets.length).toBeGreaterThan(40);
    for (const route of gets) {
      const res = await withHubToken.get(route.url);
      expect(res.status, route.url).toBe(401);
    }
    // The session token itself still works, and so does the hub token at the hub.
    expect((await admin.get('/api/User/current')).status).toBe(200);
    const client = await connectLive({ signalREndpoint: `${t.baseUrl}/hubs/view`, token });
    open.push(client);
    expect(client.connection.state).toBe('Connected');
  });

  it('cannot be used to get another live-update token', async () => {
    const { token } = await liveSettings(admin);
    expect((await apiClient(t.baseUrl, token).get('/api/Authentication/viewHub')).status).toBe(401);
  });
});

describe('ending a session closes its hub connections at once', () => {
  it('on logout', async () => {
    const picker = await signInAs(t.baseUrl, 'picker');
    const client = await connectLive(await liveSettings(picker));
    open.push(client);
    const t0 = performance.now();
    expect((await picker.post('/api/UserSession/logout')).status).toBe(200);
    const error = await client.closed;
    const ms = performance.now() - t0;
    expect(error?.message).toBe('Server returned an error on close: Session ended');
    // The keep-alive tick (every 15 s) is not what closed it.
    expect(ms).toBeLessThan(2000);
  });

  it('when an administrator deactivates the user', async () => {
    const superUser = await signInAs(t.baseUrl, 'super');
    const client = await connectLive(await liveSettings(superUser));
    open.push(client);
    const users = await admin.get<{ result: Array<{ id: number; userName: string }> | { data: Array<{ id: number; userName: string }> } }>('/api/UserManagement/description');
    expect(users.status).toBe(200);
    const list = Array.isArray(users.body.result) ? users.body.result : users.body.result.data;
    const row = list.find((u) => u.userName === 'super');
    expect(row).toBeDefined();
    const t0 = performance.now();
    const res = await admin.put('/api/UserManagement', { id: row!.id, isActive: false });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const error = await client.closed;
    expect(error?.message).toBe('Server returned an error on close: Session ended');
    expect(performance.now() - t0).toBeLessThan(2000);
  });
});
