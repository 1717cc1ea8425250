import { describe, expect, it } from 'vitest';
import { checkLines } from './draft-rules';

describe('draft line rules', () => {
  it('needs at least one material', () => {
    expect(() => checkLines([])).toThrow('Add at least one material before saving the draft');
  });
  it('needs whole quantities above 0', () => {
    for (const q of [0, -1, 1.5]) expect(() => checkLines([{ materialId: 1, orderedQuantity: q }])).toThrow(/quantity greater than zero/);
    expect(() => checkLines([{ materialId: 1, orderedQuantity: 3 }])).not.toThrow();
  });
  it('refuses a material twice', () => {
    expect(() =>
      checkLines([
        { materialId: 1, orderedQuantity: 3 },
        { materialId: 1, orderedQuantity: 1 },
      ]),
    ).toThrow(/more than once/);
  });
});
