import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { generatedTypesDir } from '../gen/generate-types';
import { repoRoot, tempProject, type TempProject } from '../testing/temp-project';

let project: TempProject | undefined;
afterEach(() => project?.remove());

describe('cockpit gen types', () => {
  it('writes the same files as the repository holds, and --check then passes', async () => {
    project = tempProject();
    expect(await project.run('gen', 'types')).toBe(0);
    const dir = path.join(project.root, generatedTypesDir);
    const names = fs.readdirSync(dir).sort();
    expect(names).toEqual(fs.readdirSync(path.join(repoRoot, generatedTypesDir)).sort());
    expect(project.out).toContain('wrote core/src/schema/generated/grid.ts');
    expect(await project.run('gen', 'types', '--check')).toBe(0);
  });

  it('--check fails and names the file when a meta-schema changed; gen types brings it up to date', async () => {
    project = tempProject();
    await project.run('gen', 'types');
    const menu = project.readJson('schemas/meta/menu.schema.json');
    menu.$defs.menuItem.properties.badge = { type: 'string', description: 'A short text beside the entry.' };
    project.writeJson('schemas/meta/menu.schema.json', menu);
    expect(await project.run('gen', 'types', '--check')).toBe(1);
    expect(project.err).toEqual(['stale: core/src/schema/generated/menu.ts (run npm run gen)']);
    expect(await project.run('gen', 'types')).toBe(0);
    expect(fs.readFileSync(path.join(project.root, generatedTypesDir, 'menu.ts'), 'utf8')).toMatch(/badge\?: string;/);
  });
});
