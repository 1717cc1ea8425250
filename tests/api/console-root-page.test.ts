import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server';

/**
 * The console's page at / (and at any folder's path) is the page whatever the request's
 * Accept-Encoding: the static files are sent pre-compressed by that header, and a request without
 * it used to reach the folder itself and get a 403.
 */
let server: TestServer;
let consoleDir: string;

const INDEX =
  '<!doctype html><html lang="en"><head><title>Cockpit</title></head><body><div id="root"></div><script type="module" src="/assets/index-one.js"></script></body></html>';
const SCRIPT = 'export const one = 1;\n';

beforeAll(async () => {
  consoleDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cockpit-root-page-'));
  fs.mkdirSync(path.join(consoleDir, 'assets'));
  fs.writeFileSync(path.join(consoleDir, 'index.html'), INDEX);
  fs.writeFileSync(path.join(consoleDir, 'assets', 'index-one.js'), SCRIPT);
  server = await startTestServer({ scale: 0, config: { consoleDir, logLevel: 'silent' } });
});
afterAll(async () => {
  await server?.close();
  fs.rmSync(consoleDir, { recursive: true, force: true });
});

/** A GET with exactly these headers (fetch would add an Accept-Encoding of its own). */
function rawGet(address: string, headers: Record<string, string>): Promise<{ status: number; type: string | undefined; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(server.baseUrl + address, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, type: res.headers['content-type'], body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

const ENCODINGS: Array<Record<string, string>> = [{}, { 'accept-encoding': 'identity' }, { 'accept-encoding': 'gzip' }, { 'accept-encoding': 'br' }];

describe("the console's page at a folder's path", () => {
  it('answers / with the page, with or without Accept-Encoding', async () => {
    for (const headers of ENCODINGS) {
      const answer = await rawGet('/', headers);
      expect(answer.status, JSON.stringify(headers)).toBe(200);
      expect(answer.type, JSON.stringify(headers)).toMatch(/^text\/html/);
    }
    // Without any Accept-Encoding the page comes as it is.
    const plain = await rawGet('/', {});
    expect(plain.body).toContain('<div id="root"></div>');
    expect(plain.body).toContain('<script type="module" src="/assets/index-one.js"></script>');
  });

  it("answers another folder's path with the page too, and still sends the files in it", async () => {
    for (const headers of ENCODINGS) expect((await rawGet('/assets/', headers)).status, JSON.stringify(headers)).toBe(200);
    const script = await rawGet('/assets/index-one.js', {});
    expect(script.status).toBe(200);
    expect(script.body).toBe(SCRIPT);
  });
});
