import { sameViewName } from './view-name';
import { DEFAULT_VIEW_ID, DEFAULT_VIEW_NAME, type CustomViewHeader, type PrimaryViewEntry, type ViewScope } from './view-types';

export interface InitialView {
  id: number;
  name: string;
  from: 'url' | 'primary' | 'default';
  /** A name from the address that matches no view the user can see. */
  missing?: string;
}

const SPECIFIC_FIRST: ViewScope[] = ['user', 'businessUnit', 'all'];

/** A name may be used once per scope; the most specific view wins (the user's own, then the business unit's, then the global one). */
export function findViewByName(views: readonly CustomViewHeader[], name: string): CustomViewHeader | undefined {
  const matches = views.filter((v) => sameViewName(v.customViewName, name));
  return matches.sort((a, b) => SPECIFIC_FIRST.indexOf(a.scope) - SPECIFIC_FIRST.indexOf(b.scope))[0];
}

/** The effective primary view of a grid: the user's own, else the one set for all. */
export function primaryFor(primaries: readonly PrimaryViewEntry[], owner: string): PrimaryViewEntry | undefined {
  return primaries.find((p) => p.owner === owner && p.scope === 'user') ?? primaries.find((p) => p.owner === owner && p.scope === 'all');
}

/** Which view a grid page opens with: ?custom-view=name, else the primary view, else the default view. */
export function initialView(input: { urlName?: string; views: readonly CustomViewHeader[]; primaries: readonly PrimaryViewEntry[]; owner: string }): InitialView {
  let missing: string | undefined;
  if (input.urlName) {
    if (sameViewName(input.urlName, DEFAULT_VIEW_NAME)) return { id: DEFAULT_VIEW_ID, name: DEFAULT_VIEW_NAME, from: 'url' };
    const found = findViewByName(input.views, input.urlName);
    if (found) return { id: found.id, name: found.customViewName, from: 'url' };
    missing = input.urlName;
  }
  const primary = primaryFor(input.primaries, input.owner);
  if (primary && (primary.id === DEFAULT_VIEW_ID || input.views.some((v) => v.id === primary.id))) {
    const name = primary.id === DEFAULT_VIEW_ID ? DEFAULT_VIEW_NAME : input.views.find((v) => v.id === primary.id)!.customViewName;
    return { id: primary.id, name, from: 'primary', missing };
  }
  return { id: DEFAULT_VIEW_ID, name: DEFAULT_VIEW_NAME, from: 'default', missing };
}
