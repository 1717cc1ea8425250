import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { repoRoot, tempProject, type TempProject } from './testing/temp-project';

const run = promisify(execFile);
const bin = path.join(repoRoot, 'cli/bin/cockpit.js');
let project: TempProject | undefined;
afterEach(() => project?.remove());

describe('bin/cockpit.js', () => {
  it('runs the TypeScript entry and exits 1 with the errors of a broken schema', { timeout: 60_000 }, async () => {
    project = tempProject();
    const grid = project.readJson('schemas/grids/materials.json');
    grid.columns[0].type = 'strng';
    project.writeJson('schemas/grids/materials.json', grid);
    const failure = await run(process.execPath, [bin, 'validate'], { cwd: project.root }).then(
      () => undefined,
      (error: { code: number; stdout: string }) => error,
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stdout).toContain(
      'schemas/grids/materials.json#/columns/0/type: must be one of text, number, money, percent, date, datetime, boolean, enum, lookup, messages; got "strng"',
    );
  });

  it('prints its help', { timeout: 60_000 }, async () => {
    const { stdout } = await run(process.execPath, [bin, '--help'], { cwd: repoRoot });
    expect(stdout).toMatch(/Usage: cockpit/);
    expect(stdout).toMatch(/validate \[options\] \[dir\]/);
  });
});
