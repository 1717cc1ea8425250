import { describe, expect, it } from 'vitest';
import { checkedLine } from './checked-line';
import type { FormLine } from './sales-form';

const material = { id: 7, itemNo: 'A-1', barcode: null, name: 'Bolt', salesPrice: 2.5 };

describe('checkedLine', () => {
  it('checks a line with the shared rules once per line object', () => {
    const line: FormLine = { material, quantity: '0', adjustedPrice: '1.234' };
    const first = checkedLine(line);
    expect(first.problems.map((p) => p.key)).toEqual(['Sales.rules.quantity', 'Sales.rules.priceDecimals']);
    expect(checkedLine(line)).toBe(first);
  });

  it('a changed line (a new object) is checked afresh', () => {
    const line: FormLine = { material, quantity: '0', adjustedPrice: '' };
    expect(checkedLine(line).problems).toHaveLength(1);
    const typed = { ...line, quantity: '3' };
    expect(checkedLine(typed).problems).toEqual([]);
    expect(checkedLine(typed).rule).toMatchObject({ materialId: 7, quantity: 3, salesUnitPrice: 2.5, adjustedPrice: null });
  });
});
