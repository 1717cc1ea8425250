/**
 * The token is kept in local storage per user name under a session prefix, so
 * that two users signed in on one machine in turn do not overwrite each other's session.
 */
export const SESSION_PREFIX = 'cockpit.session.';
const CURRENT = `${SESSION_PREFIX}current`;

export interface StoredSession {
  userName: string;
  token: string;
}

export function saveToken(storage: Storage, userName: string, token: string): void {
  storage.setItem(SESSION_PREFIX + userName.toLowerCase(), token);
  storage.setItem(CURRENT, userName);
}

export function loadSession(storage: Storage): StoredSession | undefined {
  const userName = storage.getItem(CURRENT);
  if (!userName) return undefined;
  const token = storage.getItem(SESSION_PREFIX + userName.toLowerCase());
  return token ? { userName, token } : undefined;
}

export function clearSession(storage: Storage): void {
  const userName = storage.getItem(CURRENT);
  if (userName) storage.removeItem(SESSION_PREFIX + userName.toLowerCase());
  storage.removeItem(CURRENT);
}
