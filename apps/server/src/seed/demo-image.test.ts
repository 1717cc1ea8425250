import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, type Server } from '../app';
import { loadConfig, repoRoot, type ServerConfig } from '../config';
import { loadPlugins } from '../plugins/load-plugins';
import { verifyPassword } from '../auth/password';
import { migrate } from '../db/migrate';
import { openPglite } from '../db/pglite';
import type { Db } from '../db/types';
import { seedDemo } from './demo';
import { buildDemoImage, type DemoImage } from './demo-image';
import { placeDemoImage } from './demo-image-place';
import { shiftDemoDates, utcDaysBetween } from './demo-image-shift';
import { DEMO_USERS, HEAD_OFFICE_USERS, NORTH_USERS } from './demo-users';
import { tableRows, type TableRows } from './table-rows.testing';

// The prepared demo database must hold what a first start would have seeded: every table's rows,
// with the times each seeding took from its own clock compared as offsets from that clock.
const DAY = 86_400_000;
let tmp: string;
let image: DemoImage;
let imageSeconds: number;
const config = (over: Partial<ServerConfig>): ServerConfig =>
  loadConfig({ NODE_ENV: 'test' }, { port: 0, host: '127.0.0.1', logLevel: 'silent', demoImageCache: path.join(tmp, 'cache'), ...over });

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'cockpit-demo-image-'));
  const t0 = Date.now();
  image = await buildDemoImage(path.join(tmp, 'cache'), 1);
  imageSeconds = (Date.now() - t0) / 1000;
}, 600_000);
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }), 60_000);

async function placed(name: string): Promise<Db> {
  const c = config({ dataDir: path.join(tmp, name) });
  const found = await placeDemoImage(c, (message, error) => {
    throw new Error(`${message}: ${String(error)}`);
  });
  expect(found?.dir).toBe(image.dir);
  const db = await openPglite(c.dataDir);
  await migrate(db);
  return db;
}

describe('the prepared demo database', () => {
  it('equals a fresh seeding, table by table and row by row', async () => {
    const fresh = await openPglite('memory://');
    await migrate(fresh);
    // The plugins are loaded before the clock is read, as the image's seeding does: loading them
    // inside the seeding would start its times later than the clock by the load (1-2 s on a loaded
    // machine) and move them past the tolerance below.
    const plugins = (await loadPlugins(path.join(repoRoot, 'plugins'))).plugins.map((plugin) => plugin.server);
    const freshAt = Date.now();
    await seedDemo(fresh, { scale: 1, plugins });
    const freshSeconds = (Date.now() - freshAt) / 1000;
    const loaded = await placed('equal');
    // Moved to the fresh seeding's clock, as a start at that moment would have moved it.
    await shiftDemoDates(loaded, image.seededAt, freshAt);
    // Each seeding reads its clock as it goes: a time may differ by as long as the longer seeding ran.
    const toleranceMs = (Math.max(imageSeconds, freshSeconds) + 1) * 1000;
    const crossesMidnight = utcDaysBetween(freshAt, Date.now()) !== 0 || utcDaysBetween(image.seededAt, freshAt + imageSeconds * 1000) !== utcDaysBetween(image.seededAt, freshAt);
    const [a, b] = [await tableRows(loaded), await tableRows(fresh)];
    expect(Object.keys(a).sort()).toEqual(Object.keys(b).sort());
    expect(Object.values(b).reduce((n, t) => n + t.rows.length, 0)).toBeGreaterThan(1000);
    // Times quoted in text (a logged request body, a job's name) are not moved: they may differ by the
    // move as well, and by a minute where only the minute is quoted.
    const textToleranceMs = toleranceMs + Math.abs(freshAt - image.seededAt) + 60_000;
    const dates: DateCells = { cells: 0, dayApart: [] };
    const passwordChecks = Object.keys(b).flatMap((table) => compareTables(table, a[table], b[table], { toleranceMs, textToleranceMs, dates }));
    expect(passwordChecks.length).toBeGreaterThan(5);
    expect(dates.cells).toBeGreaterThan(100);
    // Across a midnight every date relative to today moves; otherwise only the few whose time fell
    // between the two clocks (the seedings are seconds apart: well under 1 % of a day's times).
    if (!crossesMidnight) expect(dates.dayApart.length, dates.dayApart.join(', ')).toBeLessThanOrEqual(Math.max(2, dates.cells / 100));
    await Promise.all(passwordChecks);
    await Promise.all([fresh.close(), loaded.close()]);
  }, 600_000);

  it('holds no secrets: no signing keys, sessions or sign-ins; each installation makes its own', async () => {
    const copy = await placed('as-made');
    for (const table of ['server_secrets', 'user_sessions', 'openid_sign_in_codes']) {
      expect((await copy.query<{ n: number }>(`select count(*)::int as n from ${table}`)).rows[0].n, table).toBe(0);
    }
    await copy.close();
    const servers: Server[] = [];
    for (const name of ['first', 'second']) servers.push(await buildServer(config({ dataDir: path.join(tmp, name) })));
    const secrets = await Promise.all(servers.map(async (s) => (await s.ctx.db.query<{ value: string }>('select * from server_secrets order by 1')).rows));
    expect(secrets[0].length).toBeGreaterThan(0);
    expect(JSON.stringify(secrets[0])).not.toBe(JSON.stringify(secrets[1]));
    // Both hold the demo, without having seeded it.
    for (const s of servers) expect((await s.ctx.db.query<{ n: number }>('select count(*)::int as n from materials')).rows[0].n).toBeGreaterThan(200);
    await Promise.all(servers.map((s) => s.close()));
  }, 600_000);

  it('moves every time and date by the time since it was seeded', async () => {
    const db = await placed('moved');
    const before = await tableRows(db);
    const later = image.seededAt + 9 * DAY + 5 * 3_600_000;
    expect(await shiftDemoDates(db, image.seededAt, later)).toBeGreaterThan(20);
    const after = await tableRows(db);
    const days = utcDaysBetween(image.seededAt, later);
    let moved = 0;
    for (const [table, { rows, types }] of Object.entries(before)) {
      rows.forEach((row, i) => {
        for (const [column, value] of Object.entries(row)) {
          const now = after[table].rows[i][column];
          if (value === null) expect(now).toBeNull();
          else if (types[column] === 'date') expect(utcDaysBetween(Date.parse(String(value)), Date.parse(String(now))), `${table}.${column}`).toBe(days);
          else if (value instanceof Date) expect((now as Date).getTime() - value.getTime(), `${table}.${column}`).toBe(later - image.seededAt);
          else continue;
          moved++;
        }
      });
    }
    expect(moved).toBeGreaterThan(1000);
    await db.close();
  }, 600_000);
});

/** A time quoted in text: ISO (a request body's sentAt) or a label's local minute (a job named "Move 2026-11-26 21:08"). */
const QUOTED_TIME = /\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?Z?/g;
const PASSWORDS = new Map([...DEMO_USERS, ...NORTH_USERS, ...HEAD_OFFICE_USERS].map((u) => [u.userName, u.password]));

/** The date cells compared, and those a day apart. */
type DateCells = { cells: number; dayApart: string[] };

/** Compares two tables' rows; answers the password checks (scrypt, asynchronous) still to await. */
function compareTables(
  table: string,
  a: TableRows,
  b: TableRows,
  { toleranceMs, textToleranceMs, dates }: { toleranceMs: number; textToleranceMs: number; dates: DateCells },
): Array<Promise<void>> {
  const pending: Array<Promise<void>> = [];
  expect.soft(a.rows.length, `${table}: row count`).toBe(b.rows.length);
  if (a.rows.length !== b.rows.length) return pending;
  a.rows.forEach((rowA, i) => {
    const rowB = b.rows[i];
    for (const column of Object.keys(rowB)) {
      const [x, y] = [rowA[column], rowB[column]];
      const where = `${table}.${column} (row ${i + 1})`;
      if (x === null || y === null) expect.soft(x, where).toBe(y);
      else if (x instanceof Date) expect.soft(Math.abs(x.getTime() - (y as Date).getTime()), where).toBeLessThanOrEqual(toleranceMs);
      else if (a.types[column] === 'date') {
        // A date the demo derives from a time (a delivery date some days after an order placed
        // minutes ago) lands on the next day in the later seeding when that time passed a
        // midnight between the two seedings' clocks: one day apart, and rarely.
        const days = Math.abs(utcDaysBetween(Date.parse(String(x)), Date.parse(String(y))));
        expect.soft(days, where).toBeLessThanOrEqual(1);
        dates.cells++;
        if (days === 1) dates.dayApart.push(where);
      } else if (column === 'password_hash') {
        // Salted per seeding: both verify the user's demo password.
        const password = PASSWORDS.get(String(rowB.user_name))!;
        expect.soft(password, where).toBeDefined();
        pending.push(Promise.all([verifyPassword(password, String(x)), verifyPassword(password, String(y))]).then((ok) => void expect.soft(ok, where).toEqual([true, true])));
      } else {
        // Text and JSON that quote a time: the same text around times within the tolerance.
        const [tx, ty] = [typeof x === 'object' ? JSON.stringify(x) : String(x), typeof y === 'object' ? JSON.stringify(y) : String(y)];
        expect.soft(tx.replace(QUOTED_TIME, '<time>'), where).toBe(ty.replace(QUOTED_TIME, '<time>'));
        const [timesX, timesY] = [tx.match(QUOTED_TIME) ?? [], ty.match(QUOTED_TIME) ?? []];
        timesX.forEach((t, k) => expect.soft(Math.abs(Date.parse(t) - Date.parse(timesY[k])), where).toBeLessThanOrEqual(textToleranceMs));
      }
    }
  });
  return pending;
}
