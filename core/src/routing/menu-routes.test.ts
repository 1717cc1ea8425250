import { describe, expect, it } from 'vitest';
import type { MenuItem } from '../schema/generated/menu';
import { buildMenuRoutes, buildSettingsMenu, isRouteOverrideList, parseRouteOverrides, visibleRoutes, type MenuAccess, type MenuRoute } from './menu-routes';

const items: MenuItem[] = [
  { routeName: 'operations', path: 'operations', displayName: 'Menu.operations', order: 1, permission: 'header/operations' },
  { routeName: 'stocks', path: 'stocks', displayName: 'Menu.stocks', order: 6 },
  {
    routeName: 'purchase',
    displayName: 'Menu.purchase',
    order: 11,
    feature: 'Purchase',
    routes: [{ routeName: 'suppliers', path: 'suppliers', displayName: 'Menu.suppliers', order: 1 }],
  },
];
const everything: MenuAccess = () => true;

describe('menu routes', () => {
  it('works isAllowed out from the feature and permission an item needs', () => {
    const access: MenuAccess = (feature, permission) => feature !== 'Purchase' && permission !== 'header/operations';
    const routes = buildMenuRoutes(items, access);
    expect(routes.map((r) => [r.routeName, r.isAllowed])).toEqual([
      ['operations', false],
      ['stocks', true],
      ['purchase', false],
    ]);
    expect(routes[2].routes?.[0]).toMatchObject({ routeName: 'suppliers', isAllowed: true });
  });

  it('lets a Routes setting hide and reorder items, nested ones too, but never show what is not allowed', () => {
    const overrides = parseRouteOverrides(
      JSON.stringify([
        { routeName: 'stocks', order: 0, isAllowed: false },
        { routeName: 'operations', isAllowed: true, order: 9 },
        { routeName: 'purchase', routes: [{ routeName: 'suppliers', order: 5 }] },
      ]),
    );
    const routes = buildMenuRoutes(items, (_f, permission) => permission !== 'header/operations', overrides);
    expect(routes.find((r) => r.routeName === 'stocks')).toMatchObject({ isAllowed: false, order: 0 });
    expect(routes.find((r) => r.routeName === 'operations')).toMatchObject({ isAllowed: false, order: 9 });
    expect(routes.find((r) => r.routeName === 'purchase')?.routes?.[0].order).toBe(5);
  });

  it('ignores a Routes setting that does not parse and drops entries that are not overrides', () => {
    expect(parseRouteOverrides('not json')).toBeUndefined();
    expect(parseRouteOverrides('{"routeName":"x"}')).toBeUndefined();
    expect(parseRouteOverrides(JSON.stringify([null, 3, { routeName: 4 }, { routeName: 'stocks', order: 'first', isAllowed: 'no', routes: 'x' }]))).toEqual([
      { routeName: 'stocks', order: undefined, isAllowed: undefined, routes: undefined },
    ]);
    expect(buildMenuRoutes(items, everything, parseRouteOverrides('[oops')).map((r) => r.order)).toEqual([1, 6, 11]);
  });

  it('says which Routes values may be stored', () => {
    expect(isRouteOverrideList([{ routeName: 'stocks', order: 1 }])).toBe(true);
    expect(isRouteOverrideList([{ order: 1 }])).toBe(false);
    expect(isRouteOverrideList({ routeName: 'stocks' })).toBe(false);
  });

  it('works out the settings panel per item', () => {
    const menu = {
      settings: [
        {
          group: 'General' as const,
          displayName: 'Settings.general',
          items: [
            { routeName: 'users', path: 'users', displayName: 'Menu.users', permission: 'header/users' },
            { routeName: 'printers', path: 'printers', displayName: 'Menu.printers', permission: 'header/printers' },
          ],
        },
      ],
    };
    const groups = buildSettingsMenu(menu, (_f, permission) => permission === 'header/users');
    expect(groups[0].items.map((i) => [i.routeName, i.isAllowed])).toEqual([
      ['users', true],
      ['printers', false],
    ]);
  });

  it('keeps allowed items sorted by order, nested ones too, and drops empty accordions', () => {
    const r = (routeName: string, order: number, isAllowed = true, routes?: MenuRoute[]): MenuRoute => ({
      routeName,
      displayName: `Menu.${routeName}`,
      path: routes ? undefined : routeName,
      order,
      isAllowed,
      routes,
    });
    const out = visibleRoutes([
      r('stocks', 6),
      r('operations', 1),
      r('hidden', 2, false),
      r('purchase', 11, true, [r('drafts', 2), r('suppliers', 1)]),
      r('empty', 12, true, [r('x', 1, false)]),
    ]);
    expect(out.map((i) => i.routeName)).toEqual(['operations', 'stocks', 'purchase']);
    expect(out[2].routes!.map((i) => i.routeName)).toEqual(['suppliers', 'drafts']);
  });
});
