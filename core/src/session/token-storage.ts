/**
 * The token is kept in local storage per user name under a session prefix, so
 * that two users signed in on one machine in turn do not overwrite each other's session.
 */
export const SESSION_PREFIX = 'cockpit.session.';
const CURRENT = `${SESSION_PREFIX}current`;
/** Beside each user's token: the permissions the console last knew that session by (see saveKnownPermissions). */
const PERMISSIONS_PREFIX = 'cockpit.permissions.';

/** A session's permissions by scope and key (permissions/rules.ts's PermissionMap), as last known. */
export type KnownPermissions = Record<string, Record<string, boolean>>;

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
  if (userName) {
    storage.removeItem(SESSION_PREFIX + userName.toLowerCase());
    storage.removeItem(PERMISSIONS_PREFIX + userName.toLowerCase());
  }
  storage.removeItem(CURRENT);
}

/**
 * The permissions the console last knew the user's session by, kept so that the next page load
 * knows before its settings arrive which pages the user cannot read and asks for none of their
 * rows. Only a hint for the console: the server checks every call itself.
 */
export function saveKnownPermissions(storage: Storage, userName: string, permissions: KnownPermissions): void {
  storage.setItem(PERMISSIONS_PREFIX + userName.toLowerCase(), JSON.stringify(permissions));
}

/** The stored session's last-known permissions; none when never kept or not readable. */
export function loadKnownPermissions(storage: Storage): KnownPermissions | undefined {
  const userName = storage.getItem(CURRENT);
  const text = userName ? storage.getItem(PERMISSIONS_PREFIX + userName.toLowerCase()) : null;
  if (!text) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as KnownPermissions) : undefined;
  } catch {
    return undefined;
  }
}
