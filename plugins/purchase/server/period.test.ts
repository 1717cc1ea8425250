import { describe, expect, it } from 'vitest';
import { checkDate, checkPeriod, today } from './period';

const now = new Date('2026-05-10T12:00:00Z');

describe('sales history period', () => {
  it('accepts a past period up to today', () => {
    expect(() => checkPeriod('2026-04-01', '2026-05-10', now)).not.toThrow();
  });
  it('refuses the future, reversed periods and unreal dates', () => {
    expect(() => checkPeriod('2026-05-01', '2026-05-11', now)).toThrow('cannot be in the future');
    expect(() => checkPeriod('2026-05-05', '2026-05-01', now)).toThrow('must start before');
    expect(() => checkPeriod('2026-02-30', '2026-03-01', now)).toThrow('real dates');
  });
});

describe('sales history period, each refusal with its code', () => {
  const refusal = (fn: () => void) => {
    try {
      fn();
    } catch (err) {
      const e = err as { status: number; code: string; message: string };
      return { status: e.status, code: e.code, message: e.message };
    }
    return undefined;
  };

  it('takes today as the last day, in UTC', () => {
    expect(today(new Date('2026-05-10T23:59:59Z'))).toBe('2026-05-10');
    expect(today(new Date('2026-05-11T00:00:00Z'))).toBe('2026-05-11');
    expect(() => checkPeriod('2026-05-10', '2026-05-10', new Date('2026-05-10T00:00:00Z'))).not.toThrow();
  });

  it('accepts a one-day period and refuses the day before it as its end', () => {
    expect(refusal(() => checkPeriod('2026-05-03', '2026-05-03', now))).toBeUndefined();
    expect(refusal(() => checkPeriod('2026-05-03', '2026-05-02', now))).toEqual({
      status: 422,
      code: 'Drafts.PeriodReversed',
      message: 'The sales history period must start before it ends',
    });
  });

  it('answers which rule refused', () => {
    const invalid = { status: 422, code: 'Drafts.PeriodInvalid', message: 'The sales history period needs real dates' };
    expect(refusal(() => checkPeriod('2026-02-30', '2026-03-01', now))).toEqual(invalid);
    expect(refusal(() => checkPeriod('2026-03-01', '2026-04-31', now))).toEqual(invalid);
    expect(refusal(() => checkPeriod('yesterday', '2026-04-01', now))).toEqual(invalid);
    expect(refusal(() => checkPeriod('2026-05-01', '2026-05-11', now))).toEqual({
      status: 422,
      code: 'Drafts.PeriodInFuture',
      message: 'The sales history period cannot be in the future',
    });
  });

  it('checks a single date only when one is sent', () => {
    expect(refusal(() => checkDate(undefined, 'Delivery date'))).toBeUndefined();
    expect(refusal(() => checkDate(null, 'Delivery date'))).toBeUndefined();
    expect(refusal(() => checkDate('', 'Delivery date'))).toBeUndefined();
    expect(refusal(() => checkDate('2026-02-28', 'Delivery date'))).toBeUndefined();
    expect(refusal(() => checkDate('2026-02-29', 'Delivery date'))).toEqual({ status: 422, code: 'Drafts.DateInvalid', message: 'Delivery date is not a valid date' });
  });
});
