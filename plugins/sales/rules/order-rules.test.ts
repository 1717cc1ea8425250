import { describe, expect, it } from 'vitest';
import {
  adjustedPriceProblem,
  discountProblem,
  hasAtMostTwoDecimals,
  lineProblems,
  MAX_SALES_AMOUNT,
  orderLevelProblems,
  orderProblems,
  quantityProblem,
  salesTotals,
} from './order-rules';

describe('sales order rules', () => {
  it('quantity is a whole number above 0', () => {
    expect(quantityProblem(1)).toBeUndefined();
    for (const bad of [0, -1, 1.5, Number.NaN, '2', null]) expect(quantityProblem(bad)?.key).toBe('Sales.rules.quantity');
  });

  it('adjusted price is above 0 with at most 2 decimals, and may be left out', () => {
    expect(adjustedPriceProblem(undefined)).toBeUndefined();
    expect(adjustedPriceProblem(0.1 + 0.2 - 0.00000000000000004)).toBeUndefined();
    expect(adjustedPriceProblem(19.99)).toBeUndefined();
    expect(adjustedPriceProblem(0)?.key).toBe('Sales.rules.price');
    expect(adjustedPriceProblem(1.234)?.key).toBe('Sales.rules.priceDecimals');
    expect(hasAtMostTwoDecimals(1.1)).toBe(true);
  });

  it('discount is above 0 and at most 100 percent, and may be left out', () => {
    expect(discountProblem(null)).toBeUndefined();
    expect(discountProblem(12.5)).toBeUndefined();
    expect(discountProblem(0)?.key).toBe('Sales.rules.discount');
    expect(discountProblem(101)?.key).toBe('Sales.rules.discount');
  });

  it('a line price and the order totals are amounts an order keeps (12 digits, 2 decimals)', () => {
    // 1,000,000,000 x 1,000.00 = 1,000,000,000,000.00: one cent over what is kept.
    expect(lineProblems({ quantity: 1_000_000_000, adjustedPrice: 1000 }, 0).map((p) => [p.key, p.line])).toEqual([['Sales.rules.amountTooLarge', 0]]);
    expect(lineProblems({ quantity: 1_000_000_000, salesUnitPrice: 1000 }).map((p) => p.key)).toEqual(['Sales.rules.amountTooLarge']);
    expect(lineProblems({ quantity: 999_999_999, adjustedPrice: 1000 })).toEqual([]);
    expect(salesTotals([{ quantity: 99_999_999_999_999, adjustedPrice: 0.01, materialId: 1 }]).totalSalesPrice).toBe(MAX_SALES_AMOUNT);
    // Two lines each within the limit, their sum over it.
    const half = { quantity: 600_000_000, adjustedPrice: 1000 };
    const level = orderLevelProblems(
      {
        customerName: 'Ann',
        deliveryType: 'Post',
        lines: [
          { materialId: 1, ...half },
          { materialId: 2, ...half },
        ],
      },
      ['Post'],
    );
    expect(level.map((p) => p.key)).toEqual(['Sales.rules.totalTooLarge']);
    // A line over the limit is told at the line only, not again as the total.
    const big = { materialId: 1, quantity: 1_000_000_000, adjustedPrice: 1000 };
    expect(orderProblems({ customerName: 'Ann', deliveryType: 'Post', lines: [big] }, ['Post']).map((p) => [p.key, p.line])).toEqual([['Sales.rules.amountTooLarge', 0]]);
    // The original prices count too (the original total is kept beside the total).
    expect(
      orderLevelProblems({ customerName: 'Ann', deliveryType: 'Post', lines: [{ materialId: 1, quantity: 2, salesUnitPrice: MAX_SALES_AMOUNT, adjustedPrice: 1 }] }).map(
        (p) => p.key,
      ),
    ).toEqual(['Sales.rules.totalTooLarge']);
  });

  it('an order needs a line, known delivery type and no material twice', () => {
    expect(orderProblems({ lines: [], deliveryType: 'Post', customerName: 'Ann' }, ['Post']).map((p) => p.key)).toEqual(['Sales.rules.noLines']);
    const problems = orderProblems(
      {
        customerName: 'Ann',
        deliveryType: 'Drone',
        discount: 0,
        lines: [
          { materialId: 1, quantity: 1 },
          { materialId: 1, quantity: 0, adjustedPrice: 2.555 },
        ],
      },
      ['Post'],
    );
    expect(problems.map((p) => [p.key, p.line])).toEqual([
      ['Sales.rules.quantity', 1],
      ['Sales.rules.priceDecimals', 1],
      ['Sales.rules.alreadyAdded', 1],
      ['Sales.rules.discount', undefined],
      ['Sales.rules.deliveryTypeUnknown', undefined],
    ]);
    expect(problems.find((p) => p.key === 'Sales.rules.alreadyAdded')?.message).toBe('This material is already added');
  });

  it('the order-level rules leave the rules of each line out (the form checks those per changed line)', () => {
    const order = {
      deliveryType: 'Post',
      customerName: 'Ann',
      lines: [
        { materialId: 1, quantity: 0 },
        { materialId: 1, quantity: 2 },
      ],
    };
    expect(orderLevelProblems(order, ['Post']).map((p) => [p.key, p.line])).toEqual([['Sales.rules.alreadyAdded', 1]]);
    expect(orderProblems(order, ['Post']).map((p) => p.key)).toEqual(['Sales.rules.quantity', 'Sales.rules.alreadyAdded']);
  });

  it('an order needs a customer name (blank is none)', () => {
    const order = { deliveryType: 'Post', lines: [{ materialId: 1, quantity: 1 }] };
    for (const customerName of [undefined, null, '', '   ']) {
      expect(orderLevelProblems({ ...order, customerName }, ['Post'])).toEqual([
        { field: 'customerName', key: 'Sales.rules.customerRequired', message: 'Enter the customer name', line: undefined },
      ]);
    }
    expect(orderLevelProblems({ ...order, customerName: 'Ann' }, ['Post'])).toEqual([]);
  });

  it('totals: original, adjusted less discount, exact in cents', () => {
    const lines = [
      { materialId: 1, quantity: 3, salesUnitPrice: 0.1 },
      { materialId: 2, quantity: 2, salesUnitPrice: 10, adjustedPrice: 8.5 },
    ];
    expect(salesTotals(lines)).toEqual({ originalTotalSalesPrice: 20.3, totalSalesPrice: 17.3, discount: 0 });
    expect(salesTotals(lines, 10)).toEqual({ originalTotalSalesPrice: 20.3, totalSalesPrice: 15.57, discount: 10 });
  });
});
