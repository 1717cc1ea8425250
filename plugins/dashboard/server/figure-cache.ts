import type { ChangeFeed } from '@cockpit/server/sdk';

/**
 * The dashboard's figures per business unit, kept until the engine changes something of that unit.
 * Every user of a unit sees the same figures, and on a large warehouse computing them means
 * counting a few hundred thousand rows (about a second on PGlite): the first call after a change
 * computes them, the calls after it (other users, the other tabs, the timed refresh) read them.
 *
 * Kept per key (the unit, its region and its day, so a new day or region computes afresh); dropped
 * when a change of the unit is published on the change feed (every engine write publishes its rows
 * after commit, apps/server/src/work/publish.ts), and at the latest after `maxAgeMs`, for
 * writes that bypass the feed. One computation at a time per key: concurrent callers share it, and
 * a result computed while a change came in is not kept.
 */
export interface FigureCache<T> {
  get(businessUnitId: number, key: string, compute: () => Promise<T>): Promise<T>;
  close(): void;
}

interface Entry<T> {
  key: string;
  generation: number;
  at: number;
  value?: T;
  pending?: Promise<T>;
}

export function createFigureCache<T>(changes: ChangeFeed, options: { maxAgeMs: number; now?: () => number }): FigureCache<T> {
  const now = options.now ?? (() => Date.now());
  const entries = new Map<number, Entry<T>>();
  const generations = new Map<number, number>();
  const stop = changes.subscribe((change) => {
    generations.set(change.businessUnitId, (generations.get(change.businessUnitId) ?? 0) + 1);
    entries.delete(change.businessUnitId);
  });
  return {
    async get(businessUnitId, key, compute) {
      const generation = generations.get(businessUnitId) ?? 0;
      const entry = entries.get(businessUnitId);
      if (entry && entry.key === key && entry.generation === generation) {
        if (entry.value !== undefined && now() - entry.at <= options.maxAgeMs) return entry.value;
        if (entry.pending) return entry.pending;
      }
      const fresh: Entry<T> = { key, generation, at: now() };
      fresh.pending = compute().then(
        (value) => {
          if (entries.get(businessUnitId) === fresh && (generations.get(businessUnitId) ?? 0) === generation) {
            fresh.value = value;
            fresh.pending = undefined;
          }
          return value;
        },
        (error: unknown) => {
          if (entries.get(businessUnitId) === fresh) entries.delete(businessUnitId);
          throw error;
        },
      );
      entries.set(businessUnitId, fresh);
      return fresh.pending;
    },
    close: stop,
  };
}
