import { describe, expect, it } from 'vitest';
import { filterChoices } from './choices';

const locations = ['A-01-01', 'A-01-02', 'B-01-01', 'Dock A'].map((label, i) => ({ value: i, label }));

describe('filterChoices', () => {
  it('keeps every option for an empty text or the chosen label', () => {
    expect(filterChoices(locations, '  ')).toHaveLength(4);
    expect(filterChoices(locations, 'A-01-01', 'A-01-01')).toHaveLength(4);
  });
  it('matches every word in any case, labels that start with the text first', () => {
    expect(filterChoices(locations, 'a').map((c) => c.label)).toEqual(['A-01-01', 'A-01-02', 'Dock A']);
    expect(filterChoices(locations, 'dock a').map((c) => c.label)).toEqual(['Dock A']);
    expect(filterChoices(locations, '01-02').map((c) => c.label)).toEqual(['A-01-02']);
    expect(filterChoices(locations, 'zzz')).toEqual([]);
  });
});
