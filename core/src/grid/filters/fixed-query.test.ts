import { describe, expect, it } from 'vitest';
import type { GridRow } from '../../grid-model/detail-rows';
import { LiveRows, planLiveUpdate } from '../live/live-rows';
import { fixedConditions, matchesFixed } from './fixed-query';

const rowId = (r: GridRow) => String(r.id);

describe("a grid's fixed query on live rows", () => {
  it('reads `<field>[<operator>]` and `<field>` keys, and leaves out values it cannot compare', () => {
    expect(
      fixedConditions({
        'reservedStockQuantity[>]': 0,
        state: ['Open', 'Started'],
        'qty[<>]': 3,
        'name[contains]': 'x',
        kind: null,
        empty: '',
        nested: { a: 1 },
        'bad[like]': 1,
        'no-field': 1,
        urgent: false,
      }),
    ).toEqual([
      { field: 'reservedStockQuantity', operator: '>', values: [0] },
      { field: 'state', operator: '=', values: ['Open', 'Started'] },
      { field: 'qty', operator: '!=', values: [3] },
      { field: 'name', operator: 'contain', values: ['x'] },
      { field: 'urgent', operator: '=', values: [false] },
    ]);
    expect(fixedConditions(undefined)).toEqual([]);
  });
  it('holds a row to every condition, as the list does on reload', () => {
    const reserved = fixedConditions({ 'reservedStockQuantity[>]': 0 });
    expect(matchesFixed({ reservedStockQuantity: 2 }, reserved)).toBe(true);
    expect(matchesFixed({ reservedStockQuantity: 0 }, reserved)).toBe(false);
    expect(matchesFixed({ reservedStockQuantity: null }, reserved)).toBe(false);
    // Numbers the server sends as text still compare as numbers: 10 > 9.
    expect(matchesFixed({ reservedStockQuantity: '10' }, fixedConditions({ 'reservedStockQuantity[>]': 9 }))).toBe(true);
    expect(matchesFixed({ qty: 5 }, fixedConditions({ 'qty[<=]': 5 }))).toBe(true);
    expect(matchesFixed({ qty: 6 }, fixedConditions({ 'qty[<=]': 5 }))).toBe(false);
    expect(matchesFixed({ qty: 5 }, fixedConditions({ 'qty[>=]': 5 }))).toBe(true);
    expect(matchesFixed({ qty: 4 }, fixedConditions({ 'qty[>=]': 5 }))).toBe(false);
    expect(matchesFixed({ state: 'Started' }, fixedConditions({ state: ['Open', 'Started'] }))).toBe(true);
    expect(matchesFixed({ state: 'Closed' }, fixedConditions({ state: ['Open', 'Started'] }))).toBe(false);
    expect(matchesFixed({ urgent: true }, fixedConditions({ urgent: false }))).toBe(false);
    expect(matchesFixed({ urgent: false }, fixedConditions({ urgent: false }))).toBe(true);
    expect(matchesFixed({ createdAt: '2026-03-04T10:00:00Z' }, fixedConditions({ 'createdAt[<=]': '2026-03-04' }))).toBe(true);
    expect(matchesFixed({ createdAt: '2026-03-05T10:00:00' }, fixedConditions({ 'createdAt[<=]': '2026-03-04' }))).toBe(false);
    expect(matchesFixed({ a: 1, b: 'x' }, fixedConditions({ 'a[>]': 0, b: 'y' }))).toBe(false);
  });
  it('leaves a condition on a field the rows do not carry to the server', () => {
    expect(matchesFixed({ id: 1 }, fixedConditions({ resultLevel: 'Error' }))).toBe(true);
  });
  it('keeps a live row that does not match the fixed query out of the grid, and takes out a shown row that leaves it', () => {
    const store = new LiveRows(rowId);
    store.reset([
      { id: 1, reservedStockQuantity: 5 },
      { id: 2, reservedStockQuantity: 1 },
    ]);
    const fixed = fixedConditions({ 'reservedStockQuantity[>]': 0 });
    const result = planLiveUpdate(
      {
        viewName: 'Stock',
        methodName: 'Bulk',
        viewModels: [
          { id: 2, reservedStockQuantity: 0 },
          { id: 3, reservedStockQuantity: 0 },
          { id: 4, reservedStockQuantity: 7 },
        ],
      },
      { rows: store, rowId, filters: [], applied: {}, fixed },
    );
    expect(result.kind).toBe('transaction');
    if (result.kind !== 'transaction') return;
    expect(result.transaction.add.map(rowId)).toEqual(['4']);
    expect(result.transaction.update).toEqual([]);
    expect(result.transaction.remove.map(rowId)).toEqual(['2']);
  });
});
