import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BootPayload } from '@cockpit/core/schema-store';
import { gridListFields, listFieldsParam } from '@cockpit/core/grid-model';
import type { GridSchema } from '@cockpit/core/schema';
import stocksGrid from '../../schemas/grids/stocks.json';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { signInAs } from '../helpers/api-client';

/**
 * The console's page carries what its first screen needs (apps/server/src/http/console-page.ts):
 * env.json's settings instead of a preload of env.json, and on a classic grid page's address the
 * grid's list call and the owner of its saved views, in a JSON data block the browser never runs;
 * an unchanged page is a 304.
 */
let server: TestServer;
let consoleDir: string;

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <title>Cockpit</title>
    <link rel="preload" href="/env.json" as="fetch" crossorigin="anonymous" />
  </head>
  <body><div id="root"></div><script type="module" src="/assets/index-one.js"></script></body>
</html>`;

beforeAll(async () => {
  consoleDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cockpit-console-page-'));
  fs.writeFileSync(path.join(consoleDir, 'index.html'), INDEX);
  // A value that would end a script element if it went into the page as it is.
  fs.writeFileSync(path.join(consoleDir, 'env.json'), JSON.stringify({ apiBaseUrl: '', helpToken: '</script><script>alert(1)</script>' }));
  server = await startTestServer({ scale: 0, config: { consoleDir, logLevel: 'silent' } });
  // The hint comes from the schemas as last checked: the bundle call checks them.
  const { token } = await signInAs(server.baseUrl, 'admin');
  expect((await fetch(`${server.baseUrl}/api/Schemas/bundle`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
});
afterAll(async () => {
  await server?.close();
  fs.rmSync(consoleDir, { recursive: true, force: true });
});

async function page(address: string, headers: Record<string, string> = {}) {
  const res = await fetch(server.baseUrl + address, { headers });
  const html = await res.text();
  const block = /<script type="application\/json" id="cockpit-boot">(.*?)<\/script>/s.exec(html);
  return { status: res.status, etag: res.headers.get('etag'), html, payload: block ? (JSON.parse(block[1]) as BootPayload) : undefined };
}

describe("the console's page", () => {
  it("hands over env.json's settings and, on a classic grid page, its list call and view owner", async () => {
    const stocks = await page('/stocks-page');
    expect(stocks.status).toBe(200);
    expect(stocks.payload?.env).toEqual({ apiBaseUrl: '', helpToken: '</script><script>alert(1)</script>' });
    expect(stocks.payload?.firstScreen).toEqual({
      page: 'stocks-page',
      gridId: 'Stock',
      // The fields the Stocks grid reads, as its own rows call asks them (a list route).
      rows: { method: 'GET', path: '/api/Stock/description', query: { fields: listFieldsParam(gridListFields(stocksGrid as unknown as GridSchema)!) } },
      viewOwner: 'Stock',
      // What the page needs, so that a console whose caller may not read it asks for none of its rows.
      permission: 'data/navigation',
    });
    // The settings are in the page: no preload of env.json; the page is otherwise as built.
    expect(stocks.html).not.toContain('rel="preload" href="/env.json"');
    expect(stocks.html).toContain('<script type="module" src="/assets/index-one.js"></script>');
    // Nothing in the settings can end the data block and run as a script.
    expect(stocks.html).not.toContain('<script>alert(1)');
    expect(stocks.html.match(/<script/g)).toHaveLength(2);
  });

  it('gives no hint where the first call is not known without the user (no grid, a server-side page)', async () => {
    for (const address of ['/', '/login', '/stocks-es-page', '/no-such-page', '/integration']) {
      const answer = await page(address);
      expect(answer.status, address).toBe(200);
      expect(answer.payload?.env, address).toBeDefined();
      expect(answer.payload?.firstScreen, address).toBeUndefined();
    }
  });

  it('answers 304 to a reload of the unchanged page, and the new page once the build changed', async () => {
    const first = await page('/stocks-page');
    expect(first.etag).toMatch(/^"[\w-]+"$/);
    const again = await page('/stocks-page', { 'if-none-match': first.etag! });
    expect(again.status).toBe(304);
    expect(again.html).toBe('');
    // Another address is another page (another hint).
    expect((await page('/materials-page', { 'if-none-match': first.etag! })).status).toBe(200);
    fs.writeFileSync(path.join(consoleDir, 'index.html'), INDEX.replace('index-one', 'index-two'));
    const rebuilt = await page('/stocks-page', { 'if-none-match': first.etag! });
    expect(rebuilt.status).toBe(200);
    expect(rebuilt.html).toContain('index-two.js');
  });
});
