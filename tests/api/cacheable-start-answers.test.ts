import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../apps/server/src/config';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { signInAs } from '../helpers/api-client';

/**
 * The answers every first screen waits for and that change only with a file (the schemas bundle,
 * the translations) carry an ETag: a returning console revalidates them and gets a 304 without a
 * body while nothing changed, and the new answer as soon as a file changes.
 */
let ts: TestServer;
let schemasDir: string;

beforeAll(async () => {
  schemasDir = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'cockpit-etag-')), 'schemas');
  await fs.cp(path.join(repoRoot, 'schemas'), schemasDir, { recursive: true });
  // No stock or orders needed: the users and the schemas are enough.
  ts = await startTestServer({ scale: 0, config: { schemasDir, logLevel: 'silent' } });
});
afterAll(async () => {
  await ts?.close();
  await fs.rm(path.dirname(schemasDir), { recursive: true, force: true });
});

async function get(url: string, headers: Record<string, string> = {}) {
  const res = await fetch(ts.baseUrl + url, { headers });
  return { status: res.status, etag: res.headers.get('etag'), cacheControl: res.headers.get('cache-control'), body: await res.text() };
}

describe('GET /api/Schemas/bundle', () => {
  it('answers with an ETag, 304 without a body for the same tag, and a new tag once a schema file changes', async () => {
    const { token } = await signInAs(ts.baseUrl, 'picker');
    const auth = { authorization: `Bearer ${token}` };
    const first = await get('/api/Schemas/bundle', auth);
    expect(first.status).toBe(200);
    expect(first.etag).toMatch(/^"[\w-]+"$/);
    // Behind sign-in: no shared cache may keep it; the browser revalidates on every load.
    expect(first.cacheControl).toBe('private, no-cache');
    expect(JSON.parse(first.body).result.files['index.json']).toBeDefined();

    const again = await get('/api/Schemas/bundle', { ...auth, 'if-none-match': first.etag! });
    expect(again).toMatchObject({ status: 304, etag: first.etag, body: '' });
    // A tag among others (as browsers may send) is recognised too; a stale one is not.
    expect((await get('/api/Schemas/bundle', { ...auth, 'if-none-match': `"old", ${first.etag}` })).status).toBe(304);
    expect((await get('/api/Schemas/bundle', { ...auth, 'if-none-match': '"old"' })).status).toBe(200);

    // An integrator edits a grid: the next revalidation gets the new bundle.
    const file = path.join(schemasDir, 'grids/materials.json');
    const grid = JSON.parse(await fs.readFile(file, 'utf8'));
    await fs.writeFile(file, JSON.stringify({ ...grid, title: 'Materials.titleEdited' }));
    const changed = await get('/api/Schemas/bundle', { ...auth, 'if-none-match': first.etag! });
    expect(changed.status).toBe(200);
    expect(changed.etag).not.toBe(first.etag);
    expect(JSON.parse(changed.body).result.files['grids/materials.json'].title).toBe('Materials.titleEdited');
  });

  it('still needs a signed-in user, tag or not', async () => {
    const { token } = await signInAs(ts.baseUrl, 'picker');
    const { etag } = await get('/api/Schemas/bundle', { authorization: `Bearer ${token}` });
    const res = await get('/api/Schemas/bundle', { 'if-none-match': etag! });
    expect(res.status).toBe(401);
    expect(res.etag).toBeNull();
  });
});

describe('GET /api/Localization/translationsnested', () => {
  it('answers each language with its own ETag and 304 for the same tag, signed in or not', async () => {
    const url = (code: string) => `/api/Localization/translationsnested?languageCode=${code}&clientName=Cockpit&clientVersion=1`;
    const en = await get(url('en-GB'));
    const da = await get(url('da-DK'));
    expect(en.status).toBe(200);
    expect(en.cacheControl).toBe('public, no-cache');
    expect(en.etag).toMatch(/^"[\w-]+"$/);
    expect(da.etag).not.toBe(en.etag);
    expect(JSON.parse(en.body).result.Common).toBeDefined();
    expect(await get(url('en-GB'), { 'if-none-match': en.etag! })).toMatchObject({ status: 304, body: '' });
    expect((await get(url('da-DK'), { 'if-none-match': en.etag! })).status).toBe(200);
  });

  it('refuses an unknown language with 400, tag or not', async () => {
    const res = await get('/api/Localization/translationsnested?languageCode=xx-XX', { 'if-none-match': '*' });
    expect(res.status).toBe(400);
  });
});
