import { describe, expect, it } from 'vitest';
import { screenIdOf } from './NewScreenForm';

describe('a new screen id', () => {
  it('is the name in PascalCase, letters and digits only, starting with a letter', () => {
    expect(screenIdOf('stock by location')).toBe('StockByLocation');
    expect(screenIdOf('  Reserved — stock 2 ')).toBe('ReservedStock2');
    expect(screenIdOf('Lagerbeholdning på hylde')).toBe('LagerbeholdningPaHylde');
    expect(screenIdOf('42 things')).toBe('');
  });
});
