/**
 * Back to the page that sent the user here, when the same user signs in again (an expired session)
 * or nobody was signed in (a link opened signed out); another user starts on the dashboard, since
 * the page may be one they are not allowed to open.
 */
export function pageAfterSignIn(state: unknown, userName: string): string {
  const { from, userName: previous } = (state ?? {}) as { from?: string; userName?: string };
  if (!from || from.startsWith('/login')) return '/';
  if (previous && previous.toLowerCase() !== userName.trim().toLowerCase()) return '/';
  return from;
}
