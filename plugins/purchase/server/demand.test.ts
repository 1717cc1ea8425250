import { describe, expect, it } from 'vitest';
import { calculatedDemand, periodDays } from './demand';

describe('calculated demand', () => {
  it('orders up to max when the position falls below min (min/max rule)', () => {
    expect(calculatedDemand({ min: 10, max: 50, available: 4, ingoing: 2 })).toBe(44);
    expect(calculatedDemand({ min: 10, max: 50, available: 8, ingoing: 2 })).toBe(0);
    expect(calculatedDemand({ min: 10, max: null, available: 3, ingoing: 0 })).toBe(7);
    expect(calculatedDemand({ min: null, max: 50, available: 0, ingoing: 0 })).toBe(0);
  });

  it('covers the lead time from the sales history plus min (forecast)', () => {
    // 3 a day for 7 days + min 5 = 26; position 10 -> 16.
    expect(calculatedDemand({ min: 5, max: 100, available: 6, ingoing: 4, dailyOutgoing: 3, leadTimeDays: 7 })).toBe(16);
    expect(calculatedDemand({ min: 0, max: 0, available: 0, ingoing: 0, dailyOutgoing: 0.1, leadTimeDays: 3 })).toBe(1);
    expect(calculatedDemand({ min: 5, max: 10, available: 100, ingoing: 0, dailyOutgoing: 1, leadTimeDays: 7 })).toBe(0);
    expect(calculatedDemand({ min: null, max: null, available: 0, ingoing: 0, dailyOutgoing: 2, leadTimeDays: null })).toBe(0);
  });

  it('counts the days of a period with both ends', () => {
    expect(periodDays('2026-01-01', '2026-01-31')).toBe(31);
    expect(periodDays('2026-03-01', '2026-03-01')).toBe(1);
  });
});

describe('calculated demand at its edges', () => {
  it('orders nothing by the min/max rule without a min, whatever the position', () => {
    expect(calculatedDemand({ min: null, max: 50, available: -5, ingoing: 0 })).toBe(0);
  });

  it('orders when the position is one below min, and nothing at min', () => {
    expect(calculatedDemand({ min: 10, max: 50, available: 9, ingoing: 0 })).toBe(41);
    expect(calculatedDemand({ min: 10, max: 50, available: 10, ingoing: 0 })).toBe(0);
    // max below min: up to min.
    expect(calculatedDemand({ min: 10, max: 4, available: 2, ingoing: 1 })).toBe(7);
  });

  it('rounds a forecast up to whole units, but not a float error just above a whole number', () => {
    expect(calculatedDemand({ min: 0, max: 0, available: 0, ingoing: 0, dailyOutgoing: 0.7, leadTimeDays: 3 })).toBe(3);
    expect(calculatedDemand({ min: 0, max: 0, available: 0, ingoing: 0, dailyOutgoing: 0.1 * 3, leadTimeDays: 10 })).toBe(3);
    expect(calculatedDemand({ min: 2, max: 0, available: 1, ingoing: 1, dailyOutgoing: 1, leadTimeDays: 2 })).toBe(2);
  });

  it('counts a period across a month end and a leap day', () => {
    expect(periodDays('2028-02-28', '2028-03-01')).toBe(3);
    expect(periodDays('2026-12-31', '2027-01-01')).toBe(2);
  });
});
