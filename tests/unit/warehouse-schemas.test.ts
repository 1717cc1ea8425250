import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { Ajv2020 } from 'ajv/dist/2020';
import { layeredSchemas, validateSchemaFolder } from '@cockpit/core/schema/node';

/**
 * The warehouse engine's schema files: shape (Ajv2020 against the meta-schemas), the project's
 * validator with its cross-reference checks, and every text they use in all three languages.
 */
const schemasDir = path.resolve(__dirname, '../../schemas');
const pluginsDir = path.resolve(__dirname, '../../plugins');
// The warehouse plugin's path tables live in its folder: files are read as the server reads them,
// the host's schemas with the plugins' over them.
const schemas = layeredSchemas(schemasDir, pluginsDir);
const read = (file: string) => schemas.read(file) as ReturnType<typeof JSON.parse>;

const GRIDS = ['operations', 'jobs', 'tasks', 'maintenance', 'inventory', 'stocks', 'outgoing-orders', 'ingoing-orders'].map((g) => `grids/${g}.json`);
const DIALOGS = (schemas.list('dialogs') ?? []).filter((f) => read(`dialogs/${f}`).title?.startsWith('Dialogs.')).map((f) => `dialogs/${f}`);
const OURS = [
  ...GRIDS,
  ...['operations', 'jobs', 'tasks', 'maintenance', 'inventory', 'outgoing-orders', 'ingoing-orders', 'terminal'].map((a) => `api-paths/${a}.json`),
  ...DIALOGS.filter((d) => /(inventory|recount|min-max|operation|job|order-|pick-|dedicate|stock|assign|reassign)/.test(d)),
];
const LANGUAGES = ['en-GB', 'da-DK', 'nb-NO'];
const GROUPS = [
  'Operations',
  'Jobs',
  'Tasks',
  'Maintenance',
  'Inventory',
  'Stocks',
  'OutgoingOrders',
  'IngoingOrders',
  'WorkLogs',
  'Enums.OrderState',
  'Enums.OrderLineState',
  'Enums.OperationState',
  'Enums.JobState',
  'Enums.TaskState',
  'Enums.TaskType',
  'Enums.ProcessCategory',
  'Enums.InventoryState',
  'Enums.InventoryLineState',
  'Enums.IngoingLineState',
  'Enums.ReplenishmentKind',
  'Errors.Orders',
  'Errors.Tasks',
  'Errors.Jobs',
  'Errors.Operations',
  'Errors.Stock',
  'Errors.Inventory',
  'Errors.Maintenance',
  'Errors.Features',
];

function ajv() {
  const a = new Ajv2020({ allErrors: true, strict: false });
  for (const f of fs.readdirSync(path.join(schemasDir, 'meta'))) a.addSchema(read(`meta/${f}`), f);
  return a;
}

function flatten(node: unknown, prefix: string, out: Set<string>): Set<string> {
  if (typeof node === 'string') out.add(prefix);
  else if (node && typeof node === 'object') for (const [k, v] of Object.entries(node)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  return out;
}

function keysOf(language: string): Set<string> {
  const keys = new Set<string>();
  for (const file of fs.readdirSync(path.join(schemasDir, 'i18n', language))) {
    if (file.endsWith('.json')) flatten(read(`i18n/${language}/${file}`), file.slice(0, -5), keys);
  }
  return keys;
}

/** Every translation key a file names: labels, titles, messages, enum values. */
function usedKeys(value: unknown, out = new Set<string>()): Set<string> {
  if (typeof value === 'string' && /^(Operations|Jobs|Tasks|Maintenance|Inventory|Stocks|OutgoingOrders|IngoingOrders|Dialogs|Errors|Validation)\.[\w.-]+$/.test(value))
    out.add(value);
  else if (Array.isArray(value)) value.forEach((v) => usedKeys(v, out));
  else if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    if (o.type === 'enum' && typeof o.enum === 'string' && typeof o.field === 'string') out.add(`Enums.${o.enum}`);
    if (typeof o.enum === 'string' && Array.isArray(o.values)) for (const v of o.values) out.add(`Enums.${o.enum}.${v}`);
    // A messages column names the prefix its codes are translated under (Tasks.log.<code>): its texts must exist.
    if (o.type === 'messages' && typeof o.messages === 'string') out.add(`${o.messages}.*`);
    // Path-table keys (Maintenance.description ...) look like texts but are calls.
    Object.entries(o).forEach(([k, v]) => k !== 'api' && k !== 'call' && k !== 'messages' && usedKeys(v, out));
  }
  return out;
}

describe('warehouse schema files', () => {
  it('match their meta-schemas (Ajv2020)', () => {
    const a = ajv();
    for (const file of OURS) {
      const kind = file.startsWith('grids/') ? 'grid' : file.startsWith('dialogs/') ? 'dialog' : 'api-paths';
      const validate = a.getSchema(`${kind}.schema.json`)!;
      expect(validate(read(file)), `${file}: ${JSON.stringify(validate.errors)}`).toBe(true);
    }
  });

  it('are listed in schemas/index.json and pass the project validator without errors', async () => {
    const index = read('index.json');
    for (const file of OURS) {
      const list = file.startsWith('grids/') ? index.grids : file.startsWith('dialogs/') ? index.dialogs : index.apiPaths;
      expect(list, file).toContain(file);
    }
    const set = await validateSchemaFolder(schemasDir, { pluginsDir });
    const ours = set.report.issues.filter((i) => i.severity === 'error' && (OURS.includes(i.file) || GROUPS.some((g) => i.file.endsWith(`/${g}.json`))));
    expect(ours).toEqual([]);
  });

  it('use only texts that exist, and every warehouse text exists in en-GB, da-DK and nb-NO', () => {
    const catalogues = Object.fromEntries(LANGUAGES.map((l) => [l, keysOf(l)]));
    for (const file of OURS) {
      for (const key of usedKeys(read(file))) {
        for (const l of LANGUAGES) {
          // A key used with { count } may be stored in its i18next plural forms only (X_one, X_other).
          const known = key.endsWith('.*')
            ? [...catalogues[l]].some((k) => k.startsWith(key.slice(0, -1)))
            : key.startsWith('Enums.') && !key.slice(6).includes('.')
              ? [...catalogues[l]].some((k) => k.startsWith(`${key}.`))
              : catalogues[l].has(key) || catalogues[l].has(`${key}_other`);
          expect(known, `${file} uses ${key}, missing in ${l}`).toBe(true);
        }
      }
    }
    for (const group of [...GROUPS, ...DIALOGS.map((d) => `Dialogs.${path.basename(d, '.json')}`)]) {
      const sets = LANGUAGES.map((l) => flatten(read(`i18n/${l}/${group}.json`), group, new Set()));
      expect([...sets[1]].sort(), `${group} da-DK`).toEqual([...sets[0]].sort());
      expect([...sets[2]].sort(), `${group} nb-NO`).toEqual([...sets[0]].sort());
      // Translated, not copied: most texts differ from English.
      const en = read(`i18n/en-GB/${group}.json`);
      const da = read(`i18n/da-DK/${group}.json`);
      expect(JSON.stringify(da), group).not.toBe(JSON.stringify(en));
    }
  });

  it('name in the path table every call the engine serves (key -> method and path)', () => {
    // Each area of the route table has its own generated file.
    const paths = (area: string) => read(`api-paths/${area}.json`).paths as Record<string, { method: string; path: string }>;
    expect(paths('operations')['Process.prepare']).toMatchObject({ method: 'PUT', path: '/api/Process/prepare' });
    expect(paths('ingoing-orders')['IngoingOrder.complete']).toMatchObject({ method: 'PATCH', path: '/api/IngoingOrder/complete' });
    expect(paths('operations')['Operation.SplitOrder']).toMatchObject({ method: 'POST', path: '/api/Operation/SplitOrder' });
    // The path table is every file of api-paths, the host's and the plugins' (one per area of the route table).
    const keys = new Set(
      (schemas.list('api-paths') ?? []).filter((f) => f.endsWith('.json')).flatMap((f) => Object.keys((read(`api-paths/${f}`).paths ?? {}) as Record<string, unknown>)),
    );
    for (const file of GRIDS) {
      const called = JSON.stringify(read(file)).match(/"(?:api|call)":"([A-Z][A-Za-z]+\.[A-Za-z]+)"/g) ?? [];
      for (const c of called) {
        const key = c.split(':')[1].replace(/"/g, '');
        expect(keys.has(key), `${file} calls ${key}`).toBe(true);
      }
    }
  });
});
