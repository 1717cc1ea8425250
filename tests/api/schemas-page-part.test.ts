import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@cockpit/contracts';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { signInAs } from '../helpers/api-client';

/**
 * A page load asks for its own page's part of the schemas bundle first (`?page=`): every file
 * but the other pages' grids, with every grid page's path named, its own ETag, and the whole
 * bundle for any page no grid serves. Bad input is refused with 400.
 */
let ts: TestServer;
let auth: Record<string, string>;

beforeAll(async () => {
  ts = await startTestServer({ scale: 0, config: { logLevel: 'silent' } });
  const { token } = await signInAs(ts.baseUrl, 'picker');
  auth = { authorization: `Bearer ${token}` };
});
afterAll(async () => {
  await ts?.close();
});

const bundlePath = routes.Schemas.bundle.path;

async function get(query: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${ts.baseUrl}${bundlePath}${query}`, { headers: { ...auth, ...headers } });
  const body = await res.text();
  return { status: res.status, etag: res.headers.get('etag'), body, json: () => JSON.parse(body) as { result: Record<string, unknown> & { files: Record<string, unknown> } } };
}

describe('GET Schemas.bundle?page=', () => {
  it("answers the page's grid and every other file, without the other pages' grids, and names every grid page", async () => {
    const whole = (await get('')).json().result;
    const part = await get('?page=stocks-page');
    expect(part.status).toBe(200);
    const result = part.json().result;
    const grids = (result.files['index.json'] as { grids: string[] }).grids;
    expect(grids).toEqual(['grids/stocks.json']);
    const wholeGrids = (whole.files['index.json'] as { grids: string[] }).grids;
    expect(wholeGrids.length).toBeGreaterThan(10);
    // The dialogs the Stocks grid's actions name, not the others (they come with the whole bundle).
    const dialogs = (result.files['index.json'] as { dialogs: string[] }).dialogs;
    expect(dialogs).toEqual(expect.arrayContaining(['dialogs/gain-stock.json', 'dialogs/lose-stock.json', 'dialogs/move-stock.json', 'dialogs/create-inventory.json']));
    expect(dialogs).not.toContain('dialogs/material.json');
    expect(dialogs.length).toBeLessThan((whole.files['index.json'] as { dialogs: string[] }).dialogs.length / 2);
    // Everything but the other grids and dialogs is as in the whole bundle: the path table, permissions, the page's dialogs.
    const wholeDialogs = (whole.files['index.json'] as { dialogs: string[] }).dialogs;
    const left = [...wholeGrids.filter((f) => f !== 'grids/stocks.json'), ...wholeDialogs.filter((f) => !dialogs.includes(f))];
    const apiPaths = (whole.files['index.json'] as { apiPaths: string[] }).apiPaths;
    for (const [file, value] of Object.entries(whole.files)) {
      if (file === 'index.json') continue;
      if (left.includes(file)) expect(result.files[file], file).toBeUndefined();
      else if (!apiPaths.includes(file)) expect(result.files[file], file).toEqual(value);
    }
    // The path table has every call with its method and path, without the descriptions.
    for (const file of apiPaths) {
      const calls = (value: unknown) =>
        Object.fromEntries(
          Object.entries((value as { paths: Record<string, { method: string; path: string; list?: string }> }).paths).map(([k, e]) => [k, [e.method, e.path, e.list]]),
        );
      expect(calls(result.files[file]), file).toEqual(calls(whole.files[file]));
      expect(JSON.stringify(result.files[file])).not.toContain('"description"');
    }
    const named = (result.part as { page: string; gridRoutes: string[] }).gridRoutes;
    expect((result.part as { page: string }).page).toBe('stocks-page');
    expect(named).toEqual(expect.arrayContaining(['stocks-page', 'materials-page', 'tasks-page']));
    expect(part.body.length).toBeLessThan(JSON.stringify({ result: whole }).length / 2);
  });

  it('has its own ETag and 304 for it; a page no grid serves gets the whole bundle', async () => {
    const whole = await get('');
    const part = await get('?page=stocks-page');
    expect(part.etag).not.toBe(whole.etag);
    expect((await get('?page=stocks-page', { 'if-none-match': part.etag! })).status).toBe(304);
    // Slashes around the page are the same page.
    expect((await get('?page=/stocks-page/', { 'if-none-match': part.etag! })).status).toBe(304);
    const dashboard = await get('?page=not-a-grid-page');
    expect(dashboard.etag).toBe(whole.etag);
  });

  it('refuses a page that is not a path with 400 and still needs a signed-in user', async () => {
    const bad = await get('?page=%3Cscript%3E');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatch(/page/);
    expect((await get(`?page=${'a'.repeat(201)}`)).status).toBe(400);
    const res = await fetch(`${ts.baseUrl}${bundlePath}?page=stocks-page`);
    expect(res.status).toBe(401);
  });
});
