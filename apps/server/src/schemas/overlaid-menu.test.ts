import { describe, expect, it } from 'vitest';
import type { MenuSchema } from '@cockpit/core/schema';
import { kebabOf, menuEntryOf, newScreenFile, overlaidMenu, ownerAt } from './overlaid-menu';

const menu: MenuSchema = {
  items: [
    { routeName: 'stocks', path: 'stocks-page', displayName: 'Menu.stocks', icon: 'stocks', order: 6 },
    { routeName: 'admin', displayName: 'Menu.admin', order: 9, routes: [{ routeName: 'users', path: 'users-page', displayName: 'Menu.users', order: 1 }] },
  ],
  settings: [],
};

describe('the menu with the studio', () => {
  it("changes a shipped screen's entry in place, nested too, and names its owner", () => {
    const { menu: next, owners } = overlaidMenu(menu, [
      { gridId: 'Stock', paths: ['stocks-page', 'stocks-es-page'], menu: { icon: 'inventory', label: 'Studio.Stock.menu' } },
      { gridId: 'User', paths: ['users-page'], menu: { order: 4 } },
    ]);
    expect(next.items[0]).toMatchObject({ icon: 'inventory', displayName: 'Studio.Stock.menu', order: 6 });
    expect(next.items[1].routes![0].order).toBe(4);
    expect(menu.items[0].icon).toBe('stocks');
    expect(ownerAt(owners, '/items/1/routes/0/order')).toBe('User');
    expect(ownerAt(owners, '/items/0/icon')).toBe('Stock');
    expect(ownerAt(owners, '/items/1/displayName')).toBeUndefined();
  });

  it('adds an entry for a new screen at the end, with the permission of its list', () => {
    const { menu: next, owners } = overlaidMenu(menu, [
      { gridId: 'StockByLocation', paths: ['studio-stock-by-location-page'], menu: { icon: 'stocks' }, created: { routeName: 'studio-stock-by-location', title: 'Studio.StockByLocation.title', permission: 'data/navigation' } },
    ]);
    expect(next.items[2]).toEqual({
      routeName: 'studio-stock-by-location',
      path: 'studio-stock-by-location-page',
      displayName: 'Studio.StockByLocation.title',
      icon: 'stocks',
      order: 10,
      permission: 'data/navigation',
    });
    expect(ownerAt(owners, '/items/2/icon')).toBe('StockByLocation');
    expect(menuEntryOf(next, ['studio-stock-by-location-page'])?.routeName).toBe('studio-stock-by-location');
    expect(kebabOf('StockByLocation2')).toBe('stock-by-location2');
    expect(newScreenFile('MaterialNames')).toBe('grids/studio-material-names.json');
  });
});
