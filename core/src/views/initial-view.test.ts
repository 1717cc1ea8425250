import { describe, expect, it } from 'vitest';
import { findViewByName, initialView } from './initial-view';
import { paramsAfterSave, paramsAfterSwitch, viewNameFromParams } from './view-url';
import type { CustomViewHeader } from './view-types';

const view = (id: number, name: string, scope: CustomViewHeader['scope']): CustomViewHeader => ({
  id,
  customViewName: name,
  owner: 'Material',
  key: `Material_CustomView_${id}`,
  scope,
  isShared: scope !== 'user',
  isOwn: scope === 'user',
  canModify: true,
});
const views = [view(1, 'Packing', 'all'), view(2, 'packing', 'user'), view(3, 'Team', 'businessUnit')];

describe('which view a grid opens with', () => {
  it('takes ?custom-view first, the most specific view of that name', () => {
    expect(findViewByName(views, 'PACKING')?.id).toBe(2);
    expect(initialView({ urlName: 'Team', views, primaries: [{ owner: 'Material', id: 1, customViewName: 'Packing', scope: 'user' }], owner: 'Material' })).toEqual({
      id: 3,
      name: 'Team',
      from: 'url',
    });
    expect(initialView({ urlName: 'default', views, primaries: [], owner: 'Material' }).id).toBe(0);
  });

  it('then the primary view, the own one before the one for all, else the default view', () => {
    const primaries = [
      { owner: 'Material', id: 3, customViewName: 'Team', scope: 'all' as const },
      { owner: 'Stock', id: 1, customViewName: 'Packing', scope: 'user' as const },
    ];
    expect(initialView({ views, primaries, owner: 'Material' })).toEqual({ id: 3, name: 'Team', from: 'primary', missing: undefined });
    expect(initialView({ views, primaries: [...primaries, { owner: 'Material', id: 0, customViewName: 'Default', scope: 'user' }], owner: 'Material' }).id).toBe(0);
    expect(initialView({ urlName: 'Nope', views, primaries: [], owner: 'Material' })).toEqual({ id: 0, name: 'Default', from: 'default', missing: 'Nope' });
    // A primary view that is gone (or not visible) is passed over.
    expect(initialView({ views, primaries: [{ owner: 'Material', id: 99, customViewName: 'Gone', scope: 'user' }], owner: 'Material' }).from).toBe('default');
  });

  it('drops custom-view and toDate when switching, and selects the saved view after saving', () => {
    const params = new URLSearchParams('custom-view=Team&fromDate=2026-01-01&toDate=2026-02-01');
    expect(viewNameFromParams(params)).toBe('Team');
    expect(paramsAfterSwitch(params).toString()).toBe('fromDate=2026-01-01');
    expect(paramsAfterSave(params, 'Mine Too').get('custom-view')).toBe('Mine Too');
  });
});
