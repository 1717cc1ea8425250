import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { layeredSchemas } from '@cockpit/core/schema/node';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { signInAs, type TestApi } from '../helpers/api-client';

/** Every call of the master-data path tables is a route the server has, so no grid calls into the void. */
const schemasDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../schemas');
// The host's path tables with the plugins' (plugins/<folder>/schemas/api-paths/), as the server reads them.
const schemas = layeredSchemas(schemasDir, path.resolve(schemasDir, '../plugins'));
const FILES = ['materials', 'locations', 'lookups', 'suppliers', 'printers', 'stock-attributes', 'cause-codes', 'integration', 'users-admin', 'drafts', 'sales-order-drafts'];

let ts: TestServer;
let admin: TestApi;
beforeAll(async () => {
  ts = await startTestServer({ scale: 0 });
  admin = await signInAs(ts.baseUrl, 'admin');
});
afterAll(() => ts?.close());

describe('master-data path tables', () => {
  it.each(FILES)('api-paths/%s.json names routes the server has', async (name) => {
    const table = schemas.read(`api-paths/${name}.json`) as { paths: Record<string, { method: HTTPMethods; path: string }> };
    const entries = Object.entries(table.paths);
    expect(entries.length).toBeGreaterThan(0);
    for (const [key, { method, path: p }] of entries) {
      const url = p.replace(/\{([A-Za-z0-9_]+)\}/g, ':$1');
      if (ts.server.app.hasRoute({ method, url })) continue;
      // A literal path served by a parametric route (GET /api/Lookup/UnitOfMeasure by /api/Lookup/:lookupType).
      expect(method, `${key}: ${method} ${url} is not a route`).toBe('GET');
      const res = await admin.get(p);
      expect(res.body?.message ?? '', `${key}: ${method} ${p}`).not.toMatch(/^No route/);
      expect(res.status, `${key}: ${method} ${p}`).toBe(200);
    }
  });
});
