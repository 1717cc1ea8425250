import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { layeredSchemas } from '@cockpit/core/schema/node';

/**
 * A grid action the console offers is one the caller may do: every action whose call reaches a
 * route that needs a permission declares that same permission (as its permission or among the
 * further ones it requires), so the console hides it from a user who lacks it (ActionBar) instead
 * of offering it and letting the server refuse.
 */
const SCHEMAS = path.resolve(__dirname, '../../schemas');
// The host's schemas with the plugins' (plugins/<folder>/schemas/), as the server serves them.
const schemaFiles = layeredSchemas(SCHEMAS, path.resolve(__dirname, '../../plugins'));

interface Action {
  id: string;
  permission?: string;
  requires?: string[];
  call?: { api?: string };
}

let ts: TestServer;
beforeAll(async () => {
  ts = await startTestServer({ scale: 0 });
});
afterAll(() => ts?.close());

function pathTable(): Record<string, { method: string; path: string }> {
  const table: Record<string, { method: string; path: string }> = {};
  for (const file of schemaFiles.list('api-paths') ?? []) {
    const json = schemaFiles.read(`api-paths/${file}`) as { paths?: object };
    Object.assign(table, json.paths ?? json);
  }
  return table;
}

function gridActions(): { grid: string; action: Action }[] {
  const out: { grid: string; action: Action }[] = [];
  for (const file of schemaFiles.list('grids') ?? []) {
    const grid = schemaFiles.read(`grids/${file}`) as { actions?: Action[]; detail?: { actions?: Action[] } };
    for (const action of [...(grid.actions ?? []), ...(grid.detail?.actions ?? [])] as Action[]) out.push({ grid: file, action });
  }
  return out;
}

/** Fastify's `:id` and the path table's `{id}` name the same route. */
const shape = (url: string) => url.replace(/\{[^}]+\}/g, ':p').replace(/:[A-Za-z0-9_]+/g, ':p');

describe('grid actions and the permissions of their routes', () => {
  it('every action declares the permission its route needs', () => {
    const table = pathTable();
    const routes = new Map(ts.server.routes.map((r) => [`${r.method} ${shape(r.url)}`, r]));
    const missing: string[] = [];
    let checked = 0;
    for (const { grid, action } of gridActions()) {
      const key = action.call?.api;
      if (!key) continue;
      const entry = table[key];
      expect(entry, `${grid} ${action.id}: ${key} is not in the path table`).toBeDefined();
      const route = routes.get(`${entry.method} ${shape(entry.path)}`);
      expect(route, `${grid} ${action.id}: no route for ${entry.method} ${entry.path}`).toBeDefined();
      checked++;
      const declared = [action.permission, ...(action.requires ?? [])];
      if (route!.permission && !declared.includes(route!.permission))
        missing.push(`${grid} ${action.id} (${key}): declares ${declared.filter(Boolean).join(', ') || 'nothing'}, its route needs ${route!.permission}`);
    }
    expect(checked).toBeGreaterThan(20);
    expect(missing).toEqual([]);
  });
});
