import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createNoticeStore, NOTICE_MS } from './notice-store';

describe('notice store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows a notice, keeps the newest few and lets each go by itself', () => {
    const notices = createNoticeStore(2);
    notices.show('a');
    vi.advanceTimersByTime(1000);
    notices.show('b');
    notices.show('c');
    expect(notices.store.getState().notices.map((n) => n.message)).toEqual(['b', 'c']);
    vi.advanceTimersByTime(NOTICE_MS - 1000);
    expect(notices.store.getState().notices.map((n) => n.message)).toEqual(['b', 'c']);
    vi.advanceTimersByTime(1000);
    expect(notices.store.getState().notices).toEqual([]);
  });

  it('closes a notice at once when dismissed', () => {
    const notices = createNoticeStore();
    const id = notices.show('a');
    notices.dismiss(id);
    expect(notices.store.getState().notices).toEqual([]);
  });
});
