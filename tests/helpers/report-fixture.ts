import { afterAll, beforeAll } from 'vitest';
import { startDemoServer, type DemoServer } from './demo-server';
import { standInFields } from './stand-in';
import { dayIn, dayStartIn } from '../../apps/server/src/settings/unit-time-zone';

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

/** The demo units' time zone (no timeStampSettings of their own: the default region): a report's dates are its days. */
export const ZONE = 'Europe/Berlin';
/** The instant a day (yyyy-mm-dd) begins in the demo's time zone. */
export const dayStart = (d: string): Date => dayStartIn(d, ZONE)!;
/** The instant after a day (yyyy-mm-dd) ends in the demo's time zone: the next day's start. */
export const dayEnd = (d: string): Date => dayStartIn(new Date(Date.parse(`${d}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10), ZONE)!;
/** The demo's day of an instant (yyyy-mm-dd). */
export const dayOf = (instant: Date): string => dayIn(instant, ZONE);
