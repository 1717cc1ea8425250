import { PGlite, types } from '@electric-sql/pglite';
import type { Db, Queryable, QueryOptions, QueryResult } from './types';
import { createPreparedQueries } from './pglite-prepared';
import { createWriteQueueStats } from './write-queue-stats';
import { makePrivateFolder, restrictTree } from './private-files';

/** Same value shapes as the PostgreSQL driver gives (see postgres.ts): numbers for numeric, dates as strings. */
const parsers = {
  [types.NUMERIC]: (v: string) => Number(v),
  [types.DATE]: (v: string) => v,
};

/** The part of PGlite's WASM module read for commitStamp (an export of PostgreSQL's own function). */
interface EngineModule {
  mod: { _ReadNextFullTransactionId(): bigint };
}

function wrap(q: Pick<PGlite, 'query' | 'exec'>): Queryable {
  return {
    async query<T>(sql: string, params?: unknown[]): Promise<QueryResult<T>> {
      const r = await q.query<T>(sql, params as unknown[]);
      return { rows: r.rows, rowCount: r.affectedRows ?? r.rows.length };
    },
    async exec(sql: string) {
      await q.exec(sql);
    },
  };
}

/**
 * Embedded PostgreSQL (WASM, in process). One connection: PGlite runs one transaction at a
 * time, so transactions queue here; the wait is recorded for the write-queue benchmark.
 */
export async function openPglite(dataDir: string): Promise<Db> {
  const inMemory = dataDir.startsWith('memory://');
  // Private whatever the umask: 0700 folders and 0600 files, now and for every file written later.
  // The folder is closed to others first; its files are set once, after the database opened them
  // (one walk of the folder's ~1,400 files instead of two on every start).
  if (!inMemory) makePrivateFolder(dataDir);
  const pg = await PGlite.create(inMemory ? undefined : dataDir, { parsers });
  if (!inMemory) restrictTree(dataDir);
  return fromPglite(pg);
}

export function fromPglite(pg: PGlite): Db {
  const stats = createWriteQueueStats();
  const base = wrap(pg);
  const prepared = createPreparedQueries(pg);
  return {
    kind: 'pglite',
    ...base,
    query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<QueryResult<T>> {
      return options?.prepare ? prepared.query<T>(sql, params) : base.query<T>(sql, params);
    },
    async transaction(fn) {
      const asked = performance.now();
      return pg.transaction(async (tx) => {
        stats.record(performance.now() - asked);
        return fn(wrap(tx));
      });
    },
    async listen(channel, onPayload) {
      const stop = await pg.listen(channel, onPayload);
      return async () => stop();
    },
    // The engine's next transaction id (a 64-bit value, a BigInt); a write transaction takes one and
    // a read takes none. PGlite runs one statement at a time, each to its end (its locks), so outside
    // a transaction block no transaction holds an id it has not committed or rolled back yet.
    commitStamp: () => (pg.isInTransaction() ? undefined : String((pg as unknown as EngineModule).mod._ReadNextFullTransactionId())),
    writeQueue: stats,
    async backup() {
      // Inside a transaction slot, so no other transaction is half-way; CHECKPOINT first writes every
      // committed page to the files, so the copy needs no recovery. dumpDataDir takes the query lock
      // only, which the transaction does not hold between statements.
      return pg.transaction(async (tx) => {
        await tx.exec('checkpoint');
        const dump = await pg.dumpDataDir('gzip');
        return new Uint8Array(await dump.arrayBuffer());
      });
    },
    async close() {
      if (!pg.closed) await pg.close();
    },
  };
}
