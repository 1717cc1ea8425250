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

describe('a server started before the console was ever built', () => {
  let early: TestServer;
  let emptyDir: string;
  beforeAll(async () => {
    emptyDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'cockpit-unbuilt-')), 'dist');
    early = await startTestServer({ config: { consoleDir: emptyDir } });
  });
  afterAll(async () => {
    await early?.close();
    fs.rmSync(path.dirname(emptyDir), { recursive: true, force: true });
  });

  it('says the console is not built yet, then serves it once the build exists, without a restart', async () => {
    const before = await fetch(`${early.baseUrl}/stocks-page`);
    expect(before.status).toBe(503);
    expect(before.headers.get('retry-after')).toBe('5');
    expect(await before.text()).toContain('npm run build');
    expect((await fetch(`${early.baseUrl}/api/NoSuch/thing`)).status).toBe(404);

    // The build writes its folder while the server runs.
    fs.mkdirSync(path.join(emptyDir, 'assets'), { recursive: true });
    fs.writeFileSync(path.join(emptyDir, 'index.html'), '<script type="module" src="/assets/index-first.js"></script>');
    fs.writeFileSync(path.join(emptyDir, 'assets/index-first.js'), 'console.log("first")');

    for (const page of ['/', '/stocks-page']) {
      const after = await fetch(`${early.baseUrl}${page}`);
      expect(after.status).toBe(200);
      expect(await after.text()).toContain('index-first.js');
    }
    const asset = await fetch(`${early.baseUrl}/assets/index-first.js`);
    expect(asset.status).toBe(200);
    expect(await asset.text()).toBe('console.log("first")');
  });
});
