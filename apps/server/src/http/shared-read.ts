/**
 * A read shared by the requests that asked for it before it was sent, never by a later one.
 *
 * Why: every kept list answer starts with a read of its label (lists/list-answer-cache.ts), one small
 * statement. Under load many requests for lists of the same tables wait for the database at once;
 * each sending the same statement costs the database (PGlite runs them one after the other on the
 * server's own thread) as much as the rest of a kept answer.
 *
 * Never stale: a caller joins only a read that has not been sent yet. While one read is on its
 * way, the callers that come meanwhile wait for the next one, which is sent when the first is back;
 * so the statement a caller gets its answer from always starts after the caller asked, and sees
 * every commit made before that (a write from psql just before a request is seen by it).
 */
export function sharedRead<T>(read: () => Promise<T>, onIdle?: () => void): () => Promise<T> {
  /** The read on its way. */
  let sent: Promise<T> | undefined;
  /** The next read: not sent yet, so whoever asks now may join it. */
  let next: Promise<T> | undefined;
  const send = (): Promise<T> => {
    const p = read();
    sent = p;
    const done = () => {
      if (sent !== p) return;
      sent = undefined;
      if (!next) onIdle?.();
    };
    p.then(done, done);
    return p;
  };
  const afterSent = () => undefined;
  return () => {
    if (next) return next;
    if (!sent) return send();
    const waiting = sent.then(afterSent, afterSent).then(() => {
      next = undefined;
      return send();
    });
    next = waiting;
    return waiting;
  };
}

/**
 * sharedRead per key (a session id, a list's tables): the reads of one key are shared as above,
 * those of different keys never. A key with no read on its way or waiting is forgotten.
 */
export function sharedReadsByKey<K, T>(read: (key: K) => Promise<T>): (key: K) => Promise<T> {
  const reads = new Map<K, () => Promise<T>>();
  return (key) => {
    let shared = reads.get(key);
    if (!shared) {
      const mine: () => Promise<T> = sharedRead(
        () => read(key),
        () => {
          if (reads.get(key) === mine) reads.delete(key);
        },
      );
      reads.set(key, (shared = mine));
    }
    return shared();
  };
}
