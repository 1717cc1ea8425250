/** Password rules of platform.md §5 as translation keys; the server checks the same rules. */
export const PASSWORD_MIN_LENGTH = 8;

export function passwordProblems(password: string, confirmation: string): string[] {
  const problems: string[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) problems.push('User.passwordTooShort');
  if (!/[A-Z]/.test(password)) problems.push('User.passwordNeedsUpper');
  if (!/[a-z]/.test(password)) problems.push('User.passwordNeedsLower');
  if (!/[0-9]/.test(password)) problems.push('User.passwordNeedsDigit');
  if (password !== confirmation) problems.push('User.passwordMismatch');
  return problems;
}
