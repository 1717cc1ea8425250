import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { iconNames } from './icons';

/**
 * In the collapsed menu only the icons tell the entries apart: every entry of schemas/menu.json
 * (and the dashboard, which the shell adds) names an icon that exists, and no two share one.
 */
describe('menu icons', () => {
  it('are known and distinct for every top-level entry', () => {
    const menu = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../../schemas/menu.json'), 'utf8')) as { items: { routeName: string; icon?: string }[] };
    const entries = [{ routeName: 'dashboard', icon: 'dashboard' }, ...menu.items];
    const known = new Set(iconNames());
    expect(entries.filter((e) => !e.icon || !known.has(e.icon)).map((e) => e.routeName)).toEqual([]);
    const byIcon = new Map<string, string[]>();
    for (const e of entries) byIcon.set(e.icon!, [...(byIcon.get(e.icon!) ?? []), e.routeName]);
    expect([...byIcon.values()].filter((names) => names.length > 1)).toEqual([]);
  });

  it('draw differently: no two icons have the same drawing', () => {
    const drawn = new Map<string, string>();
    const source = fs.readFileSync(path.resolve(__dirname, '../icons/icon-paths.ts'), 'utf8');
    for (const m of source.matchAll(/^\s+(\w+):\s*\n?\s*'([^']+)'/gm)) drawn.set(m[1], m[2]);
    const seen = new Map<string, string>();
    const same: string[] = [];
    for (const [name, d] of drawn) {
      if (seen.has(d)) same.push(`${seen.get(d)} = ${name}`);
      seen.set(d, name);
    }
    expect(same).toEqual([]);
  });
});
