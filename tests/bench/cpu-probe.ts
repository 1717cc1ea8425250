/**
 * CPU seconds of the server under measurement, read from /proc, so that a throughput figure can be
 * stated as answers per CPU-second of the server: on a machine shared by many processes the wall
 * rate says mostly how much of a core the server got, while the CPU an answer costs stays put.
 *
 * The bench's servers run in its own process, on its main thread (Fastify, and PGlite's WASM
 * engine); autocannon runs in a worker thread, so the main thread's CPU is the server's. A server
 * on PostgreSQL also spends CPU in the backends that serve its database: those are added.
 */
import fs from 'node:fs';
import type { Queryable } from '../../apps/server/src/db/types';

/** Clock ticks per second of /proc's CPU counts (USER_HZ, 100 on Linux). */
const TICKS = 100;

/** A /proc stat line's fields after the command (field 3, the state, first), or undefined when the process is gone. */
function statFields(file: string): string[] | undefined {
  try {
    const text = fs.readFileSync(file, 'utf8');
    return text.slice(text.lastIndexOf(') ') + 2).split(' ');
  } catch {
    return undefined;
  }
}

/** utime + stime of a /proc stat line, in seconds (0 when the process or thread is gone). */
function statCpu(file: string): number {
  const fields = statFields(file);
  return fields ? (Number(fields[11]) + Number(fields[12])) / TICKS : 0;
}

/**
 * CPU seconds of a whole PostgreSQL cluster: its postmaster, every process it started that is still
 * running (backends, the WAL writer, the checkpointer, autovacuum), and every one that has ended
 * (the postmaster's cutime + cstime: a child's CPU is added to its parent's when the parent reaps
 * it). So a backend that ends between two readings keeps its CPU in the count, which a sum over the
 * live backends loses (at a low request rate the pool closes idle connections, and that sum came
 * out from -0.4 to 0.13 CPU-seconds for a thousand answers).
 */
function clusterCpu(postmaster: number): number {
  const own = statFields(`/proc/${postmaster}/stat`);
  if (!own) return 0;
  let total = (Number(own[11]) + Number(own[12]) + Number(own[13]) + Number(own[14])) / TICKS;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/u.test(entry)) continue;
    const fields = statFields(`/proc/${entry}/stat`);
    if (fields && Number(fields[1]) === postmaster) total += (Number(fields[11]) + Number(fields[12])) / TICKS;
  }
  return total;
}

/** The postmaster of the cluster `db` is connected to: its backend's parent. */
async function postmasterOf(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ pid: number }>('select pg_backend_pid() as pid');
  const fields = statFields(`/proc/${rows[0].pid}/stat`);
  if (!fields) throw new Error('the PostgreSQL backend is not on this machine (no /proc entry)');
  return Number(fields[1]);
}

/** CPU seconds of this process's main thread (its thread id is the process id). */
export const mainThreadCpu = (): number => statCpu(`/proc/${process.pid}/task/${process.pid}/stat`);

/** CPU seconds of this whole process: every thread, zlib's thread pool (a large answer's compression) and the garbage collector's included. */
export const processCpu = (): number => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
};

/**
 * The main thread's CPU plus that of the PostgreSQL backends serving `database` (read through
 * `db`, whose own backend is counted too): on a cluster of the bench's own, all of the cluster's
 * processes, ended ones included (clusterCpu); on a shared one, the live backends of the database. On PGlite (`postgres` false) the main thread's alone.
 * `wholeProcess`: the process's every thread instead of the main thread's (for a measure where no
 * load tool runs in the process).
 */
export function serverCpu(db: Queryable, postgres: boolean, wholeProcess = false): () => Promise<number> {
  const own = wholeProcess ? processCpu : mainThreadCpu;
  if (!postgres) return async () => own();
  // A cluster of the bench's own (server-throughput.ts starts one when no TEST_DATABASE_URL is
  // given): every process of it serves this server alone, so all of them count, ended ones too.
  if (process.env.BENCH_OWN_POSTGRES_CLUSTER === '1') {
    let postmaster: Promise<number> | undefined;
    return async () => {
      postmaster ??= postmasterOf(db);
      return own() + clusterCpu(await postmaster);
    };
  }
  // A backend that ends within the run takes its CPU with it; the pool keeps its connections open.
  return async () => {
    const { rows } = await db.query<{ pid: number }>('select pid from pg_stat_activity where datname = current_database()');
    return own() + rows.reduce((sum, r) => sum + statCpu(`/proc/${r.pid}/stat`), 0);
  };
}
