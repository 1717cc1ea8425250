import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../apps/server/src/config';
import { signInAs, type TestApi } from '../helpers/api-client';
import { startTestServer, type TestServer } from '../helpers/test-server';

/**
 * A plugin's server half, loaded from the list of plugins without any edit of the server: its
 * route (from its routes.ts) gets the host's authentication, permission check, validation and
 * unit scoping; its migration runs in the host's sequence; a clash with the host stops the start.
 */
let ts: TestServer;
let admin: TestApi;
let picker: TestApi;
let north: TestApi;
// Inside the project, so that the plugin resolves @cockpit/server/sdk and @cockpit/contracts as a plugin of plugins/ does.
const dirs: string[] = [];

const ROUTES = `import { defineRoute, Type } from '@cockpit/contracts';
export const Probe = {
  count: defineRoute({
    key: 'Probe.count',
    method: 'GET',
    path: 'Probe/count',
    permission: 'header/settings/users',
    query: Type.Object({ min: Type.Optional(Type.Integer({ minimum: 0 })) }, { additionalProperties: false }),
    answer: Type.Object({ result: Type.Object({ notes: Type.Integer(), materials: Type.Integer() }) }),
    description: 'The probe notes and materials of the caller\\'s business unit.',
  }),
};
export const routeAreas = { probe: { Probe } };
`;

const SERVER = `import { defineServerPlugin, registerRoute, type AppContext, type FastifyInstance } from '@cockpit/server/sdk';
import { Probe } from '../routes';
async function routes(app: FastifyInstance, ctx: AppContext) {
  registerRoute(app, Probe.count, async (request) => {
    const bu = request.caller.businessUnitId;
    const { rows } = await ctx.db.query<{ notes: number; materials: number }>(
      'select (select count(*)::int from probe_notes where business_unit_id = $1) as notes, (select count(*)::int from materials where business_unit_id = $1) as materials',
      [bu],
    );
    return { result: rows[0] };
  });
}
export default defineServerPlugin({ name: 'probeTools', routes });
`;

function writePlugins(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(repoRoot, '.data-server-plugins-'));
  dirs.push(dir);
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

beforeAll(async () => {
  const pluginsDir = writePlugins({
    'server-plugins.json': JSON.stringify({ probeTools: 'probe-tools' }),
    'probe-tools/routes.ts': ROUTES,
    'probe-tools/server/index.ts': SERVER,
    'probe-tools/server/migrations/131_probe_notes.sql':
      'create table probe_notes (id int generated always as identity primary key, business_unit_id int not null references business_units(id));',
  });
  ts = await startTestServer({ config: { pluginsDir } });
  [admin, picker, north] = await Promise.all([signInAs(ts.baseUrl, 'admin'), signInAs(ts.baseUrl, 'picker'), signInAs(ts.baseUrl, 'northAdmin')]);
}, 600_000);
afterAll(async () => {
  await ts?.close();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe("a plugin's server half", () => {
  it("runs its migration in the host's sequence and answers its route for the caller's business unit", async () => {
    const unitOf = async (name: string) => (await ts.database.db.query<{ id: number }>('select id from business_units where name = $1', [name])).rows[0].id;
    const [demo, northUnit] = [await unitOf('Demo'), await unitOf('North')];
    expect(demo).not.toBe(northUnit);
    await ts.database.db.query('insert into probe_notes (business_unit_id) values ($1), ($1), ($2)', [demo, northUnit]);
    expect((await ts.database.db.query(`select 1 from schema_migrations where name = '131_probe_notes.sql'`)).rows).toHaveLength(1);
    const mine = await admin.get('/api/Probe/count');
    expect(mine.status).toBe(200);
    expect(mine.body.result.notes).toBe(2);
    const theirs = await north.get('/api/Probe/count');
    expect(theirs.status).toBe(200);
    expect(theirs.body.result.notes).toBe(1);
  });

  it("gets the host's authentication, permission check and validation without writing any", async () => {
    expect((await fetch(`${ts.baseUrl}/api/Probe/count`)).status).toBe(401);
    expect((await picker.get('/api/Probe/count')).status).toBe(403);
    const bad = await admin.get('/api/Probe/count?min=-1');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toMatch(/min must be >= 0/);
  });

  it("joins the route table: the OpenAPI document the server serves lists its route beside the host's", async () => {
    const doc = await admin.get('/api/openapi.json');
    expect(Object.keys(doc.body.paths)).toEqual(expect.arrayContaining(['/api/Probe/count', '/api/User/current']));
  });

  it("a route that takes a host route's key or path, or a list naming a folder without a server half, stops the start naming both", { timeout: 300_000 }, async () => {
    const clash = writePlugins({
      'server-plugins.json': JSON.stringify({ probeTools: 'probe-tools' }),
      'probe-tools/routes.ts': ROUTES.replace("key: 'Probe.count'", "key: 'User.current'"),
      'probe-tools/server/index.ts': SERVER,
    });
    await expect(startTestServer({ config: { pluginsDir: clash }, database: ts.database })).rejects.toThrow(
      'Route User.current is declared by the host (packages/contracts) and by plugin probeTools',
    );
    const door = writePlugins({
      'server-plugins.json': JSON.stringify({ probeTools: 'probe-tools' }),
      'probe-tools/routes.ts': ROUTES.replace("path: 'Probe/count'", "path: 'User/current'"),
      'probe-tools/server/index.ts': SERVER,
    });
    await expect(startTestServer({ config: { pluginsDir: door }, database: ts.database })).rejects.toThrow(
      'Route GET /api/User/current is declared by the host (packages/contracts) and by plugin probeTools',
    );
    const missing = writePlugins({ 'server-plugins.json': JSON.stringify({ probeTools: 'probe-tools' }) });
    await expect(startTestServer({ config: { pluginsDir: missing }, database: ts.database })).rejects.toThrow(
      'plugin "probeTools" has no server half (plugins/probe-tools/server/index.ts)',
    );
  });

  it('a plugin that requires a service no listed plugin provides stops the start, naming the plugin and the service', { timeout: 300_000 }, async () => {
    const alone = writePlugins({
      'server-plugins.json': JSON.stringify({ probeTools: 'probe-tools' }),
      'probe-tools/routes.ts': ROUTES,
      'probe-tools/server/index.ts': SERVER.replace(
        "defineServerPlugin({ name: 'probeTools', routes })",
        "defineServerPlugin({ name: 'probeTools', routes, requires: ['warehouseOrders'] })",
      ),
    });
    await expect(startTestServer({ config: { pluginsDir: alone }, database: ts.database })).rejects.toThrow(
      'Plugin probeTools requires warehouseOrders, which no listed plugin provides',
    );
  });
});
