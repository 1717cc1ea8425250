import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLiveConnection, type LiveConnection, type LiveUpdateMessage, type LiveUpdateSettings } from '@cockpit/core/live';
import { buildServer, type Server } from '../../apps/server/src/app';
import { loadConfig, type ServerConfig } from '../../apps/server/src/config';
import { createTokenService, type TokenClaims } from '../../apps/server/src/auth/tokens';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { signInAs, type TestApi } from '../helpers/api-client';
import { liveSettings } from '../helpers/live-client';

/**
 * The console's connection manager (core/src/live) with the real @microsoft/signalr client against
 * the real hub: registration, a server restart on the same port and database, 401 refresh, the
 * stop reasons.
 */
let database: TestDatabase;
let config: ServerConfig;
let server: Server | undefined;
let port = 0;
const managers: LiveConnection[] = [];

async function startServer(): Promise<Server> {
  const s = await buildServer(config, { db: database.db });
  await s.app.listen({ port, host: '127.0.0.1' });
  const address = s.app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
  return s;
}

async function until(what: string, condition: () => boolean, timeoutMs = 15_000): Promise<void> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for: ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

const registeredOn = (s: Server, viewName: string) => [...s.app.liveHub.connections].some((c) => c.views.has(viewName));

function manager(api: TestApi, overrides: Partial<Parameters<typeof createLiveConnection>[0]> = {}) {
  const events = { lost: [] as string[], failed: [] as string[], warnings: [] as string[], settingsCalls: 0 };
  const live = createLiveConnection({
    fetchSettings: async () => {
      events.settingsCalls++;
      return liveSettings(api);
    },
    businessUnitName: 'Demo',
    onConnectionLost: ({ reason }) => events.lost.push(reason),
    onRegistrationFailed: ({ message }) => events.failed.push(message),
    log: { warn: (m) => events.warnings.push(m) },
    ...overrides,
  });
  managers.push(live);
  return { live, events };
}

beforeAll(async () => {
  database = await createTestDatabase(0);
  config = loadConfig({ ...process.env, NODE_ENV: 'test' }, { port: 0, host: '127.0.0.1', seed: false, jwtSecret: 'test-secret', logLevel: 'warn' });
  server = await startServer();
});
afterAll(async () => {
  await Promise.all(managers.map((m) => m.dispose()));
  await server?.close();
  await database?.drop();
});

describe('live connection manager against the real hub', () => {
  it('registers, receives, survives a server restart by reconnecting and re-registering, and closes with the last subscription', async () => {
    const api = await signInAs(`http://127.0.0.1:${port}`, 'admin');
    const { live, events } = manager(api);
    const got: LiveUpdateMessage[] = [];
    const offMaterial = live.subscribe('Material', 'master', (m) => got.push(m));
    const offTask = live.subscribe('Task', 'master', (m) => got.push(m));
    await until('registered on the first server', () => registeredOn(server!, 'Material') && registeredOn(server!, 'Task'));
    const bu = server!.app.liveHub.connections.values().next().value!.caller.businessUnitId;

    server!.ctx.changes.publish({ viewName: 'Material', businessUnitId: bu, methodName: 'Single', viewModel: { id: 1 } });
    await until('first message', () => got.length === 1);

    await server!.close();
    server = await startServer();
    await until('re-registered on the restarted server', () => registeredOn(server!, 'Material') && registeredOn(server!, 'Task'));
    expect(live.state).toBe('connected');
    server.ctx.changes.publish({ viewName: 'Task', businessUnitId: bu, methodName: 'Deleted', id: 7 });
    await until('message after the restart', () => got.length === 2);
    expect(got[1]).toEqual({ viewName: 'Task', methodName: 'Deleted', id: 7 });
    expect(events.lost).toEqual([]);
    expect(events.failed).toEqual([]);

    offMaterial();
    await until('unregistered', () => !registeredOn(server!, 'Material'));
    expect(server.app.liveHub.connections.size).toBe(1);
    offTask();
    await until('connection closed with the last subscription', () => server!.app.liveHub.connections.size === 0);
    expect(live.state).toBe('idle');
  });

  it('fetches new settings after a 401 at connect and retries', async () => {
    const api = await signInAs(`http://127.0.0.1:${port}`, 'admin');
    const { exp, iat, ...claims } = JSON.parse(Buffer.from(api.token!.split('.')[1], 'base64url').toString()) as TokenClaims & { exp: number; iat: number };
    expect(exp).toBeGreaterThan(iat);
    const expired = await createTokenService(new TextEncoder().encode('test-secret'), -60).sign(claims);
    let calls = 0;
    const fetchSettings = async (): Promise<LiveUpdateSettings> => {
      const fresh = await liveSettings(api);
      return ++calls === 1 ? { ...fresh, token: expired } : fresh;
    };
    const { live } = manager(api, { fetchSettings });
    live.subscribe('Material', 'master', () => undefined);
    await until('connected with the refreshed token', () => registeredOn(server!, 'Material'));
    expect(calls).toBe(2);
    expect(live.state).toBe('connected');
  });

  it('reports a session that ended as timed out, and a server that stays away as unable to connect', async () => {
    const picker = await signInAs(`http://127.0.0.1:${port}`, 'picker');
    const a = manager(picker, { businessUnitName: 'Demo' });
    a.live.subscribe('Material', 'master', () => undefined);
    await until('picker connected', () => a.live.state === 'connected' && registeredOn(server!, 'Material'));
    await picker.post('/api/UserSession/logout');
    server!.app.liveHub.tick();
    await until('session-timed-out reported', () => a.events.lost.length > 0);
    expect(a.events.lost).toEqual(['session-timed-out']);

    const api = await signInAs(`http://127.0.0.1:${port}`, 'admin');
    const b = manager(api, { retry: { baseDelayMs: 20 } });
    b.live.subscribe('Material', 'master', () => undefined);
    await until('admin connected', () => b.live.state === 'connected');
    await server!.close();
    server = undefined;
    // 20 + 40 + 80 + 160 + 320 ms of back-off, then the manager gives up.
    await until('unable-to-connect reported', () => b.events.lost.length > 0, 10_000);
    expect(b.events.lost).toEqual(['unable-to-connect']);
    expect(b.live.state).toBe('lost');
  });

  it("reports 'Registration to {view} failed' when the hub refuses a registration", async () => {
    server ??= await startServer();
    const api = await signInAs(`http://127.0.0.1:${port}`, 'admin');
    // A business unit name that is not the caller's: the hub answers with an error completion.
    const { live, events } = manager(api, { businessUnitName: 'North' });
    live.subscribe('Material', 'master', () => undefined);
    await until('refusal reported', () => events.failed.length > 0);
    expect(events.failed).toEqual(['Registration to Material failed']);
  });
});
