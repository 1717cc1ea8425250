import { describe, expect, it } from 'vitest';
import { draftProblem, draftTotal, isoDay, lineTotal, periodProblem, quantityOk, type EditLine } from './draft-lines';

const line = (orderedQuantity: string, costPrice = 2.5): EditLine => ({
  materialId: 1,
  itemNumber: 'A',
  materialName: 'A',
  ingoing: 0,
  costPrice,
  calculatedDemand: 0,
  orderedQuantity,
});

describe('draft lines', () => {
  it('accepts whole quantities above 0 only', () => {
    expect(['1', ' 12 ', '400'].every(quantityOk)).toBe(true);
    expect(['0', '-1', '1.5', '', 'abc', '1e3'].some(quantityOk)).toBe(false);
  });

  it('totals lines and drafts as the quantities change', () => {
    expect(lineTotal(line('3'))).toBe(7.5);
    expect(lineTotal(line('0'))).toBe(0);
    expect(draftTotal([line('3'), line('4', 0.1), line('x')])).toBe(7.9);
  });

  it('names what keeps a draft from being saved', () => {
    expect(draftProblem([])).toBe('Purchase.editor.noLines');
    expect(draftProblem([line('2'), line('0')])).toBe('Purchase.editor.quantityProblem');
    expect(draftProblem([line('2')])).toBeUndefined();
  });

  it('checks the sales history period', () => {
    const today = '2026-05-10';
    expect(periodProblem('', today, today)).toBe('Purchase.criteria.periodRequired');
    expect(periodProblem('2026-05-01', '2026-05-11', today)).toBe('Purchase.criteria.periodInFuture');
    expect(periodProblem('2026-05-09', '2026-05-01', today)).toBe('Purchase.criteria.periodReversed');
    expect(periodProblem('2026-04-01', today, today)).toBeUndefined();
    expect(isoDay(1, new Date(2026, 0, 31))).toBe('2026-02-01');
  });
});
