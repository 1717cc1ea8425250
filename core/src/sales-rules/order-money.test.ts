import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { discountedCents, linePrice, orderMoney, unitPriceOf } from './order-money';

const cents = fc.integer({ min: 1, max: 10_000_000 });
const line = fc.record({
  quantity: fc.integer({ min: 0, max: 100_000 }),
  salesUnitPrice: fc.option(cents.map((c) => c / 100)),
  adjustedPrice: fc.option(cents.map((c) => c / 100)),
});

describe('order money rules', () => {
  it('a line is sold at its agreed price when it has one, else at its original price', () => {
    expect(unitPriceOf({ salesUnitPrice: 829.64, adjustedPrice: 12.34 })).toBe(12.34);
    expect(unitPriceOf({ salesUnitPrice: 829.64, adjustedPrice: null })).toBe(829.64);
    expect(linePrice({ quantity: 5, salesUnitPrice: 829.64, adjustedPrice: 12.34 })).toBe(61.7);
    expect(linePrice({ quantity: 3, salesUnitPrice: 0.1 })).toBe(0.3);
    expect(linePrice({ quantity: 3, salesUnitPrice: null })).toBeNull();
  });

  it('the discount rounds to cents half up, in integers', () => {
    expect(discountedCents(1005, 10)).toBe(905); // 9.045 -> 9.05
    expect(discountedCents(1015, 50)).toBe(508); // 5.075 -> 5.08
    expect(discountedCents(1000, 12.5)).toBe(875);
    expect(discountedCents(999, 0)).toBe(999);
    expect(orderMoney([{ quantity: 1, salesUnitPrice: 10.05 }], 10)).toEqual({ originalTotalSalesPrice: 10.05, totalSalesPrice: 9.05, discount: 10 });
  });

  it('property: the total is the sum of the line prices less the discount; the original total the sum at original prices', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 30 }), fc.option(fc.integer({ min: 1, max: 10_000 }).map((d) => d / 100)), (lines, discount) => {
        const money = orderMoney(lines, discount);
        const sumCents = lines.reduce((s, l) => s + Math.round((linePrice(l) ?? 0) * 100), 0);
        expect(Math.round(money.totalSalesPrice * 100)).toBe(discountedCents(sumCents, discount));
        const exact = (sumCents * (100 - (discount ?? 0))) / 100;
        expect(Math.abs(money.totalSalesPrice * 100 - exact)).toBeLessThanOrEqual(0.5 + 1e-6);
        const original = lines.reduce((s, l) => s + Math.round((l.salesUnitPrice ?? 0) * 100) * l.quantity, 0);
        expect(Math.round(money.originalTotalSalesPrice * 100)).toBe(original);
        // Splitting a line's quantity in two never changes what the lines add up to.
        for (const l of lines) {
          const a = Math.floor(l.quantity / 2);
          expect(Math.round(((linePrice({ ...l, quantity: a }) ?? 0) + (linePrice({ ...l, quantity: l.quantity - a }) ?? 0)) * 100)).toBe(Math.round((linePrice(l) ?? 0) * 100));
        }
      }),
      { seed: 21, numRuns: 300 },
    );
  });
});
