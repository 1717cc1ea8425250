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
      'schemas/grids/orders.json#/columns/0/type: must be one of text, number, money, percent, date, datetime, boolean, enum, lookup; got "strng"',
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

  it('reads the plugins beside the folder, or from --plugins', async () => {
    project = tempProject();
    useFixture(project, 'elsewhere');
    expect(await project.run('validate')).toBe(1);
    expect(project.out[0]).toBe('schemas/grids/orders.json#/columns/1/renderer: cell renderer "orders.stateBadge": no plugin is named "orders" (plugins/*/plugin.json)');
    project.out.length = 0;
    expect(await project.run('validate', '--plugins', 'elsewhere')).toBe(0);
    expect(project.out).toEqual(['0 errors, 0 warnings in 8 files checked']);
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
