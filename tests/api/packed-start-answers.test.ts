import http from 'node:http';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { signInAs } from '../helpers/api-client';
import { packingsDone } from '../../apps/server/src/http/packed-answer';

/**
 * The schemas bundle and the translations (answers that change only with a file) are packed once
 * per version at brotli's and gzip's best settings, in the background: once packed, every first
 * screen gets them smaller than the per-request packing of other answers, decoding to the same
 * JSON, by the encoding the client accepts.
 */
let ts: TestServer;
let token: string;

beforeAll(async () => {
  ts = await startTestServer({ scale: 0, config: { logLevel: 'silent' } });
  token = (await signInAs(ts.baseUrl, 'picker')).token!;
  // A server start takes long on a loaded machine.
}, 300_000);
afterAll(async () => {
  await ts?.close();
});

interface Raw {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function rawGet(url: string, headers: Record<string, string>): Promise<Raw> {
  return rawGetFrom(ts.baseUrl, url, headers);
}

function rawGetFrom(baseUrl: string, url: string, headers: Record<string, string>): Promise<Raw> {
  return new Promise((resolve, reject) => {
    http
      .get(baseUrl + url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

const decode = (a: Raw) =>
  a.headers['content-encoding'] === 'br' ? zlib.brotliDecompressSync(a.body) : a.headers['content-encoding'] === 'gzip' ? zlib.gunzipSync(a.body) : a.body;

/** Asks until the answer comes packed smaller than `below` bytes (the packing runs in the background). */
async function packedAnswer(url: string, headers: Record<string, string>, below: number): Promise<Raw> {
  const until = Date.now() + 30_000;
  for (;;) {
    const answer = await rawGet(url, headers);
    if (answer.body.length < below || Date.now() > until) return answer;
    await new Promise((r) => setTimeout(r, 100));
  }
}

const cases = [
  ['the schemas bundle', '/api/Schemas/bundle'],
  ['the translations', '/api/Localization/translationsnested?languageCode=da-DK&clientName=Cockpit&clientVersion=1'],
] as const;

describe.each(cases)('%s', (_name, url) => {
  it('goes out packed at brotli best, smaller than per-request packing, decoding to the same JSON', { timeout: 120_000 }, async () => {
    const auth = { authorization: `Bearer ${token}` };
    const plain = await rawGet(url, { ...auth, 'accept-encoding': 'identity' });
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    // What the compression plugin makes of any other answer: brotli quality 4.
    const perRequest = zlib.brotliCompressSync(plain.body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } }).length;
    const br = await packedAnswer(url, { ...auth, 'accept-encoding': 'gzip, deflate, br' }, perRequest * 0.9);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body.length).toBeLessThan(perRequest * 0.9);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers.etag).toBe(plain.headers.etag);
    expect(decode(br).equals(plain.body)).toBe(true);

    const gz = await rawGet(url, { ...auth, 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(decode(gz).equals(plain.body)).toBe(true);

    // Still a 304 without a body for the tag the browser holds.
    const again = await rawGet(url, { ...auth, 'accept-encoding': 'br', 'if-none-match': String(plain.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });
});

describe('packed at start (config packAtStart, on outside tests)', () => {
  it('the first console after a start gets the bundle and its texts packed already', { timeout: 180_000 }, async () => {
    const fresh = await startTestServer({ scale: 0, config: { logLevel: 'silent', packAtStart: true } });
    try {
      const { token: freshToken } = await signInAs(fresh.baseUrl, 'admin');
      const auth = { authorization: `Bearer ${freshToken}` };
      // The schema check runs once the server listens; the report waits for it, the packing follows it.
      expect((await fetch(`${fresh.baseUrl}/api/Schemas/validation`, { headers: auth })).status).toBe(200);
      await packingsDone();
      for (const [, url] of cases) {
        const first = await rawGetFrom(fresh.baseUrl, url, { ...auth, 'accept-encoding': 'br' });
        const perRequest = zlib.brotliCompressSync(decode(first), { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } }).length;
        expect(first.headers['content-encoding']).toBe('br');
        expect(first.body.length).toBeLessThan(perRequest * 0.9);
      }
    } finally {
      await fresh.close();
    }
  });
});
