/**
 * Servers of two source trees run side by side as child processes, for before/after benchmarks
 * (route-table-throughput.ts): the tree of a given commit exported to a folder of its own, a server
 * of a tree started on its own port and database, and its CPU read from /proc.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { routes } from '@cockpit/contracts';

/** Clock ticks per second of /proc's CPU counts (USER_HZ). */
const TICKS = 100;

/** utime + stime of a process (all its threads), in seconds; 0 when it is gone. */
export function processCpu(pid: number): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS;
  } catch {
    return 0;
  }
}

/**
 * The source tree of `commit` in a folder of its own (os.tmpdir()/cockpit-tree-<commit>), made
 * once and reused: `git archive` of the commit (no worktree is registered in the repository), with
 * `repo`'s node_modules folders (the root's and the workspaces') copied in as hard links (fast, no download; the workspace links in
 * node_modules/@cockpit are relative, so they point into the exported tree). Good for a commit whose
 * third-party dependencies `tree` has too (true of b426dfa against later trees: only additions since).
 */
export function exportedTree(repo: string, commit: string): string {
  const dir = path.join(os.tmpdir(), `cockpit-tree-${commit}`);
  if (fs.existsSync(path.join(dir, '.exported'))) return dir;
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const archive = execFileSync('git', ['-C', repo, 'archive', '--format=tar', commit], { maxBuffer: 1 << 30 });
  execFileSync('tar', ['-x', '-C', dir], { input: archive });
  // The root's node_modules and the workspaces' own (apps/server keeps its ws, tools/lint its TypeScript).
  const folders = execFileSync('find', ['.', '-maxdepth', '4', '-name', 'node_modules', '-type', 'd', '-not', '-path', './node_modules/*'], { cwd: repo, encoding: 'utf8' });
  for (const folder of folders.split('\n').filter(Boolean)) {
    if (!fs.existsSync(path.join(dir, path.dirname(folder)))) continue;
    execFileSync('cp', ['-al', path.join(repo, folder), path.join(dir, folder)]);
  }
  fs.writeFileSync(path.join(dir, '.exported'), `${commit}\n`);
  return dir;
}

export interface TreeServer {
  name: string;
  base: string;
  token: string;
  child: ChildProcess;
  /** CPU seconds so far: the Node process and, on PostgreSQL, the backends serving its database. */
  cpu(): Promise<number>;
  stop(): Promise<void>;
}

export interface TreeServerOptions {
  name: string;
  tree: string;
  port: number;
  /** PostgreSQL server URL without a database (postgres://user@host:port); PGlite on disk when absent. */
  postgres?: string;
  env?: Record<string, string>;
  /** Node options for the child (e.g. --cpu-prof --cpu-prof-dir=...). */
  nodeArgs?: string[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * `npm run serve` of a tree (production, log level warn, no task simulator), on its own port and
 * a fresh database (a PGlite data folder, or a new PostgreSQL database dropped at stop). Up when
 * the demo admin can sign in (an old tree may have no built console to ask env.json of).
 */
export async function startTreeServer(o: TreeServerOptions): Promise<TreeServer> {
  const env: Record<string, string | undefined> = {
    ...process.env,
    PORT: String(o.port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    TASK_SIMULATOR: 'off',
    NODE_ENV: 'production',
    ...o.env,
  };
  delete env.E2E_PORT;
  delete env.TEST_DATABASE_URL;
  let admin: pg.Client | undefined;
  let dbName: string | undefined;
  let dataDir: string | undefined;
  if (o.postgres) {
    dbName = `rt_${o.name.replace(/\W/g, '_')}_${process.pid}`;
    admin = new pg.Client({ connectionString: `${o.postgres}/postgres` });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    env.DATABASE_URL = `${o.postgres}/${dbName}`;
  } else {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cockpit-rt-'));
    env.DATA_DIR = dataDir;
  }
  const child = spawn(process.execPath, [...(o.nodeArgs ?? []), '--import', 'tsx', 'apps/server/src/main.ts'], { cwd: o.tree, env, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr!.on('data', (d) => (stderr = (stderr + String(d)).slice(-4000)));
  const base = `http://127.0.0.1:${o.port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, sleep(10_000)]);
    }
    if (admin && dbName) {
      await admin.query(`drop database if exists ${dbName} with (force)`).catch(() => undefined);
      await admin.end();
    }
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const t0 = Date.now();
  let token: string | undefined;
  while (!token) {
    try {
      const res = await fetch(base + routes.Authentication.user.path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ businessUnitName: 'Demo', userName: 'admin', password: 'Admin1234' }),
      });
      if (res.ok) token = ((await res.json()) as { result: { accessToken: string } }).result.accessToken;
    } catch {
      /* not listening yet */
    }
    if (!token && (child.exitCode !== null || Date.now() - t0 > 1_200_000)) {
      await stop();
      throw new Error(`${o.name} (${o.tree}) did not start: ${stderr}`);
    }
    if (!token) await sleep(500);
  }
  // Backends seen once keep their CPU counted from the first reading (a pool keeps its connections).
  const cpu = async () => {
    let total = processCpu(child.pid!);
    if (admin && dbName) {
      const { rows } = await admin.query<{ pid: number }>('select pid from pg_stat_activity where datname = $1', [dbName]);
      for (const r of rows) total += processCpu(r.pid);
    }
    return total;
  };
  return { name: o.name, base, token, child, cpu, stop };
}
