import { afterAll, beforeAll } from 'vitest';
import { startTestServer, type TestServer } from './test-server';
import { signInAs, type TestApi } from './api-client';

export interface ReportServer {
  ts: TestServer;
  admin: TestApi;
  picker: TestApi;
  north: TestApi;
  demoBu: number;
}

/** Starts a seeded server before the file's first test (Demo's admin and picker, North's admin signed in) and closes it after the last. */
export function useReportServer(): ReportServer {
  const server = {} as ReportServer;
  beforeAll(async () => {
    server.ts = await startTestServer();
    [server.admin, server.picker, server.north] = await Promise.all([
      signInAs(server.ts.baseUrl, 'admin'),
      signInAs(server.ts.baseUrl, 'picker'),
      signInAs(server.ts.baseUrl, 'northAdmin'),
    ]);
    server.demoBu = (await server.ts.database.db.query<{ id: number }>(`select id from business_units where name = 'Demo'`)).rows[0].id;
  });
  afterAll(() => server.ts?.close());
  return server;
}

/** The date `offset` days from today (yyyy-mm-dd). */
export const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** A query string; an array is the key repeated. */
export const qs = (o: Record<string, unknown>) =>
  Object.entries(o)
    .flatMap(([k, v]) => (Array.isArray(v) ? v.map((x) => `${k}=${encodeURIComponent(String(x))}`) : [`${k}=${encodeURIComponent(String(v))}`]))
    .join('&');
