import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { signInAs, type TestApi } from '../helpers/api-client';

/**
 * A screen that extends another (Integration requests: the integration imports' grid on other
 * rows) is changed in the studio as it is seen, its base laid under it; the saved screen is served
 * to the unit whole, other units keep the shipped file, and a rollback gives the extending file back.
 */
let ts: TestServer;
let admin: TestApi;
let northAdmin: TestApi;

type Grid = Record<string, unknown> & { columns: Array<Record<string, unknown>> };
const FILE = 'grids/integration-requests.json';

const bundleFile = async (api: TestApi) => {
  const res = await api.get('/api/Schemas/bundle');
  expect(res.status).toBe(200);
  return res.body.result.files[FILE] as Grid;
};

beforeAll(async () => {
  ts = await startTestServer();
  [admin, northAdmin] = await Promise.all([signInAs(ts.baseUrl, 'admin'), signInAs(ts.baseUrl, 'northAdmin')]);
});
afterAll(async () => {
  await ts?.close();
});

describe('a screen that extends another, in the studio', () => {
  it('is offered with its base laid under it, and saved for the unit as the whole screen', async () => {
    const shippedFile = await bundleFile(admin);
    expect(shippedFile.extends).toBe('IntegrationImports');

    const res = await admin.get('/api/Studio/screens/IntegrationRequests');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const s = res.body.result as { version: number; grid: Grid; list: { fields: Record<string, unknown> } | null };
    expect(s.version).toBe(0);
    expect(s.grid.extends).toBeUndefined();
    // The base's columns and data source, with the extending file's own query.
    expect(s.grid.columns.map((c) => c.field)).toContain('url');
    expect(s.grid.dataSource).toEqual({ api: 'IntegrationData.list', query: { kind: 'Request' } });
    expect(s.list?.fields).toHaveProperty('httpStatus');

    const grid = structuredClone(s.grid);
    grid.columns = grid.columns.filter((c) => c.field !== 'url');
    const save = await admin.put('/api/Studio/screens/IntegrationRequests', { grid, texts: {}, comment: 'No address column', version: 0 });
    expect(save.status, JSON.stringify(save.body)).toBe(200);

    const served = await bundleFile(admin);
    expect(served.extends).toBeUndefined();
    expect(served.columns.map((c) => c.field)).toEqual(grid.columns.map((c) => c.field));
    expect(served.dataSource).toEqual({ api: 'IntegrationData.list', query: { kind: 'Request' } });
    expect((await admin.get('/api/Studio/screens/IntegrationRequests')).body.result.grid.columns.some((c: { field: string }) => c.field === 'url')).toBe(false);
    // Another unit keeps the shipped, extending file.
    expect((await bundleFile(northAdmin)).extends).toBe('IntegrationImports');
  });

  it('is the extending file again after a rollback to the shipped screen', async () => {
    const back = await admin.post('/api/Studio/screens/IntegrationRequests/rollback', { version: 0 });
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    const served = await bundleFile(admin);
    expect(served.extends).toBe('IntegrationImports');
  });
});
