/**
 * FIFO reservation choice (stock is reserved by FIFO date, then expiry): the oldest
 * stock goes first; at equal FIFO dates the one that expires first; then the lowest id so that the
 * choice is deterministic.
 */
export interface StockCandidate {
  id: number;
  available: number;
  fifoDate: Date | string;
  expDate: string | null;
}

export interface Allocation {
  stockId: number;
  quantity: number;
}

const time = (d: Date | string) => (d instanceof Date ? d.getTime() : Date.parse(d));

export function fifoOrder(a: StockCandidate, b: StockCandidate): number {
  const byFifo = time(a.fifoDate) - time(b.fifoDate);
  if (byFifo !== 0) return byFifo;
  if (a.expDate !== b.expDate) {
    if (a.expDate === null) return 1;
    if (b.expDate === null) return -1;
    return a.expDate < b.expDate ? -1 : 1;
  }
  return a.id - b.id;
}

/**
 * Takes up to `need` from the candidates in FIFO order. `taken` holds what earlier lines of the
 * same call already took from a stock, so several lines share one pool; it is updated in place.
 */
export function allocateFifo(candidates: StockCandidate[], need: number, taken: Map<number, number> = new Map()): { allocations: Allocation[]; short: number } {
  const allocations: Allocation[] = [];
  let rest = need;
  for (const c of [...candidates].sort(fifoOrder)) {
    if (rest <= 0) break;
    const free = c.available - (taken.get(c.id) ?? 0);
    if (free <= 0) continue;
    const q = Math.min(free, rest);
    allocations.push({ stockId: c.id, quantity: q });
    taken.set(c.id, (taken.get(c.id) ?? 0) + q);
    rest -= q;
  }
  return { allocations, short: rest };
}

/** Gives back what a trial allocation took (all-or-nothing prepare). */
export function releaseTaken(taken: Map<number, number>, allocations: Allocation[]): void {
  for (const a of allocations) taken.set(a.stockId, (taken.get(a.stockId) ?? 0) - a.quantity);
}
