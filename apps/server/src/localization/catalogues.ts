import type { SchemaFiles } from '../schemas/schema-files';

export interface Language {
  code: string;
  name: string;
  /** Offered in the console's language choice (en-GB, da-DK, nb-NO). */
  console: boolean;
  /** Offered on the sign-in screen (English, German, Danish, Polish, Norwegian). */
  signIn: boolean;
}

export function languages(schemas: SchemaFiles): Language[] {
  return schemas.read<{ languages: Language[] }>('i18n/languages.json').languages;
}

export function availableLanguageCodes(schemas: SchemaFiles): string[] {
  return languages(schemas).map((l) => l.code);
}

type Nested = { [key: string]: string | Nested };

/**
 * A language's catalogue: every schemas/i18n/<code>/<Group>.json file becomes the key group
 * <Group> (Menu.json holds Menu.*), so each area keeps its texts in a file of its own. A dotted
 * file name nests: Enums.OrderState.json holds Enums.OrderState.*.
 */
export function nestedCatalogue(schemas: SchemaFiles, code: string): Nested {
  if (!/^[a-z]{2}(-[A-Z]{2})?$/.test(code) || !schemas.exists(`i18n/${code}`)) return {};
  // Made again only when a file of the language changed: putting 136 files together went through
  // a dozen file-system calls each (every plugin's folder), tens of ms a request that every page
  // load waited for; the same object also keeps its serialized answer and ETag (validated-answer.ts).
  const version = schemas.version(`i18n/${code}`);
  const byLanguage = made.get(schemas) ?? new Map<string, { version: string; catalogue: Nested }>();
  made.set(schemas, byLanguage);
  const kept = byLanguage.get(code);
  if (kept?.version === version) return kept.catalogue;
  const catalogue = readCatalogue(schemas, code);
  byLanguage.set(code, { version, catalogue });
  return catalogue;
}

const made = new WeakMap<SchemaFiles, Map<string, { version: string; catalogue: Nested }>>();

function readCatalogue(schemas: SchemaFiles, code: string): Nested {
  const result: Nested = {};
  for (const file of schemas.list(`i18n/${code}`)) {
    if (!file.endsWith('.json')) continue;
    const path = file.slice(0, -5).split('.');
    let node = result;
    for (const part of path.slice(0, -1)) {
      const next = node[part];
      node = typeof next === 'object' ? next : (node[part] = {});
    }
    const last = path[path.length - 1];
    const existing = node[last];
    const content = schemas.read<Nested>(`i18n/${code}/${file}`);
    node[last] = typeof existing === 'object' ? { ...existing, ...content } : content;
  }
  return result;
}

export function flatCatalogue(schemas: SchemaFiles, code: string): Record<string, string> {
  const flat: Record<string, string> = {};
  const walk = (node: Nested, prefix: string) => {
    for (const [k, v] of Object.entries(node)) {
      const key = prefix ? `${prefix}.${k}` : k;
      if (typeof v === 'string') flat[key] = v;
      else walk(v, key);
    }
  };
  walk(nestedCatalogue(schemas, code), '');
  return flat;
}
