import { describe, expect, it } from 'vitest';
import { visibleRoutes } from './visible-routes';
import type { MenuRoute } from '../../settings/settings-store';

describe('menu items', () => {
  it('keeps allowed items sorted by order, nested ones too, and drops empty accordions', () => {
    const r = (routeName: string, order: number, isAllowed = true, routes?: MenuRoute[]): MenuRoute => ({ routeName, displayName: `Menu.${routeName}`, path: routes ? undefined : routeName, order, isAllowed, routes });
    const out = visibleRoutes([r('stocks', 6), r('operations', 1), r('hidden', 2, false), r('purchase', 11, true, [r('drafts', 2), r('suppliers', 1)]), r('empty', 12, true, [r('x', 1, false)])]);
    expect(out.map((i) => i.routeName)).toEqual(['operations', 'stocks', 'purchase']);
    expect(out[2].routes!.map((i) => i.routeName)).toEqual(['suppliers', 'drafts']);
  });
});
