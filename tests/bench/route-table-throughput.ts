/**
 * Issue 23's before/after of the route table: the same calls against the tree before the route
 * table (b426dfa) and this tree, four servers up side by side (before/after x kept answers on/off),
 * measured in interleaved rounds, ratios of answers per server CPU-second (what one free core
 * would serve: the machine is shared, so wall rates say mostly who got the cores).
 *
 * npm run bench route-table-throughput. Environment:
 * - RT_DB=pglite (default, a data folder on disk per server) or postgres (a database per server on
 *   the PostgreSQL at PG_BASE, default the server of TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:54329;
 *   `eval "$(scripts/start-postgres.sh)"` starts one);
 * - BEFORE: the before tree (a folder with node_modules); by default the bench exports b426dfa
 *   itself (RT_BEFORE_COMMIT) with `git archive` into os.tmpdir()/cockpit-tree-<commit> and links this
 *   tree's node_modules in (server-trees.ts), once; AFTER: default this tree;
 * - RT_SECONDS (default 5) per target after a 2 s warm-up, RT_ROUNDS (default 3), RT_PORT (first of
 *   four ports, default 19750), RT_CALLS (comma-separated subset of page20,whole,current), RT_CACHE (on, off, or on,off: the
 *   kept-answer sides to start);
 * - RT_CPU_PROF=<folder>: the servers run with --cpu-prof and write their profiles at stop, into a
 *   folder per server (the biggest file is the main thread's); the measured windows are printed in
 *   microseconds of CLOCK_MONOTONIC, the clock of the profiles' timestamps.
 */
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { routes } from '@cockpit/contracts';
import { Stock } from '@cockpit/plugin-warehouse/routes';
import { repoRoot } from '../../apps/server/src/config';
import { report } from './conditions';
import { exportedTree, startTreeServer, type TreeServer } from './server-trees';

/** The tree just before the route table (issue 23). */
export const BEFORE_COMMIT = process.env.RT_BEFORE_COMMIT ?? 'b426dfa';
const SECONDS = Number(process.env.RT_SECONDS ?? 5);
const ROUNDS = Number(process.env.RT_ROUNDS ?? 3);
const CONNECTIONS = 50;

/** The calls both trees answer the same way (the old tree knows no `fields`, so the whole list carries every field). */
const CALLS: Record<string, string> = {
  page20: `${Stock.description.path}?skip=0&take=20`,
  whole: Stock.description.path,
  current: routes.User.current.path,
};

interface Run {
  answers: number;
  seconds: number;
  cpu: number;
  p99: number;
  errors: number;
}

function postgresBase(): string {
  if (process.env.PG_BASE) return process.env.PG_BASE;
  const url = process.env.TEST_DATABASE_URL;
  return url ? url.replace(/\/[^/]*$/u, '') : 'postgres://postgres@127.0.0.1:54329';
}

async function hit(s: TreeServer, url: string, duration: number) {
  return autocannon({
    url: s.base + url,
    connections: CONNECTIONS,
    duration,
    timeout: 60,
    headers: { authorization: `Bearer ${s.token}`, 'accept-encoding': 'gzip, deflate, br, zstd' },
  });
}

async function measure(s: TreeServer, url: string): Promise<Run> {
  await hit(s, url, 2);
  const cpu0 = await s.cpu();
  const r = await hit(s, url, SECONDS);
  // Answers still in flight when the run stopped are not counted, nor their CPU after the reading.
  const cpu = (await s.cpu()) - cpu0;
  return { answers: r.requests.total, seconds: r.duration || SECONDS, cpu, p99: r.latency.p99, errors: r.errors + r.timeouts + r.non2xx };
}

const sum = (runs: Run[], f: (r: Run) => number) => runs.reduce((n, r) => n + f(r), 0);
/** Answers per server CPU-second over all rounds. */
const perCpu = (runs: Run[]) =>
  sum(runs, (r) => r.answers) /
  Math.max(
    0.01,
    sum(runs, (r) => r.cpu),
  );
const wall = (runs: Run[]) =>
  sum(runs, (r) => r.answers) /
  Math.max(
    0.01,
    sum(runs, (r) => r.seconds),
  );

export async function run(): Promise<void> {
  const db = process.env.RT_DB === 'postgres' ? 'postgres' : 'pglite';
  const before = process.env.BEFORE ?? exportedTree(repoRoot, BEFORE_COMMIT);
  const after = process.env.AFTER ?? repoRoot;
  const calls = (process.env.RT_CALLS ?? Object.keys(CALLS).join(',')).split(',').filter((c) => CALLS[c]);
  let port = Number(process.env.RT_PORT ?? 19750);
  const prof = process.env.RT_CPU_PROF;
  const progress = (text: string) => process.stderr.write(`  [route-table-throughput] ${text}\n`);
  const servers: TreeServer[] = [];
  // Stopped on Ctrl+C too, so that no server is left running.
  const interrupted = () => void Promise.all(servers.map((s) => s.stop())).finally(() => process.exit(130));
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  const loads: number[] = [];
  const runs = new Map<string, Run[]>();
  try {
    // One at a time: four seedings at once on a loaded 2-core machine took over ten minutes.
    const sides = (['on', 'off'] as const).filter((cache) => (process.env.RT_CACHE ?? 'on,off').split(',').includes(cache));
    for (const [side, tree, cache] of sides.flatMap((cache) => [['before', before, cache] as const, ['after', after, cache] as const])) {
      const name = `${side}-${cache}`;
      const s = await startTreeServer({
        name,
        tree,
        port: port++,
        postgres: db === 'postgres' ? postgresBase() : undefined,
        env: { LIST_ANSWER_CACHE: cache },
        // A folder per server: each thread (tsx's loader hooks run in one of their own) writes its own profile.
        nodeArgs: prof ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(prof, name)}`] : [],
      });
      servers.push(s);
      progress(`${name} up (${tree})`);
    }
    for (const s of servers)
      for (const c of calls) {
        const res = await fetch(s.base + CALLS[c], { headers: { authorization: `Bearer ${s.token}` } });
        if (!res.ok) throw new Error(`${s.name} ${CALLS[c]}: ${res.status}`);
      }
    for (let round = 0; round < ROUNDS; round++) {
      for (const c of calls) {
        // The order flips every round, so neither side always runs first.
        const order = round % 2 ? [...servers].reverse() : servers;
        for (const s of order) {
          if (c === 'current' && s.name.endsWith('-off')) continue;
          const t0 = process.hrtime.bigint() / 1000n;
          const r = await measure(s, CALLS[c]);
          // CLOCK_MONOTONIC in µs, the clock of the servers' --cpu-prof samples: the measured window of this target.
          if (prof) progress(`profile window ${s.name} ${c} ${t0} ${process.hrtime.bigint() / 1000n}`);
          loads.push(os.loadavg()[0]);
          const key = `${c} ${s.name}`;
          runs.set(key, [...(runs.get(key) ?? []), r]);
          progress(
            `round ${round + 1} ${key}: ${(r.answers / r.seconds).toFixed(0)} req/s, ${r.answers} answers, CPU ${r.cpu.toFixed(2)} s, ${(r.answers / Math.max(0.01, r.cpu)).toFixed(0)} answers/CPU-s, p99 ${r.p99} ms${r.errors ? `, ${r.errors} errors` : ''}, load ${os.loadavg()[0].toFixed(1)}`,
          );
        }
      }
    }
  } finally {
    for (const s of servers) await s.stop();
  }
  const lines: Record<string, string> = {
    setup: `${db}, before ${before}, after ${after}; ${CONNECTIONS} connections, ${SECONDS} s per target after 2 s of warm-up, ${ROUNDS} interleaved rounds; 1-minute load during the runs ${Math.min(...loads).toFixed(1)}-${Math.max(...loads).toFixed(1)}`,
  };
  for (const c of calls)
    for (const cache of ['on', 'off']) {
      const b = runs.get(`${c} before-${cache}`);
      const a = runs.get(`${c} after-${cache}`);
      if (!a || !b) continue;
      const ratio = perCpu(a) / perCpu(b);
      lines[`${c} (${CALLS[c]}), kept answers ${cache}`] =
        `after/before ${ratio.toFixed(2)}x answers per server CPU-second (before ${perCpu(b).toFixed(0)}, after ${perCpu(a).toFixed(0)}); wall ${wall(b).toFixed(0)} -> ${wall(a).toFixed(0)} req/s (${(wall(a) / wall(b)).toFixed(2)}x)` +
        `; p99 ${Math.max(...b.map((r) => r.p99))} -> ${Math.max(...a.map((r) => r.p99))} ms${sum([...a, ...b], (r) => r.errors) ? `; ${sum([...a, ...b], (r) => r.errors)} errors` : ''}`;
    }
  report(`Route table before (${BEFORE_COMMIT}) and after, ${db}`, lines);
}
