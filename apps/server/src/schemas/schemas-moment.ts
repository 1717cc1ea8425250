import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * One look at the schemas folder for a whole answer made of several routes' answers (the first
 * screen's parts). Each route checks whether the folder changed (a fingerprint of every file's
 * size and time: about 650 files, 2 ms on a quiet core, 10-15 ms on a busy one) before it uses the
 * schemas, so the first screen's parts took that look six to eight times per answer. Inside
 * `inOneSchemasMoment` the first look is kept and every later one in the same answer reuses it.
 * Still never stale: the look is taken after the answer's request arrived, and all parts then come
 * from the same version of the folder. Outside such a moment every call looks afresh.
 */
const moment = new AsyncLocalStorage<Map<string, string>>();

export function inOneSchemasMoment<T>(work: () => Promise<T>): Promise<T> {
  return moment.run(new Map(), work);
}

/** The folder's fingerprint under `key`: the one already taken in this moment, else `take()`'s (kept for the moment). */
export function momentFingerprint(key: string, take: () => string): string {
  const held = moment.getStore();
  if (!held) return take();
  let value = held.get(key);
  if (value === undefined) held.set(key, (value = take()));
  return value;
}
