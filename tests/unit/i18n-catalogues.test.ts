import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { layeredSchemas } from '@cockpit/core/schema/node';

const root = path.resolve(import.meta.dirname, '../..');
const i18nDir = path.join(root, 'schemas/i18n');
const CONSOLE_LANGUAGES = ['en-GB', 'da-DK', 'nb-NO'];

type Nested = { [k: string]: string | Nested };

function flatten(node: Nested, prefix: string, out: Map<string, string>): void {
  for (const [k, v] of Object.entries(node)) {
    const key = `${prefix}.${k}`;
    if (typeof v === 'string') out.set(key, v);
    else flatten(v, key, out);
  }
}

// The host's catalogues with the plugins' (plugins/<folder>/schemas/i18n/), as the server serves them.
const schemaFiles = layeredSchemas(path.dirname(i18nDir), path.join(root, 'plugins'));

function catalogue(lang: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const file of schemaFiles.list(`i18n/${lang}`) ?? []) {
    flatten(schemaFiles.read(`i18n/${lang}/${file}`) as Nested, file.slice(0, -5), out);
  }
  return out;
}

/** i18next plural forms: a key used as t('X.y', { count }) is stored as X.y_one / X.y_other. */
function has(cat: Map<string, string>, key: string): boolean {
  return cat.has(key) || cat.has(`${key}_one`) || cat.has(`${key}_other`);
}

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' || e.name === 'generated' ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [full] : [];
  });
}

describe('translation catalogues', () => {
  const cats = Object.fromEntries(CONSOLE_LANGUAGES.map((l) => [l, catalogue(l)]));

  it('have every key in en-GB, da-DK and nb-NO', () => {
    const all = new Set(CONSOLE_LANGUAGES.flatMap((l) => [...cats[l].keys()]));
    const missing = [...all].flatMap((key) => CONSOLE_LANGUAGES.filter((l) => !cats[l].has(key)).map((l) => `${l}: ${key}`));
    expect(missing).toEqual([]);
  });

  it('have no empty texts', () => {
    const empty = CONSOLE_LANGUAGES.flatMap((l) => [...cats[l]].filter(([, v]) => v.trim() === '').map(([k]) => `${l}: ${k}`));
    expect(empty).toEqual([]);
  });

  it('hold every key the console code names literally', () => {
    const files = [...sourceFiles(path.join(root, 'core/src')), ...fs.readdirSync(path.join(root, 'plugins')).flatMap((p) => sourceFiles(path.join(root, 'plugins', p, 'src')))];
    const used = new Set<string>();
    for (const file of files) {
      const text = fs.readFileSync(file, 'utf8');
      // t('Group.key'), t("Group.key"), i18n.t('Group.key'), and message keys passed around as 'Group.key' literals.
      for (const m of text.matchAll(/\bt\(\s*['"]([A-Z][A-Za-z0-9]*(?:\.[A-Za-z0-9_-]+)+)['"]/g)) used.add(m[1]);
      for (const m of text.matchAll(
        /['"]((?:Warnings|Grid|Common|Errors|Validation|Live|Shell|Login|MultiStatus|Dashboard|DashboardSettings|Settings|UserSettings|Views)\.[A-Za-z0-9_.-]+)['"]/g,
      ))
        used.add(m[1]);
    }
    expect(used.size).toBeGreaterThan(50);
    const missing = [...used].flatMap((key) => CONSOLE_LANGUAGES.filter((l) => !has(cats[l], key)).map((l) => `${l}: ${key}`));
    expect(missing).toEqual([]);
  });
});
