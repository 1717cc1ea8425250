import { describe, expect, it } from 'vitest';
import { pageAfterSignIn } from './page-after-sign-in';

describe('pageAfterSignIn', () => {
  it('goes back to the page for the same user, or when nobody was signed in', () => {
    expect(pageAfterSignIn({ from: '/users', userName: 'admin' }, 'Admin')).toBe('/users');
    expect(pageAfterSignIn({ from: '/stocks-page?x=1' }, 'picker')).toBe('/stocks-page?x=1');
  });
  it('starts another user, and anyone without a page to go back to, on the dashboard', () => {
    expect(pageAfterSignIn({ from: '/users', userName: 'admin' }, 'picker')).toBe('/');
    expect(pageAfterSignIn(null, 'picker')).toBe('/');
    expect(pageAfterSignIn({ from: '/login-internal' }, 'picker')).toBe('/');
  });
});
