import type { Queryable } from '../db/types';

/**
 * When each session was last seen (its console's heartbeat), kept in memory and written to
 * `user_sessions.last_seen_at` when it matters instead of on every heartbeat.
 *
 * Why: every open console sends a heartbeat every 30 s, and each one was an update of its session
 * row, a commit. With a few hundred consoles that is several commits a second; on PGlite each one
 * drops the kept sessions and the kept list label (every next request reads them again), and on
 * both databases each is a transaction with its change-count row.
 *
 * The rule:
 * - The first heartbeat this instance sees of a session is written at once (the row may hold
 *   anything: a session signed in elsewhere, or idle for hours), and so is one that comes more
 *   than `writeAtOnceAfterMs` (two minutes) after the one written last: a session that comes back
 *   shows as active on every instance from that heartbeat on.
 * - Any other heartbeat is kept in memory, and the kept ones are written together (one statement,
 *   one commit for all the sessions) at most `flushAfterMs` (30 s) after the first of them. So the
 *   database's figure is at most 30 s behind a session's last heartbeat; the active users screen,
 *   which shows sessions seen in the last two minutes, sees every heartbeating console.
 * - Written at once as well: before the active users screen reads (`flush`), when the session ends
 *   (`takeAge`: the end's own statement writes it), and when the server closes.
 *
 * The time written is the database's clock less the age measured here (a monotonic clock), so a
 * server whose clock differs from the database's writes no time in the future or the past.
 */
export interface SessionLastSeen {
  /** A heartbeat of the session, now: written at once or kept (see above). */
  seen(sessionId: string): Promise<void>;
  /** Writes every kept heartbeat (one statement); resolves when it has committed. */
  flush(): Promise<void>;
  /** Seconds since the session's kept heartbeat, when one is kept (then no longer kept): for the statement that ends it. */
  takeAge(sessionId: string): number | undefined;
  /** Sessions with a heartbeat kept, not yet written (tests). */
  readonly pending: number;
  /** Stops the timer and writes what is kept. */
  close(): Promise<void>;
}

export interface SessionLastSeenOptions {
  flushAfterMs?: number;
  writeAtOnceAfterMs?: number;
  /** A monotonic clock in milliseconds (tests). */
  now?: () => number;
  /** Where a failed write of kept heartbeats goes (the timer's write has no request to fail). */
  onError?: (error: unknown) => void;
  /**
   * Told of each write of last-seen times once it has committed, with its transaction's id: a
   * transaction that set `last_seen_at` and nothing else (the session check keeps its sessions
   * across it, session-check.ts).
   */
  onWritten?: (tx: string) => void;
}

/** Sessions remembered at most; past it, those not seen for `FORGET_AFTER_MS` are forgotten (written at once when they come back). */
const REMEMBERED_SESSIONS = 20_000;
const FORGET_AFTER_MS = 10 * 60_000;

// Each answers its own transaction's id (a statement in WITH that writes runs to its end, read or not).
const WRITE_ONE = `with w as (update user_sessions set last_seen_at = now() where id = $1 returning 1)
  select txid_current()::text as tx`;
const WRITE_KEPT = `with w as (update user_sessions s set last_seen_at = greatest(s.last_seen_at, now() - make_interval(secs => v.age))
  from unnest($1::uuid[], $2::float8[]) as v(id, age) where s.id = v.id returning 1)
  select txid_current()::text as tx`;

export function createSessionLastSeen(db: Queryable, options: SessionLastSeenOptions = {}): SessionLastSeen {
  const flushAfterMs = options.flushAfterMs ?? 30_000;
  const writeAtOnceAfterMs = options.writeAtOnceAfterMs ?? 120_000;
  const now = options.now ?? (() => performance.now());
  /** When the heartbeat last written by this instance came, per session. */
  const written = new Map<string, number>();
  /** Heartbeats kept, not yet written: when the latest came, per session. */
  const kept = new Map<string, number>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let writing: Promise<unknown> = Promise.resolve();

  const committed = (result: { rows: Array<{ tx: string }> }) => {
    const tx = result.rows[0]?.tx;
    if (tx !== undefined) options.onWritten?.(tx);
  };

  const forgetOld = (at: number) => {
    if (written.size < REMEMBERED_SESSIONS) return;
    for (const [id, when] of written) if (at - when > FORGET_AFTER_MS && !kept.has(id)) written.delete(id);
    // Still full (every session recent): start again; each is written at once on its next heartbeat.
    if (written.size >= REMEMBERED_SESSIONS) written.clear();
  };

  const flush = async (): Promise<void> => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (kept.size === 0) {
      await writing;
      return;
    }
    const at = now();
    const ids: string[] = [];
    const ages: number[] = [];
    for (const [id, when] of kept) {
      ids.push(id);
      ages.push(Math.max(0, at - when) / 1000);
      written.set(id, when);
    }
    kept.clear();
    // In order after any write still on its way; a failed one is lost, and the next heartbeats are kept and written again.
    const write = writing.then(() => db.query<{ tx: string }>(WRITE_KEPT, [ids, ages]).then(committed));
    writing = write.catch(() => undefined);
    await write;
  };

  return {
    get pending() {
      return kept.size;
    },
    async seen(sessionId) {
      const at = now();
      const last = written.get(sessionId);
      if (last === undefined || at - last >= writeAtOnceAfterMs) {
        forgetOld(at);
        kept.delete(sessionId);
        written.set(sessionId, at);
        committed(await db.query<{ tx: string }>(WRITE_ONE, [sessionId]));
        return;
      }
      kept.set(sessionId, at);
      if (!timer) {
        timer = setTimeout(() => void flush().catch((error: unknown) => options.onError?.(error)), flushAfterMs);
        // A kept heartbeat does not hold the process open; close() writes it.
        timer.unref?.();
      }
    },
    flush,
    takeAge(sessionId) {
      const when = kept.get(sessionId);
      written.delete(sessionId);
      if (when === undefined) return undefined;
      kept.delete(sessionId);
      return Math.max(0, now() - when) / 1000;
    },
    close: flush,
  };
}
