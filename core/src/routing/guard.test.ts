import { describe, expect, it } from 'vitest';
import { guardRoute, type GuardState } from './guard';

const state = (over: Partial<GuardState> = {}): GuardState => ({
  authenticated: true,
  features: ['MaterialsServerSidePaging'],
  hasPermission: (p) => p !== 'header/settings/users',
  ...over,
});

describe('route guard, rules in order', () => {
  it('1. always allows the login pages, even signed out', () => {
    expect(guardRoute({ path: 'login' }, state({ authenticated: false }))).toEqual({ kind: 'allow' });
    expect(guardRoute({ path: '/login-internal' }, state({ authenticated: false }))).toEqual({ kind: 'allow' });
  });
  it('2. sends a signed-out user to login, before looking at features or permissions', () => {
    expect(guardRoute({ path: 'materials-page', feature: 'Nope', permission: 'header/settings/users' }, state({ authenticated: false }))).toEqual({ kind: 'login' });
  });
  it('3. needs the route feature enabled', () => {
    expect(guardRoute({ path: 'materials-es-page', feature: 'MaterialsServerSidePaging' }, state())).toEqual({ kind: 'allow' });
    expect(guardRoute({ path: 'stocks-es-page', feature: 'StockServerSidePaging' }, state())).toEqual({ kind: 'denied', reason: 'feature', detail: 'StockServerSidePaging' });
  });
  it('3 before 4: a missing feature is reported even when the permission is missing too', () => {
    expect(guardRoute({ path: 'x', feature: 'Nope', permission: 'header/settings/users' }, state())).toMatchObject({ reason: 'feature' });
  });
  it('4. needs the route permission', () => {
    expect(guardRoute({ path: 'users', permission: 'header/settings/users' }, state())).toEqual({ kind: 'denied', reason: 'permission', detail: 'header/settings/users' });
    expect(guardRoute({ path: 'printer-management', permission: 'header/settings/printers' }, state())).toEqual({ kind: 'allow' });
  });
  it('allows a route with neither feature nor permission', () => {
    expect(guardRoute({ path: '' }, state())).toEqual({ kind: 'allow' });
  });
});
