import { describe, expect, it } from 'vitest';
import { fieldLabeller, fieldOption } from './field-labels';

const grids = [
  {
    dataSource: { api: 'Stock.description' },
    columns: [
      { field: 'materialName', label: 'Stocks.columns.materialName' },
      { field: 'secret', label: 'Missing.key' },
    ],
  },
  { dataSource: { api: 'Material.description' }, columns: [{ field: 'createdAt', label: 'Materials.columns.createdAt' }] },
];
const texts: Record<string, string> = { 'Stocks.columns.materialName': 'Material name', 'Materials.columns.createdAt': 'Oprettet' };

describe('the words a studio user sees for a list field', () => {
  it('are the label a screen on the same list shows, translated', () => {
    const label = fieldLabeller(grids, 'Stock.description', (key) => texts[key]);
    expect(label('materialName')).toBe('Material name');
  });

  it('are the field name in words where no screen on that list labels it, or its key has no text', () => {
    const label = fieldLabeller(grids, 'Stock.description', (key) => texts[key]);
    expect(label('createdAt')).toBe('Created at'); // labelled only on another list's screen
    expect(label('secret')).toBe('Secret');
    expect(fieldLabeller(grids, undefined, (key) => texts[key])('createdAt')).toBe('Created at');
    expect(fieldLabeller([{ ...grids[0], columns: [{ field: 'materialName', label: 'Stocks.columns.materialName' }] }], 'Stock.description', () => undefined)('materialName')).toBe(
      'Material name',
    );
  });

  it('name the technical field after the words unless the words are that name', () => {
    expect(fieldOption('createdAt', 'Created at')).toBe('Created at');
    expect(fieldOption('materialABC', 'Material ABC class')).toBe('Material ABC class (materialABC)');
  });
});
