import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { discountedCents, discountPercent, linePrice, linePriceCents, orderMoney, toCents, unitPriceOf } from './order-money';

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

  it('an agreed price of 0 or less is no agreed price; no price at all is none', () => {
    expect(unitPriceOf({ salesUnitPrice: 5, adjustedPrice: 0 })).toBe(5);
    expect(unitPriceOf({ salesUnitPrice: 5, adjustedPrice: -1 })).toBe(5);
    expect(unitPriceOf({ salesUnitPrice: 5, adjustedPrice: 0.01 })).toBe(0.01);
    expect(unitPriceOf({ salesUnitPrice: 5 })).toBe(5);
    expect(unitPriceOf({ adjustedPrice: null })).toBeNull();
    expect(unitPriceOf({ salesUnitPrice: null, adjustedPrice: 0 })).toBeNull();
    expect(linePrice({ quantity: 2, salesUnitPrice: 0 })).toBe(0);
    expect(linePriceCents({ quantity: 2, salesUnitPrice: null })).toBe(0);
    expect(linePriceCents({ quantity: 3, salesUnitPrice: 1.1, adjustedPrice: 0 })).toBe(330);
  });

  it('counts whole, non-negative quantities only', () => {
    expect(linePriceCents({ quantity: 2.9, salesUnitPrice: 1 })).toBe(200);
    expect(linePriceCents({ quantity: -3, salesUnitPrice: 1 })).toBe(0);
    expect(linePriceCents({ quantity: 0, salesUnitPrice: 1 })).toBe(0);
    expect(linePriceCents({ quantity: Number.NaN, salesUnitPrice: 1 })).toBe(0);
    expect(linePriceCents({ quantity: Number.POSITIVE_INFINITY, salesUnitPrice: 1 })).toBe(0);
    expect(linePriceCents({ quantity: 1, salesUnitPrice: 1 })).toBe(100);
    expect(
      orderMoney([
        { quantity: -2, salesUnitPrice: 3 },
        { quantity: 1.5, salesUnitPrice: 3 },
      ]),
    ).toEqual({ originalTotalSalesPrice: 3, totalSalesPrice: 3, discount: 0 });
    expect(orderMoney([{ quantity: 2, adjustedPrice: 4 }])).toEqual({ originalTotalSalesPrice: 0, totalSalesPrice: 8, discount: 0 });
    expect(orderMoney([])).toEqual({ originalTotalSalesPrice: 0, totalSalesPrice: 0, discount: 0 });
    expect(toCents(0.29)).toBe(29);
    expect(toCents(1.005)).toBe(100);
  });

  it('a discount applies only from above 0 up to 100 percent', () => {
    expect(discountPercent(100)).toBe(100);
    expect(discountPercent(100.01)).toBe(0);
    expect(discountPercent(0)).toBe(0);
    expect(discountPercent(-5)).toBe(0);
    expect(discountPercent(0.01)).toBe(0.01);
    expect(discountPercent(Number.NaN)).toBe(0);
    expect(discountPercent(Number.POSITIVE_INFINITY)).toBe(0);
    expect(discountPercent(null)).toBe(0);
    expect(discountPercent()).toBe(0);
    expect(discountedCents(1234, 100)).toBe(0);
    expect(discountedCents(1234, 150)).toBe(1234);
    expect(discountedCents(1234, -10)).toBe(1234);
    expect(orderMoney([{ quantity: 1, salesUnitPrice: 10 }], 150)).toEqual({ originalTotalSalesPrice: 10, totalSalesPrice: 10, discount: 0 });
  });

  it('rounds a negative amount half away from zero, as its positive', () => {
    expect(discountedCents(-1005, 10)).toBe(-905);
    expect(discountedCents(-1000, 12.5)).toBe(-875);
    expect(discountedCents(-1, 50)).toBe(-1);
    expect(discountedCents(1, 50)).toBe(1);
    expect(discountedCents(-3, 50)).toBe(-2);
    expect(discountedCents(0, 10)).toBe(0);
    expect(discountedCents(100.4)).toBe(100);
  });
});
