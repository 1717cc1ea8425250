import type { Db } from '../db/types';

export interface SessionCheck {
  isActive(sessionId: string): Promise<boolean>;
  /** Ends the session (logout, or an administrator); its tokens are refused from now on. */
  end(sessionId: string): Promise<void>;
  /** Called with the session id whenever this instance ends a session (the hub closes its connections). */
  onEnded(listener: (sessionId: string) => void): () => void;
}

/** Sessions ended by logout are refused; the answer is cached briefly to keep the check off the hot path. */
export function createSessionCheck(db: Db): SessionCheck {
  const cache = new Map<string, { at: number; active: boolean }>();
  const isActive = async (sessionId: string): Promise<boolean> => {
    const hit = cache.get(sessionId);
    if (hit && Date.now() - hit.at < 3000) return hit.active;
    const { rows } = await db.query<{ active: boolean }>('select ended_at is null as active from user_sessions where id = $1', [sessionId]);
    const active = rows[0]?.active ?? false;
    if (cache.size > 10_000) cache.clear();
    cache.set(sessionId, { at: Date.now(), active });
    return active;
  };
  const listeners = new Set<(sessionId: string) => void>();
  return {
    isActive,
    async end(sessionId) {
      await db.query('update user_sessions set ended_at = now() where id = $1 and ended_at is null', [sessionId]);
      cache.set(sessionId, { at: Date.now(), active: false });
      for (const listener of listeners) listener(sessionId);
    },
    onEnded(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
