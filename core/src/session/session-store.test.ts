import { describe, expect, it } from 'vitest';
import { createSessionStore } from './session-store';
import { memoryStorage } from './memory-storage.testing';

const token = (name: string) => `h.${Buffer.from(JSON.stringify({ name, buName: 'Demo', role: ['PickerRole'], exp: Date.now() / 1000 + 3600 })).toString('base64url')}.s`;
const answer = (name: string) => ({ accessToken: token(name), businessUnitName: 'Demo', defaultLanguage: 'da-DK', picture: null });

describe("the stored session's last-known permissions", () => {
  it('are kept with the session for the next page load, per user, and go with the sign-out', () => {
    const storage = memoryStorage();
    const session = createSessionStore(storage);
    session.signIn('picker', answer('picker'));
    expect(session.knownPermissions()).toBeUndefined();
    session.keepPermissions({ header: { users: false }, grid: {}, data: { navigation: true } });

    // The next page load reads them before any settings call.
    const next = createSessionStore(storage);
    expect(next.knownPermissions()).toEqual({ header: { users: false }, grid: {}, data: { navigation: true } });

    // Another user signed in on the same machine has none of them.
    next.signIn('super', answer('super'));
    expect(next.knownPermissions()).toBeUndefined();
    next.signOut();
    next.signIn('picker', answer('picker'));
    expect(next.knownPermissions()).toEqual({ header: { users: false }, grid: {}, data: { navigation: true } });
    next.signOut();
    expect(createSessionStore(storage).knownPermissions()).toBeUndefined();
  });

  it('are none when what is stored is not readable', () => {
    const storage = memoryStorage();
    const session = createSessionStore(storage);
    session.signIn('picker', answer('picker'));
    storage.setItem('cockpit.permissions.picker', '{not json');
    expect(session.knownPermissions()).toBeUndefined();
    storage.setItem('cockpit.permissions.picker', '[1]');
    expect(session.knownPermissions()).toBeUndefined();
  });
});
