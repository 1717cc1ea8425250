import type { Db } from '../db/types';
import { createListAnswerCache } from './list-answer-cache';
import type { ListView } from './list-view';

/**
 * A list answer cache over `db` whose computation reads the names in the test table `things` and
 * counts how often it ran: what the cache's tests ask to tell a kept answer from a computed one.
 */
export function countedNamesCache(db: Db, options: Parameters<typeof createListAnswerCache>[1] = {}) {
  const cache = createListAnswerCache(db, options);
  let computed = 0;
  const compute = async () => {
    computed++;
    return (await db.query<{ name: string }>('select name from things order by id')).rows.map((r) => r.name);
  };
  const ask = (v: ListView, key = 'k') => cache.answer(v, key, compute, (a) => a.length);
  return { cache, ask, computed: () => computed };
}
