import { describe, expect, it, vi } from 'vitest';
import { mergePermissions } from './merge';
import { evaluateRule, hasPermission, isGlobalAdmin, isReservedRoleName, resolveDefaults, type PermissionDefaults } from './rules';

const defaults: PermissionDefaults = {
  header: { users: 'admin', import: 'all', integration_monitor: 'none', stock_attributes: { roles: ['AdminRole'] } },
  grid: { exports: 'all', can_save_for_all: { roles: ['AdminRole'] } },
  data: { prepare: 'all', partly_prepare: 'none' },
};
const admin = [{ name: 'AdminRole' }];
const user = [{ name: 'PickerRole' }];
const globalAdmin = [{ name: 'Whatever', systemRole: 'global-admin-user' }];

describe('permission rules', () => {
  it('evaluates all, none, admin and roles', () => {
    expect(evaluateRule('all', user)).toBe(true);
    expect(evaluateRule('none', admin)).toBe(false);
    expect(evaluateRule('admin', admin)).toBe(true);
    expect(evaluateRule('admin', user)).toBe(false);
    expect(evaluateRule('admin', [{ name: 'Boss', systemRole: 'Administrator' }])).toBe(true);
    expect(evaluateRule({ roles: ['AdminRole'] }, user)).toBe(false);
  });
  it('lets a global-admin-user role pass every role check', () => {
    expect(evaluateRule({ roles: ['AdminRole'] }, globalAdmin)).toBe(true);
    expect(evaluateRule('admin', globalAdmin)).toBe(true);
  });
  it('makes nobody global or administrator by a reserved role name alone', () => {
    const named = [{ name: 'GlobalAdminRole' }, { name: 'globaladminuserrole', systemRole: null }];
    expect(isGlobalAdmin(named)).toBe(false);
    expect(evaluateRule('admin', named)).toBe(false);
    expect(evaluateRule({ roles: ['GlobalAdminRole'] }, named)).toBe(false);
    expect(evaluateRule({ roles: ['GlobalAdminRole'] }, [{ name: 'GlobalAdminRole', systemRole: 'global-admin-user' }])).toBe(true);
    expect(isReservedRoleName(' GLOBALADMINROLE ')).toBe(true);
    expect(isReservedRoleName('AdminRole')).toBe(false);
  });
  it('requires admin for a permission with no path or an unknown key', () => {
    const map = resolveDefaults(defaults, user);
    expect(hasPermission(map, undefined, user)).toBe(false);
    expect(hasPermission(map, undefined, admin)).toBe(true);
    expect(hasPermission(map, 'data/unknown_thing', user)).toBe(false);
    expect(hasPermission(map, 'data/prepare', user)).toBe(true);
    expect(hasPermission(map, 'header/settings/import', user)).toBe(true);
  });
});

describe('permission merge', () => {
  it('merges server permissions over the defaults', () => {
    const map = mergePermissions(resolveDefaults(defaults, user), {
      header: JSON.stringify({ users: true }),
      data: JSON.stringify({ prepare: false, partly_prepare: true }),
    });
    expect(map.header.users).toBe(true);
    expect(map.header.import).toBe(true);
    expect(map.data.prepare).toBe(false);
    expect(map.data.partly_prepare).toBe(true);
    expect(map.grid.exports).toBe(true);
  });
  it('logs and ignores permission JSON that cannot be parsed, keeping the rest', () => {
    const log = vi.fn();
    const map = mergePermissions(resolveDefaults(defaults, user), { header: '{not json', grid: '[1,2]', data: JSON.stringify({ prepare: false, x: 'yes' }) }, log);
    expect(log).toHaveBeenCalledTimes(2);
    expect(map.header.users).toBe(false);
    expect(map.data.prepare).toBe(false);
    expect(map.data.x).toBeUndefined();
  });
});
