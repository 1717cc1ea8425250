import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server';

// The console built while the server runs: the server must serve the new build's files (looked up
// per request) and still the previous build's (kept by the build, apps/console/keep-previous-builds.ts).
let server: TestServer;
let consoleDir: string;
const write = (relative: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(consoleDir, relative)), { recursive: true });
  fs.writeFileSync(path.join(consoleDir, relative), text);
};

beforeAll(async () => {
  consoleDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cockpit-console-'));
  write('index.html', '<script type="module" src="/assets/index-one.js"></script>');
  write('assets/index-one.js', 'console.log(1)');
  server = await startTestServer({ config: { consoleDir } });
});
afterAll(async () => {
  await server?.close();
  fs.rmSync(consoleDir, { recursive: true, force: true });
});

describe('a console rebuilt while the server runs', () => {
  it("serves the new build's assets and index.html, and the previous build's assets", async () => {
    expect((await fetch(`${server.baseUrl}/assets/index-one.js`)).status).toBe(200);
    write('assets/index-two.js', 'console.log(2)');
    write('index.html', '<script type="module" src="/assets/index-two.js"></script>');

    const fresh = await fetch(`${server.baseUrl}/assets/index-two.js`);
    expect(fresh.status).toBe(200);
    expect(fresh.headers.get('cache-control')).toContain('immutable');
    expect(await fresh.text()).toBe('console.log(2)');
    expect((await fetch(`${server.baseUrl}/assets/index-one.js`)).status).toBe(200);
    for (const page of ['/', '/stocks-page']) expect(await (await fetch(`${server.baseUrl}${page}`)).text()).toContain('index-two.js');
  });

  it('still answers unknown files and API paths with 404 and does not serve the build record', async () => {
    write('.builds.json', '{"builds":[]}');
    expect((await fetch(`${server.baseUrl}/assets/missing.js`)).status).toBe(404);
    expect((await fetch(`${server.baseUrl}/.builds.json`)).status).toBe(404);
    const api = await fetch(`${server.baseUrl}/api/NoSuch/thing`);
    expect(api.status).toBe(404);
    expect(await api.json()).toMatchObject({ code: 'NotFound' });
  });
});
