import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { resolveGridExtends } from '@cockpit/core/schema';
import { layeredSchemas, validateSchemaFolder } from '@cockpit/core/schema/node';

/**
 * The master-data and settings screens' schema files (grids, dialogs, path tables, catalogues):
 * valid against the meta-schemas, passing the project validator, and translated in every console
 * language.
 */
const schemasDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../schemas');
const pluginsDir = path.resolve(schemasDir, '../plugins');
// Read as the server reads them: the host's schemas with the plugins' (plugins/<folder>/schemas/) over them.
const schemas = layeredSchemas(schemasDir, pluginsDir);
const read = (rel: string): Record<string, unknown> => schemas.read(rel) as Record<string, unknown>;
/** A grid as the console shows it: with the grid it extends applied (integration-requests extends integration-imports). */
const indexGrids = (read('index.json') as { grids: string[] }).grids;
const resolvedGrids = resolveGridExtends(new Map(indexGrids.map((f) => [f, read(f)])), indexGrids).grids;
const readResolved = (rel: string): Record<string, unknown> => (resolvedGrids.get(rel) as Record<string, unknown> | undefined) ?? read(rel);

const GRIDS = [
  'materials',
  'locations',
  'suppliers',
  'drafts',
  'sales-order-drafts',
  'users',
  'printers',
  'stock-attributes',
  'cause-codes',
  'integration-imports',
  'integration-requests',
  'integration-messages',
].map((n) => `grids/${n}.json`);
const DIALOGS = ['material', 'location', 'supplier', 'supplier-materials', 'printer', 'stock-attribute', 'cause-code', 'user', 'print-material-label'].map(
  (n) => `dialogs/${n}.json`,
);
const PATHS = ['materials', 'locations', 'lookups', 'suppliers', 'printers', 'stock-attributes', 'cause-codes', 'integration', 'users-admin', 'drafts', 'sales-order-drafts'].map(
  (n) => `api-paths/${n}.json`,
);
const CATALOGUES = [
  'Materials',
  'Locations',
  'Suppliers',
  'Drafts',
  'SalesOrderDrafts',
  'Users',
  'Printers',
  'StockAttributes',
  'CauseCodes',
  'Integration',
  ...DIALOGS.map((d) => `Dialogs.${path.basename(d, '.json')}`),
  ...[
    'AbcClass',
    'LocationStatus',
    'SupplierStatus',
    'PrintTechnology',
    'StockAttributeDataType',
    'StockAttributeHandling',
    'CauseCodeType',
    'IntegrationDirection',
    'IntegrationState',
    'IntegrationResultLevelFilter',
    'Initiated',
    'SortOrder',
    'UserType',
  ].map((e) => `Enums.${e}`),
  ...['Materials', 'Locations', 'Suppliers', 'Users'].map((e) => `Errors.${e}`),
];
const LANGUAGES = ['en-GB', 'da-DK', 'nb-NO'];

function flatKeys(node: unknown, prefix: string, into: Map<string, string>): Map<string, string> {
  for (const [k, v] of Object.entries(node as Record<string, unknown>)) {
    const key = `${prefix}.${k}`;
    if (typeof v === 'string') into.set(key, v);
    else flatKeys(v, key, into);
  }
  return into;
}
const catalogue = (lang: string) => {
  const keys = new Map<string, string>();
  for (const file of schemas.list(`i18n/${lang}`) ?? []) {
    if (file.endsWith('.json')) flatKeys(read(`i18n/${lang}/${file}`), file.slice(0, -5), keys);
  }
  return keys;
};

/** Every translation key a schema file names: labels, titles, messages, help texts. */
function keysUsed(node: unknown, into: Set<string>, parentKey = ''): Set<string> {
  if (typeof node === 'string') {
    const textKeys = ['title', 'label', 'confirm', 'message', 'emptyNotice', 'tooManyMessage', 'submitLabel', 'description', 'ui:help', 'ui:placeholder', 'ui:title'];
    if ((textKeys.includes(parentKey) || parentKey === 'rule') && /^[A-Z][A-Za-z]*\.[A-Za-z0-9_.-]+$/.test(node)) into.add(node);
    return into;
  }
  if (Array.isArray(node)) node.forEach((v) => keysUsed(v, into, parentKey));
  else if (node && typeof node === 'object') {
    for (const [k, v] of Object.entries(node)) {
      if (k === 'messages' && v && typeof v === 'object') {
        for (const rules of Object.values(v)) for (const key of Object.values(rules as Record<string, string>)) into.add(key);
      } else keysUsed(v, into, k);
    }
  }
  return into;
}

describe('master-data schema files', () => {
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  (addFormats as unknown as (a: Ajv2020) => void)(ajv);
  for (const meta of ['grid', 'dialog', 'api-paths', 'index']) ajv.addSchema(read(`meta/${meta}.schema.json`));
  const check = (file: string, id: string) => {
    const validate = ajv.getSchema(`https://cockpit.dev/schemas/meta/${id}.schema.json`)!;
    const ok = validate(readResolved(file));
    expect(ok, `${file}: ${ajv.errorsText(validate.errors)}`).toBe(true);
  };

  it.each(GRIDS)('%s is a valid grid', (file) => check(file, 'grid'));
  it.each(DIALOGS)('%s is a valid dialog, with a form that compiles', (file) => {
    check(file, 'dialog');
    const form = read(file).form as object;
    expect(() => ajv.compile(form)).not.toThrow();
  });
  it.each(PATHS)('%s is a valid path table', (file) => check(file, 'api-paths'));

  it('lists every file in schemas/index.json', () => {
    const index = read('index.json') as { apiPaths: string[]; grids: string[]; dialogs: string[] };
    for (const f of PATHS) expect(index.apiPaths).toContain(f);
    for (const f of GRIDS) expect(index.grids).toContain(f);
    for (const f of DIALOGS) expect(index.dialogs).toContain(f);
  });

  it('has every catalogue key in en-GB, da-DK and nb-NO, each translated', () => {
    const [en, da, nb] = LANGUAGES.map(catalogue);
    const mine = [...en.keys()].filter((k) => CATALOGUES.some((c) => k.startsWith(`${c}.`)));
    expect(mine.length).toBeGreaterThan(400);
    for (const key of mine) {
      expect(da.get(key), `da-DK lacks ${key}`).toEqual(expect.any(String));
      expect(nb.get(key), `nb-NO lacks ${key}`).toEqual(expect.any(String));
    }
    for (const other of [da, nb]) for (const key of other.keys()) if (CATALOGUES.some((c) => key.startsWith(`${c}.`))) expect(en.has(key), `en-GB lacks ${key}`).toBe(true);
    // Danish and Norwegian differ from English where words differ: a sample that must be translated.
    expect(da.get('Suppliers.actions.associateMaterials')).toBe('Tilknyt materialer');
    expect(nb.get('Suppliers.actions.associateMaterials')).toBe('Knytt til materialer');
  });

  it('names only keys that exist, in every language', () => {
    const catalogues = LANGUAGES.map(catalogue);
    for (const file of [...GRIDS, ...DIALOGS]) {
      const grid = readResolved(file);
      const used = keysUsed(grid, new Set());
      expect(used.size, `${file} names no translation keys`).toBeGreaterThan(3);
      for (const col of [...((grid.columns as Array<{ type: string; enum?: string }>) ?? [])]) if (col.enum) used.add(`Enums.${col.enum}`);
      for (const key of used) {
        catalogues.forEach((c, i) => {
          const present = c.has(key) || [...c.keys()].some((k) => k.startsWith(`${key}.`));
          expect(present, `${file}: ${LANGUAGES[i]} lacks ${key}`).toBe(true);
        });
      }
    }
  });

  it('passes the project validator without an issue in these files', { timeout: 60_000 }, async () => {
    const set = await validateSchemaFolder(schemasDir, { pluginsDir });
    const mine = new Set([...GRIDS, ...DIALOGS, ...PATHS, 'index.json']);
    const issues = set.report.issues.filter((i) => mine.has(i.file) || CATALOGUES.some((c) => i.file.endsWith(`/${c}.json`)));
    expect(issues).toEqual([]);
  });
});
