import { describe, expect, it } from 'vitest';
import { lines, schemaFixture, validateFixture, type Files } from './testing/fixture';

async function found(files: Files): Promise<string[]> {
  const set = await validateFixture(files);
  return set.report.issues.map((i) => `[${i.rule}] ${lines([i])[0]}`);
}

describe('menu entries', () => {
  it('a route name is used once among the menu and once among the settings (the two are apart)', async () => {
    const files = schemaFixture();
    const menu = files['menu.json'];
    menu.items.push({ routeName: 'orders', path: 'orders-page', displayName: 'Menu.orders', order: 2, permission: 'data/navigation' });
    menu.settings[0].items.push({ routeName: 'users', path: 'users', displayName: 'Settings.users', permission: 'header/settings/users' });
    // The settings may name a route the menu names: they are overridden apart.
    menu.settings[0].items.push({ routeName: 'orders', path: 'users', displayName: 'Settings.users', permission: 'header/settings/users' });
    expect((await found(files)).filter((l) => l.startsWith('[duplicate-menu-route]'))).toEqual([
      '[duplicate-menu-route] menu.json#/items/1/routeName: route name "orders" is already used at /items/0',
      '[duplicate-menu-route] menu.json#/settings/0/items/1/routeName: route name "users" is already used at /settings/0/items/0',
    ]);
  });

  it("a settings entry's text, permission and page are known, as a menu entry's are", async () => {
    const files = schemaFixture();
    const menu = files['menu.json'];
    menu.items.push({ routeName: 'board', path: 'board-page', displayName: 'Menu.bord', order: 2, permission: 'data/navigaton' });
    menu.settings[0].items.push({ routeName: 'roles', path: 'roles-page', displayName: 'Settings.role', permission: 'header/settings/role' });
    const issues = await found(files);
    for (const at of ['items/1', 'settings/0/items/1']) {
      expect(
        issues.some((l) => l.startsWith(`[missing-translation] menu.json#/${at}/displayName`) || l.includes(`#/${at}/displayName`)),
        `${at} text`,
      ).toBe(true);
      expect(
        issues.some((l) => l.startsWith(`[unknown-permission] menu.json#/${at}/permission`)),
        `${at} permission`,
      ).toBe(true);
      expect(
        issues.some((l) => l.startsWith(`[unknown-page] menu.json#/${at}/path`)),
        `${at} page`,
      ).toBe(true);
    }
  });
});
