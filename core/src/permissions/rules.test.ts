import { describe, expect, it, vi } from 'vitest';
import { mergePermissions } from './merge';
import {
  evaluateRule,
  hasPermission,
  isAdministrator,
  isGlobalAdmin,
  isReservedRoleName,
  parsePermissionPath,
  permissionScopes,
  resolveDefaults,
  type PermissionDefaults,
  type PermissionMap,
} from './rules';

const picker = [{ name: 'PickerRole' }];
const adminByName = [{ name: 'AdminRole' }];
const adminBySystemRole = [{ name: 'Boss', systemRole: 'Administrator' }];
const global = [{ name: 'Anything', systemRole: 'global-admin-user' }];
const empty: PermissionMap = { header: {}, grid: {}, data: {} };

describe('who is an administrator', () => {
  it('is a holder of AdminRole or of the system role Administrator, or a global administrator', () => {
    expect(isAdministrator(adminByName)).toBe(true);
    expect(isAdministrator(adminBySystemRole)).toBe(true);
    expect(isAdministrator(global)).toBe(true);
    expect(isAdministrator(picker)).toBe(false);
    expect(isAdministrator([])).toBe(false);
    // Names are matched exactly: neither another case nor a system role called AdminRole counts.
    expect(isAdministrator([{ name: 'adminrole' }])).toBe(false);
    expect(isAdministrator([{ name: 'X', systemRole: 'AdminRole' }])).toBe(false);
    expect(isAdministrator([{ name: 'Administrator' }])).toBe(false);
    // One administrating role among others is enough.
    expect(isAdministrator([...picker, ...adminBySystemRole])).toBe(true);
  });

  it('is global only by the stored system role global-admin-user, among any roles', () => {
    expect(isGlobalAdmin([...picker, ...global])).toBe(true);
    expect(isGlobalAdmin(adminBySystemRole)).toBe(false);
    expect(isGlobalAdmin([{ name: 'global-admin-user' }])).toBe(false);
    expect(isGlobalAdmin([])).toBe(false);
  });

  it("reserves the global administrators' role names in any case and spacing, and only them", () => {
    expect(isReservedRoleName('GlobalAdminRole')).toBe(true);
    expect(isReservedRoleName('globaladminuserrole')).toBe(true);
    expect(isReservedRoleName('  GlobalAdminUserRole\t')).toBe(true);
    expect(isReservedRoleName('GlobalAdminRole2')).toBe(false);
    expect(isReservedRoleName('Global AdminRole')).toBe(false);
    expect(isReservedRoleName('')).toBe(false);
  });
});

describe('a default rule', () => {
  it('without a rule, or "admin", passes administrators only', () => {
    expect(evaluateRule(undefined, picker)).toBe(false);
    expect(evaluateRule(undefined, adminByName)).toBe(true);
    expect(evaluateRule('admin', adminBySystemRole)).toBe(true);
    expect(evaluateRule('admin', picker)).toBe(false);
  });

  it('"all" passes anyone, even without roles; "none" passes nobody, not even a global administrator', () => {
    expect(evaluateRule('all', [])).toBe(true);
    expect(evaluateRule('none', global)).toBe(false);
    expect(evaluateRule('none', adminByName)).toBe(false);
  });

  it('a list of roles passes a holder of one of them, and global administrators', () => {
    expect(evaluateRule({ roles: ['PickerRole', 'SuperUserRole'] }, picker)).toBe(true);
    expect(evaluateRule({ roles: ['PickerRole'] }, [{ name: 'Other' }, { name: 'PickerRole' }])).toBe(true);
    expect(evaluateRule({ roles: ['SuperUserRole'] }, picker)).toBe(false);
    // An administrator is not in the list, so does not pass it.
    expect(evaluateRule({ roles: ['SuperUserRole'] }, adminByName)).toBe(false);
    expect(evaluateRule({ roles: [] }, global)).toBe(true);
    expect(evaluateRule({ roles: [] }, picker)).toBe(false);
  });

  it('a unit role that carries a reserved name passes nothing by that name', () => {
    expect(evaluateRule({ roles: ['GlobalAdminRole', 'PickerRole'] }, [{ name: 'GlobalAdminRole' }])).toBe(false);
    expect(evaluateRule({ roles: ['GlobalAdminRole', 'PickerRole'] }, [{ name: 'GlobalAdminRole' }, { name: 'PickerRole' }])).toBe(true);
  });
});

describe('resolving the defaults for one user', () => {
  it('evaluates every key of every scope, and a missing scope resolves to no keys', () => {
    const defaults = { header: { users: 'admin', import: 'all' }, data: { prepare: { roles: ['PickerRole'] }, off: 'none' } } as unknown as PermissionDefaults;
    expect(resolveDefaults(defaults, picker)).toEqual({ header: { users: false, import: true }, grid: {}, data: { prepare: true, off: false } });
    expect(resolveDefaults(defaults, adminByName)).toEqual({ header: { users: true, import: true }, grid: {}, data: { prepare: false, off: false } });
  });
});

describe('a permission path', () => {
  it('names a scope and a key; header/settings/x is the header key x', () => {
    expect(permissionScopes).toEqual(['header', 'grid', 'data']);
    expect(parsePermissionPath('data/prepare')).toEqual({ scope: 'data', key: 'prepare' });
    expect(parsePermissionPath('grid/exports')).toEqual({ scope: 'grid', key: 'exports' });
    expect(parsePermissionPath('header/settings/users')).toEqual({ scope: 'header', key: 'users' });
    expect(parsePermissionPath('header/import')).toEqual({ scope: 'header', key: 'import' });
    // Only the header scope's settings folder is left out; deeper keys keep their slashes.
    expect(parsePermissionPath('data/settings/x')).toEqual({ scope: 'data', key: 'settings/x' });
    expect(parsePermissionPath('header/a/settings')).toEqual({ scope: 'header', key: 'a/settings' });
    expect(parsePermissionPath('header/settings/a/b')).toEqual({ scope: 'header', key: 'a/b' });
  });

  it('is malformed without a known scope or without a key', () => {
    expect(parsePermissionPath('rows/prepare')).toBeUndefined();
    expect(parsePermissionPath('Data/prepare')).toBeUndefined();
    expect(parsePermissionPath('data')).toBeUndefined();
    expect(parsePermissionPath('data/')).toBeUndefined();
    expect(parsePermissionPath('header/settings')).toBeUndefined();
    expect(parsePermissionPath('')).toBeUndefined();
  });
});

describe('holding a permission', () => {
  const map: PermissionMap = { header: { users: true, import: false }, grid: { exports: true }, data: { prepare: false, assign: true } };

  it('answers the stored value, granted or denied, whoever asks', () => {
    expect(hasPermission(map, 'data/assign', picker)).toBe(true);
    expect(hasPermission(map, 'header/settings/users', picker)).toBe(true);
    expect(hasPermission(map, 'grid/exports', picker)).toBe(true);
    // A stored denial holds for administrators too.
    expect(hasPermission(map, 'data/prepare', adminByName)).toBe(false);
    expect(hasPermission(map, 'header/import', global)).toBe(false);
  });

  it('needs an administrator for no path, a malformed path, or a key nobody knows', () => {
    for (const path of [undefined, '', 'nonsense/prepare', 'data', 'data/unknown', 'grid/prepare']) {
      expect(hasPermission(map, path, picker), String(path)).toBe(false);
      expect(hasPermission(map, path, adminByName), String(path)).toBe(true);
    }
    expect(hasPermission(empty, 'data/prepare', adminBySystemRole)).toBe(true);
  });
});

describe("merging the server's permissions over the defaults", () => {
  const defaults: PermissionMap = { header: { users: false }, grid: { exports: true }, data: { prepare: true } };

  it('takes each boolean of each scope, adds keys the defaults lack, and leaves the defaults themselves unchanged', () => {
    const merged = mergePermissions(
      defaults,
      { header: JSON.stringify({ users: true }), grid: JSON.stringify({ exports: false, extra: true }), data: JSON.stringify({ prepare: false }) },
      () => {},
    );
    expect(merged).toEqual({ header: { users: true }, grid: { exports: false, extra: true }, data: { prepare: false } });
    expect(defaults).toEqual({ header: { users: false }, grid: { exports: true }, data: { prepare: true } });
  });

  it('keeps the defaults where the server sends nothing, an empty text, or no scopes', () => {
    const log = vi.fn();
    expect(mergePermissions(defaults, undefined, log)).toEqual(defaults);
    expect(mergePermissions(defaults, { header: '', grid: undefined }, log)).toEqual(defaults);
    expect(log).not.toHaveBeenCalled();
  });

  it('ignores values that are not booleans', () => {
    const merged = mergePermissions(defaults, { data: JSON.stringify({ prepare: 'false', other: 1, none: null }) }, () => {});
    expect(merged.data).toEqual({ prepare: true });
  });

  it('logs and ignores a scope that is not JSON or not an object, naming the scope, and still merges the next scope', () => {
    for (const raw of ['{broken', 'null', '[]', '3', '"text"', 'true']) {
      const log = vi.fn();
      const merged = mergePermissions(defaults, { header: raw, data: JSON.stringify({ prepare: false }) }, log);
      expect(merged, raw).toEqual({ header: { users: false }, grid: { exports: true }, data: { prepare: false } });
      expect(log, raw).toHaveBeenCalledTimes(1);
      expect(log.mock.calls[0][0], raw).toBe(raw === '{broken' ? 'Ignoring header permissions: not valid JSON' : 'Ignoring header permissions: not an object');
    }
  });

  it('warns on the console by default', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    mergePermissions(defaults, { grid: '{' });
    expect(warn).toHaveBeenCalledWith('Ignoring grid permissions: not valid JSON');
    warn.mockRestore();
  });
});
