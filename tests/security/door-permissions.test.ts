import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listViews } from '../../apps/server/src/lists/list-view-registry';
import { SHEETS } from '../../plugins/settings/server/excel-import/layout';
import { SHEET_WRITES } from '../../plugins/settings/server/excel-import/sheet-permissions';
import { LIST_READ, SIGNED_IN, WRITE, WRITE_ROUTES } from '../../apps/server/src/permissions/door-permissions';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { demoUsers, signInAs, type TestApi } from '../helpers/api-client';
import { connectLive, liveSettings, type LiveTestClient } from '../helpers/live-client';
import { importWorkbook, postWorkbook } from '../helpers/import-workbook';

/**
 * The door table (apps/server/src/permissions/door-permissions.ts) walked for every role of the
 * demo: for the same right, every door gives the same answer. Reading a list over the API and
 * listening to its view on the hub; writing master data or stock over the API and importing the
 * sheet that writes the same rows. A new list, view or sheet without its entry fails here.
 */

type Who = keyof typeof demoUsers;
const ROLES: Who[] = ['admin', 'super', 'picker', 'northAdmin', 'globalAdmin'];

let t: TestServer;
const apis = new Map<Who, TestApi>();
const hubs = new Map<Who, LiveTestClient>();

beforeAll(async () => {
  t = await startTestServer({ scale: 0 });
  for (const who of ROLES) {
    const api = await signInAs(t.baseUrl, who);
    apis.set(who, api);
    hubs.set(who, await connectLive(await liveSettings(api)));
  }
}, 60_000);
afterAll(async () => {
  await Promise.all([...hubs.values()].map((c) => c.connection.stop().catch(() => undefined)));
  await t?.close();
});

const routeOf = (method: string, url: string) => t.server.routes.find((r) => r.method === method && r.url === url);

describe('the door table covers every door', () => {
  it('names every list view the server registers, and each list route asks what the table says', () => {
    const names = listViews.names();
    expect(names.length).toBeGreaterThan(15);
    expect(names.filter((name) => !Object.hasOwn(LIST_READ, name))).toEqual([]);
    expect(Object.keys(LIST_READ).filter((name) => !listViews.has(name))).toEqual([]);
    for (const name of names) {
      const route = routeOf('GET', listViews.get(name).path!);
      expect(route, name).toBeDefined();
      expect(route!.permission ?? SIGNED_IN, name).toBe(LIST_READ[name]);
    }
  });

  it('every write route asks the table, and every import sheet is in it', () => {
    for (const [door, route] of Object.entries(WRITE_ROUTES)) {
      const [method, url] = route.split(' ');
      expect(routeOf(method, url)?.permission, route).toBe(WRITE[door as keyof typeof WRITE]);
    }
    expect(Object.keys(SHEET_WRITES).sort()).toEqual(SHEETS.map((s) => s.kind).sort());
  });
});

/** What one role gets at each door. */
async function listAnswer(who: Who, viewName: string): Promise<boolean> {
  const res = await apis.get(who)!.get(listViews.get(viewName).path!);
  // Past the permission, a unit without the list's feature is answered 422: the door itself was open.
  expect([200, 403, 422], `${who} GET ${viewName}`).toContain(res.status);
  return res.status !== 403;
}

async function hubAnswer(who: Who, viewName: string): Promise<boolean> {
  const businessUnitName = demoUsers[who][0];
  try {
    await hubs.get(who)!.connection.invoke('RegisterConnectionOnView', viewName, 'master', businessUnitName);
    return true;
  } catch (err) {
    expect((err as Error).message).toContain(`permission to read '${viewName}'`);
    return false;
  }
}

/** The API write: an empty body is refused by the route's schema (400) once the permission let it through (else 403). */
async function writeAnswer(who: Who, route: string): Promise<boolean> {
  const [method, url] = route.split(' ');
  const api = apis.get(who)!;
  const res = method === 'POST' ? await api.post(url, {}) : await api.put(url, {});
  expect([400, 403], `${who} ${route}`).toContain(res.status);
  return res.status === 400;
}

/** A workbook with the sheet and one row whose key is too long: 400 when the sheet may be imported (nothing written), 403 when not. */
async function importAnswer(who: Who, sheet: string, header: string[]): Promise<boolean> {
  const file = await importWorkbook({ [sheet]: [header, header.map(() => 'x'.repeat(5000))] });
  const res = await postWorkbook(t.baseUrl, apis.get(who)!.token, file);
  expect([400, 403], `${who} import ${sheet}: ${JSON.stringify(res.body)}`).toContain(res.status);
  if (res.status === 403) expect(res.body.message).toContain(`"${sheet}"`);
  return res.status === 400;
}

describe.each(ROLES)('%s', (who) => {
  it('reading a list and listening to its view give the same answer', async () => {
    const answers: Record<string, [boolean, boolean]> = {};
    for (const name of Object.keys(LIST_READ)) answers[name] = [await listAnswer(who, name), await hubAnswer(who, name)];
    expect(Object.entries(answers).filter(([, [api, hub]]) => api !== hub)).toEqual([]);
    // The demo's roles differ where they should: the picker and the super user are refused the users and printers.
    const refused = Object.keys(answers).filter((name) => !answers[name][0]);
    expect(refused).toEqual(who === 'picker' || who === 'super' ? ['Printer', 'User'] : []);
  });

  it('importing a sheet needs every right of the API writes of the same rows', async () => {
    const answers: Record<string, [boolean, boolean]> = {};
    for (const def of SHEETS) {
      const api = (await Promise.all(SHEET_WRITES[def.kind].map((door) => writeAnswer(who, WRITE_ROUTES[door])))).every(Boolean);
      const header = def.columns.filter((c) => c.required).map((c) => c.header);
      answers[def.sheet] = [api, await importAnswer(who, def.sheet, header)];
    }
    expect(Object.entries(answers).filter(([, [api, imp]]) => api !== imp)).toEqual([]);
    const allowed = Object.keys(answers).filter((sheet) => answers[sheet][0]);
    expect(allowed).toEqual(who === 'picker' ? [] : ['Suppliers', 'Locations', 'Materials', 'Stock']);
  });
});
