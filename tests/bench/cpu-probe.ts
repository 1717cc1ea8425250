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

/** utime + stime of a /proc stat line, in seconds (0 when the process or thread is gone). */
function statCpu(file: string): number {
  try {
    const fields = fs.readFileSync(file, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS;
  } catch {
    return 0;
  }
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
 * `db`, whose own backend is counted too). On PGlite (`postgres` false) the main thread's alone.
 * `wholeProcess`: the process's every thread instead of the main thread's (for a measure where no
 * load tool runs in the process).
 */
export function serverCpu(db: Queryable, postgres: boolean, wholeProcess = false): () => Promise<number> {
  const own = wholeProcess ? processCpu : mainThreadCpu;
  if (!postgres) return async () => own();
  // A backend that ends within the run takes its CPU with it; the pool keeps its connections open.
  return async () => {
    const { rows } = await db.query<{ pid: number }>('select pid from pg_stat_activity where datname = current_database()');
    return own() + rows.reduce((sum, r) => sum + statCpu(`/proc/${r.pid}/stat`), 0);
  };
}
