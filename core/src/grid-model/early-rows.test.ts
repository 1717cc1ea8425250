import { afterEach, describe, expect, it, vi } from 'vitest';
import { startEarlyRows, takeEarlyRows } from './early-rows';

describe('early rows', () => {
  afterEach(() => vi.useRealTimers());

  it('hands the early call to the query that wants the same key, once', async () => {
    const owner = {};
    const fetch = vi.fn(async () => ['row']);
    startEarlyRows(owner, 'k', fetch);
    startEarlyRows(owner, 'k', fetch);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(takeEarlyRows(owner, 'other')).toBeUndefined();
    await expect(takeEarlyRows(owner, 'k')).resolves.toEqual(['row']);
    expect(takeEarlyRows(owner, 'k')).toBeUndefined();
  });

  it('keeps calls of one API client apart from another', () => {
    const a = {};
    startEarlyRows(a, 'k', async () => 1);
    expect(takeEarlyRows({}, 'k')).toBeUndefined();
    expect(takeEarlyRows(a, 'k')).toBeDefined();
  });

  it('drops an answer nobody took in time, so a later load asks afresh', () => {
    vi.useFakeTimers();
    const owner = {};
    startEarlyRows(owner, 'k', async () => 1);
    vi.advanceTimersByTime(15_001);
    expect(takeEarlyRows(owner, 'k')).toBeUndefined();
  });

  it('a refused early call is not an unhandled rejection; the taker sees the refusal', async () => {
    const owner = {};
    startEarlyRows(owner, 'k', async () => Promise.reject(new Error('403')));
    await new Promise((r) => setTimeout(r, 0));
    await expect(takeEarlyRows(owner, 'k')).rejects.toThrow('403');
  });
});
