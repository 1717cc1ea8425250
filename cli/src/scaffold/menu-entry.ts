import fs from 'node:fs';
import path from 'node:path';
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

/**
 * Adds a page to the left menu (schemas/menu.json, after the last item) with its label
 * Menu.<routeName> in every console language (i18n/<language>/Menu.json, the English words to
 * translate). Answers the files written; none when the route is in the menu already.
 */
export function addMenuEntry(schemasDir: string, entry: { routeName: string; path: string; words: string }): string[] {
  const file = path.join(schemasDir, 'menu.json');
  if (!fs.existsSync(file)) return [];
  const menu = readJson<{ items: MenuItem[] }>(file);
  const all = (items: MenuItem[]): MenuItem[] => items.flatMap((i) => [i, ...all(i.routes ?? [])]);
  if (all(menu.items).some((i) => i.routeName === entry.routeName || i.path === entry.path)) return [];
  const order = Math.max(0, ...menu.items.map((i) => i.order)) + 1;
  menu.items.push({ routeName: entry.routeName, path: entry.path, displayName: `Menu.${entry.routeName}`, order });
  writeJson(file, menu);
  return [file, ...addTexts(schemasDir, 'Menu', { [entry.routeName]: entry.words })];
}
