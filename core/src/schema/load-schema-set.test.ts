import { describe, expect, it, vi } from 'vitest';
import { createSchemaValidator, loadSchemaSet } from './load-schema-set';
import { createMemorySource } from './memory-source';
import { manifestsFromDefinitions } from './plugin-manifest';
import { lines, schemaFixture, type Files } from './testing/fixture';

/** A fetch that serves the files like a static host: 404 for what is not there. */
function serve(files: Files, raw: Record<string, string> = {}) {
  return vi.fn(async (url: string | URL | Request) => {
    const path = String(url).replace(/^\/base\//, '');
    if (path in raw) return new Response(raw[path], { status: 200 });
    if (!(path in files)) return new Response('not found', { status: 404 });
    return new Response(JSON.stringify(files[path]), { status: 200 });
  }) as unknown as typeof fetch & ReturnType<typeof vi.fn>;
}

const catalogue = (files: Files) => async (code: string) => {
  // What the Localization API answers: the groups of the language, nested.
  const nested: Record<string, unknown> = {};
  for (const [path, value] of Object.entries(files)) {
    const match = new RegExp(`^i18n/${code}/(.+)\\.json$`).exec(path);
    if (match) nested[match[1]] = value;
  }
  return nested;
};

const plugins = manifestsFromDefinitions([{ name: 'orders', pages: [{ path: 'users', title: 'Settings.users' }], renderers: { stateBadge: () => null }, actions: {} }]);

describe('loading schemas in the console', () => {
  it('fetches index.json and what it lists, and answers the usable set', async () => {
    const files = schemaFixture();
    const fetchFn = serve(files);
    const set = await loadSchemaSet({ baseUrl: '/base/', fetch: fetchFn, plugins, catalogue: catalogue(files) });
    expect(lines(set.report.issues)).toEqual([]);
    expect(set.grids.map((g) => g.id)).toEqual(['OutgoingOrder']);
    expect(set.pathTable['OutgoingOrder.cancel']).toEqual({ method: 'POST', path: '/api/OutgoingOrder/cancel' });
    expect(fetchFn).toHaveBeenCalledWith('/base/grids/orders.json', { cache: 'no-cache' });
    // The browser cannot list folders, and says so rather than pretending it checked.
    expect(set.report.skipped).toEqual(['files missing from index.json: the folders could not be listed']);
  });

  it('reports a file that is not JSON by line and column, and keeps the rest', async () => {
    const files = schemaFixture();
    const set = await loadSchemaSet({ baseUrl: '/base/', fetch: serve(files, { 'dialogs/cancel-order.json': '{\n  "id": "cancel-order",\n  "title" "x"\n}' }), plugins });
    // Reported once, on the file: the grid whose action opens the dialog still works.
    expect(lines(set.report.issues)).toEqual([expect.stringMatching(/^dialogs\/cancel-order\.json#: is not valid JSON: .+ at line 3, column 11$/)]);
    expect(set.dialogs).toEqual([]);
    expect(set.grids.map((g) => g.id)).toEqual(['OutgoingOrder']);
    expect(set.report.files.find((f) => f.file === 'dialogs/cancel-order.json')).toMatchObject({ kind: 'dialog', ok: false });
  });

  it('checks renderers against the registered plugin definitions', async () => {
    const files = schemaFixture();
    files['grids/orders.json'].columns[1].renderer = 'orders.badge';
    const set = await loadSchemaSet({ baseUrl: '/base/', fetch: serve(files), plugins });
    expect(lines(set.report.issues)).toEqual([
      'grids/orders.json#/columns/1/renderer: cell renderer "orders.badge" is not declared in ../plugins/orders/plugin.json (it declares stateBadge under "renderers")',
    ]);
  });
});

describe('a validator for files the console has read itself', () => {
  it('reads what else it needs (meta-schemas, menu) and answers the issues of the given files', async () => {
    const files = schemaFixture();
    files['grids/orders.json'].columns[0].type = 'strng';
    files['menu.json'].items[0].permission = 'data/nothing';
    const source = createMemorySource(files);
    const read = vi.spyOn(source, 'read');
    const validate = createSchemaValidator(source, { plugins, catalogue: catalogue(files) });
    const given = new Map<string, unknown>(['index.json', 'api-paths/orders.json', 'permissions.json', 'grids/orders.json', 'dialogs/cancel-order.json'].map((f) => [f, files[f]]));
    const issues = await validate(given);
    expect(lines(issues)).toEqual([
      'grids/orders.json#/columns/0/type: must be one of text, number, money, percent, date, datetime, boolean, enum, lookup, messages; got "strng"',
      'menu.json#/items/0/permission: permission "data/nothing" is not in permissions.json',
    ]);
    expect(
      read.mock.calls
        .map(([p]) => p)
        .filter((p) => !p.startsWith('meta/'))
        .sort(),
    ).toEqual(['i18n/languages.json', 'menu.json']);
  });
});
