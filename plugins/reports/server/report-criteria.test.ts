import { describe, expect, it } from 'vitest';
import { pageOf, requireFrequencyRange, requirePeriod, requireProcessType, requireSalesHistoryPeriod } from './report-criteria';

const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    return { code: (e as { code: string }).code, message: (e as Error).message };
  }
  return undefined;
};

describe('report rules', () => {
  it('takes a date-only end as the whole day and refuses a reversed or missing range', () => {
    const p = requirePeriod('2026-03-01', '2026-03-01');
    expect(p.to.getTime() - p.from.getTime()).toBe(86_400_000);
    expect(refusal(() => requirePeriod(undefined, '2026-03-01'))).toEqual({ code: 'Reports.DateRangeRequired', message: 'Date range is required' });
    expect(refusal(() => requirePeriod('2026-03-02', '2026-03-01'))?.code).toBe('Reports.DateRangeOrder');
    expect(refusal(() => requirePeriod('2026-13-45', '2026-03-01'))).toEqual({ code: 'Reports.BadDate', message: 'Bad input' });
  });

  it("takes date-only values as days of the business unit's time zone, summer time included", () => {
    const winter = requirePeriod('2026-11-27', '2026-11-27', 'Europe/Berlin');
    expect([winter.from.toISOString(), winter.to.toISOString()]).toEqual(['2026-11-26T23:00:00.000Z', '2026-11-27T23:00:00.000Z']);
    // The night summer time begins has 23 hours; a value with a time is the instant it says.
    const spring = requirePeriod('2026-03-29', '2026-03-29T12:00:00Z', 'Europe/Berlin');
    expect([spring.from.toISOString(), spring.to.toISOString()]).toEqual(['2026-03-28T23:00:00.000Z', '2026-03-29T12:00:00.000Z']);
    expect(requirePeriod('2026-03-29', '2026-03-29', 'Europe/Berlin').to.toISOString()).toBe('2026-03-29T22:00:00.000Z');
    expect(requirePeriod('2026-11-27', '2026-11-27', 'Europe/Helsinki').from.toISOString()).toBe('2026-11-26T22:00:00.000Z');
    expect(refusal(() => requirePeriod('2026-02-30', '2026-03-01', 'Europe/Berlin'))?.code).toBe('Reports.BadDate');
  });

  it('needs a process type and a frequency range in order', () => {
    expect(refusal(() => requireProcessType([]))?.message).toBe('Process type is required');
    expect(refusal(() => requireFrequencyRange(1, undefined))?.message).toBe('Picking frequency range is required');
    expect(refusal(() => requireFrequencyRange(4, 2))?.code).toBe('Reports.FrequencyRangeOrder');
    expect(requireFrequencyRange(0, 0)).toEqual({ min: 0, max: 0 });
  });

  it('needs a sales history period that is not in the future', () => {
    const now = new Date('2026-06-15T12:00:00Z');
    expect(refusal(() => requireSalesHistoryPeriod(undefined, undefined, now))?.message).toBe('Sales history period is required');
    expect(refusal(() => requireSalesHistoryPeriod('2026-05-01', '2026-07-01', now))?.message).toBe('Sales history period cannot be in the future');
    expect(requireSalesHistoryPeriod('2026-05-01', '2026-06-14', now).from.toISOString()).toBe('2026-05-01T00:00:00.000Z');
  });

  it('caps a page at takeLimit', () => {
    expect(pageOf(undefined, undefined, 1000)).toEqual({ skip: 0, take: 1000 });
    expect(pageOf(20, 5000, 1000)).toEqual({ skip: 20, take: 1000 });
  });
});
