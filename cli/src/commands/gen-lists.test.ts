import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { repoRoot, tempProject, type TempProject } from '../testing/temp-project';

let project: TempProject | undefined;
afterEach(() => project?.remove());

/** A temporary project with the repository's schemas, its server (linked) and a copy of its plugins (the list views; gen writes into their schemas folders). */
function withServer(): TempProject {
  const p = tempProject({ nodeModules: true });
  fs.symlinkSync(path.join(repoRoot, 'apps'), path.join(p.root, 'apps'));
  fs.cpSync(path.join(repoRoot, 'plugins'), path.join(p.root, 'plugins'), { recursive: true, filter: (f) => !f.includes(`${path.sep}node_modules`) });
  return p;
}

const causeCodeList = 'plugins/cause-codes/schemas/lists/CauseCode.json';

describe('cockpit gen lists', () => {
  it("the repository's contracts are current: --check passes, and gen lists writes the same files", async () => {
    project = withServer();
    expect(await project.run('gen', 'lists', '--check')).toBe(0);
    expect(project.out[project.out.length - 1]).toMatch(/^\d+ list contracts are up to date$/);
    // The host declares no list view of its own now (its last, users, went to the settings plugin): its folder may be absent.
    fs.rmSync(path.join(project.schemasDir, 'lists'), { recursive: true, force: true });
    fs.rmSync(path.join(project.root, causeCodeList));
    expect(await project.run('gen', 'lists')).toBe(0);
    const dir = path.join(project.schemasDir, 'lists');
    const hostLists = fs.existsSync(path.join(repoRoot, 'schemas/lists')) ? fs.readdirSync(path.join(repoRoot, 'schemas/lists')) : [];
    expect(fs.existsSync(dir) ? fs.readdirSync(dir) : []).toEqual(hostLists);
    for (const name of hostLists) {
      expect(fs.readFileSync(path.join(dir, name), 'utf8'), name).toBe(fs.readFileSync(path.join(repoRoot, 'schemas/lists', name), 'utf8'));
    }
    // A plugin's list view is written into the plugin's own schemas folder, not listed in index.json.
    expect(fs.existsSync(path.join(dir, 'CauseCode.json'))).toBe(false);
    expect(project.readJson('schemas/index.json').lists).not.toContain('lists/CauseCode.json');
    const cause = project.readJson(causeCodeList);
    expect(cause.$schema).toBe('../../../../schemas/meta/list.schema.json');
    expect(cause).toMatchObject({ name: 'CauseCode', path: '/api/CauseCode/Header', liveView: 'CauseCode', paging: ['client', 'server'], fieldFilters: true });
    expect(cause.fields.value).toEqual({ type: 'text', sortable: true, operators: ['=', '!=', '<>', '<', '>', '<=', '>=', 'contain'] });
    expect(cause.filters.type).toEqual({ type: 'text', operator: 'in', field: 'type' });
    expect(JSON.stringify(cause)).not.toMatch(/cause_codes|c\.value/);
    expect(project.readJson('plugins/warehouse/schemas/lists/IntegrationData.json')).toMatchObject({ paging: ['server'], parameters: { sortOrder: { type: 'text' } } });
  });

  it('--check names a stale contract, a contract without a list view and a stale index; gen lists repairs them', async () => {
    project = withServer();
    const cause = project.readJson(causeCodeList);
    delete cause.fields.displayText;
    project.writeJson(causeCodeList, cause);
    fs.mkdirSync(path.join(project.schemasDir, 'lists'), { recursive: true });
    project.writeJson('schemas/lists/Gone.json', { ...cause, name: 'Gone' });
    const index = project.readJson('schemas/index.json');
    index.lists = [...(index.lists ?? []), 'lists/Gone.json'];
    project.writeJson('schemas/index.json', index);
    expect(await project.run('gen', 'lists', '--check')).toBe(1);
    expect(project.err).toEqual([
      'stale: plugins/cause-codes/schemas/lists/CauseCode.json (run npm run gen)',
      'stale: schemas/lists/Gone.json has no list view any more (run npm run gen)',
      'stale: schemas/index.json "lists" (run npm run gen)',
    ]);
    expect(await project.run('gen', 'lists')).toBe(0);
    expect(fs.existsSync(path.join(project.schemasDir, 'lists/Gone.json'))).toBe(false);
    expect(project.readJson('schemas/index.json').lists).not.toContain('lists/Gone.json');
    expect(project.readJson('schemas/index.json').grids).toEqual(index.grids);
    project.err.length = 0;
    expect(await project.run('gen', 'lists', '--check')).toBe(0);
  });

  it("without the server's list views it says what it needs", async () => {
    project = tempProject();
    expect(await project.run('gen', 'lists')).toBe(1);
    expect(project.err).toEqual(['cockpit: no server list views here: apps/server/src/areas/*/list-view.ts and apps/server/src/lists/list-contract.ts are needed']);
  });
});

describe('cockpit validate against the list contracts', () => {
  it('a published field is a filter from the schema alone; a typo is an error with the file, the pointer and "did you mean"', async () => {
    project = tempProject();
    const file = 'plugins/cause-codes/schemas/grids/cause-codes.json';
    const grid = project.readJson(file);
    grid.filters.push({ name: 'value', label: 'CauseCodes.columns.value', type: 'text' });
    project.writeJson(file, grid);
    expect(await project.run('validate')).toBe(0);
    expect(project.out.filter((l) => l.includes('error:'))).toEqual([]);

    grid.filters.push({ name: 'displayTxt', label: 'CauseCodes.columns.displayText', type: 'text' });
    grid.columns.push({ field: 'valeu', label: 'CauseCodes.columns.value', type: 'text' });
    grid.liveView = 'CauseCodes';
    project.writeJson(file, grid);
    project.out.length = 0;
    expect(await project.run('validate')).toBe(1);
    const contract = 'the list CauseCode (lists/CauseCode.json)';
    expect(project.out.filter((l) => l.startsWith(file))).toEqual([
      `${file}#/liveView: listens for live updates under "CauseCodes", but ${contract} that "CauseCode.Header" reads publishes them under "CauseCode"`,
      `${file}#/columns/3/field: "valeu" is not a field of ${contract}, so the column stays empty (did you mean "value"?)`,
      `${file}#/filters/2/name: "displayTxt" is not a filter of ${contract}, nor a field of it (filtered as <field> or <field>[<operator>]) (did you mean "displayText"?)`,
    ]);
  });
});
