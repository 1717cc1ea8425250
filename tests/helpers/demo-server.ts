import { afterAll, beforeAll } from 'vitest';
import type { RowChange } from '../../apps/server/src/live/change-feed';
import { signInAs, type TestApi } from './api-client';
import { standInFields } from './stand-in';
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

/**
 * The demo server of a test file (startDemoServer): started before the file's first test and closed
 * after its last, with the row changes it published in `changes`. The file takes the server and the
 * users at its top; they act as the started ones from the first test on.
 */
export function useDemoServer(options: ServerOptions = {}): DemoServer & { changes: RowChange[] } {
  const changes: RowChange[] = [];
  const server = {} as DemoServer;
  beforeAll(async () => void Object.assign(server, await startDemoServer({ ...options, changes })));
  afterAll(() => server.ts?.close());
  return { ...standInFields(server, ['ts', 'admin', 'picker', 'north'], 'the demo server'), changes };
}
