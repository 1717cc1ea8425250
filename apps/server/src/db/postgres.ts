import pg from 'pg';
import type { Db, Queryable, QueryResult } from './types';
import { createWriteQueueStats } from './write-queue-stats';

// Same value shapes as PGlite: int8 and numeric as numbers (ids, counts and money fit), dates as strings.
pg.types.setTypeParser(20, (v) => Number(v));
pg.types.setTypeParser(1700, (v) => Number(v));
pg.types.setTypeParser(1082, (v) => v);

const RETRYABLE = new Set(['40001', '40P01']); // serialization failure, deadlock detected

function wrap(client: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<T>(sql: string, params?: unknown[]): Promise<QueryResult<T>> {
      const r = await client.query(sql, params as unknown[]);
      return { rows: r.rows as T[], rowCount: r.rowCount ?? r.rows.length };
    },
    async exec(sql: string) {
      await client.query(sql);
    },
  };
}

export async function openPostgres(url: string, poolSize = 10): Promise<Db> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // Fail fast with a clear message when the server is not there.
  await pool.query('select 1');
  const stats = createWriteQueueStats();
  const listeners: pg.Client[] = [];
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
      // LISTEN needs a connection of its own that stays open.
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      listeners.push(client);
      client.on('notification', (msg) => {
        if (msg.channel === channel) onPayload(msg.payload ?? '');
      });
      await client.query(`LISTEN "${channel.replace(/"/g, '')}"`);
      return async () => {
        await client.end().catch(() => undefined);
      };
    },
    writeQueue: stats,
    async close() {
      await Promise.all(listeners.map((c) => c.end().catch(() => undefined)));
      await pool.end();
    },
  };
}
