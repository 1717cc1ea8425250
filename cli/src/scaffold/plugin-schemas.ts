import fs from 'node:fs';
import path from 'node:path';
import { iconNames } from '@cockpit/core/icons';
import { layeredSchemas } from '@cockpit/core/schema/node';
import { writeJson } from '../project';

/** Icons of the shell's own controls, never a menu entry's. */
const CONTROL_ICONS = new Set(['menu', 'dashboard', 'settings', 'chevronDown', 'chevronRight', 'close', 'logout', 'language', 'user', 'help']);

interface MenuItem {
  routeName: string;
  icon?: string;
  order: number;
}

/**
 * The plugin's left-menu entry in its own schemas/menu.json: after every entry the host and the
 * other plugins have, with an icon none of them uses (in the collapsed menu only the icons tell
 * entries apart; none when all are taken, and `cockpit validate` says so), added to the plugin's
 * own menu.json. Answers the file.
 */
export function writePluginMenu(project: { schemasDir: string; pluginsDir: string }, dir: string, entry: { routeName: string; path: string; displayName: string }): string {
  const menu = layeredSchemas(project.schemasDir, project.pluginsDir).read('menu.json') as { items?: MenuItem[] };
  const items = menu.items ?? [];
  const used = new Set(items.map((i) => i.icon));
  const icon = iconNames().find((name) => !CONTROL_ICONS.has(name) && !used.has(name));
  const order = Math.max(0, ...items.map((i) => i.order)) + 1;
  const file = path.join(dir, 'schemas', 'menu.json');
  // A plugin that has a menu already keeps its entries and settings groups; the new entry comes last.
  const own = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as { items?: unknown[] }) : {};
  writeJson(file, { ...own, items: [...(own.items ?? []), { ...entry, ...(icon && { icon }), order }] });
  return file;
}

/** The server's list of plugins (plugins/server-plugins.json): the plugin's line added at the end. Answers the file, or undefined when it was listed. */
export function listServerPlugin(pluginsDir: string, name: string, folder: string): string | undefined {
  const file = path.join(pluginsDir, 'server-plugins.json');
  const list = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>) : {};
  if (list[name] === folder) return undefined;
  writeJson(file, { ...list, [name]: folder });
  return file;
}

/** The first migration of a new plugin: one above the highest number the host and the plugins have, so it runs after all of them. */
export function nextMigrationNumber(root: string, pluginsDir: string): string {
  const dirs = [
    path.join(root, 'apps/server/migrations'),
    ...(fs.existsSync(pluginsDir) ? fs.readdirSync(pluginsDir).map((f) => path.join(pluginsDir, f, 'server/migrations')) : []),
  ];
  const numbers = dirs.flatMap((dir) => (fs.existsSync(dir) ? fs.readdirSync(dir) : [])).map((f) => Number(/^(\d+)_/.exec(f)?.[1] ?? 0));
  return String(Math.max(0, ...numbers) + 1).padStart(3, '0');
}
