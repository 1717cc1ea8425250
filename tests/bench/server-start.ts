import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { median, report } from './conditions';
import { repoRoot } from '../../apps/server/src/config';

function freePort(): number {
  return 19000 + Math.floor(Math.random() * 900);
}

async function waitForAnswer(url: string, started: number, child: ChildProcess, timeoutMs = 120_000): Promise<number> {
  while (performance.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return performance.now() - started;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('server did not answer in time');
}

async function startOnce(dataDir: string): Promise<number> {
  const port = freePort();
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'production', TASK_SIMULATOR: 'off' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    return await waitForAnswer(`http://127.0.0.1:${port}/api/Localization/languages`, started, child);
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

/** Server cold start to first answer: with an empty data folder (create, migrate, seed) and restarted on it. */
export async function run(): Promise<void> {
  const empty: number[] = [];
  const warm: number[] = [];
  for (let i = 0; i < 3; i++) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cockpit-bench-start-'));
    empty.push(await startOnce(dir));
    warm.push(await startOnce(dir));
    fs.rmSync(dir, { recursive: true, force: true });
  }
  report('Server cold start to first answer (PGlite, demo scale 1, 3 runs each)', {
    'empty data folder (create, migrate, seed), median ms': median(empty),
    'empty data folder, all runs ms': empty.map((v) => Math.round(v)).join(', '),
    'restart on the same folder, median ms': median(warm),
  });
}
