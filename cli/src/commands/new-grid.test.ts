import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { validateSchemaFolder } from '@cockpit/core/schema/node';
import { tempProject, type TempProject } from '../testing/temp-project';

let project: TempProject | undefined;
afterEach(() => project?.remove());

/** Errors of the copied folder (other people's files may have some; the scaffold must add none). */
async function errors(p: TempProject): Promise<string[]> {
  const set = await validateSchemaFolder(p.schemasDir, { pluginsDir: path.join(p.root, 'plugins') });
  return set.report.issues.filter((i) => i.severity === 'error').map((i) => `${i.file}#${i.pointer}: ${i.message}`);
}

describe('cockpit new grid', () => {
  it('writes a skeleton that validates, cross-references included, and lists it in index.json', async () => {
    project = tempProject();
    const before = await errors(project);
    expect(await project.run('new', 'grid', 'return-claims')).toBe(0);
    expect(project.err).toEqual([]);

    const grid = project.readJson('schemas/grids/return-claims.json');
    expect(grid).toMatchObject({
      $schema: '../meta/grid.schema.json',
      id: 'ReturnClaims',
      title: 'ReturnClaims.title',
      routes: [{ path: 'return-claims-page', paging: 'client' }],
      dataSource: { api: 'ReturnClaims.list' },
    });
    const index = project.readJson('schemas/index.json');
    expect(index.grids).toContain('grids/return-claims.json');
    expect(index.apiPaths).toContain('api-paths/return-claims.json');
    expect(project.readJson('schemas/api-paths/return-claims.json').paths['ReturnClaims.list']).toMatchObject({ method: 'GET', path: '/api/ReturnClaims/list' });
    for (const code of ['en-GB', 'da-DK', 'nb-NO']) {
      expect(project.readJson(`schemas/i18n/${code}/ReturnClaims.json`)).toEqual({ title: 'Return claims', columns: { id: 'Id' } });
    }
    expect(await errors(project)).toEqual(before);
    expect(project.out[project.out.length - 1]).toMatch(/^grids\/return-claims\.json validates\./);
  });

  it('uses an existing path-table key with --api, and refuses one that does not exist', async () => {
    project = tempProject();
    expect(await project.run('new', 'grid', 'stock-report', '--api', 'Material.description')).toBe(0);
    expect(project.readJson('schemas/grids/stock-report.json').dataSource).toEqual({ api: 'Material.description' });
    expect(fs.existsSync(path.join(project.schemasDir, 'api-paths/stock-report.json'))).toBe(false);

    expect(await project.run('new', 'grid', 'other', '--api', 'Nothing.here')).toBe(1);
    expect(project.err).toEqual([expect.stringMatching(/^cockpit: "Nothing\.here" is not in the path table/)]);
    expect(fs.existsSync(path.join(project.schemasDir, 'grids/other.json'))).toBe(false);
  });

  it('refuses a grid that exists and a name that is not a file name, changing nothing', async () => {
    project = tempProject();
    const index = fs.readFileSync(path.join(project.schemasDir, 'index.json'), 'utf8');
    expect(await project.run('new', 'grid', 'materials')).toBe(1);
    expect(await project.run('new', 'grid', 'Outgoing Orders')).toBe(1);
    expect(project.err).toEqual([
      'cockpit: grids/materials.json exists already.',
      'cockpit: "Outgoing Orders" is not a grid file name: use lower-case letters, digits and dashes, e.g. outgoing-orders.',
    ]);
    expect(fs.readFileSync(path.join(project.schemasDir, 'index.json'), 'utf8')).toBe(index);
  });
});
