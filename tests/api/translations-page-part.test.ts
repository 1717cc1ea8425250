import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@cockpit/contracts';
import { startTestServer, type TestServer } from '../helpers/test-server';

/**
 * A grid page's load reads its page's part of a language's catalogue first (`?page=`): the
 * shell's and grid page's groups, the groups its grid files name and its enums, with an ETag of
 * its own; a page no grid serves gets the whole catalogue. Public like the catalogue; bad input 400.
 */
let ts: TestServer;

beforeAll(async () => {
  ts = await startTestServer({ scale: 0, config: { logLevel: 'silent' } });
});
afterAll(async () => {
  await ts?.close();
});

type Nested = { [key: string]: string | Nested };

async function get(query: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${ts.baseUrl}${routes.Localization.translationsnested.path}${query}`, { headers });
  const body = await res.text();
  return { status: res.status, etag: res.headers.get('etag'), body, json: () => (JSON.parse(body) as { result: Nested }).result };
}

describe('GET Localization.translationsnested?page=', () => {
  it("answers the Stocks page's texts: its own, the shell's and grid's, its enums; not the dialogs' or other pages'", async () => {
    for (const code of ['en-GB', 'da-DK', 'nb-NO']) {
      const whole = (await get(`?languageCode=${code}`)).json();
      const res = await get(`?languageCode=${code}&page=stocks-page`);
      expect(res.status).toBe(200);
      const part = res.json();
      for (const group of ['Stocks', 'Common', 'Grid', 'AgGrid', 'Menu', 'Shell', 'Views', 'GridSelection']) expect(part[group], `${code} ${group}`).toEqual(whole[group]);
      // The enums the Stocks grid's columns show (its reservations' task state), not every enum.
      expect((part.Enums as Nested).TaskState).toEqual((whole.Enums as Nested).TaskState);
      expect((part.Enums as Nested).OrderType).toBeUndefined();
      for (const group of ['Dialogs', 'Materials', 'ScreenStudio', 'Import', 'Reports']) expect(part[group], `${code} ${group}`).toBeUndefined();
      // Errors: its own texts, not the areas' error groups.
      expect((part.Errors as Nested).title).toBe((whole.Errors as Nested).title);
      expect((part.Errors as Nested).Stock).toBeUndefined();
      expect(res.body.length).toBeLessThan(JSON.stringify({ result: whole }).length / 3);
    }
  });

  it('has its own ETag and 304 for it; a page no grid serves gets the whole catalogue', async () => {
    const whole = await get('?languageCode=en-GB');
    const part = await get('?languageCode=en-GB&page=stocks-page');
    expect(part.etag).toBeTruthy();
    expect(part.etag).not.toBe(whole.etag);
    expect((await get('?languageCode=en-GB&page=stocks-page', { 'if-none-match': part.etag! })).status).toBe(304);
    expect((await get('?languageCode=en-GB&page=/stocks-page/', { 'if-none-match': part.etag! })).status).toBe(304);
    expect((await get('?languageCode=en-GB&page=not-a-grid-page')).etag).toBe(whole.etag);
    // Another grid page has its own groups.
    const materials = (await get('?languageCode=en-GB&page=materials-page')).json();
    expect(materials.Materials).toBeDefined();
    expect(materials.Stocks).toBeUndefined();
  });

  it('refuses a page that is not a path, and an unknown language, with 400', async () => {
    const bad = await get('?languageCode=en-GB&page=%3Cscript%3E');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatch(/page/);
    expect((await get(`?languageCode=en-GB&page=${'a'.repeat(201)}`)).status).toBe(400);
    expect((await get('?languageCode=xx-XX&page=stocks-page')).status).toBe(400);
  });
});
