import pg from 'pg';
import { createHash } from 'node:crypto';
import type { Db, Queryable, QueryOptions, QueryResult } from './types';
import { createWriteQueueStats } from './write-queue-stats';

// Same value shapes as PGlite: int8 and numeric as numbers (ids, counts and money fit), dates as strings.
pg.types.setTypeParser(20, (v) => Number(v));
pg.types.setTypeParser(1700, (v) => Number(v));
pg.types.setTypeParser(1082, (v) => v);

const RETRYABLE = new Set(['40001', '40P01']); // serialization failure, deadlock detected

/**
 * node-postgres keeps a named statement on each connection for the connection's life and cannot
 * close it, so the distinct texts prepared are bounded; past the bound a new text runs unnamed.
 */
const MAX_PREPARED_TEXTS = 500;
const preparedNames = new Map<string, string>();

/** A prepared statement's name, from its text (the same text always gets the same name), or none past the bound. */
function statementName(sql: string): string | undefined {
  let name = preparedNames.get(sql);
  if (!name && preparedNames.size < MAX_PREPARED_TEXTS) {
    name = `q_${createHash('sha1').update(sql).digest('hex').slice(0, 24)}`;
    preparedNames.set(sql, name);
  }
  return name;
}

function wrap(client: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<QueryResult<T>> {
      // A named statement is parsed once per pooled connection (node-postgres remembers it by name).
      const name = options?.prepare ? statementName(sql) : undefined;
      const r = name ? await client.query({ name, text: sql, values: params as unknown[] }) : await client.query(sql, params as unknown[]);
      return { rows: r.rows as T[], rowCount: r.rowCount ?? r.rows.length };
    },
    async exec(sql: string) {
      await client.query(sql);
    },
  };
}

/** Where connection failures outside any query go (an idle pooled connection, the LISTEN connection). */
export type ConnectionErrorLog = (error: Error, where: string) => void;

const warn: ConnectionErrorLog = (error, where) => console.warn(`PostgreSQL ${where}: ${error.message}`);

export async function openPostgres(url: string, poolSize = 10, onConnectionError: ConnectionErrorLog = warn): Promise<Db> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle connection that the server ends (a restart, an administrator) is an 'error' event of the
  // pool; without a listener Node ends the whole process. The pool replaces it on the next query.
  pool.on('error', (error) => onConnectionError(error, 'idle connection lost'));
  // Fail fast with a clear message when the server is not there.
  await pool.query('select 1');
  const stats = createWriteQueueStats();
  const listeners = new Set<pg.Client>();
  let closed = false;
  return {
    kind: 'postgres',
    ...wrap(pool),
    async transaction(fn) {
      for (let attempt = 1; ; attempt++) {
        const asked = performance.now();
        const client = await pool.connect();
        stats.record(performance.now() - asked);
        try {
          await client.query('BEGIN');
          const result = await fn(wrap(client));
          await client.query('COMMIT');
          return result;
        } catch (err) {
          await client.query('ROLLBACK').catch(() => undefined);
          const code = (err as { code?: string }).code;
          if (code && RETRYABLE.has(code) && attempt < 5) continue;
          throw err;
        } finally {
          client.release();
        }
      }
    },
    async listen(channel, onPayload) {
      // LISTEN needs a connection of its own that stays open; when it is lost, it is made again
      // (1 s, doubling up to 30 s) so that changes from other instances keep arriving.
      let client: pg.Client | undefined;
      let stopped = false;
      let retryMs = 1000;
      const connect = async (): Promise<void> => {
        const c = new pg.Client({ connectionString: url });
        c.on('error', (error) => onConnectionError(error, `LISTEN connection on ${channel} lost`));
        c.on('end', () => {
          listeners.delete(c);
          if (stopped || closed || client !== c) return;
          client = undefined;
          const reconnect = () => {
            if (stopped || closed) return;
            connect().then(
              () => (retryMs = 1000),
              (error: Error) => {
                onConnectionError(error, `LISTEN on ${channel} could not reconnect`);
                retryMs = Math.min(retryMs * 2, 30_000);
                setTimeout(reconnect, retryMs).unref();
              },
            );
          };
          setTimeout(reconnect, retryMs).unref();
        });
        c.on('notification', (msg) => {
          if (msg.channel === channel) onPayload(msg.payload ?? '');
        });
        await c.connect();
        listeners.add(c);
        client = c;
        await c.query(`LISTEN "${channel.replace(/"/g, '')}"`);
      };
      await connect();
      return async () => {
        stopped = true;
        const c = client;
        client = undefined;
        if (c) {
          listeners.delete(c);
          await c.end().catch(() => undefined);
        }
      };
    },
    writeQueue: stats,
    async close() {
      closed = true;
      await Promise.all([...listeners].map((c) => c.end().catch(() => undefined)));
      await pool.end();
    },
  };
}
