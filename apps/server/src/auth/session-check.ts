import type { Queryable } from '../db/types';
import { sharedReadsByKey } from '../http/shared-read';

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
   * undefined otherwise. Asked on every request, with no cache: a logout or a change of rights made
   * on any instance sharing the database holds from the next request on.
   */
  open(sessionId: string): Promise<OpenSession | undefined>;
  isActive(sessionId: string): Promise<boolean>;
  /** Ends the session (logout, or an administrator); its tokens are refused from now on. */
  end(sessionId: string): Promise<void>;
  /** Called with the session id whenever this instance ends a session (the hub closes its connections). */
  onEnded(listener: (sessionId: string) => void): () => void;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createSessionCheck(db: Queryable): SessionCheck {
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
  const open = async (sessionId: string): Promise<OpenSession | undefined> => {
    if (typeof sessionId !== 'string' || !UUID.test(sessionId)) return undefined;
    // A copy each: callers may not change what another request reads.
    const session = await lookUp(sessionId);
    return session && { ...session };
  };
  const listeners = new Set<(sessionId: string) => void>();
  return {
    open,
    isActive: async (sessionId) => (await open(sessionId)) !== undefined,
    async end(sessionId) {
      await db.query('update user_sessions set ended_at = now() where id = $1 and ended_at is null', [sessionId]);
      for (const listener of listeners) listener(sessionId);
    },
    onEnded(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
