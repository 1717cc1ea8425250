import { createStore } from 'zustand/vanilla';
import { decodeClaims, featuresOf, isExpired, type SessionClaims } from './jwt';
import { clearSession, loadKnownPermissions, loadSession, saveKnownPermissions, saveToken, type KnownPermissions } from './token-storage';

export interface SessionState {
  token?: string;
  claims?: SessionClaims;
  userName?: string;
  businessUnitName?: string;
  features: string[];
  roles: { name: string; systemRole?: string | null }[];
  picture?: string | null;
  defaultLanguage?: string;
}

export interface SignInAnswer {
  accessToken: string;
  businessUnitName: string;
  defaultLanguage: string;
  picture: string | null;
}

function fromToken(token: string | undefined, userName?: string): SessionState {
  const claims = decodeClaims(token);
  if (!token || !claims || isExpired(claims)) return { features: [], roles: [] };
  return {
    token,
    claims,
    userName: userName ?? claims.name,
    businessUnitName: claims.buName,
    features: featuresOf(claims),
    roles: claims.role.map((name, i) => ({ name, systemRole: claims.systemRole?.[i] || null })),
  };
}

/** The session: unauthenticated until sign-in; an expired or absent token counts as signed out. */
export function createSessionStore(storage: Storage) {
  const stored = loadSession(storage);
  const store = createStore<SessionState>(() => fromToken(stored?.token, stored?.userName));
  return {
    store,
    get: () => store.getState(),
    isAuthenticated: () => {
      const s = store.getState();
      return Boolean(s.token) && !isExpired(s.claims);
    },
    signIn(userName: string, answer: SignInAnswer) {
      saveToken(storage, userName, answer.accessToken);
      store.setState({ ...fromToken(answer.accessToken, userName), picture: answer.picture, defaultLanguage: answer.defaultLanguage });
    },
    /** Keeps the session's permissions as now known with the stored session, for the next page load. */
    keepPermissions(permissions: KnownPermissions) {
      const userName = store.getState().userName;
      if (userName) saveKnownPermissions(storage, userName, permissions);
    },
    /** The permissions kept with the stored session at its last load, if any. */
    knownPermissions: (): KnownPermissions | undefined => loadKnownPermissions(storage),
    setPicture(picture: string | null) {
      store.setState({ picture });
    },
    signOut() {
      clearSession(storage);
      store.setState({ token: undefined, claims: undefined, userName: undefined, businessUnitName: undefined, features: [], roles: [], picture: undefined }, false);
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
