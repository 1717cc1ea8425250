import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, type Server } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { runCli } from '../../cli/src/program';
import { apiClient, signIn } from '../helpers/api-client';

/**
 * Data files are the account's own: the embedded database's folder, a backup file and a restored
 * folder are 0700 folders with 0600 files, even when the server and the CLI run with umask 000.
 * The backup over HTTP asks for the global administrator's password again and carries none of the
 * installation's secrets; a restore starts with new ones, so every earlier token is refused.
 * Runs on the embedded database (a folder on disk) whichever database the other tests use.
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cockpit-data-files-'));
const dataDir = path.join(dir, 'data');
const lines: string[] = [];
const io = { cwd: path.resolve(__dirname, '../..'), out: (l: string) => lines.push(l), err: (l: string) => lines.push(l) };
let umask: number;
let server: Server;
let baseUrl: string;

async function start(folder: string, seed: boolean): Promise<{ server: Server; baseUrl: string }> {
  const config = loadConfig(
    { ...process.env, NODE_ENV: 'test' },
    {
      port: 0,
      host: '127.0.0.1',
      databaseUrl: undefined,
      dataDir: folder,
      seed,
      demoScale: 0,
      jwtSecret: undefined,
      logLevel: 'warn',
      attemptLimits: { signInPerUser: 100, signInPerAddress: 100, passwordChange: 3, windowSeconds: 60 },
    },
  );
  const started = await buildServer(config);
  await started.app.listen({ port: 0, host: '127.0.0.1' });
  const address = started.app.server.address();
  return { server: started, baseUrl: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` };
}

/** Every folder and file under root with a mode other than 0700 (folders) or 0600 (files). */
function openModes(root: string): string[] {
  const found: string[] = [];
  const walk = (at: string) => {
    const stat = fs.statSync(at);
    const mode = stat.mode & 0o777;
    if (stat.isDirectory()) {
      if (mode !== 0o700) found.push(`${path.relative(root, at) || '.'} ${mode.toString(8)}`);
      for (const entry of fs.readdirSync(at)) walk(path.join(at, entry));
    } else if (stat.isFile() && mode !== 0o600) found.push(`${path.relative(root, at)} ${mode.toString(8)}`);
  };
  walk(root);
  return found;
}

const globalAdmin = () => signIn(baseUrl, 'Head office', 'global', 'Global1234');

async function secrets(s: Server): Promise<string[]> {
  return (await s.ctx.db.query<{ value: string }>('select value from server_secrets order by name')).rows.map((r) => r.value);
}

beforeAll(async () => {
  // The most open umask there is: every mode below is set by the server and the CLI themselves.
  umask = process.umask(0);
  ({ server, baseUrl } = await start(dataDir, true));
}, 180_000);
afterAll(async () => {
  await server?.close();
  process.umask(umask);
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('data files under umask 000', () => {
  it('makes the data folder 0700 and its files 0600, the signing secret among them, after start and after writes', async () => {
    expect(openModes(dataDir)).toEqual([]);
    expect((await secrets(server)).length).toBeGreaterThanOrEqual(2);
    const admin = await signIn(baseUrl, 'Demo', 'admin', 'Admin1234');
    for (let i = 0; i < 20; i++) expect((await admin.post('/api/Supplier', { supplierName: `Private ${i}`, supplierStatus: 'Active' })).status).toBe(200);
    // New relation files and WAL written by the database engine itself.
    await server.ctx.db.exec(
      "create table files_check (id int primary key, note text); insert into files_check select g, repeat('x', 500) from generate_series(1, 5000) g; checkpoint",
    );
    expect(openModes(dataDir)).toEqual([]);
  });

  it('asks for the password again for a backup, and a wrong one is refused in words', async () => {
    const global = await globalAdmin();
    const noPassword = await global.post('/api/Admin/backup', {});
    expect(noPassword.status).toBe(400);
    const wrong = await global.post('/api/Admin/backup', { password: 'not-my-password' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('The password is wrong: a backup needs your own password again.');
    // A unit's administrator is refused whatever the password.
    const admin = await signIn(baseUrl, 'Demo', 'admin', 'Admin1234');
    expect((await admin.post('/api/Admin/backup', { password: 'Admin1234' })).status).toBe(403);
  });

  it('writes a backup file 0600 that holds no secret of the installation', async () => {
    const file = path.join(dir, 'cockpit.tar.gz');
    // The server set this process's umask when it opened its folder: open it again for the CLI.
    process.umask(0);
    Object.assign(process.env, { COCKPIT_BUSINESS_UNIT: 'Head office', COCKPIT_USER: 'global', COCKPIT_PASSWORD: 'Global1234' });
    expect(await runCli(['backup', file, '--url', baseUrl], io), lines.join('\n')).toBe(0);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const tar = zlib.gunzipSync(fs.readFileSync(file));
    // The rows are there (a user's password hash), the signing secret and the OpenID cookie key are not.
    const hash = (await server.ctx.db.query<{ password_hash: string }>("select password_hash from users where user_name = 'global'")).rows[0].password_hash;
    expect(tar.includes(Buffer.from(hash.split('$')[5]))).toBe(true);
    const installationSecrets = await secrets(server);
    for (const secret of installationSecrets) expect(tar.includes(Buffer.from(secret)), 'a secret is in the backup').toBe(false);
  });

  it('restores into a private folder with new secrets: every earlier token is refused', async () => {
    const file = path.join(dir, 'cockpit.tar.gz');
    const restored = path.join(dir, 'restored');
    process.umask(0);
    expect(await runCli(['restore', file, '--data-dir', restored], io), lines.join('\n')).toBe(0);
    expect(openModes(restored)).toEqual([]);

    const token = (await globalAdmin()).token!;
    const copy = await start(restored, false);
    try {
      expect(openModes(restored)).toEqual([]);
      const before = new Set(await secrets(server));
      for (const secret of await secrets(copy.server)) expect(before.has(secret)).toBe(false);
      expect((await apiClient(copy.baseUrl, token).get('/api/User/current')).status).toBe(401);
      // The restored installation's users sign in as before.
      expect((await signIn(copy.baseUrl, 'Head office', 'global', 'Global1234')).token).toBeTruthy();
    } finally {
      await copy.server.close();
    }
  });

  it('counts wrong backup passwords like wrong current passwords: then even the right one waits', async () => {
    const global = await globalAdmin();
    for (let i = 0; i < 2; i++) expect((await global.post('/api/Admin/backup', { password: 'guess' })).status).toBe(400);
    const locked = await global.post('/api/Admin/backup', { password: 'Global1234' });
    expect(locked.status).toBe(429);
    expect(locked.body.message).toMatch(/Too many wrong passwords/);
  });
});
