import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { Type } from '@sinclair/typebox';
import { defineRoute, PUBLIC, SIGNED_IN, type RouteRight } from './define-route';
import { LIST_READ, WRITE } from './door-permissions';
import { isPermissionPath, PERMISSION_DEFAULTS, permissionDefaultsFile, permissionPaths } from './permission-defaults';
import { declaredRoutes } from './routes/index';
import { result } from './schema-parts';

const root = path.resolve(__dirname, '../../..');
const json = (file: string) => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'));

/** Every `permission` value anywhere in a JSON document (menu items, grid actions, plugin pages). */
function permissionsIn(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) permissionsIn(item, found);
  else if (value && typeof value === 'object')
    for (const [key, inner] of Object.entries(value)) {
      if (key === 'permission' && typeof inner === 'string') found.push(inner);
      else permissionsIn(inner, found);
    }
  return found;
}

describe('the permission table', () => {
  it('holds every permission a route names', () => {
    const unknown = declaredRoutes.filter((route) => route.permission !== SIGNED_IN && route.permission !== PUBLIC && !isPermissionPath(route.permission));
    expect(unknown.map((route) => `${route.key}: ${route.permission}`)).toEqual([]);
  });

  it('holds every door of the list reads and master-data writes (the hub, the import and the exports read them)', () => {
    for (const [view, right] of Object.entries(LIST_READ)) expect(right === SIGNED_IN || isPermissionPath(right), view).toBe(true);
    for (const [door, right] of Object.entries(WRITE)) expect(isPermissionPath(right), door).toBe(true);
  });

  it('holds every permission the menu, the grids and the plugins name', () => {
    const files = [
      'schemas/menu.json',
      ...fs.readdirSync(path.join(root, 'schemas/grids')).map((f) => `schemas/grids/${f}`),
      ...fs.readdirSync(path.join(root, 'plugins')).map((p) => `plugins/${p}/plugin.json`),
    ].filter((file) => fs.existsSync(path.join(root, file)));
    const unknown = files.flatMap((file) =>
      permissionsIn(json(file))
        .filter((p) => !isPermissionPath(p))
        .map((p) => `${file}: ${p}`),
    );
    expect(unknown).toEqual([]);
  });

  it('is what schemas/permissions.json says (written by cockpit gen permissions)', () => {
    expect(json('schemas/permissions.json')).toEqual(permissionDefaultsFile());
    expect(permissionPaths).toContain('header/settings/api_reference');
    expect(PERMISSION_DEFAULTS.header.api_reference).toBe('admin');
  });

  it('refuses a route whose permission is not in the table', () => {
    const route = (permission: string) =>
      defineRoute({ key: 'Thing.get', method: 'GET', path: 'Thing', permission: permission as RouteRight, answer: result(Type.Null()), description: 'A thing.' });
    expect(() => route('data/move_stok')).toThrow(/permission "data\/move_stok" is not in the permission table/);
    expect(() => route('header/users')).toThrow(/not in the permission table/);
    expect(route('data/move_stock').permission).toBe('data/move_stock');
  });
});
