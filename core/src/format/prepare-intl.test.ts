import { afterEach, describe, expect, it, vi } from 'vitest';
import { prepareIntlWhenIdle } from './prepare-intl';

afterEach(() => vi.restoreAllMocks());

describe('prepareIntlWhenIdle', () => {
  it('uses the collator, a number format and a zoned date format, each in its own idle callback and none at once', () => {
    const compare = vi.spyOn(String.prototype, 'localeCompare');
    const numbers = vi.spyOn(Intl.NumberFormat.prototype, 'formatToParts');
    const dates = vi.spyOn(Intl.DateTimeFormat.prototype, 'formatToParts');
    const queued: (() => void)[] = [];
    prepareIntlWhenIdle((work) => queued.push(work));

    expect(queued).toHaveLength(3);
    expect([compare, numbers, dates].map((s) => s.mock.calls.length)).toEqual([0, 0, 0]);
    queued[0]();
    expect([compare, numbers, dates].map((s) => s.mock.calls.length)).toEqual([1, 0, 0]);
    queued[1]();
    expect([compare, numbers, dates].map((s) => s.mock.calls.length)).toEqual([1, 1, 0]);
    queued[2]();
    expect([compare, numbers, dates].map((s) => s.mock.calls.length)).toEqual([1, 1, 1]);
  });

  it('waits for the browser to be idle, by default', () => {
    const idle = vi.fn();
    vi.stubGlobal('requestIdleCallback', idle);
    const compare = vi.spyOn(String.prototype, 'localeCompare');
    try {
      prepareIntlWhenIdle();
      expect(idle).toHaveBeenCalledTimes(3);
      expect(compare).not.toHaveBeenCalled();
      (idle.mock.calls[0][0] as () => void)();
      expect(compare).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
