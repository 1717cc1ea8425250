import { parse, protocol, type PGlite } from '@electric-sql/pglite';
import type { QueryResult } from './types';

/** How many named statements PGlite keeps; the least recently used one is closed beyond this. */
export const MAX_PREPARED = 200;

interface Statement {
  name: string;
  /** Parameter type ids, from the statement's description: how each value is serialized. */
  types: number[];
}

const noSync = { syncToFs: false };

/**
 * Named prepared statements on PGlite's single connection (its query() parses and plans the text
 * on every call; for a list page the planning costs more than the run). Each call takes the same
 * locks as PGlite's own query() (it waits for a running transaction, so it never reads inside
 * another caller's transaction), sends Bind/Describe/Execute/Sync for the statement, and parses
 * the answer with PGlite's own parsers (the server's numeric and date shapes included).
 */
export function createPreparedQueries(pg: PGlite) {
  const statements = new Map<string, Statement>();
  let next = 0;

  async function prepare(sql: string): Promise<Statement> {
    const name = `cockpit_${++next}`;
    try {
      await pg.execProtocolStream(protocol.serialize.parse({ name, text: sql }), noSync);
      const described = await pg.execProtocolStream(protocol.serialize.describe({ type: 'S', name }), noSync);
      return { name, types: parse.parseDescribeStatementResults(described) };
    } finally {
      await pg.execProtocolStream(protocol.serialize.sync(), noSync);
    }
  }

  async function close(statement: Statement): Promise<void> {
    try {
      await pg.execProtocolStream(protocol.serialize.close({ type: 'S', name: statement.name }), noSync);
    } finally {
      await pg.execProtocolStream(protocol.serialize.sync(), noSync);
    }
  }

  async function run<T>(statement: Statement, params: unknown[]): Promise<QueryResult<T>> {
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const serializer = pg.serializers[statement.types[i]];
      return serializer ? serializer(value) : String(value);
    });
    const messages = [];
    try {
      messages.push(...(await pg.execProtocolStream(protocol.serialize.bind({ statement: statement.name, values }), noSync)));
      messages.push(...(await pg.execProtocolStream(protocol.serialize.describe({ type: 'P' }), noSync)));
      messages.push(...(await pg.execProtocolStream(protocol.serialize.execute({}), noSync)));
    } finally {
      messages.push(...(await pg.execProtocolStream(protocol.serialize.sync(), noSync)));
    }
    const [result] = parse.parseResults(messages, pg.parsers);
    return { rows: result.rows as T[], rowCount: result.affectedRows ?? result.rows.length };
  }

  return {
    async query<T>(sql: string, params: unknown[] = []): Promise<QueryResult<T>> {
      return pg._runExclusiveTransaction(() =>
        pg._runExclusiveQuery(async () => {
          let statement = statements.get(sql);
          if (statement) {
            // Most recently used last, so the first entry is the one to close when full.
            statements.delete(sql);
            statements.set(sql, statement);
          } else {
            statement = await prepare(sql);
            statements.set(sql, statement);
            if (statements.size > MAX_PREPARED) {
              const [oldestSql, oldest] = statements.entries().next().value as [string, Statement];
              statements.delete(oldestSql);
              await close(oldest);
            }
          }
          try {
            return await run<T>(statement, params);
          } catch (error) {
            // A table changed under a kept statement (its columns): prepare it again, once.
            if (!/cached plan must not change result type/.test((error as Error).message)) throw error;
            statements.delete(sql);
            await close(statement);
            const fresh = await prepare(sql);
            statements.set(sql, fresh);
            return run<T>(fresh, params);
          } finally {
            await pg.syncToFs();
          }
        }),
      );
    },
    /** How many statements are kept (for tests). */
    get size() {
      return statements.size;
    },
  };
}
