import { describe, expect, it } from 'vitest';
import { passwordProblems } from './password-rules';

describe('password rules', () => {
  it('needs length, upper, lower, digit and a matching confirmation', () => {
    expect(passwordProblems('Abcdefg1', 'Abcdefg1')).toEqual([]);
    expect(passwordProblems('abc', 'abd')).toEqual(['User.passwordTooShort', 'User.passwordNeedsUpper', 'User.passwordNeedsDigit', 'User.passwordMismatch']);
    expect(passwordProblems('ABCDEFGH1', 'ABCDEFGH1')).toEqual(['User.passwordNeedsLower']);
  });
});
