import { beforeEach, describe, expect, it, vi } from 'vitest';
import { saveToken } from '../session/token-storage';
import { memoryStorage } from '../session/memory-storage.testing';

// The three lazily loaded pieces, at the edge: what is asked for is the test, not the chunks.
const asked = vi.hoisted(() => [] as string[]);
vi.mock('./layout/lazy-layout', () => ({ LazyLayout: { preload: () => asked.push('shell') } }));
vi.mock('../grid/lazy-grid-page', () => ({ LazyGridPage: { preload: () => asked.push('grid') } }));
vi.mock('./login/lazy-login-page', () => ({ LazyLoginPage: { preload: () => asked.push('sign-in') } }));

const { preloadFirstScreenCode } = await import('./preload-code');

const token = (expiresInSeconds: number) =>
  `h.${Buffer.from(JSON.stringify({ name: 'admin', buName: 'Demo', exp: Date.now() / 1000 + expiresInSeconds })).toString('base64url')}.s`;

function signedIn(expiresInSeconds = 3600): Storage {
  const storage = memoryStorage();
  saveToken(storage, 'admin', token(expiresInSeconds));
  return storage;
}

describe('preloadFirstScreenCode', () => {
  beforeEach(() => {
    asked.length = 0;
  });

  it("asks for the shell's and the grid page's code on a grid page with a stored session, never the sign-in page's", () => {
    preloadFirstScreenCode('/stocks-page', signedIn());
    expect(asked).toEqual(['shell', 'grid']);
  });

  it('asks for no grid code on the dashboard', () => {
    preloadFirstScreenCode('/', signedIn());
    expect(asked).toEqual(['shell']);
  });

  it("asks only for the sign-in page's code without a session, with an expired one, or on a sign-in address", () => {
    preloadFirstScreenCode('/stocks-page', memoryStorage());
    preloadFirstScreenCode('/stocks-page', signedIn(-60));
    preloadFirstScreenCode('/login', signedIn());
    expect(asked).toEqual(['sign-in', 'sign-in', 'sign-in']);
  });
});
