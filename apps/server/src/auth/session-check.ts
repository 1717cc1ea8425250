import type { Db, Queryable } from '../db/types';
import { sharedRead, sharedReadsByKey } from '../http/shared-read';
import { createSessionLastSeen, type SessionLastSeenOptions } from './session-last-seen';

/** An open session as the database holds it now: whose it is, in which unit, and their rights' stamp. */
export interface OpenSession {
  userId: number;
  businessUnitId: number;
  userName: string;
  /** users.rights_version: raised by every change of the user's rights (see permission-service.ts). */
  rightsVersion: string;
}

export interface SessionCheck {
  /**
   * The session, when it is open and its user is active and still in the session's business unit;
   * undefined otherwise. Asked of the database on every request, except where the database tells
   * without a statement that nothing has committed since the session was read (PGlite's commit stamp,
   * see below): a logout or a change of rights made on any instance sharing the database holds from
   * the next request on.
   */
  open(sessionId: string): Promise<OpenSession | undefined>;
  isActive(sessionId: string): Promise<boolean>;
  /** Ends the session (logout, or an administrator); its tokens are refused from now on. */
  end(sessionId: string): Promise<void>;
  /** Called with the session id whenever this instance ends a session (the hub closes its connections). */
  onEnded(listener: (sessionId: string) => void): () => void;
  /**
   * The session's heartbeat: when it was last seen, written to the session row at once or kept in
   * memory and written within 30 s (session-last-seen.ts), so that most heartbeats commit nothing.
   */
  heartbeat(sessionId: string): Promise<void>;
  /** Writes the heartbeats kept in memory, for a reader of the sessions' last-seen times (the active users screen). */
  writeLastSeen(): Promise<void>;
  /** Writes what is kept (the server is closing). */
  close(): Promise<void>;
}

/** Sessions kept under one commit stamp at most (every one is dropped at the next commit anyway). */
const KEPT_SESSIONS = 10_000;

/** The tables the session lookup reads. */
const SESSION_TABLES = ['user_sessions', 'users'];
/**
 * Their change count (migration 110: a table's folded base plus its change rows), or null when
 * either lacks the change-count trigger (then nothing is kept across a commit).
 */
const SESSION_TABLES_CHANGES = `select case when (select count(*) from pg_trigger g join pg_class c on c.oid = g.tgrelid
    where g.tgname = 'cockpit_table_changes' and c.relname = any($1::text[]) and c.relnamespace = current_schema()::regnamespace) = cardinality($1::text[])
  then ((select coalesce(sum(changes), 0) from cockpit_changes.table_change_base where table_name = any($1::text[]))
      + (select count(*) from cockpit_changes.table_changes where table_name = any($1::text[])))::text end as changes`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const END = 'update user_sessions set ended_at = now() where id = $1 and ended_at is null';
/** The end with the session's last heartbeat kept in memory (`$2` seconds ago), in the same statement. */
const END_WITH_LAST_SEEN = `update user_sessions set ended_at = now(), last_seen_at = greatest(last_seen_at, now() - make_interval(secs => $2::float8))
  where id = $1 and ended_at is null`;

export function createSessionCheck(db: Queryable & Pick<Db, 'commitStamp'>, lastSeenOptions: SessionLastSeenOptions = {}): SessionCheck {
  // One primary-key lookup on each table, as a prepared statement: parsed and planned once, not on
  // every request. Requests of one session waiting at once share one lookup sent after they all
  // asked (http/shared-read.ts), so an ended session is still refused from the next request on.
  const lookUp = sharedReadsByKey(async (sessionId: string): Promise<OpenSession | undefined> => {
    const { rows } = await db.query<{ user_id: number; business_unit_id: number; user_name: string; rights_version: string }>(
      `select s.user_id, s.business_unit_id, u.user_name, u.rights_version::text as rights_version
         from user_sessions s join users u on u.id = s.user_id
        where s.id = $1 and s.ended_at is null and u.is_active and not u.deleted and u.business_unit_id = s.business_unit_id`,
      [sessionId],
      { prepare: true },
    );
    const row = rows[0];
    return row && { userId: row.user_id, businessUnitId: row.business_unit_id, userName: row.user_name, rightsVersion: row.rights_version };
  });
  // Open sessions as read under the commit stamp `keptStamp` (PGlite only). A session's row, its
  // user's row and the rights' stamp change only by a commit (a logout, a password change that ends
  // sessions, a change of roles, a user deactivated or moved), and every commit changes the stamp; so
  // while the stamp is the one taken before the read, the database would answer the same. The stamp
  // is taken before the lookup is sent: a commit in between makes the kept row look older, never newer.
  //
  // A commit that wrote neither table the lookup reads (a stock write, any business write) leaves
  // the kept sessions as they are: at a new stamp the tables' change count (migration 110) is read
  // once, and the sessions are kept on when it is the count they were kept under. Without this,
  // every write dropped every kept session and each console's next heartbeat read its session again.
  // The server's own last-seen writes change user_sessions but only `last_seen_at`, which the
  // lookup does not read: when such a write's transaction is the only one since the kept stamp, the
  // sessions are kept on too (`ownLastSeenWrite`).
  let keptStamp: string | undefined;
  /** The change count of SESSION_TABLES at `keptStamp`, when known. */
  let keptChanges: bigint | undefined;
  const kept = new Map<string, OpenSession>();
  const readChanges = sharedRead(async () => {
    const { rows } = await db.query<{ changes: string | null }>(SESSION_TABLES_CHANGES, [SESSION_TABLES], { prepare: true });
    const changes = rows[0]?.changes;
    return changes === null || changes === undefined ? undefined : BigInt(changes);
  });
  /** Brings the kept sessions to the stamp `stamp` (kept on, or dropped). */
  const moveTo = async (stamp: string) => {
    const changes = await readChanges();
    // Read under another stamp (a commit while it was read): nothing is decided on it.
    if (db.commitStamp?.() !== stamp || keptStamp === stamp) return;
    if (changes === undefined || keptChanges === undefined || changes !== keptChanges) kept.clear();
    keptStamp = stamp;
    keptChanges = changes;
  };
  const open = async (sessionId: string): Promise<OpenSession | undefined> => {
    if (typeof sessionId !== 'string' || !UUID.test(sessionId)) return undefined;
    let stamp = db.commitStamp?.();
    if (stamp !== undefined && stamp !== keptStamp) {
      await moveTo(stamp);
      stamp = db.commitStamp?.();
    }
    let session = stamp !== undefined && stamp === keptStamp ? kept.get(sessionId) : undefined;
    if (!session) {
      session = await lookUp(sessionId);
      // Kept only if nothing committed while it was read (else the next request reads it again anyway).
      if (session && stamp !== undefined && stamp === keptStamp && db.commitStamp?.() === stamp) {
        if (kept.size < KEPT_SESSIONS) kept.set(sessionId, session);
      }
    }
    // A copy each: callers may not change what another request reads.
    return session && { ...session };
  };
  /**
   * Transaction `tx` set sessions' `last_seen_at` and nothing else (session-last-seen.ts). When it
   * is the only transaction since the kept stamp (the stamp was `tx` and is now the next id: PGlite
   * hands out ids one after the other, and a write takes one), the kept sessions still hold; the
   * change count grew by its one change row (one per table and transaction, migration 110).
   */
  const ownLastSeenWrite = (tx: string) => {
    const stamp = db.commitStamp?.();
    if (stamp === undefined || keptStamp !== tx || keptChanges === undefined || stamp !== String(BigInt(tx) + 1n)) return;
    keptStamp = stamp;
    keptChanges += 1n;
  };
  const lastSeen = createSessionLastSeen(db, { ...lastSeenOptions, onWritten: ownLastSeenWrite });
  const listeners = new Set<(sessionId: string) => void>();
  return {
    open,
    isActive: async (sessionId) => (await open(sessionId)) !== undefined,
    async end(sessionId) {
      const age = lastSeen.takeAge(sessionId);
      await db.query(age === undefined ? END : END_WITH_LAST_SEEN, age === undefined ? [sessionId] : [sessionId, age]);
      kept.delete(sessionId);
      for (const listener of listeners) listener(sessionId);
    },
    onEnded(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    heartbeat: (sessionId) => lastSeen.seen(sessionId),
    writeLastSeen: () => lastSeen.flush(),
    close: () => lastSeen.close(),
  };
}
