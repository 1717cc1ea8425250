import { describe, expect, it } from 'vitest';
import { parseUserChoice, userChoiceHeader } from './user-choice';

describe('user-choice replay header', () => {
  it('round-trips a prompt id and option', () => {
    const header = userChoiceHeader('Supplier.UnlinkMaterials', 'unlink');
    expect(header).toBe('Supplier.UnlinkMaterials=unlink');
    expect(parseUserChoice(header, 'Supplier.UnlinkMaterials')).toBe('unlink');
    expect(parseUserChoice([header, 'other=x'], 'Supplier.UnlinkMaterials')).toBe('unlink');
  });

  it('answers only the prompt it names, and only with an offered option when told the options', () => {
    expect(parseUserChoice('Other.Prompt=unlink', 'Supplier.UnlinkMaterials')).toBeUndefined();
    expect(parseUserChoice(undefined, 'Supplier.UnlinkMaterials')).toBeUndefined();
    expect(parseUserChoice('Supplier.UnlinkMaterials', 'Supplier.UnlinkMaterials')).toBeUndefined();
    expect(parseUserChoice('Supplier.UnlinkMaterials=', 'Supplier.UnlinkMaterials')).toBeUndefined();
    expect(parseUserChoice('Supplier.UnlinkMaterials=a b', 'Supplier.UnlinkMaterials')).toBeUndefined();
    expect(parseUserChoice('Supplier.UnlinkMaterials=delete', 'Supplier.UnlinkMaterials', ['unlink', 'skip'])).toBeUndefined();
    expect(parseUserChoice('Supplier.UnlinkMaterials=skip', 'Supplier.UnlinkMaterials', ['unlink', 'skip'])).toBe('skip');
  });

  it('refuses to build a header the other side could not read', () => {
    expect(() => userChoiceHeader('a=b', 'x')).toThrow();
    expect(() => userChoiceHeader('a', '')).toThrow();
  });
});
