import { afterAll, beforeAll } from 'vitest';
import { startTestServer, type TestServer } from './test-server';
import { signInAs, type demoUsers, type TestApi } from './api-client';

export type SignedInServer<K extends string> = { ts: TestServer } & Record<K, TestApi>;

/**
 * Starts a test server before the file's first test, signs in the demo users named (field name →
 * demo user, side by side) and closes the server after the last test. The fields are filled by the
 * first test: read them in a test or a hook, not when the file loads.
 */
export function useSignedInServer<K extends string>(people: Record<K, keyof typeof demoUsers>, options: Parameters<typeof startTestServer>[0] = {}): SignedInServer<K> {
  const server = {} as SignedInServer<K>;
  beforeAll(async () => {
    server.ts = await startTestServer(options);
    const entries = Object.entries(people) as Array<[K, keyof typeof demoUsers]>;
    const apis = await Promise.all(entries.map(([, who]) => signInAs(server.ts.baseUrl, who)));
    entries.forEach(([field], i) => Object.assign(server, { [field]: apis[i] }));
  });
  afterAll(() => server.ts?.close());
  return server;
}
