import { describe, expect, it } from 'vitest';
import { checkPeriod } from './period';

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
