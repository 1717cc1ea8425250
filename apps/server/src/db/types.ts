/** What every database handle offers, PGlite and PostgreSQL alike. */
export interface QueryResult<T> {
  rows: T[];
  rowCount: number;
}

export interface QueryOptions {
  /**
   * The text is fixed and only the parameters vary (a hot read such as a list page): keep it as a
   * named prepared statement, so it is parsed and planned once rather than on every call (planning
   * a list's joins costs more than running it). PGlite keeps the most recent ones on its single
   * connection; PostgreSQL on each pooled connection. Ignored inside a transaction on PGlite.
   * Never for a text with values written into it: each text is a statement of its own.
   */
  prepare?: boolean;
}

export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[], options?: QueryOptions): Promise<QueryResult<T>>;
  /** Several statements without parameters (migrations, bulk DDL). */
  exec(sql: string): Promise<void>;
}

export type DatabaseKind = 'pglite' | 'postgres';

export interface Db extends Queryable {
  readonly kind: DatabaseKind;
  /**
   * Runs fn in one transaction. On PGlite transactions are serialized (one connection);
   * on PostgreSQL a deadlock or serialization failure is retried a few times.
   */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** LISTEN on a channel; returns the function that stops listening. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /**
   * The embedded database only: a stamp that changes whenever a transaction that wrote may have
   * committed, read from the engine without a statement (its next transaction id: every write takes
   * one, a read takes none). Undefined while a transaction block is open, when nothing can be told.
   * PGlite's one connection is this process's alone, so no commit can pass it by; PostgreSQL has no
   * such stamp (another instance or psql commits on connections of their own).
   */
  commitStamp?(): string | undefined;
  /** Time spent waiting for the write lock, for the write-queue benchmark. */
  readonly writeQueue: WriteQueueStats;
  /**
   * The embedded database only: a consistent copy of the whole data folder (a gzipped tar, as
   * PGlite's dumpDataDir makes it), taken between transactions. PostgreSQL is backed up with pg_dump.
   */
  backup?(): Promise<Uint8Array>;
  close(): Promise<void>;
}

export interface WriteQueueStats {
  /** Most recent waits in milliseconds (bounded ring). */
  recentWaitsMs(): number[];
  reset(): void;
}
