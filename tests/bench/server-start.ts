import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { median, report } from './conditions';
import { exportedTree } from './server-trees';
import { loadConfig, repoRoot } from '../../apps/server/src/config';
import { buildConsole } from '../../apps/console/build';
import { demoImage, demoImageCacheDir, findDemoImage } from '../../apps/server/src/seed/demo-image';
import { demoImageKey } from '../../apps/server/src/seed/demo-image-key';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

/**
 * Starts a command as a user would (npm and all), and answers the time from the spawn to the
 * first answer of /api/Localization/languages; then stops the command's whole process group and
 * waits until it has exited (so the next start finds the data folder closed).
 */
async function timeToFirstAnswer(command: string, args: string[], dataDir: string, extraEnv: Record<string, string> = {}, cwd = repoRoot): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(command, args, {
    cwd,
    detached: true,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      TASK_SIMULATOR: 'off',
      OIDC_DEMO_PROVIDER: 'off',
      ...extraEnv,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((r) => child.once('exit', r));
  try {
    while (performance.now() - started < 300_000) {
      if (child.exitCode !== null) throw new Error(`${command} ${args.join(' ')} exited with ${child.exitCode}`);
      try {
        if ((await fetch(`http://127.0.0.1:${port}/api/Localization/languages`)).ok) return performance.now() - started;
      } catch {
        /* not listening yet */
      }
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error(`${command} ${args.join(' ')} did not answer in time`);
  } finally {
    process.kill(-child.pid!, 'SIGTERM');
    await exited;
    // npm exits with its child; the server's own exit (PGlite closed) may follow a moment later.
    await new Promise((r) => setTimeout(r, 300));
  }
}

const newDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'cockpit-bench-start-'));
const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}x`;

/** The tree before the server bundle (decision 0470), for `npm start` before/after in one run. */
const BEFORE_BUNDLE = process.env.BENCH_BEFORE ?? '4c3bde0';

/**
 * The two start figures a newcomer meets, each against its baselines in the same run, rounds
 * interleaved: `npm start` restarted on an unchanged tree and data folder (against the same command
 * of the tree before the server bundle, and against `npm run serve` run from the bundle and from
 * the sources through tsx, as it was), and `npm run serve` on an empty data folder to the first
 * answer (against PGlite + Fastify alone creating their database, and against seeding as before,
 * DEMO_IMAGE=off). The console build, the server bundle and the demo image are made first when
 * missing, as the first `npm start` does, in both trees.
 */
export async function run(): Promise<void> {
  const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
  buildConsole({ ifChanged: true });
  const scale = loadConfig().demoScale;
  const hadImage = Boolean(findDemoImage(demoImageCacheDir(), demoImageKey(scale)));
  await demoImage(demoImageCacheDir(), scale);
  const before = exportedTree(repoRoot, BEFORE_BUNDLE);
  const kept = newDir();
  // Untimed: each tree's first start builds what it lacks (the console, the server bundle).
  await timeToFirstAnswer('npm', ['start', '--silent'], kept);
  await timeToFirstAnswer('npm', ['start', '--silent'], kept, {}, before);
  const figures: Record<string, number[]> = { npmStart: [], npmStartBefore: [], serve: [], sources: [], firstStart: [], alone: [], seeding: [] };
  for (let i = 0; i < rounds; i++) {
    figures.npmStartBefore.push(await timeToFirstAnswer('npm', ['start', '--silent'], kept, {}, before));
    figures.npmStart.push(await timeToFirstAnswer('npm', ['start', '--silent'], kept));
    figures.serve.push(await timeToFirstAnswer('npm', ['run', 'serve', '--silent'], kept));
    figures.sources.push(await timeToFirstAnswer(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], kept));
    for (const [name, command, args, env] of [
      ['firstStart', 'npm', ['run', 'serve', '--silent'], {}],
      ['alone', process.execPath, ['--import', 'tsx', 'tests/bench/pglite-fastify-alone.ts'], {}],
      ['seeding', 'npm', ['run', 'serve', '--silent'], { DEMO_IMAGE: 'off' }],
    ] as const) {
      // BENCH_SEEDING=off leaves out the slowest baseline (seeding as before) on a busy machine.
      if (name === 'seeding' && process.env.BENCH_SEEDING === 'off') continue;
      const dir = newDir();
      figures[name].push(await timeToFirstAnswer(command, [...args], dir, env));
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }
  fs.rmSync(kept, { recursive: true, force: true });
  const m = Object.fromEntries(Object.entries(figures).map(([k, v]) => [k, median(v)]));
  const runs = (v: number[]) => v.map((x) => Math.round(x)).join(', ');
  report(`Server start to first answer (PGlite, demo scale ${scale}, medians of ${rounds} interleaved rounds)`, {
    'npm start, restart on an unchanged tree and data folder, ms': m.npmStart,
    [`  before the server bundle (${BEFORE_BUNDLE}), same command and folder, ms`]: m.npmStartBefore,
    '  ratio npm start / before': ratio(m.npmStart, m.npmStartBefore),
    '  npm run serve (the bundle), same folder, ms': m.serve,
    '  node --import tsx apps/server/src/main.ts (the sources), same folder, ms': m.sources,
    '  ratio npm run serve / the sources through tsx': ratio(m.serve, m.sources),
    'npm run serve, empty data folder (prepared demo database), ms': m.firstStart,
    '  baseline PGlite + Fastify alone, empty folder, ms': m.alone,
    '  ratio first start / PGlite + Fastify alone': ratio(m.firstStart, m.alone),
    '  before: seeding the empty folder (DEMO_IMAGE=off), ms': m.seeding,
    '  ratio first start / seeding': ratio(m.firstStart, m.seeding),
    'runs (npm start | before | serve | sources | first start | alone | seeding)': [
      figures.npmStart,
      figures.npmStartBefore,
      figures.serve,
      figures.sources,
      figures.firstStart,
      figures.alone,
      figures.seeding,
    ]
      .map(runs)
      .join(' | '),
    'demo image': hadImage ? 'found in the cache' : 'made before the rounds (not timed)',
  });
}
