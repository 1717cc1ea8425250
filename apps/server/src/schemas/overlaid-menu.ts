import type { MenuItem, MenuSchema } from '@cockpit/core/schema';

/** A screen's menu entry as the studio changes it: the icon, the place and the label (a translation key). */
export interface MenuOverlay {
  icon?: string;
  order?: number;
  label?: string;
}

/** One screen's menu change: an existing screen's entries (by the pages it opens) or a new screen's own entry. */
export interface MenuChange {
  gridId: string;
  /** The pages of the screen (its routes' paths); an existing entry opening one of them is changed. */
  paths: string[];
  menu: MenuOverlay;
  /** Set for a screen the studio added: the entry is created with this route name, permission and feature. */
  created?: { routeName: string; title: string; permission?: string; feature?: string };
}

/** "StockByLocation" → "stock-by-location": the page and route name of a screen the studio added. */
export const kebabOf = (id: string): string =>
  id
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .toLowerCase();

/** The file a screen the studio added is validated and served as. */
export const newScreenFile = (gridId: string): string => `grids/studio-${kebabOf(gridId)}.json`;

/**
 * The menu with the studio's changes: an existing screen's entry takes the icon, order and label
 * the overlay sets; a new screen gets an entry of its own at the end of the left menu. Answers the
 * menu and, per changed entry's JSON pointer, the screen it belongs to (so that a problem the
 * validator finds there is the overlay's, and that overlay is left out).
 */
export function overlaidMenu(menu: MenuSchema, changes: readonly MenuChange[]): { menu: MenuSchema; owners: Map<string, string> } {
  const next = structuredClone(menu);
  const owners = new Map<string, string>();
  const set = (item: MenuItem, m: MenuOverlay) => {
    if (m.icon !== undefined) item.icon = m.icon;
    if (m.order !== undefined) item.order = m.order;
    if (m.label !== undefined) item.displayName = m.label;
  };
  for (const change of changes) {
    if (change.created) {
      const item: MenuItem = {
        routeName: change.created.routeName,
        path: change.paths[0],
        displayName: change.menu.label ?? change.created.title,
        order: change.menu.order ?? Math.max(0, ...next.items.map((i) => i.order)) + 1,
      };
      if (change.menu.icon !== undefined) item.icon = change.menu.icon;
      if (change.created.permission) item.permission = change.created.permission;
      if (change.created.feature) item.feature = change.created.feature;
      owners.set(`/items/${next.items.length}`, change.gridId);
      next.items.push(item);
      continue;
    }
    const walk = (items: MenuItem[], at: string) =>
      items.forEach((item, i) => {
        if (item.path !== undefined && change.paths.includes(item.path)) {
          set(item, change.menu);
          owners.set(`${at}/${i}`, change.gridId);
        }
        if (item.routes) walk(item.routes, `${at}/${i}/routes`);
      });
    walk(next.items, '/items');
  }
  return { menu: next, owners };
}

/** The entry of the menu that opens one of a screen's pages, if any. */
export function menuEntryOf(menu: MenuSchema, paths: readonly string[]): MenuItem | undefined {
  const find = (items: MenuItem[]): MenuItem | undefined => {
    for (const item of items) {
      if (item.path !== undefined && paths.includes(item.path)) return item;
      const inner = item.routes && find(item.routes);
      if (inner) return inner;
    }
    return undefined;
  };
  return find(menu.items);
}

/** The screen whose menu change a problem at this pointer of menu.json is in. */
export function ownerAt(owners: ReadonlyMap<string, string>, pointer: string): string | undefined {
  for (const [at, gridId] of owners) if (pointer === at || pointer.startsWith(`${at}/`)) return gridId;
  return undefined;
}
