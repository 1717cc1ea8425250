import { afterAll, beforeAll } from 'vitest';
import { startDemoServer, type DemoServer } from './demo-server';
import { standInFields } from './stand-in';

export interface ReportServer extends DemoServer {
  demoBu: number;
}

/**
 * Starts a seeded server before the file's first test (Demo's admin and picker, North's admin signed
 * in) and closes it after the last. The server and users can be taken at the file's top (stand-ins);
 * demoBu is read from the first test on.
 */
export function useReportServer(): ReportServer {
  const server = {} as ReportServer;
  beforeAll(async () => {
    Object.assign(server, await startDemoServer());
    server.demoBu = (await server.ts.database.db.query<{ id: number }>(`select id from business_units where name = 'Demo'`)).rows[0].id;
  });
  afterAll(() => server.ts?.close());
  return {
    ...standInFields(server, ['ts', 'admin', 'picker', 'north'], 'the report server'),
    get demoBu() {
      return server.demoBu;
    },
  };
}

/** The date `offset` days from today (yyyy-mm-dd). */
export const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** The period the report tests ask for unless a test says otherwise: the last 90 days, today included. */
export const FROM = day(-90);
export const TO = day(0);

/** A query string; an array is the key repeated. */
export const qs = (o: Record<string, unknown>) =>
  Object.entries(o)
    .flatMap(([k, v]) => (Array.isArray(v) ? v.map((x) => `${k}=${encodeURIComponent(String(x))}`) : [`${k}=${encodeURIComponent(String(v))}`]))
    .join('&');
