import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { pluginFixture, schemaFixture } from '../../../core/src/schema/testing/fixture';
import { tempProject, type TempProject } from '../testing/temp-project';

let project: TempProject | undefined;
afterEach(() => project?.remove());

/** Replaces the copied schemas with the fixture and its plugin, which validate without an issue. */
function useFixture(p: TempProject, pluginsDir = 'plugins'): void {
  fs.rmSync(p.schemasDir, { recursive: true });
  fs.rmSync(path.join(p.root, 'plugins'), { recursive: true, force: true });
  for (const [file, value] of Object.entries(schemaFixture())) {
    fs.mkdirSync(path.dirname(path.join(p.schemasDir, file)), { recursive: true });
    p.writeJson(`schemas/${file}`, value);
  }
  fs.mkdirSync(path.join(p.root, pluginsDir, 'orders'), { recursive: true });
  p.writeJson(`${pluginsDir}/orders/plugin.json`, pluginFixture());
}

describe('cockpit validate', () => {
  it('exits 0 and says how much it checked when all is well', async () => {
    project = tempProject();
    useFixture(project);
    expect(await project.run('validate')).toBe(0);
    expect(project.out).toEqual(['0 errors, 0 warnings in 8 files checked']);
  });

  it('exits 1 and prints each error as file#pointer: rule in words', async () => {
    project = tempProject();
    useFixture(project);
    const grid = project.readJson('schemas/grids/orders.json');
    grid.columns[0].type = 'strng';
    grid.actions[0].dialog = 'cancel-ordr';
    project.writeJson('schemas/grids/orders.json', grid);
    expect(await project.run('validate')).toBe(1);
    expect(project.out).toEqual([
      'schemas/grids/orders.json#/columns/0/type: must be one of text, number, money, percent, date, datetime, boolean, enum, lookup, messages; got "strng"',
      '1 error, 0 warnings in 8 files checked',
    ]);
    // Once the shape is right, the names are checked.
    grid.columns[0].type = 'number';
    project.writeJson('schemas/grids/orders.json', grid);
    project.out.length = 0;
    expect(await project.run('validate', 'schemas')).toBe(1);
    expect(project.out[0]).toBe(
      'schemas/grids/orders.json#/actions/0/dialog: dialog "cancel-ordr" does not exist: no file listed in index.json "dialogs" has this id (did you mean "cancel-order"?)',
    );
  });

  it('checks the live comparison of a filter against the list: its row field and its operator, with pointer and did-you-mean', async () => {
    project = tempProject();
    useFixture(project);
    const index = project.readJson('schemas/index.json');
    project.writeJson('schemas/index.json', { ...index, lists: ['lists/OutgoingOrder.json'] });
    const text = { type: 'text', sortable: false, operators: ['=', '!=', '<>', '<', '>', '<=', '>=', 'contain'] };
    fs.mkdirSync(path.join(project.schemasDir, 'lists'));
    project.writeJson('schemas/lists/OutgoingOrder.json', {
      $schema: '../meta/list.schema.json',
      name: 'OutgoingOrder',
      description: 'Generated.',
      path: '/api/OutgoingOrder/list',
      liveView: 'OutgoingOrder',
      paging: ['client', 'server'],
      defaultSort: { field: 'id', direction: 'desc' },
      fields: { id: { type: 'number', sortable: true, operators: ['=', '!=', '<>', '<', '>', '<=', '>='] }, orderNo: text, customerName: text, state: text },
      filters: { state: { type: 'text', operator: 'in', field: 'state' } },
      fieldFilters: true,
      parameters: {},
    });
    const grid = project.readJson('schemas/grids/orders.json');
    grid.filters = [
      { name: 'orderNo', label: 'Orders.columns.id', type: 'text', dxPropName: 'ordreNo' },
      { name: 'customerName', label: 'Orders.columns.id', type: 'text', dxPropName: 'customerName', dxSelector: '=' },
      { name: 'late', label: 'Orders.columns.id', type: 'text', queryName: 'orderNo[>=]', dxPropName: 'orderNo', dxSelector: '<=' },
      { name: 'state', label: 'Orders.columns.id', type: 'text', dxPropName: 'state' },
    ];
    project.writeJson('schemas/grids/orders.json', grid);
    expect(await project.run('validate')).toBe(1);
    const list = 'the list OutgoingOrder (lists/OutgoingOrder.json)';
    expect(project.out).toEqual([
      `schemas/grids/orders.json#/filters/0/dxPropName: "ordreNo" is not a field of ${list}, so rows that arrive live are compared with nothing (did you mean "orderNo"?)`,
      `schemas/grids/orders.json#/filters/1/dxSelector: ${list} filters "customerName" with contain, but live rows are compared with =, so a row that arrives live is shown or left out otherwise than on reload: write "dxSelector": "contain"`,
      `schemas/grids/orders.json#/filters/2/dxSelector: ${list} filters "orderNo[>=]" with >=, but live rows are compared with <=, so a row that arrives live is shown or left out otherwise than on reload: write "dxSelector": ">="`,
      `schemas/grids/orders.json#/filters/3/dxPropName: ${list} filters "state" with =, but live rows are compared with contain (the default of a text filter), so a row that arrives live is shown or left out otherwise than on reload: write "dxSelector": "="`,
      '4 errors, 0 warnings in 9 files checked',
    ]);
    // Spelled the list's way (any spelling of the operator), the grid is accepted.
    grid.filters[0].dxPropName = 'orderNo';
    grid.filters[1].dxSelector = 'contain';
    grid.filters[2].dxSelector = '>=';
    grid.filters[3].dxSelector = '=';
    project.writeJson('schemas/grids/orders.json', grid);
    project.out.length = 0;
    expect(await project.run('validate')).toBe(0);
  });

  it('reads the plugins beside the folder, or from --plugins', async () => {
    project = tempProject();
    useFixture(project, 'elsewhere');
    expect(await project.run('validate')).toBe(1);
    expect(project.out[0]).toBe('schemas/grids/orders.json#/columns/1/renderer: cell renderer "orders.stateBadge": no plugin is named "orders" (plugins/*/plugin.json)');
    project.out.length = 0;
    expect(await project.run('validate', '--plugins', 'elsewhere')).toBe(0);
    expect(project.out).toEqual(['0 errors, 0 warnings in 8 files checked']);
  });

  it("reads a plugin's schemas from its folder as if they were in schemas/, and names both sides of a clash", async () => {
    project = tempProject();
    useFixture(project);
    // The fixture's grid, its texts and its menu entry move into the plugin's folder.
    const grid = project.readJson('schemas/grids/orders.json');
    const index = project.readJson('schemas/index.json');
    project.writeJson('schemas/index.json', { ...index, grids: index.grids.filter((f: string) => f !== 'grids/orders.json') });
    fs.rmSync(path.join(project.schemasDir, 'grids/orders.json'));
    fs.mkdirSync(path.join(project.root, 'plugins/orders/schemas/grids'), { recursive: true });
    project.writeJson('plugins/orders/schemas/grids/orders.json', grid);
    expect(await project.run('validate')).toBe(0);
    expect(project.out).toEqual(['0 errors, 0 warnings in 8 files checked']);

    // A mistake in it is named where the file is.
    project.writeJson('plugins/orders/schemas/grids/orders.json', { ...grid, columns: [{ ...grid.columns[0], type: 'strng' }, ...grid.columns.slice(1)] });
    project.out.length = 0;
    expect(await project.run('validate')).toBe(1);
    expect(project.out[0]).toMatch(/^plugins\/orders\/schemas\/grids\/orders\.json#\/columns\/0\/type: must be one of/);

    // The same file in the host's folder and the plugin's is an error naming both.
    project.writeJson('plugins/orders/schemas/grids/orders.json', grid);
    project.writeJson('schemas/grids/orders.json', grid);
    project.out.length = 0;
    expect(await project.run('validate')).toBe(1);
    expect(project.out).toContain(
      'plugins/orders/schemas/grids/orders.json#: grids/orders.json is contributed by the host (schemas/grids/orders.json) and by plugin orders (plugins/orders/schemas/grids/orders.json)',
    );
  });

  it('prints the report as JSON with --json', async () => {
    project = tempProject();
    useFixture(project);
    expect(await project.run('validate', '--json')).toBe(0);
    const report = JSON.parse(project.out.join('\n'));
    expect(report).toMatchObject({ ok: true, errorCount: 0 });
    expect(report.files.map((f: { file: string }) => f.file)).toContain('grids/orders.json');
  });

  it('says so when there is no schemas folder', async () => {
    project = tempProject();
    fs.rmSync(project.schemasDir, { recursive: true });
    expect(await project.run('validate')).toBe(1);
    expect(project.err[0]).toMatch(/^cockpit: No schemas\/index\.json in .+ or any folder above it/);
  });
});
