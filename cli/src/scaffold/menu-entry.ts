import fs from 'node:fs';
import path from 'node:path';
import { iconNames } from '@cockpit/core/icons';
import { readJson, writeJson } from '../project';
import { addTexts } from './catalogues';

interface MenuItem {
  routeName: string;
  path?: string;
  displayName: string;
  icon?: string;
  order: number;
  routes?: MenuItem[];
}

/** Icons of the shell's own controls, never a menu entry's. */
const CONTROL_ICONS = new Set(['menu', 'dashboard', 'settings', 'chevronDown', 'chevronRight', 'close', 'logout', 'language', 'user', 'help']);

/**
 * An icon the console draws that no top-level entry uses yet: in the collapsed menu only the
 * icons tell entries apart. Answers undefined when every icon is taken (validate then says so).
 */
function freeIcon(items: MenuItem[]): string | undefined {
  const used = new Set(items.map((i) => i.icon));
  return iconNames().find((name) => !CONTROL_ICONS.has(name) && !used.has(name));
}

/**
 * Adds a page to the left menu (schemas/menu.json, after the last item) with its label
 * Menu.<routeName> in every console language (i18n/<language>/Menu.json, the English words to
 * translate) and an icon no other entry uses (change it in menu.json; `cockpit validate` checks it). Answers the files written; none when the route is in the menu already.
 */
export function addMenuEntry(schemasDir: string, entry: { routeName: string; path: string; words: string }): string[] {
  const file = path.join(schemasDir, 'menu.json');
  if (!fs.existsSync(file)) return [];
  const menu = readJson<{ items: MenuItem[] }>(file);
  const all = (items: MenuItem[]): MenuItem[] => items.flatMap((i) => [i, ...all(i.routes ?? [])]);
  if (all(menu.items).some((i) => i.routeName === entry.routeName || i.path === entry.path)) return [];
  const order = Math.max(0, ...menu.items.map((i) => i.order)) + 1;
  const icon = freeIcon(menu.items);
  menu.items.push({ routeName: entry.routeName, path: entry.path, displayName: `Menu.${entry.routeName}`, ...(icon && { icon }), order });
  writeJson(file, menu);
  return [file, ...addTexts(schemasDir, 'Menu', { [entry.routeName]: entry.words })];
}
