import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SchemaReport } from '@cockpit/core/schema';
import { layeredSchemas } from '@cockpit/core/schema/node';
import { repoRoot } from '../../apps/server/src/config';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { apiClient, signInAs } from '../helpers/api-client';

let ts: TestServer;
let schemasDir: string;

// A copy of the real schemas with one broken grid: the server must start and say what is wrong.
beforeAll(async () => {
  schemasDir = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'cockpit-served-')), 'schemas');
  await fs.cp(path.join(repoRoot, 'schemas'), schemasDir, { recursive: true });
  const grid = JSON.parse(await fs.readFile(path.join(schemasDir, 'grids/materials.json'), 'utf8'));
  const broken = { ...grid, id: 'BrokenMaterial', routes: [{ path: 'broken-page', paging: 'client' }], columns: [{ ...grid.columns[0], type: 'strng' }] };
  delete broken.defaultSort;
  delete broken.filters;
  await fs.writeFile(path.join(schemasDir, 'grids/broken.json'), JSON.stringify(broken));
  const index = JSON.parse(await fs.readFile(path.join(schemasDir, 'index.json'), 'utf8'));
  index.grids.push('grids/broken.json');
  await fs.writeFile(path.join(schemasDir, 'index.json'), JSON.stringify(index));
  ts = await startTestServer({ config: { schemasDir, logLevel: 'silent' } });
});
afterAll(async () => {
  await ts?.close();
  await fs.rm(path.dirname(schemasDir), { recursive: true, force: true });
});

describe('GET /api/Schemas/bundle', () => {
  it('answers every file the index lists with the problems per file, the broken grid included', async () => {
    const picker = await signInAs(ts.baseUrl, 'picker');
    const res = await picker.get<{ result: { files: Record<string, unknown>; problems: Array<{ file: string; pointer: string; message: string }> } }>('/api/Schemas/bundle');
    expect(res.status).toBe(200);
    const { files, problems } = res.body.result;
    // The host's index with the plugins' files (plugins/<folder>/schemas/) after its own.
    const index = layeredSchemas(schemasDir, path.join(repoRoot, 'plugins')).read('index.json') as Record<string, string[]> & { menu: string; permissions: string };
    expect(index.grids).toContain('grids/cause-codes.json');
    expect(Object.keys(files).sort()).toEqual(['index.json', ...index.apiPaths, index.permissions, index.menu, ...index.grids, ...index.dialogs].sort());
    expect(files['grids/materials.json']).toEqual(JSON.parse(await fs.readFile(path.join(schemasDir, 'grids/materials.json'), 'utf8')));
    expect(problems).toEqual([
      {
        file: 'grids/broken.json',
        pointer: '/columns/0/type',
        message: 'must be one of text, number, money, percent, date, datetime, boolean, enum, lookup, messages; got "strng"',
      },
    ]);
  });

  it('needs a signed-in user', async () => {
    expect((await apiClient(ts.baseUrl).get('/api/Schemas/bundle')).status).toBe(401);
  });
});

describe('GET /api/Schemas/validation', () => {
  it('answers any signed-in user the report: the broken grid and why, the rest fine', async () => {
    const picker = await signInAs(ts.baseUrl, 'picker');
    const res = await picker.get<{ result: SchemaReport }>('/api/Schemas/validation');
    expect(res.status).toBe(200);
    const report = res.body.result;
    const broken = report.files.filter((f) => !f.ok);
    expect(broken.map((f) => ({ file: f.file, routes: f.routes, issues: f.issues.map((i) => `${i.pointer}: ${i.message}`) }))).toEqual([
      {
        file: 'grids/broken.json',
        routes: ['broken-page'],
        issues: ['/columns/0/type: must be one of text, number, money, percent, date, datetime, boolean, enum, lookup, messages; got "strng"'],
      },
    ]);
    expect(report.files.find((f) => f.file === 'grids/materials.json')?.ok).toBe(true);
  });

  it('shows a fix on the next call, without a restart', async () => {
    const file = path.join(schemasDir, 'grids/broken.json');
    const grid = JSON.parse(await fs.readFile(file, 'utf8'));
    grid.columns[0].type = 'text';
    await fs.writeFile(file, JSON.stringify(grid));
    const admin = await signInAs(ts.baseUrl, 'admin');
    const res = await admin.get<{ result: SchemaReport }>('/api/Schemas/validation');
    expect(res.body.result.files.find((f) => f.file === 'grids/broken.json')?.ok).toBe(true);
  });

  it('needs a signed-in user', async () => {
    const res = await apiClient(ts.baseUrl).get('/api/Schemas/validation');
    expect(res.status).toBe(401);
  });
});
