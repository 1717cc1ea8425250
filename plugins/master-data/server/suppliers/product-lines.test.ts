import { describe, expect, it } from 'vitest';
import { calculatedDemand } from './product-lines';

describe('calculated demand', () => {
  it('orders up to the optimal level when available plus ingoing is below the critical level', () => {
    expect(calculatedDemand(5, 0, 10, 40)).toBe(35);
    expect(calculatedDemand(5, 3, 10, 40)).toBe(32);
  });
  it('orders nothing at or above the critical level, or without one', () => {
    expect(calculatedDemand(10, 0, 10, 40)).toBe(0);
    expect(calculatedDemand(0, 0, null, 40)).toBe(0);
    expect(calculatedDemand(0, 0, 0, 40)).toBe(0);
  });
  it('uses the critical level when the optimal level is lower or missing', () => {
    expect(calculatedDemand(2, 0, 10, 5)).toBe(8);
    expect(calculatedDemand(2, 0, 10, null)).toBe(8);
  });
});
