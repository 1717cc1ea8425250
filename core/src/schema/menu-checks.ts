import { iconNames } from '../icons/icon-paths';
import type { MenuItem, MenuSchema } from './generated/menu';
import { pointer } from './json-pointer';
import type { References } from './reference-checks';
import { didYouMean } from './suggest';
import type { FileIssue } from './types';

/**
 * The menu's texts and permissions exist; route names are unique (a Routes user setting overrides
 * entries by name); and, when the pages are known, each entry opens one. A path without a page is
 * a warning, not an error: menus are written ahead of the screens they will open. An entry's icon
 * is one the console draws (an unknown name would draw the dashboard's icon in its place).
 */
export function checkMenu(menu: MenuSchema, refs: References, pages: Map<string, string> | undefined): FileIssue[] {
  const issues: FileIssue[] = [];
  const names = new Map<string, string>();
  const page = (at: string, path: string | undefined) => {
    if (!pages || !path || pages.has(path)) return;
    issues.push({ pointer: at, rule: 'unknown-page', message: `opens "${path}", which no grid route or plugin page declares yet`, severity: 'warning' });
  };
  const icons = iconNames();
  const icon = (at: string, name: string | undefined) => {
    if (name === undefined || icons.includes(name)) return;
    issues.push({
      pointer: at,
      rule: 'unknown-icon',
      message: `icon "${name}" is not one the console draws${didYouMean(name, icons)}; the icons are ${icons.join(', ')}`,
      severity: 'error',
    });
  };
  /** An entry's route name once among `seen` (the menu's, or the settings'), and its text, permission and page known. */
  const entry = (item: Pick<MenuItem, 'routeName' | 'displayName' | 'permission' | 'path'>, here: string, seen: Map<string, string>) => {
    const earlier = seen.get(item.routeName);
    if (earlier)
      issues.push({
        pointer: pointer(here, 'routeName'),
        rule: 'duplicate-menu-route',
        message: `route name "${item.routeName}" is already used at ${earlier}`,
        severity: 'error',
      });
    else seen.set(item.routeName, here);
    refs.translation(pointer(here, 'displayName'), item.displayName);
    refs.permission(pointer(here, 'permission'), item.permission);
    page(pointer(here, 'path'), item.path);
  };
  const walk = (items: MenuItem[], at: string) =>
    items.forEach((item, i) => {
      const here = pointer(at, i);
      entry(item, here, names);
      icon(pointer(here, 'icon'), item.icon);
      if (item.routes) walk(item.routes, pointer(here, 'routes'));
    });
  walk(menu.items, '/items');

  const settingNames = new Map<string, string>();
  menu.settings.forEach((group, g) => {
    const here = pointer('/settings', g);
    refs.translation(pointer(here, 'displayName'), group.displayName);
    group.items.forEach((item, i) => entry(item, pointer(here, 'items', i), settingNames));
  });
  return issues;
}
