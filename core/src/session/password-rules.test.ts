import { describe, expect, it } from 'vitest';
import { brokenPasswordRules, passwordProblems, PASSWORD_RULES } from './password-rules';

describe('password rules', () => {
  it('needs length, upper, lower, digit and a matching confirmation', () => {
    expect(passwordProblems('Abcdefg1', 'Abcdefg1')).toEqual([]);
    expect(passwordProblems('abc', 'abd')).toEqual(['User.passwordTooShort', 'User.passwordNeedsUpper', 'User.passwordNeedsDigit', 'User.passwordMismatch']);
    expect(passwordProblems('ABCDEFGH1', 'ABCDEFGH1')).toEqual(['User.passwordNeedsLower']);
  });

  it('checks the confirmation only when one is given', () => {
    expect(passwordProblems('Abcdefg1')).toEqual([]);
    expect(passwordProblems('Abcdefg1', '')).toEqual(['User.passwordMismatch']);
  });

  it("gives the server's messages beside the keys", () => {
    expect(brokenPasswordRules('short1').map((r) => r.message)).toEqual(['Password must be at least 8 characters', 'Password must contain an uppercase letter']);
    expect(new Set(PASSWORD_RULES.map((r) => r.key)).size).toBe(PASSWORD_RULES.length);
  });
});
