import { describe, expect, it } from 'vitest';
import { lines, pluginFixture, schemaFixture, validateFixture, type Files } from './testing/fixture';

/** Issues as lines, with the rule, so a test also pins which rule caught it. */
async function found(files: Files, options?: Parameters<typeof validateFixture>[1]): Promise<string[]> {
  const set = await validateFixture(files, options);
  return set.report.issues.map((i) => `[${i.rule}] ${lines([i])[0]}`);
}

describe('cross-reference checks', () => {
  it('unknown dialog', async () => {
    const files = schemaFixture();
    files['grids/orders.json'].actions[0].dialog = 'cancel-ordr';
    expect(await found(files)).toEqual([
      '[unknown-dialog] grids/orders.json#/actions/0/dialog: dialog "cancel-ordr" does not exist: no file listed in index.json "dialogs" has this id (did you mean "cancel-order"?)',
    ]);
  });

  it('unknown API path, in a grid and in a dialog look-up', async () => {
    const files = schemaFixture();
    files['grids/orders.json'].actions[0].call.api = 'OutgoingOrder.cancl';
    files['dialogs/cancel-order.json'].lookups.reason.call = 'Lookup.causes';
    expect(await found(files)).toEqual([
      '[unknown-api-path] grids/orders.json#/actions/0/call/api: API path "OutgoingOrder.cancl" is not in the path table (api-paths/*.json listed in index.json) (did you mean "OutgoingOrder.cancel"?)',
      '[unknown-api-path] dialogs/cancel-order.json#/lookups/reason/call: API path "Lookup.causes" is not in the path table (api-paths/*.json listed in index.json)',
    ]);
  });

  it('unknown permission key, in a grid and in the menu', async () => {
    const files = schemaFixture();
    files['grids/orders.json'].actions[0].permission = 'data/cancel_ordr';
    files['menu.json'].settings[0].items[0].permission = 'header/settings/user';
    expect(await found(files)).toEqual([
      '[unknown-permission] menu.json#/settings/0/items/0/permission: permission "header/settings/user" is not in permissions.json (did you mean "header/settings/users"?)',
      '[unknown-permission] grids/orders.json#/actions/0/permission: permission "data/cancel_ordr" is not in permissions.json (did you mean "data/cancel_order"?)',
    ]);
  });

  it('unknown cell renderer: no such plugin, or no such piece in it', async () => {
    const files = schemaFixture();
    files['grids/orders.json'].columns[0].renderer = 'stock.quantityBar';
    files['grids/orders.json'].columns[1].renderer = 'orders.stateBadg';
    expect(await found(files)).toEqual([
      '[unknown-renderer] grids/orders.json#/columns/0/renderer: cell renderer "stock.quantityBar": no plugin is named "stock" (plugins/*/plugin.json)',
      '[unknown-renderer] grids/orders.json#/columns/1/renderer: cell renderer "orders.stateBadg" is not declared in ../plugins/orders/plugin.json (it declares stateBadge under "renderers") (did you mean "stateBadge"?)',
    ]);
  });

  it('unknown action handler', async () => {
    const files = schemaFixture();
    files['grids/orders.json'].actions[0].handler = 'orders.printLabel';
    expect(await found(files)).toEqual([
      '[unknown-action-handler] grids/orders.json#/actions/0/handler: action handler "orders.printLabel" is not declared in ../plugins/orders/plugin.json (it declares print under "actions")',
    ]);
  });

  it('translation key missing in one console language (a language that is not a console language does not count)', async () => {
    const files = schemaFixture();
    delete files['i18n/da-DK/Orders.json'].actions;
    expect(await found(files)).toEqual([
      '[unknown-translation-key] grids/orders.json#/actions/0/label: translation key "Orders.actions.cancel" is missing in da-DK (i18n/da-DK/Orders.json)',
    ]);
  });

  it('translation keys in dialogs: title, form titles and placeholders', async () => {
    const files = schemaFixture();
    files['dialogs/cancel-order.json'].form.properties.reason.title = 'Orders.cancel.reasn';
    files['dialogs/cancel-order.json'].uiSchema.reason['ui:placeholder'] = 'Orders.cancel.why';
    expect(await found(files)).toEqual([
      '[unknown-translation-key] dialogs/cancel-order.json#/form/properties/reason/title: translation key "Orders.cancel.reasn" is missing in en-GB, da-DK (i18n/en-GB/Orders.json, i18n/da-DK/Orders.json) (did you mean "Orders.cancel.reason"?)',
      '[unknown-translation-key] dialogs/cancel-order.json#/uiSchema/reason/ui:placeholder: translation key "Orders.cancel.why" is missing in en-GB, da-DK (i18n/en-GB/Orders.json, i18n/da-DK/Orders.json)',
    ]);
  });

  it('a dialog field shown as an enum ("ui:enum") needs the enum\'s translations', async () => {
    const files = schemaFixture();
    files['dialogs/cancel-order.json'].uiSchema.reason['ui:enum'] = 'OrderStat';
    expect(await found(files)).toEqual([
      '[unknown-translation-key] dialogs/cancel-order.json#/uiSchema/reason/ui:enum: enum "OrderStat" has no translations (Enums.OrderStat.<value>) in en-GB, da-DK (i18n/en-GB/Enums.OrderStat.json; i18n/da-DK/Enums.OrderStat.json)',
    ]);
  });

  it('enum values without translations', async () => {
    const files = schemaFixture();
    delete files['i18n/en-GB/Enums.OrderState.json'];
    expect(await found(files)).toEqual([
      '[unknown-translation-key] grids/orders.json#/columns/1/enum: enum "OrderState" has no translations (Enums.OrderState.<value>) in en-GB (i18n/en-GB/Enums.OrderState.json)',
      '[unknown-translation-key] grids/orders.json#/filters/0/options/values/0: translation key "Enums.OrderState.Started" is missing in en-GB (i18n/en-GB/Enums.OrderState.json)',
    ]);
  });

  it('duplicate grid ids and route paths across grid files', async () => {
    const files = schemaFixture();
    files['grids/orders-copy.json'] = structuredClone(files['grids/orders.json']);
    files['index.json'].grids.push('grids/orders-copy.json');
    expect(await found(files)).toEqual([
      '[duplicate-grid-id] grids/orders-copy.json#/id: grid view name "OutgoingOrder" is already used by grids/orders.json; saved views would be shared',
      '[duplicate-route] grids/orders-copy.json#/routes/0/path: route path "orders-page" is already used by grids/orders.json',
    ]);
  });

  it('a plugin page on a grid route', async () => {
    const plugin = pluginFixture();
    plugin.pages.push({ path: 'orders-page', title: 'Orders.board' });
    expect(await found(schemaFixture(), { plugins: [plugin] })).toEqual([
      '[duplicate-route] ../plugins/orders/plugin.json#/pages/1/path: route path "orders-page" is already used by grids/orders.json',
    ]);
  });

  it('duplicate dialog ids and path-table keys', async () => {
    const files = schemaFixture();
    files['dialogs/cancel-order-2.json'] = structuredClone(files['dialogs/cancel-order.json']);
    files['index.json'].dialogs.push('dialogs/cancel-order-2.json');
    files['api-paths/more.json'] = { $schema: '../meta/api-paths.schema.json', paths: { 'OutgoingOrder.list': { method: 'GET', path: '/api/Other/list' } } };
    files['index.json'].apiPaths.push('api-paths/more.json');
    expect(await found(files)).toEqual([
      '[duplicate-api-key] api-paths/more.json#/paths/OutgoingOrder.list: "OutgoingOrder.list" is already in api-paths/orders.json; a key may be in one file only',
      '[duplicate-dialog-id] dialogs/cancel-order-2.json#/id: dialog id "cancel-order" is already used by dialogs/cancel-order.json',
    ]);
  });

  it('duplicates inside a grid: columns, filters, actions', async () => {
    const files = schemaFixture();
    const grid = files['grids/orders.json'];
    grid.columns.push({ ...grid.columns[0] });
    grid.filters.push({ ...grid.filters[0] });
    grid.actions.push({ ...grid.actions[0] });
    expect(await found(files)).toEqual([
      '[duplicate-column] grids/orders.json#/columns/2: column field "id" is already used at /columns/0',
      '[duplicate-filter] grids/orders.json#/filters/1: filter name "state" is already used at /filters/0',
      '[duplicate-action] grids/orders.json#/actions/1: action id "cancel" is already used at /actions/0',
    ]);
  });

  it('columns named by defaultSort and enabledWhen exist', async () => {
    const files = schemaFixture();
    files['grids/orders.json'].defaultSort.field = 'createdAt';
    files['grids/orders.json'].actions[0].enabledWhen.field = 'status';
    expect(await found(files)).toEqual([
      '[unknown-column] grids/orders.json#/defaultSort/field: sorts by "createdAt", which is not a column of this grid',
      '[unknown-column] grids/orders.json#/actions/0/enabledWhen/field: "status" is not a column of this grid, so the rows cannot be checked against it (did you mean "state"?)',
    ]);
  });

  it('a grid file the index does not list', async () => {
    const files = schemaFixture();
    files['grids/tasks.json'] = structuredClone(files['grids/orders.json']);
    expect(await found(files)).toEqual(['[unlisted-file] grids/tasks.json#: is not listed in index.json "grids", so the console never loads it']);
  });

  it("a dialog's form is a usable JSON Schema and its look-ups name its fields", async () => {
    const files = schemaFixture();
    files['dialogs/cancel-order.json'].form.properties.quantity = { type: 'integr', minimum: 1 };
    files['dialogs/cancel-order.json'].lookups.reasn = files['dialogs/cancel-order.json'].lookups.reason;
    expect(await found(files)).toEqual([
      '[form-schema] dialogs/cancel-order.json#/form/properties/quantity/type: is not valid JSON Schema: must be one of array, boolean, integer, null, number, object, string or a list; got "integr"',
      '[unknown-field] dialogs/cancel-order.json#/lookups/reasn: looks up options for "reasn", which is not a property of the form (did you mean "reason"?)',
    ]);
  });

  it("a form's verdict is kept by its text: the same broken form is reported again, a mended one is not", async () => {
    const files = schemaFixture();
    files['dialogs/cancel-order.json'].form.properties.quantity = { type: 'integr', minimum: 1 };
    const broken =
      '[form-schema] dialogs/cancel-order.json#/form/properties/quantity/type: is not valid JSON Schema: must be one of array, boolean, integer, null, number, object, string or a list; got "integr"';
    expect(await found(files)).toEqual([broken]);
    expect(await found(files)).toEqual([broken]);
    files['dialogs/cancel-order.json'].form.properties.quantity = { type: 'integer', minimum: 1 };
    expect(await found(files)).toEqual([]);
    files['dialogs/cancel-order.json'].form.properties.quantity = { type: 'integr', minimum: 1 };
    expect(await found(files)).toEqual([broken]);
  });

  it('menu: duplicate route names are errors, entries opening no page are warnings', async () => {
    const files = schemaFixture();
    files['menu.json'].items.push({ routeName: 'orders', path: 'tasks-page', displayName: 'Menu.orders', order: 2 });
    const set = await validateFixture(files);
    expect(set.report.issues.map((i) => `${i.severity} ${lines([i])[0]}`)).toEqual([
      'error menu.json#/items/1/routeName: route name "orders" is already used at /items/0',
      'warning menu.json#/items/1/path: opens "tasks-page", which no grid route or plugin page declares yet',
    ]);
    expect(set.report.errorCount).toBe(1);
    expect(set.report.warningCount).toBe(1);
  });

  it("a plugin's translation group must exist in every console language", async () => {
    const plugin = pluginFixture();
    plugin.translationGroups.push('Stock');
    expect(await found(schemaFixture(), { plugins: [plugin] })).toEqual([
      '[unknown-translation-group] ../plugins/orders/plugin.json#/translationGroups/1: translation group "Stock" has no keys in en-GB, da-DK (add i18n/en-GB/Stock.json, i18n/da-DK/Stock.json)',
    ]);
  });

  it('says which checks it skipped when it was not given the plugins', async () => {
    const files = schemaFixture();
    files['grids/orders.json'].columns[0].renderer = 'nothing.atAll';
    const set = await validateFixture(files, { plugins: null });
    expect(set.report.issues).toEqual([]);
    expect(set.report.skipped).toEqual(['cell renderers, action handlers and menu pages: no plugin list was given']);
  });
});

describe('a broken schema never takes the whole set down', () => {
  it('leaves out the broken grid, keeps the others, and says which routes are broken and why', async () => {
    const files = schemaFixture();
    files['grids/tasks.json'] = {
      ...structuredClone(files['grids/orders.json']),
      id: 'Task',
      routes: [{ path: 'tasks-page', paging: 'client' }],
      actions: [],
    };
    files['index.json'].grids.push('grids/tasks.json');
    files['grids/orders.json'].columns[0].type = 'strng';
    const set = await validateFixture(files);
    expect(set.grids.map((g) => g.id)).toEqual(['Task']);
    const broken = set.report.files.filter((f) => !f.ok);
    expect(broken.map((f) => ({ file: f.file, id: f.id, routes: f.routes, rules: f.issues.map((i) => i.rule) }))).toEqual([
      { file: 'grids/orders.json', id: 'OutgoingOrder', routes: ['orders-page'], rules: ['enum'] },
    ]);
    expect(set.dialogs.map((d) => d.id)).toEqual(['cancel-order']);
    expect(set.report.ok).toBe(false);
  });

  it('keeps the good entries of a path-table file with one bad entry', async () => {
    const files = schemaFixture();
    files['api-paths/orders.json'].paths['OutgoingOrder.cancel'].method = 'FETCH';
    const set = await validateFixture(files);
    expect(Object.keys(set.pathTable)).toEqual(['OutgoingOrder.list', 'Lookup.reasons']);
    // The grid that calls the bad entry is not blamed twice: the key is declared, its entry is wrong.
    expect(set.report.issues.map((i) => i.file)).toEqual(['api-paths/orders.json']);
  });

  it('answers the set even when index.json is not there', async () => {
    const files = schemaFixture();
    delete files['index.json'];
    const set = await validateFixture(files);
    expect(lines(set.report.issues)).toEqual(['index.json#: does not exist']);
    expect(set.grids).toEqual([]);
  });
});
