import { describe, expect, it } from 'vitest';
import { chartScale } from './chart-scale';

describe('chartScale', () => {
  it('tops the axis at the highest count plus 20 %', () => {
    expect(
      chartScale([
        { Key: 'A', Prepared: 10, InProgress: 3 },
        { Key: 'B', Prepared: 2, InProgress: 7 },
      ]).max,
    ).toBe(12);
    expect(chartScale([{ Key: 'A', Prepared: 0, InProgress: 5 }]).max).toBe(6);
    const thirty = chartScale([{ Key: 'A', Prepared: 30, InProgress: 4 }]);
    expect(thirty.max).toBe(36);
    expect(thirty.ticks[thirty.ticks.length - 1]).toBe(36);
  });
  it('has integer ticks only, within the axis', () => {
    for (const highest of [1, 2, 3, 7, 13, 55, 1234]) {
      const { max, ticks } = chartScale([{ Key: 'A', Prepared: highest, InProgress: 0 }]);
      expect(ticks.every(Number.isInteger)).toBe(true);
      expect(ticks[0]).toBe(0);
      expect(ticks[ticks.length - 1]).toBeLessThanOrEqual(max);
      expect(ticks.length).toBeLessThanOrEqual(7);
    }
  });
  it('keeps an axis for an empty chart', () => {
    expect(chartScale([])).toEqual({ max: 1, ticks: [0, 1] });
  });
});
