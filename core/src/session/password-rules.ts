/**
 * The password rules (a minimum length, an uppercase and a lowercase letter, a digit), written once for the server (which enforces them) and the
 * console (which checks them before sending). Each rule has a translation key, shown by the
 * console, and the server's English message; both sides run the same tests.
 */
export const PASSWORD_MIN_LENGTH = 8;

export interface PasswordRule {
  /** Translation key (schemas/i18n/<lang>/User.json). */
  key: string;
  /** The server's answer when the rule is broken. */
  message: string;
  test(password: string): boolean;
}

export const PASSWORD_RULES: readonly PasswordRule[] = [
  { key: 'User.passwordTooShort', message: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`, test: (p) => p.length >= PASSWORD_MIN_LENGTH },
  { key: 'User.passwordNeedsUpper', message: 'Password must contain an uppercase letter', test: (p) => /[A-Z]/.test(p) },
  { key: 'User.passwordNeedsLower', message: 'Password must contain a lowercase letter', test: (p) => /[a-z]/.test(p) },
  { key: 'User.passwordNeedsDigit', message: 'Password must contain a digit', test: (p) => /[0-9]/.test(p) },
];

/** The confirmation rule: a second typing of the password that must match the first. */
export const PASSWORD_MISMATCH = { key: 'User.passwordMismatch', message: 'The confirmation does not match the password' } as const;

/**
 * The rules a password breaks, in the order above; with a confirmation, a mismatch comes last.
 * An empty list: the password may be stored.
 */
export function brokenPasswordRules(password: string, confirmation?: string): Array<Pick<PasswordRule, 'key' | 'message'>> {
  const broken: Array<Pick<PasswordRule, 'key' | 'message'>> = PASSWORD_RULES.filter((r) => !r.test(password)).map(({ key, message }) => ({ key, message }));
  if (confirmation !== undefined && password !== confirmation) broken.push(PASSWORD_MISMATCH);
  return broken;
}

/** The translation keys of the broken rules (the console's form). */
export function passwordProblems(password: string, confirmation?: string): string[] {
  return brokenPasswordRules(password, confirmation).map((r) => r.key);
}
