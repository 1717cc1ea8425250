import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PermissionDefaults } from '@cockpit/core/permissions';
import type { TestDatabase } from '../../../../tests/helpers/test-database';
import { createRulesDatabase } from '../../../../tests/helpers/rules-database';
import { createPermissionService, loadPermissionDefaults, storedRoles, withDevelopmentGlobalAdmin } from './permission-service';

// The permission service on a real database: the roles a user holds as stored, the per-role
// overrides over the defaults, and the rights kept per user until their rights version changes.
// One database for the file, with users and roles of its own in a unit of its own.

const defaults: PermissionDefaults = {
  header: { users: 'admin', import: 'all' },
  grid: { exports: 'all' },
  data: { prepare: 'all', assign_to_user: { roles: ['Planner'] }, partly_prepare: 'none' },
};

let database: TestDatabase;
const ids: Record<string, number> = {};
const q = <T = Record<string, unknown>>(sql: string, params: unknown[] = []) => database.db.query<T>(sql, params).then((r) => r.rows);

async function user(name: string, roles: string[]): Promise<number> {
  const [{ id }] = await q<{ id: number }>("insert into users (business_unit_id, user_name, display_name, password_hash) values ($1, $2, $2, 'x') returning id", [ids.bu, name]);
  for (const role of roles) await q('insert into user_role_members (user_id, role_id) values ($1, $2)', [id, ids[role]]);
  return id;
}

beforeAll(async () => {
  database = await createRulesDatabase();
  [{ id: ids.bu }] = await q<{ id: number }>("insert into business_units (name) values ('Rights test unit') returning id");
  for (const [name, systemRole] of [
    ['Picker', null],
    ['Planner', null],
    ['Boss', 'Administrator'],
    ['Zulu', null],
    ['Gone', null],
  ] as const) {
    [{ id: ids[name] }] = await q<{ id: number }>('insert into user_roles (business_unit_id, name, system_role) values ($1, $2, $3) returning id', [ids.bu, name, systemRole]);
  }
  // Picker: denied prepare, granted partly_prepare; Planner grants prepare back; Gone (deleted) would grant users.
  await q(
    `insert into role_permissions (role_id, scope, key, allowed) values
      ($1, 'data', 'prepare', false), ($1, 'data', 'partly_prepare', true), ($1, 'grid', 'exports', false),
      ($2, 'data', 'prepare', true),
      ($3, 'header', 'import', false), ($3, 'data', 'partly_prepare', false), ($3, 'header', 'extra', true),
      ($4, 'header', 'users', true)`,
    [ids.Picker, ids.Planner, ids.Boss, ids.Gone],
  );
  await q('update user_roles set deleted = true where id = $1', [ids.Gone]);
  ids.picker = await user('picker', ['Zulu', 'Picker', 'Gone']);
  ids.both = await user('both', ['Picker', 'Planner']);
  ids.boss = await user('boss', ['Boss']);
  ids.none = await user('nobody', []);
}, 300_000);
afterAll(() => database?.drop());

describe('the defaults file', () => {
  it('reads the three scopes, and a scope the file leaves out is empty', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cockpit-permissions-'));
    try {
      fs.writeFileSync(path.join(dir, 'permissions.json'), JSON.stringify({ header: { users: 'admin' } }));
      expect(loadPermissionDefaults(dir)).toEqual({ header: { users: 'admin' }, grid: {}, data: {} });
      fs.writeFileSync(path.join(dir, 'permissions.json'), JSON.stringify({ grid: { exports: 'all' }, data: { prepare: 'none' } }));
      expect(loadPermissionDefaults(dir)).toEqual({ header: {}, grid: { exports: 'all' }, data: { prepare: 'none' } });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("a user's stored roles", () => {
  it('are the roles they hold that are not deleted, by name, with their system roles', async () => {
    expect(await storedRoles(database.db, ids.picker)).toEqual([
      { name: 'Picker', systemRole: null },
      { name: 'Zulu', systemRole: null },
    ]);
    expect(await storedRoles(database.db, ids.boss)).toEqual([{ name: 'Boss', systemRole: 'Administrator' }]);
    expect(await storedRoles(database.db, ids.none)).toEqual([]);
  });
});

describe('the development global administrator', () => {
  const roles = [{ name: 'AdminRole', systemRole: null }];
  it('is the user named admin, in any case, on a development installation only', () => {
    expect(withDevelopmentGlobalAdmin(roles, 'Admin', true)).toEqual([...roles, { name: 'GlobalAdminRole', systemRole: 'global-admin-user' }]);
    expect(withDevelopmentGlobalAdmin(roles, 'admin', false)).toBe(roles);
    expect(withDevelopmentGlobalAdmin(roles, 'administrator', true)).toBe(roles);
  });
  it('gets no second global role, and gets it with no roles at all', () => {
    const global = [{ name: 'G', systemRole: 'global-admin-user' }];
    expect(withDevelopmentGlobalAdmin(global, 'admin', true)).toBe(global);
    const mixed = [...roles, ...global];
    expect(withDevelopmentGlobalAdmin(mixed, 'admin', true)).toBe(mixed);
    expect(withDevelopmentGlobalAdmin([], 'admin', true)).toEqual([{ name: 'GlobalAdminRole', systemRole: 'global-admin-user' }]);
  });
});

describe("a user's permissions", () => {
  const service = () => createPermissionService(database.db, defaults);

  it("are the defaults for their roles with their roles' overrides on top, a deleted role's left out", async () => {
    const roles = await storedRoles(database.db, ids.picker);
    expect(await service().forUser(ids.picker, roles)).toEqual({
      header: { users: false, import: true },
      grid: { exports: false },
      data: { prepare: false, assign_to_user: false, partly_prepare: true },
    });
  });

  it('let a role that grants win over one that denies', async () => {
    const map = await service().forUser(ids.both, await storedRoles(database.db, ids.both));
    expect(map.data).toEqual({ prepare: true, assign_to_user: true, partly_prepare: true });
  });

  it("keep for an administrator what administrators get by default, but take the overrides' other answers", async () => {
    const map = await service().forUser(ids.boss, await storedRoles(database.db, ids.boss));
    // import is granted by default: the deny does not take it; partly_prepare is off by default and stays off; extra is granted.
    expect(map).toEqual({ header: { users: true, import: true, extra: true }, grid: { exports: true }, data: { prepare: true, assign_to_user: false, partly_prepare: false } });
  });

  it('are the defaults alone for a user with no roles', async () => {
    expect(await service().forUser(ids.none, [])).toEqual({
      header: { users: false, import: true },
      grid: { exports: true },
      data: { prepare: true, assign_to_user: false, partly_prepare: false },
    });
  });
});

describe('rights kept per user', () => {
  const holder = (userId: number, rightsVersion: string, userName = 'picker') => ({ userId, userName, rightsVersion });

  it('are read from the database once and kept while the rights version and the user name stay', async () => {
    const service = createPermissionService(database.db, defaults);
    const first = await service.rightsOf(holder(ids.picker, '1'));
    expect(first.roles.map((r) => r.name)).toEqual(['Picker', 'Zulu']);
    expect(first.permissions.data.prepare).toBe(false);
    await q('insert into user_role_members (user_id, role_id) values ($1, $2)', [ids.picker, ids.Planner]);
    try {
      // Same stamp: the kept answer. A new stamp, or another name, reads the database again.
      expect(await service.rightsOf(holder(ids.picker, '1'))).toBe(first);
      const second = await service.rightsOf(holder(ids.picker, '2'));
      expect(second.roles.map((r) => r.name)).toEqual(['Picker', 'Planner', 'Zulu']);
      expect(second.permissions.data.prepare).toBe(true);
      expect(await service.rightsOf(holder(ids.picker, '2'))).toBe(second);
      const renamed = await service.rightsOf(holder(ids.picker, '2', 'picker2'));
      expect(renamed).not.toBe(second);
      expect(renamed).toEqual(second);
    } finally {
      await q('delete from user_role_members where user_id = $1 and role_id = $2', [ids.picker, ids.Planner]);
    }
  });

  it('are kept per user, and dropped for one user or for all', async () => {
    const service = createPermissionService(database.db, defaults);
    const picker = await service.rightsOf(holder(ids.picker, '1'));
    const boss = await service.rightsOf(holder(ids.boss, '1', 'boss'));
    expect(boss.roles).toEqual([{ name: 'Boss', systemRole: 'Administrator' }]);
    expect(await service.rightsOf(holder(ids.picker, '1'))).toBe(picker);
    service.invalidate(ids.picker);
    const again = await service.rightsOf(holder(ids.picker, '1'));
    expect(again).not.toBe(picker);
    expect(again).toEqual(picker);
    expect(await service.rightsOf(holder(ids.boss, '1', 'boss'))).toBe(boss);
    service.invalidate();
    expect(await service.rightsOf(holder(ids.boss, '1', 'boss'))).not.toBe(boss);
    expect(await service.rightsOf(holder(ids.picker, '1'))).not.toBe(again);
  });

  it('are kept for as many users as the cache holds, the longest unasked dropped first', async () => {
    const service = createPermissionService(database.db, defaults, { devMode: false, cacheSize: 2 });
    const picker = await service.rightsOf(holder(ids.picker, '1'));
    const boss = await service.rightsOf(holder(ids.boss, '1', 'boss'));
    // Asked again, the picker becomes the most recent; the next user drops the boss.
    await service.rightsOf(holder(ids.picker, '2'));
    const both = await service.rightsOf(holder(ids.both, '1', 'both'));
    expect(await service.rightsOf(holder(ids.both, '1', 'both'))).toBe(both);
    expect(await service.rightsOf(holder(ids.boss, '1', 'boss'))).not.toBe(boss);
    expect(picker.roles.length).toBe(2);
  });

  it('give the development administrator the global role only on a development installation', async () => {
    const dev = createPermissionService(database.db, defaults, { devMode: true });
    expect((await dev.rightsOf(holder(ids.boss, '1', 'admin'))).roles.map((r) => r.systemRole)).toEqual(['Administrator', 'global-admin-user']);
    const plain = createPermissionService(database.db, defaults);
    expect((await plain.rightsOf(holder(ids.boss, '1', 'admin'))).roles.map((r) => r.systemRole)).toEqual(['Administrator']);
    expect(plain.defaults).toBe(defaults);
  });
});
