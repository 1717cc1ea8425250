import { routes } from '@cockpit/contracts';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { CliIo } from '../io';
import { CliError, findProject } from '../project';
import { signInWith, type SessionOptions } from '../studio/server-session';

export type BackupOptions = SessionOptions;

/**
 * `cockpit backup <file>`: asks the running server for a consistent copy of its embedded database
 * (POST /api/Admin/backup, taken between transactions) and writes it to the file. Signs in as a
 * global administrator: COCKPIT_URL, COCKPIT_BUSINESS_UNIT, COCKPIT_USER and COCKPIT_PASSWORD
 * (the password only from the environment, never from the command line, where `ps` shows it).
 */
export async function backupCommand(io: CliIo, file: string, options: BackupOptions, env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const { url, token, password } = await signInWith(options, env, {
    missing: 'set COCKPIT_BUSINESS_UNIT, COCKPIT_USER and COCKPIT_PASSWORD (a global administrator)',
    refused: (_unit, status) => `sign-in failed (${status})`,
  });
  // The backup asks for the password again (it holds every unit's password hashes).
  const res = await fetch(`${url}${routes.Admin.backup.path}`, {
    method: routes.Admin.backup.method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ password }),
  });
  if (!res.ok) {
    const body = (await res.json().catch(() => ({}))) as { message?: string };
    throw new CliError(`backup refused (${res.status}): ${body.message ?? res.statusText}`);
  }
  const bytes = Buffer.from(await res.arrayBuffer());
  // Written beside the target and renamed, so a failed run never leaves half a backup under the name;
  // readable by this account only (0600 whatever the umask): it holds every unit's password hashes.
  const partial = `${file}.partial`;
  fs.writeFileSync(path.resolve(io.cwd, partial), bytes, { mode: 0o600 });
  fs.chmodSync(path.resolve(io.cwd, partial), 0o600);
  fs.renameSync(path.resolve(io.cwd, partial), path.resolve(io.cwd, file));
  await fetch(`${url}${routes.UserSession.logout.path}`, { method: routes.UserSession.logout.method, headers: { authorization: `Bearer ${token}` } }).catch(() => undefined);
  io.out(`backup written to ${file} (${bytes.length} bytes)`);
  return 0;
}

/** `cockpit restore <file> --data-dir <dir>`: a new data folder from a backup (the server stopped, or pointed at it afterwards). */
export async function restoreCommand(io: CliIo, file: string, options: { dataDir: string }): Promise<number> {
  if (!fs.existsSync(path.resolve(io.cwd, file))) throw new CliError(`${file} does not exist`);
  const root = findProject(io.cwd).root;
  const script = path.join(root, 'plugins/settings/server/backup/restore-main.ts');
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, path.resolve(io.cwd, file), path.resolve(io.cwd, options.dataDir)], { cwd: root });
    child.stdout.on('data', (d) => io.out(String(d).trimEnd()));
    child.stderr.on('data', (d) => io.err(String(d).trimEnd()));
    child.on('exit', (code) => resolve(code ?? 1));
  });
}
