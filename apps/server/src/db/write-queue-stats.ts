import type { WriteQueueStats } from './types';

/** Keeps the last `size` waits for the write lock so a benchmark can read percentiles. */
export function createWriteQueueStats(size = 10_000): WriteQueueStats & { record(ms: number): void } {
  let waits: number[] = [];
  return {
    record(ms) {
      waits.push(ms);
      if (waits.length > size) waits = waits.slice(-size);
    },
    recentWaitsMs: () => waits.slice(),
    reset() {
      waits = [];
    },
  };
}
