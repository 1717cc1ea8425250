import { afterAll, beforeAll } from 'vitest';
import type { RowChange } from '../../apps/server/src/live/change-feed';
import { signInAs, type TestApi } from './api-client';
import { startTestServer, type TestServer } from './test-server';

/** A test server with the demo's administrator, picker and the North unit's administrator signed in. */
export interface DemoServer {
  ts: TestServer;
  admin: TestApi;
  picker: TestApi;
  north: TestApi;
}

type ServerOptions = Parameters<typeof startTestServer>[0];

/**
 * Starts the real server on a fresh seeded database and signs in the three demo users the API
 * tests act as; the row changes it publishes are collected into `changes` when one is given.
 */
export async function startDemoServer(options: { changes?: RowChange[] } & ServerOptions = {}): Promise<DemoServer> {
  const { changes, ...serverOptions } = options;
  const ts = await startTestServer(serverOptions);
  if (changes) ts.server.ctx.changes.subscribe((c) => changes.push(c));
  const [admin, picker, north] = await Promise.all([signInAs(ts.baseUrl, 'admin'), signInAs(ts.baseUrl, 'picker'), signInAs(ts.baseUrl, 'northAdmin')]);
  return { ts, admin, picker, north };
}

/** An object that stands for the one `current` gives when it is used: each property read goes to it. */
function standIn<T extends object>(current: () => T): T {
  return new Proxy({} as T, {
    get: (_, key) => {
      const target = current();
      const value: unknown = Reflect.get(target, key);
      return typeof value === 'function' ? value.bind(target) : value;
    },
    has: (_, key) => Reflect.has(current(), key),
  });
}

/**
 * The demo server of a test file (startDemoServer): started before the file's first test and closed
 * after its last, with the row changes it published in `changes`. The file takes the server and the
 * users at its top; they act as the started ones from the first test on.
 */
export function useDemoServer(options: ServerOptions = {}): DemoServer & { changes: RowChange[] } {
  const changes: RowChange[] = [];
  let started: DemoServer | undefined;
  beforeAll(async () => {
    started = await startDemoServer({ ...options, changes });
  });
  afterAll(() => started?.ts.close());
  const current = <K extends keyof DemoServer>(key: K) =>
    standIn(() => {
      if (!started) throw new Error(`the demo server's ${key} is used before the file's beforeAll started it`);
      return started[key];
    });
  return { ts: current('ts'), admin: current('admin'), picker: current('picker'), north: current('north'), changes };
}
