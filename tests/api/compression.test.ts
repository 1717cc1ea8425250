import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { ResolvedConfig } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from '../../apps/console/precompress';
import { COMPRESS_THRESHOLD_BYTES } from '../../apps/server/src/http/compression';
import { signInAs } from '../helpers/api-client';
import { startTestServer, type TestServer } from '../helpers/test-server';

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The bytes as they came over the wire (not decoded). */
  body: Buffer;
}

/** A GET that shows what was sent: fetch would decode the body and hide the encoding. */
function rawGet(url: string, headers: Record<string, string>): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

function decode(answer: RawAnswer): Buffer {
  switch (answer.headers['content-encoding']) {
    case 'br':
      return zlib.brotliDecompressSync(answer.body);
    case 'gzip':
      return zlib.gunzipSync(answer.body);
    case undefined:
      return answer.body;
    default:
      throw new Error(`unexpected content-encoding ${answer.headers['content-encoding']}`);
  }
}

// A built console in miniature: index.html and one hashed script, precompressed by the console
// build's own plugin (apps/console/precompress.ts), so the test covers what the build writes.
const consoleDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cockpit-compression-'));
const SCRIPT = '/assets/app-Cx1.js';
const scriptText = Array.from({ length: 400 }, (_, i) => `export const value${i} = 'row ${i} of the console script';`).join('\n');
fs.mkdirSync(path.join(consoleDir, 'assets'));
fs.writeFileSync(path.join(consoleDir, 'index.html'), `<!doctype html><html><head><script type="module" src="${SCRIPT}"></script></head><body></body></html>`);
fs.writeFileSync(path.join(consoleDir, SCRIPT), scriptText);

let ts: TestServer;
let auth: Record<string, string>;
beforeAll(async () => {
  const plugin = precompress() as unknown as { configResolved(c: Partial<ResolvedConfig>): void; closeBundle(): Promise<void> };
  plugin.configResolved({ root: consoleDir, build: { outDir: '.' } as ResolvedConfig['build'] });
  await plugin.closeBundle();
  ts = await startTestServer({ config: { consoleDir } });
  const api = await signInAs(ts.baseUrl, 'admin');
  auth = { authorization: `Bearer ${api.token}`, 'client-version': '2.83.55' };
});
afterAll(async () => {
  await ts?.close();
  fs.rmSync(consoleDir, { recursive: true, force: true });
});

describe('compressed answers', () => {
  it('sends a large list compressed by what the client accepts, and it decodes to the same JSON', async () => {
    const plain = await rawGet(`${ts.baseUrl}/api/Stock/description`, auth);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const json = JSON.parse(plain.body.toString('utf8'));
    expect(json.result.length).toBeGreaterThan(50);
    expect(plain.body.length).toBeGreaterThan(20 * COMPRESS_THRESHOLD_BYTES);

    const br = await rawGet(`${ts.baseUrl}/api/Stock/description`, { ...auth, 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.body.length).toBeLessThan(plain.body.length / 4);
    expect(JSON.parse(decode(br).toString('utf8'))).toEqual(json);

    const gzip = await rawGet(`${ts.baseUrl}/api/Stock/description`, { ...auth, 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.body.length).toBeLessThan(plain.body.length / 4);
    expect(JSON.parse(decode(gzip).toString('utf8'))).toEqual(json);

    // identity only, or an encoding we do not offer: sent as it is.
    for (const accept of ['identity', 'compress']) {
      const none = await rawGet(`${ts.baseUrl}/api/Stock/description`, { ...auth, 'accept-encoding': accept });
      expect(none.headers['content-encoding']).toBeUndefined();
      expect(JSON.parse(none.body.toString('utf8'))).toEqual(json);
    }
  });

  it('compresses a paged list answer too, and leaves small answers as they are', async () => {
    const page = await rawGet(`${ts.baseUrl}/api/Stock/description?skip=0&take=20`, { ...auth, 'accept-encoding': 'br, gzip' });
    expect(page.status).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(JSON.parse(decode(page).toString('utf8')).result.data).toHaveLength(20);

    const small = await rawGet(`${ts.baseUrl}/api/User/current`, { ...auth, 'accept-encoding': 'br, gzip' });
    expect(small.status).toBe(200);
    expect(small.body.length).toBeLessThan(COMPRESS_THRESHOLD_BYTES);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString('utf8')).result.userName).toBe('admin');

    // Error answers go through the same hook: a small 404 stays plain.
    const missing = await rawGet(`${ts.baseUrl}/api/Stock/outgoingReservations/999999999`, { ...auth, 'accept-encoding': 'br, gzip' });
    expect(missing.headers['content-encoding']).toBeUndefined();
  });

  it('a kept list answer (sent as bytes made once) honours Accept-Encoding like every other answer', async () => {
    const url = `${ts.baseUrl}/api/Stock/description?skip=0&take=20`;
    const plain = await rawGet(url, auth);
    const json = JSON.parse(plain.body.toString('utf8'));
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toMatch(/^application\/json/);
    // Asked twice each: the second answer comes from the kept bytes.
    for (let round = 0; round < 2; round++) {
      for (const [accept, expected] of [
        ['gzip, deflate, br, zstd', 'br'],
        ['gzip', 'gzip'],
        ['br;q=0, gzip', 'gzip'],
        ['*', 'gzip'],
        ['x-gzip', 'gzip'],
        ['identity', undefined],
        ['deflate', undefined],
      ] as const) {
        const answer = await rawGet(url, { ...auth, 'accept-encoding': accept });
        expect(answer.status, accept).toBe(200);
        expect(answer.headers['content-encoding'], accept).toBe(expected);
        if (expected) expect(answer.headers.vary, accept).toMatch(/accept-encoding/i);
        expect(JSON.parse(decode(answer).toString('utf8')), accept).toEqual(json);
      }
      const refused = await rawGet(url, { ...auth, 'accept-encoding': 'br', 'x-no-compression': '1' });
      expect(refused.headers['content-encoding']).toBeUndefined();
      expect(JSON.parse(refused.body.toString('utf8'))).toEqual(json);
    }
  });

  it('serves the console assets from the .br and .gz files the build wrote, by Accept-Encoding', async () => {
    expect(fs.existsSync(path.join(consoleDir, `${SCRIPT}.br`))).toBe(true);
    expect(fs.existsSync(path.join(consoleDir, `${SCRIPT}.gz`))).toBe(true);
    const onDisk = (suffix: string) => fs.readFileSync(path.join(consoleDir, SCRIPT + suffix));

    const br = await rawGet(ts.baseUrl + SCRIPT, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toMatch(/immutable/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.body.equals(onDisk('.br'))).toBe(true);
    expect(decode(br).toString('utf8')).toBe(scriptText);

    const gzip = await rawGet(ts.baseUrl + SCRIPT, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.body.equals(onDisk('.gz'))).toBe(true);
    expect(decode(gzip).toString('utf8')).toBe(scriptText);

    const plain = await rawGet(ts.baseUrl + SCRIPT, {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString('utf8')).toBe(scriptText);
  });

  it('compresses the schemas folder on the fly (no files are written beside it)', async () => {
    const plain = await rawGet(`${ts.baseUrl}/schemas/grids/stocks.json`, {});
    expect(plain.status).toBe(200);
    expect(plain.body.length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);
    const br = await rawGet(`${ts.baseUrl}/schemas/grids/stocks.json`, { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(decode(br).toString('utf8'))).toEqual(JSON.parse(plain.body.toString('utf8')));
  });
});
