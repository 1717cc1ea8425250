import type WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, signInAs } from '../helpers/api-client';
import { connectLive, liveSettings, nextText, rawHubSocket, settle, type LiveTestClient } from '../helpers/live-client';
import { createInstanceDatabase, postgresAdminUrl, startInstance, stopInstance, type Instance } from '../helpers/server-instances';

/**
 * Two server instances on one PostgreSQL database, as docs/deploy.md runs them behind a proxy
 * without sticky sessions: one session serves on both, a change made through one is read and
 * arrives live on the other, logout on one ends the session on the other, and the hub's
 * negotiate on one instance is followed by the WebSocket on the other (the connection token is
 * signed, not kept in one instance's memory). Skipped when PostgreSQL is not installed.
 */
const adminUrl = postgresAdminUrl('two-instances.test.ts');
if (!adminUrl) console.warn('two-instances.test.ts skipped: no PostgreSQL server (no TEST_DATABASE_URL, and no binaries to start one)');

describe.skipIf(!adminUrl)('two server instances on one PostgreSQL database', () => {
  let instances: Instance[] = [];
  const clients: LiveTestClient[] = [];
  const sockets: WebSocket[] = [];
  let drop: () => Promise<void> = async () => undefined;

  beforeAll(async () => {
    const database = await createInstanceDatabase(adminUrl!, 'cockpit_two');
    drop = database.drop;
    instances = await Promise.all([startInstance(database.url), startInstance(database.url)]);
  });

  afterAll(async () => {
    for (const s of sockets) s.close();
    await Promise.all(clients.map((c) => c.connection.stop()));
    await Promise.all(instances.map(stopInstance));
    await drop();
  });

  it('negotiates the hub on A and opens its WebSocket on B, once, for the negotiating session only', async () => {
    const [a, b] = instances;
    const api = await signInAs(a.baseUrl, 'admin');
    const { token } = await liveSettings(api);
    const negotiated = await apiClient(a.baseUrl, token).post('/hubs/view/negotiate?negotiateVersion=1', '');
    expect(negotiated.status).toBe(200);
    const connectionToken = negotiated.body.connectionToken as string;

    // Another session's token with A's connection token: refused on B.
    const other = (await liveSettings(await signInAs(a.baseUrl, 'super'))).token;
    expect(await rawHubSocket(`${b.baseUrl}/hubs/view?id=${encodeURIComponent(connectionToken)}&access_token=${other}`)).toMatchObject({ status: 404 });
    // A forged one (another connection id under the same signature): refused.
    const [, ...rest] = connectionToken.split('.');
    expect(await rawHubSocket(`${b.baseUrl}/hubs/view?id=${['forged', ...rest].join('.')}&access_token=${token}`)).toMatchObject({ status: 404 });

    const opened = await rawHubSocket(`${b.baseUrl}/hubs/view?id=${encodeURIComponent(connectionToken)}&access_token=${token}`);
    if (!('socket' in opened)) throw new Error(`B refused A's connection token: ${opened.status} ${opened.body}`);
    const ws = opened.socket;
    sockets.push(ws);
    ws.send('{"protocol":"json","version":1}\x1e');
    expect(await nextText(ws)).toBe('{}\x1e');
    ws.send(JSON.stringify({ type: 1, invocationId: '1', target: 'RegisterConnectionOnView', arguments: ['Supplier', 'master', 'Demo'] }) + '\x1e');
    expect(await nextText(ws)).toBe('{"type":3,"invocationId":"1"}\x1e');
    // A change made through A arrives on the connection B accepted.
    const arrival = new Promise<string>((resolve) => {
      ws.on('message', (data) => {
        const text = data.toString();
        if (text.includes('Cross-negotiate A/S')) resolve(text);
      });
    });
    expect((await api.post('/api/Supplier', { supplierName: 'Cross-negotiate A/S', supplierStatus: 'Active' })).status).toBe(200);
    expect(await arrival).toContain('"viewName":"Supplier"');
    // Used once on B: a second WebSocket with it is refused there.
    expect(await rawHubSocket(`${b.baseUrl}/hubs/view?id=${encodeURIComponent(connectionToken)}&access_token=${token}`)).toMatchObject({ status: 404 });
  });

  it("serves one session on both instances: a change made through A is read on B and reaches B's grids live; logout on A ends it on B", async () => {
    const [a, b] = instances;
    const onA = await signInAs(a.baseUrl, 'admin');
    const onB = apiClient(b.baseUrl, onA.token);
    const live = await connectLive({ ...(await liveSettings(onB)), signalREndpoint: `${b.baseUrl}/hubs/view` });
    clients.push(live);
    await live.connection.invoke('RegisterConnectionOnView', 'Supplier', 'master', 'Demo');
    const arrival = live.next((m) => m.viewName === 'Supplier', 15_000);
    const created = await onA.post('/api/Supplier', { supplierName: 'Two instances A/S', supplierStatus: 'Active' });
    expect(created.status).toBe(200);
    expect((await arrival).viewModel).toMatchObject({ id: created.body.result.id, supplierName: 'Two instances A/S' });
    const listed = await onB.get('/api/Supplier/header');
    expect(listed.body.result.map((r: { supplierName: string }) => r.supplierName)).toContain('Two instances A/S');
    // Logout on A: B refuses the token once its short session cache (3 s) has passed.
    expect((await onA.post('/api/UserSession/logout')).status).toBe(200);
    await settle(3200);
    expect((await onB.get('/api/Supplier/header')).status).toBe(401);
  });
});
