import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parsePermissionPath, resolveDefaults, type PermissionMap } from '@cockpit/core/permissions';
import { holds, isListViewName, LIST_READ, listReadPermission, routePermission, SIGNED_IN, WRITE, WRITE_ROUTES, type WriteDoor } from './door-permissions';
import { loadPermissionDefaults } from './permission-service';

// The door table's rules on their own: which permission each list and write needs, and how a
// caller's permissions answer it. tests/security/door-permissions.test.ts walks every door of the
// running server with the demo's roles.
const defaults = loadPermissionDefaults(path.resolve(__dirname, '../../../../schemas'));
const picker = [{ name: 'PickerRole' }];
const admin = [{ name: 'AdminRole' }];
const callerWith = (roles: { name: string }[], denied: string[] = []) => {
  const permissions: PermissionMap = resolveDefaults(defaults, roles);
  for (const p of denied) {
    const parsed = parsePermissionPath(p)!;
    permissions[parsed.scope][parsed.key] = false;
  }
  return { permissions, roles };
};

describe('the door table', () => {
  it('names only permissions the defaults know, so none falls back to "administrators only" by a typo', () => {
    const named = [...Object.values(LIST_READ).filter((p) => p !== SIGNED_IN), ...Object.values(WRITE)] as string[];
    expect(named.length).toBe(14 + 7);
    for (const permission of named) {
      const parsed = parsePermissionPath(permission);
      expect(parsed, permission).toBeDefined();
      expect(Object.hasOwn(defaults[parsed!.scope], parsed!.key), permission).toBe(true);
    }
  });

  it('has a route for every write, each an API write call', () => {
    expect(Object.keys(WRITE_ROUTES).sort()).toEqual(Object.keys(WRITE).sort());
    for (const [door, route] of Object.entries(WRITE_ROUTES)) expect(route, door).toMatch(/^(POST|PUT) \/api\/[A-Za-z]+(\/[A-Za-z]+)?$/);
    expect(new Set(Object.values(WRITE_ROUTES)).size).toBe(Object.keys(WRITE_ROUTES).length);
    expect(WRITE_ROUTES.gainStock).toBe('POST /api/Stock/gain');
    expect(WRITE.gainStock).toBe('data/gain_stock');
  });

  it('lets any signed-in user read master-data lists, and asks settings and warehouse lists their permission', () => {
    for (const view of ['Material', 'Location', 'Supplier', 'StockAttribute', 'CauseCode', 'Draft']) expect(listReadPermission(view), view).toBe(SIGNED_IN);
    expect(listReadPermission('Printer')).toBe('header/settings/printers');
    expect(listReadPermission('User')).toBe('header/settings/users');
    expect(listReadPermission('IntegrationData')).toBe('header/settings/integration');
    for (const view of ['OutgoingOrder', 'OutgoingOrderLine', 'IngoingOrder', 'Operation', 'Job', 'Task', 'Stock', 'Inventory', 'InventoryLine', 'Maintenance', 'SalesOrderDraft'])
      expect(listReadPermission(view), view).toBe('data/navigation');
  });

  it('refuses a view it does not name, even one named like an object property', () => {
    expect(() => listReadPermission('Nonsense')).toThrow('List view "Nonsense" has no entry in LIST_READ (src/permissions/door-permissions.ts)');
    expect(() => listReadPermission('toString')).toThrow(/toString/);
    expect(isListViewName('Stock')).toBe(true);
    expect(isListViewName('Material')).toBe(true);
    expect(isListViewName('Nonsense')).toBe(false);
    expect(isListViewName('constructor')).toBe(false);
  });
});

describe('holding a door permission', () => {
  it('is every signed-in caller for SIGNED_IN, even one denied everything', () => {
    const nothing = { permissions: { header: {}, grid: {}, data: {} }, roles: [] };
    expect(holds(nothing, SIGNED_IN)).toBe(true);
    expect(holds(nothing, 'data/navigation')).toBe(false);
  });

  it("follows the caller's permissions otherwise: a picker reads stock, not users; denied navigation, not stock but still materials", () => {
    expect(holds(callerWith(picker), listReadPermission('Stock'))).toBe(true);
    expect(holds(callerWith(picker), listReadPermission('User'))).toBe(false);
    expect(holds(callerWith(admin), listReadPermission('User'))).toBe(true);
    const blind = callerWith(picker, ['data/navigation']);
    expect(holds(blind, listReadPermission('Stock'))).toBe(false);
    expect(holds(blind, listReadPermission('Material'))).toBe(true);
    const doors: WriteDoor[] = ['supplierAdd', 'gainStock'];
    for (const door of doors) {
      expect(holds(callerWith(picker), WRITE[door]), door).toBe(true);
      expect(holds(callerWith(admin, [WRITE[door]]), WRITE[door]), door).toBe(false);
    }
  });

  it('becomes a route config with the permission, or none for SIGNED_IN', () => {
    expect(routePermission(SIGNED_IN)).toEqual({});
    expect(routePermission('data/navigation')).toEqual({ permission: 'data/navigation' });
  });
});
