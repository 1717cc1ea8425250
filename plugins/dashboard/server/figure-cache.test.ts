import { describe, expect, it } from 'vitest';
import { createChangeFeed } from '@cockpit/server/sdk';
import { createFigureCache } from './figure-cache';

describe('figure cache', () => {
  it('computes once per business unit and key until a change of that unit', async () => {
    const feed = createChangeFeed();
    let t = 0;
    const cache = createFigureCache<number>(feed, { maxAgeMs: 1000, now: () => t });
    let computed = 0;
    const compute = async () => ++computed;
    expect(await cache.get(1, 'day', compute)).toBe(1);
    expect(await cache.get(1, 'day', compute)).toBe(1);
    expect(await cache.get(2, 'day', compute)).toBe(2);
    feed.publish({ viewName: 'Task', businessUnitId: 2, methodName: 'Single', id: 1 });
    expect(await cache.get(1, 'day', compute)).toBe(1);
    expect(await cache.get(2, 'day', compute)).toBe(3);
    expect(await cache.get(1, 'other day', compute)).toBe(4);
    t = 2000;
    expect(await cache.get(1, 'other day', compute)).toBe(5);
    cache.close();
  });

  it('shares a computation in progress and does not keep one that a change overtook', async () => {
    const feed = createChangeFeed();
    const cache = createFigureCache<number>(feed, { maxAgeMs: 60_000 });
    let computed = 0;
    let release!: () => void;
    const slow = () =>
      new Promise<number>((resolve) => {
        computed++;
        release = () => resolve(computed);
      });
    const a = cache.get(1, 'd', slow);
    const b = cache.get(1, 'd', slow);
    feed.publish({ viewName: 'OutgoingOrder', businessUnitId: 1, methodName: 'Single', id: 1 });
    release();
    expect(await a).toBe(1);
    expect(await b).toBe(1);
    expect(computed).toBe(1);
    expect(await cache.get(1, 'd', async () => 42)).toBe(42);
    cache.close();
  });
});
