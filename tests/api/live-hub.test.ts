import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type WebSocket from 'ws';
import { createTokenService, type TokenClaims } from '../../apps/server/src/auth/tokens';
import type { RowChange } from '../../apps/server/src/live/change-feed';
import { LiveConnection } from '../../apps/server/src/live/hub-connection';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { apiClient, signInAs, type TestApi } from '../helpers/api-client';
import { connectLive, liveSettings, nextText, rawHubSocket, settle, type LiveTestClient } from '../helpers/live-client';

let ts: TestServer;
let admin: TestApi;
let north: TestApi;
let demoId: number;
let northId: number;
const open: LiveTestClient[] = [];

const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as TokenClaims & { exp: number; iat: number; sx?: number };

async function live(api: TestApi) {
  const client = await connectLive(await liveSettings(api));
  open.push(client);
  return client;
}

function publish(change: RowChange) {
  ts.server.ctx.changes.publish(change);
}

beforeAll(async () => {
  ts = await startTestServer({ scale: 0 });
  admin = await signInAs(ts.baseUrl, 'admin');
  north = await signInAs(ts.baseUrl, 'northAdmin');
  demoId = claimsOf(admin.token!).bu;
  northId = claimsOf(north.token!).bu;
});
afterAll(async () => {
  await Promise.all(open.map((c) => c.connection.stop()));
  await ts?.close();
});

describe('live-update settings', () => {
  it('answers the hub address and a short-lived token for the session', async () => {
    const res = await admin.get('/api/Authentication/viewHub');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.result).sort()).toEqual(['isAzureSignalR', 'signalREndpoint', 'token']);
    expect(res.body.result.isAzureSignalR).toBe(false);
    expect(res.body.result.signalREndpoint).toBe(`${ts.baseUrl}/hubs/view`);
    const hub = claimsOf(res.body.result.token);
    const session = claimsOf(admin.token!);
    expect(hub.exp - hub.iat).toBe(300);
    expect(hub.sid).toBe(session.sid);
    expect(hub.sx).toBe(session.exp);
    expect((await apiClient(ts.baseUrl).get('/api/Authentication/viewHub')).status).toBe(401);
  });
});

describe('negotiate and transport', () => {
  it('negotiates WebSockets only, with a connection token', async () => {
    const { token } = await liveSettings(admin);
    const res = await apiClient(ts.baseUrl, token).post('/hubs/view/negotiate?negotiateVersion=1', '');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ negotiateVersion: 1, availableTransports: [{ transport: 'WebSockets', transferFormats: ['Text'] }] });
    expect(typeof res.body.connectionId).toBe('string');
    expect(typeof res.body.connectionToken).toBe('string');
    expect(res.body.connectionToken).not.toBe(res.body.connectionId);
  });

  it('answers 401 on negotiate and on the WebSocket without a token or with an expired one', async () => {
    const session = claimsOf(admin.token!);
    const { exp, iat, ...claims } = session;
    expect(exp > iat).toBe(true);
    const expired = await createTokenService(new TextEncoder().encode('test-secret'), -60).sign(claims);

    expect((await apiClient(ts.baseUrl).post('/hubs/view/negotiate?negotiateVersion=1', '')).status).toBe(401);
    const late = await apiClient(ts.baseUrl, expired).post('/hubs/view/negotiate?negotiateVersion=1', '');
    expect(late.status).toBe(401);
    expect(late.body.message).toBe('Token expired');

    expect(await rawHubSocket(`${ts.baseUrl}/hubs/view`)).toMatchObject({ status: 401 });
    expect(await rawHubSocket(`${ts.baseUrl}/hubs/view?access_token=${expired}`)).toMatchObject({ status: 401 });
    expect(await rawHubSocket(`${ts.baseUrl}/hubs/view`, { authorization: `Bearer ${expired}` })).toMatchObject({ status: 401 });
    // The real client reports the negotiate refusal with the status, which the console's manager reads.
    await expect(connectLive({ signalREndpoint: `${ts.baseUrl}/hubs/view`, token: expired })).rejects.toThrow(/Status code '401'/);
  });

  it('takes a negotiated connection token once, and only from the session that negotiated', async () => {
    const { token } = await liveSettings(admin);
    const { body } = await apiClient(ts.baseUrl, token).post('/hubs/view/negotiate?negotiateVersion=1', '');
    const northToken = (await liveSettings(north)).token;
    expect(await rawHubSocket(`${ts.baseUrl}/hubs/view?id=${body.connectionToken}&access_token=${northToken}`)).toMatchObject({ status: 404 });
    const second = await apiClient(ts.baseUrl, token).post('/hubs/view/negotiate?negotiateVersion=1', '');
    const ok = await rawHubSocket(`${ts.baseUrl}/hubs/view?id=${second.body.connectionToken}&access_token=${token}`);
    expect('socket' in ok).toBe(true);
    if ('socket' in ok) ok.socket.close();
    expect(await rawHubSocket(`${ts.baseUrl}/hubs/view?id=${second.body.connectionToken}&access_token=${token}`)).toMatchObject({ status: 404 });
  });

  it('does the handshake, answers invocations with completions and refuses other protocols', async () => {
    const { token } = await liveSettings(admin);
    const opened = await rawHubSocket(`${ts.baseUrl}/hubs/view?access_token=${token}`);
    if (!('socket' in opened)) throw new Error(`refused: ${opened.status}`);
    const ws: WebSocket = opened.socket;
    ws.send('{"protocol":"json","version":1}\x1e');
    expect(await nextText(ws)).toBe('{}\x1e');
    ws.send(JSON.stringify({ type: 1, invocationId: '1', target: 'registerconnectiononview', arguments: ['Material', 'master', 'demo'] }) + '\x1e');
    expect(await nextText(ws)).toBe('{"type":3,"invocationId":"1"}\x1e');
    ws.send(JSON.stringify({ type: 1, invocationId: '2', target: 'Nope', arguments: [] }) + '\x1e');
    expect(JSON.parse((await nextText(ws)).slice(0, -1))).toEqual({ type: 3, invocationId: '2', error: "Unknown hub method 'Nope'." });
    ws.close();

    const other = await rawHubSocket(`${ts.baseUrl}/hubs/view?access_token=${token}`);
    if (!('socket' in other)) throw new Error('refused');
    other.socket.send('{"protocol":"messagepack","version":1}\x1e');
    expect(JSON.parse((await nextText(other.socket)).slice(0, -1))).toEqual({ error: "The protocol 'messagepack' is not supported." });
  });
});

describe('registrations and delivery', () => {
  it('delivers a published change to a registered connection under "updated", and nothing after unregistering', async () => {
    const client = await live(admin);
    await client.connection.invoke('RegisterConnectionOnView', 'Material', 'master', 'Demo');

    const single = client.next();
    publish({ viewName: 'Material', businessUnitId: demoId, methodName: 'Single', viewModel: { id: 1, itemNo: 'M-1' } });
    expect(await single).toEqual({ viewName: 'Material', methodName: 'Updated', viewModel: { id: 1, itemNo: 'M-1' } });

    const more = [client.next((m) => m.methodName === 'Bulk'), client.next((m) => m.methodName === 'Deleted'), client.next((m) => m.methodName === 'BulkDelete')];
    publish({ viewName: 'Material', businessUnitId: demoId, methodName: 'Bulk', viewModels: [{ id: 1 }, { id: 2 }] });
    publish({ viewName: 'Material', businessUnitId: demoId, methodName: 'Deleted', id: 2 });
    publish({ viewName: 'Material', businessUnitId: demoId, methodName: 'BulkDelete', ids: [3, 4] });
    expect(await Promise.all(more)).toEqual([
      { viewName: 'Material', methodName: 'Bulk', viewModels: [{ id: 1 }, { id: 2 }] },
      { viewName: 'Material', methodName: 'Deleted', id: 2 },
      { viewName: 'Material', methodName: 'BulkDelete', ids: [3, 4] },
    ]);

    // Another view is not delivered.
    publish({ viewName: 'OutgoingOrder', businessUnitId: demoId, methodName: 'Deleted', id: 9 });
    await client.connection.invoke('UnRegisterConnectionOnView', 'Material', 'master', 'Demo');
    const before = client.messages.length;
    publish({ viewName: 'Material', businessUnitId: demoId, methodName: 'Deleted', id: 5 });
    await settle();
    expect(client.messages.length).toBe(before);
    expect(client.messages.some((m) => m.viewName === 'OutgoingOrder')).toBe(false);
  });

  it('keeps a view while another of its view types is registered, and delivers each message once', async () => {
    const client = await live(admin);
    await client.connection.invoke('RegisterConnectionOnView', 'Task', 'master', 'Demo');
    await client.connection.invoke('RegisterConnectionOnView', 'Task', 'detail', 'Demo');
    await client.connection.invoke('UnRegisterConnectionOnView', 'Task', 'master', 'Demo');
    publish({ viewName: 'Task', businessUnitId: demoId, methodName: 'Deleted', id: 1 });
    await client.next();
    await settle();
    expect(client.messages).toHaveLength(1);
  });

  it('serializes a broadcast once, whatever the number of listeners: every connection is handed the same Buffer', async () => {
    const clients = await Promise.all([live(admin), live(admin), live(admin)]);
    await Promise.all(clients.map((c) => c.connection.invoke('RegisterConnectionOnView', 'Stock', 'master', 'Demo')));
    // What the hub hands each connection's socket; a serialization per connection would give equal but distinct Buffers.
    const send = vi.spyOn(LiveConnection.prototype, 'send');
    try {
      const arrivals = clients.map((c) => c.next());
      publish({ viewName: 'Stock', businessUnitId: demoId, methodName: 'Bulk', viewModels: [{ id: 1, quantity: 3 }] });
      const received = await Promise.all(arrivals);
      expect(received).toEqual(clients.map(() => ({ viewName: 'Stock', methodName: 'Bulk', viewModels: [{ id: 1, quantity: 3 }] })));
      const frames = send.mock.calls.map(([frame]) => frame).filter((frame) => Buffer.isBuffer(frame) && frame.includes('"viewName":"Stock"'));
      expect(frames).toHaveLength(3);
      expect(new Set(frames).size).toBe(1);
      expect(new Set(send.mock.contexts.filter((_, i) => frames.includes(send.mock.calls[i][0]))).size).toBe(3);
    } finally {
      send.mockRestore();
    }
  });

  it('keeps business units apart: North never hears Demo, and may not register for it', async () => {
    const northClient = await live(north);
    const demoClient = await live(admin);
    await northClient.connection.invoke('RegisterConnectionOnView', 'Material', 'master', 'North');
    await demoClient.connection.invoke('RegisterConnectionOnView', 'Material', 'master', 'Demo');
    await expect(northClient.connection.invoke('RegisterConnectionOnView', 'Material', 'master', 'Demo')).rejects.toThrow(/not the signed-in business unit/);

    const demoGot = demoClient.next();
    publish({ viewName: 'Material', businessUnitId: demoId, methodName: 'Deleted', id: 'demo-row' });
    await demoGot;
    const northGot = northClient.next();
    publish({ viewName: 'Material', businessUnitId: northId, methodName: 'Deleted', id: 'north-row' });
    expect(await northGot).toMatchObject({ id: 'north-row' });
    await settle();
    expect(northClient.messages.map((m) => m.id)).toEqual(['north-row']);
    expect(demoClient.messages.map((m) => m.id)).toEqual(['demo-row']);
  });

  it('refuses bad arguments with an error completion', async () => {
    const client = await live(admin);
    await expect(client.connection.invoke('RegisterConnectionOnView', 'Material')).rejects.toThrow(/expects 3 arguments/);
    await expect(client.connection.invoke('RegisterConnectionOnView', '', 'master', 'Demo')).rejects.toThrow(/viewName/);
    await expect(client.connection.invoke('DropTables')).rejects.toThrow(/Unknown hub method/);
  });
});

describe('connection lifetime', () => {
  it("drops a closed connection from the hub's registry of every view it listened to, however it ended", async () => {
    const hub = ts.server.app.liveHub;
    const listens = (viewName: string, connection: LiveConnection) => hub.registry.listeners(demoId, viewName)?.has(connection) ?? false;
    const newConnections = async (before: Set<LiveConnection>) =>
      vi.waitFor(() => {
        const added = [...hub.connections].filter((c) => !before.has(c) && c.views.size > 0);
        if (added.length === 0) throw new Error('not registered yet');
        return added;
      });

    // A client that stops (Close message) and one whose socket just drops (no goodbye).
    const known = new Set(hub.connections);
    const stopping = await connectLive(await liveSettings(admin));
    await stopping.connection.invoke('RegisterConnectionOnView', 'Stock', 'master', 'Demo');
    await stopping.connection.invoke('RegisterConnectionOnView', 'Location', 'detail', 'Demo');
    const [polite] = await newConnections(known);
    const { token } = await liveSettings(admin);
    const raw = await rawHubSocket(`${ts.baseUrl}/hubs/view?access_token=${token}`);
    if (!('socket' in raw)) throw new Error('refused');
    raw.socket.send('{"protocol":"json","version":1}\x1e');
    await nextText(raw.socket);
    raw.socket.send('{"type":1,"invocationId":"1","target":"RegisterConnectionOnView","arguments":["Stock","master","Demo"]}\x1e');
    await nextText(raw.socket);
    const [rude] = await newConnections(new Set([...known, polite]));
    expect(listens('Stock', polite) && listens('Location', polite) && listens('Stock', rude)).toBe(true);

    await stopping.connection.stop();
    raw.socket.terminate();
    await vi.waitFor(() => expect(hub.connections.has(polite) || hub.connections.has(rude)).toBe(false));
    expect(listens('Stock', polite)).toBe(false);
    expect(listens('Location', polite)).toBe(false);
    expect(listens('Stock', rude)).toBe(false);
    const sent = hub.stats.framesSent;
    publish({ viewName: 'Location', businessUnitId: demoId, methodName: 'Deleted', id: 1 });
    expect(hub.stats.framesSent).toBe(sent);
  });

  it('closes the connections of a session that logged out, saying so', async () => {
    const picker = await signInAs(ts.baseUrl, 'picker');
    const client = await live(picker);
    await picker.post('/api/UserSession/logout');
    ts.server.app.liveHub.tick();
    const error = await client.closed;
    expect(error?.message).toBe('Server returned an error on close: Session ended');
  });

  it('pings its connections, drops a socket without handshake after 15 s and a silent one after 30 s', async () => {
    const { token } = await liveSettings(admin);
    const hub = ts.server.app.liveHub;
    const mute = await rawHubSocket(`${ts.baseUrl}/hubs/view?access_token=${token}`);
    const opened = await rawHubSocket(`${ts.baseUrl}/hubs/view?access_token=${token}`);
    if (!('socket' in opened) || !('socket' in mute)) throw new Error('refused');
    const ws = opened.socket;
    ws.send('{"protocol":"json","version":1}\x1e');
    await nextText(ws);

    const ping = nextText(ws);
    const muteClosed = new Promise((resolve) => mute.socket.once('close', resolve));
    hub.tick(Date.now() + 16_000);
    expect(await ping).toBe('{"type":6}\x1e');
    await muteClosed;
    expect(ws.readyState).toBe(ws.OPEN);

    const closed = new Promise((resolve) => ws.once('close', resolve));
    hub.tick(Date.now() + 31_000);
    await closed;
    // Every connection looks silent 31 s from now, the SignalR clients of the tests above included.
    expect(hub.connections.size).toBe(0);
  });
});
