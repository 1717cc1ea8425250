import { describe, expect, it } from 'vitest';
import { scopeRight, VIEW_SAVE_PERMISSIONS } from './view-rights';

const holding =
  (...paths: string[]) =>
  (path: string) =>
    paths.includes(path);
const all = Object.values(VIEW_SAVE_PERMISSIONS);

describe('who may save a view of each scope', () => {
  it("needs the scope's grid permission", () => {
    expect(scopeRight('user', holding('grid/can_save_for_me'), [])).toBe('allowed');
    expect(scopeRight('businessUnit', holding('grid/can_save_for_me'), [{ name: 'AdminRole' }])).toBe('noPermission');
    expect(scopeRight('all', holding(), [{ name: 'GlobalAdminRole', systemRole: 'global-admin-user' }])).toBe('noPermission');
  });

  it("takes a global administrator for a view for all, not a business unit's administrator", () => {
    expect(scopeRight('all', holding(...all), [{ name: 'AdminRole', systemRole: 'Administrator' }])).toBe('needsGlobalAdmin');
    expect(scopeRight('businessUnit', holding(...all), [{ name: 'AdminRole' }])).toBe('allowed');
    expect(scopeRight('all', holding(...all), [{ name: 'GlobalAdminRole', systemRole: 'global-admin-user' }])).toBe('allowed');
    // The name alone makes nobody global: a unit could call one of its roles so.
    expect(scopeRight('all', holding(...all), [{ name: 'GlobalAdminRole' }])).toBe('needsGlobalAdmin');
    expect(scopeRight('all', holding(...all), [{ name: 'HeadOffice', systemRole: 'global-admin-user' }])).toBe('allowed');
  });
});
