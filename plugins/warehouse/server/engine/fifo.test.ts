import { describe, expect, it } from 'vitest';
import { allocateFifo, fifoOrder, releaseTaken, type StockCandidate } from './fifo';

const stock = (id: number, available: number, fifo: string, exp: string | null = null): StockCandidate => ({ id, available, fifoDate: fifo, expDate: exp });

describe('FIFO reservation choice', () => {
  it('takes the oldest fifo date first', () => {
    const r = allocateFifo([stock(1, 10, '2026-03-01'), stock(2, 10, '2026-01-01'), stock(3, 10, '2026-02-01')], 15);
    expect(r.allocations).toEqual([
      { stockId: 2, quantity: 10 },
      { stockId: 3, quantity: 5 },
    ]);
    expect(r.short).toBe(0);
  });

  it('breaks fifo ties by expiry (no expiry last), then by id', () => {
    const c = [stock(5, 1, '2026-01-01'), stock(4, 1, '2026-01-01', '2027-01-01'), stock(3, 1, '2026-01-01', '2026-06-01'), stock(2, 1, '2026-01-01')];
    expect([...c].sort(fifoOrder).map((s) => s.id)).toEqual([3, 4, 2, 5]);
  });

  it('reports the shortage and never takes more than is available', () => {
    const r = allocateFifo([stock(1, 3, '2026-01-01'), stock(2, 0, '2025-01-01')], 10);
    expect(r.allocations).toEqual([{ stockId: 1, quantity: 3 }]);
    expect(r.short).toBe(7);
  });

  it('shares one pool between lines and can give a trial back', () => {
    const pool = [stock(1, 5, '2026-01-01'), stock(2, 5, '2026-02-01')];
    const taken = new Map<number, number>();
    const first = allocateFifo(pool, 4, taken);
    const second = allocateFifo(pool, 4, taken);
    expect(second.allocations).toEqual([
      { stockId: 1, quantity: 1 },
      { stockId: 2, quantity: 3 },
    ]);
    releaseTaken(taken, second.allocations);
    expect(taken.get(1)).toBe(4);
    expect(taken.get(2)).toBe(0);
    expect(first.short + second.short).toBe(0);
  });

  it('accepts Date objects as fifo dates (as the drivers return timestamptz)', () => {
    const r = allocateFifo(
      [
        { id: 1, available: 1, fifoDate: new Date('2026-05-01'), expDate: null },
        { id: 2, available: 1, fifoDate: new Date('2026-04-01'), expDate: null },
      ],
      1,
    );
    expect(r.allocations[0].stockId).toBe(2);
  });

  it('at equal FIFO dates puts the earlier expiry first, whichever id is lower, and stock without expiry last', () => {
    const day = '2026-01-01';
    expect(fifoOrder(stock(1, 1, day, '2027-05-01'), stock(2, 1, day, '2027-01-01'))).toBe(1);
    expect(fifoOrder(stock(2, 1, day, '2027-01-01'), stock(1, 1, day, '2027-05-01'))).toBe(-1);
    expect(fifoOrder(stock(1, 1, day, null), stock(2, 1, day, '2027-01-01'))).toBe(1);
    expect(fifoOrder(stock(2, 1, day, '2027-01-01'), stock(1, 1, day, null))).toBe(-1);
    // Same dates: the lower id.
    expect(fifoOrder(stock(3, 1, day, '2027-01-01'), stock(1, 1, day, '2027-01-01'))).toBe(2);
    expect(allocateFifo([stock(1, 5, day, null), stock(2, 5, day, '2027-09-01'), stock(3, 5, day, '2027-02-01')], 12).allocations).toEqual([
      { stockId: 3, quantity: 5 },
      { stockId: 2, quantity: 5 },
      { stockId: 1, quantity: 2 },
    ]);
  });
});
