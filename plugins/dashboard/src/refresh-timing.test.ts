import { describe, expect, it } from 'vitest';
import { refreshDue } from './refresh-timing';

describe('refreshDue', () => {
  const t0 = Date.parse('2026-11-24T10:00:00Z');
  it('is due when the elapsed whole minutes reach the setting', () => {
    expect(refreshDue(t0, t0 + 4 * 60_000 + 59_999, 5)).toBe(false);
    expect(refreshDue(t0, t0 + 5 * 60_000, 5)).toBe(true);
    expect(refreshDue(t0, t0 + 11 * 60_000, 10)).toBe(true);
  });
  it('never with 0 minutes (the client default) or before the first fetch', () => {
    expect(refreshDue(t0, t0 + 1e9, 0)).toBe(false);
    expect(refreshDue(0, t0, 5)).toBe(false);
  });
});
