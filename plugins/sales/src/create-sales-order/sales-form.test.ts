import { describe, expect, it } from 'vitest';
import { orderProblems, salesTotals } from '../../rules';
import { emptyHeader, formLine, mergeQuantity, orderBody, ruleLine } from './sales-form';

const material = (id: number, salesPrice = 10) => ({ id, itemNo: `I${id}`, barcode: null, name: `M${id}`, salesPrice });

describe('sales form', () => {
  it('turns typed text into the body the rules and the server read', () => {
    const lines = [formLine({ quantity: 2, price: null }, material(1)), { material: material(2), quantity: 'x', adjustedPrice: '7,5' }];
    const body = orderBody({ ...emptyHeader('SO-1'), deliveryType: 'Standard', discount: '10', customerName: ' Ann ' }, lines);
    expect(body).toMatchObject({ orderNumber: 'SO-1', customerName: 'Ann', discount: 10, companyName: null });
    expect(body.lines).toEqual([
      { materialId: 1, quantity: 2, adjustedPrice: null },
      { materialId: 2, quantity: 0, adjustedPrice: 7.5 },
    ]);
    expect(orderProblems({ ...body, lines: lines.map(ruleLine) }, ['Standard']).map((p) => p.key)).toEqual(['Sales.rules.quantity']);
    expect(salesTotals(lines.map(ruleLine), 10)).toEqual({ originalTotalSalesPrice: 20, totalSalesPrice: 18, discount: 10 });
  });

  it('merges a duplicate into the first line', () => {
    expect(mergeQuantity([formLine({ quantity: 2, price: null }, material(1))], 1, 3)[0].quantity).toBe('5');
  });
});
