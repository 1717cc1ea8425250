import { afterEach, describe, expect, it, vi } from 'vitest';
import { gridRowsAnswer, startEarlyRows, takeEarlyRows } from './early-rows';

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

  it('keeps a list answer as all rows, its length the total, and a page with the whole list’s total', () => {
    expect(gridRowsAnswer([{ id: 1 }, { id: 2 }])).toEqual({ rows: [{ id: 1 }, { id: 2 }], totalCount: 2, unavailable: false });
    expect(gridRowsAnswer({ data: [{ id: 1 }], totalCount: 30 })).toEqual({ rows: [{ id: 1 }], totalCount: 30, unavailable: false });
  });

  it('refuses an answer that is not a list route’s instead of showing an empty grid', () => {
    expect(() => gridRowsAnswer({ items: [] })).toThrow('A list call must answer a list of rows');
    expect(() => gridRowsAnswer({ data: [{ id: 1 }] })).toThrow('A list call must answer a list of rows');
  });
});
