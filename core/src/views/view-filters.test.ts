import { describe, expect, it } from 'vitest';
import type { PageFilter } from '../schema';
import { filterValuesFromSaved, savedFiltersFrom } from './view-filters';

const filters: PageFilter[] = [
  { name: 'name', type: 'text' },
  { name: 'qty', type: 'number' },
  { name: 'isBOM', type: 'checkbox' },
  { name: 'group', type: 'multiSelect', options: { enum: 'G', values: ['A', 'B'] } },
  { name: 'supplierId', type: 'select', options: { call: 'Supplier.header', value: 'id', label: 'name' } },
  { name: 'created', type: 'dateRange' },
  { name: 'secret', type: 'text', hidden: true },
];

describe('view filters', () => {
  it('saves filters with a value in the saved { selector, operator, values } form and reads them back', () => {
    const values = {
      name: 'tape',
      qty: 5,
      isBOM: false,
      group: [{ id: 'A', name: 'A' }],
      supplierId: { id: 3, name: 'Acme' },
      created: { from: '2026-01-01', to: '2026-02-01' },
      secret: 'x',
    };
    const saved = savedFiltersFrom(filters, values);
    expect(saved).toEqual([
      { selector: 'name', operator: 'IsEqualTo', values: ['tape'] },
      { selector: 'qty', operator: 'IsEqualTo', values: [5] },
      { selector: 'isBOM', operator: 'IsEqualTo', values: [false] },
      { selector: 'group', operator: 'In', values: [{ id: 'A', name: 'A' }] },
      { selector: 'supplierId', operator: 'IsEqualTo', values: [{ id: 3, name: 'Acme' }] },
      { selector: 'created', operator: 'IsGreaterThan', values: ['2026-01-01'] },
      { selector: 'created', operator: 'IsLessThan', values: ['2026-02-01'] },
    ]);
    const { secret: _hidden, ...visible } = values;
    expect(filterValuesFromSaved(filters, saved)).toEqual(visible);
  });

  it('leaves out empty values and ignores saved entries the grid cannot take', () => {
    expect(savedFiltersFrom(filters, { name: '  ', group: [], created: {} })).toEqual([]);
    expect(
      filterValuesFromSaved(filters, [
        { selector: 'gone', operator: 'IsEqualTo', values: ['x'] },
        { selector: 'isBOM', operator: 'IsEqualTo', values: ['yes'] },
        { selector: 'qty', operator: 'IsEqualTo', values: ['abc'] },
        { selector: 'created', operator: 'IsLessThan', values: ['2026-03-01'] },
        { selector: 'secret', operator: 'IsEqualTo', values: ['x'] },
      ]),
    ).toEqual({ created: { to: '2026-03-01' } });
  });
});
