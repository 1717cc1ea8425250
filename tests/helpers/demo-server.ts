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

/**
 * Starts the real server on a fresh seeded database and signs in the three demo users the API
 * tests act as; the row changes it publishes are collected into `changes` when one is given.
 */
export async function startDemoServer(options: { changes?: RowChange[] } & Parameters<typeof startTestServer>[0] = {}): Promise<DemoServer> {
  const { changes, ...serverOptions } = options;
  const ts = await startTestServer(serverOptions);
  if (changes) ts.server.ctx.changes.subscribe((c) => changes.push(c));
  const [admin, picker, north] = await Promise.all([signInAs(ts.baseUrl, 'admin'), signInAs(ts.baseUrl, 'picker'), signInAs(ts.baseUrl, 'northAdmin')]);
  return { ts, admin, picker, north };
}
