import { describe, expect, it } from 'vitest';
import { isValidViewName, viewNameProblem } from './view-name';

describe('view names', () => {
  it('accepts letters of any alphabet, digits, spaces and - _ . ( )', () => {
    for (const name of ['Packing', 'Lager øst', 'Ordrer (åbne)', 'v2.1_final-B', '7 days']) expect(isValidViewName(name), name).toBe(true);
  });

  it('refuses empty, padded, too long and punctuated names', () => {
    for (const name of ['', ' ', ' Packing', 'Packing ', '-dash first', 'a/b', 'what?', 'x&y', '50%', '"quoted"', 'a'.repeat(61)]) expect(isValidViewName(name), name).toBe(false);
    expect(isValidViewName('a'.repeat(60))).toBe(true);
  });

  it("says 'exists' for a visible name in any case and for the default view's name", () => {
    expect(viewNameProblem('packing', ['Packing'])).toBe('exists');
    expect(viewNameProblem('default', [])).toBe('exists');
    expect(viewNameProblem('Packing', ['Packing'], 'Packing')).toBeUndefined();
    expect(viewNameProblem('bad/name', [])).toBe('invalid');
    expect(viewNameProblem('Fresh', ['Packing'])).toBeUndefined();
  });
});
