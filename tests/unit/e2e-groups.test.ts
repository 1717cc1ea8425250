import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.join(import.meta.dirname, '..', '..');
const node = (script: string, ...args: string[]) => execFileSync(process.execPath, [path.join(root, 'scripts', script), ...args], { encoding: 'utf8' });

// Each case starts node for the scripts (under a second on a quiet machine, far more on a loaded one).
describe('the browser groups of the test command', { timeout: 180_000 }, () => {
  it('puts every spec in exactly one of five groups, none of them empty', () => {
    const specs = fs
      .readdirSync(path.join(root, 'tests/e2e'))
      .filter((f) => f.endsWith('.spec.ts'))
      .map((f) => `tests/e2e/${f}`)
      .sort();
    const groups = [1, 2, 3, 4, 5].map((g) => node('e2e-groups.mjs', String(g), '5').trim().split('\n'));
    expect(groups.every((files) => files.length > 0 && files[0] !== '')).toBe(true);
    expect(groups.flat().sort()).toEqual(specs);
  });

  it("prints each spec's seconds from the groups' JSON reports, slowest first, and names a missing report", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-times-'));
    const report = (suites: unknown) => {
      const file = path.join(dir, `${Math.random()}.json`);
      fs.writeFileSync(file, JSON.stringify({ suites }));
      return file;
    };
    const test = (ms: number) => ({ tests: [{ results: [{ duration: ms }] }] });
    // A spec's tests sit at its top level and in describe blocks below it; a retried test counts each try.
    const one = report([
      {
        title: 'a.spec.ts',
        file: 'a.spec.ts',
        specs: [test(1_500)],
        suites: [{ title: 'block', specs: [test(2_500), { tests: [{ results: [{ duration: 1_000 }, { duration: 1_000 }] }] }] }],
      },
    ]);
    const two = report([{ title: 'b.spec.ts', file: 'b.spec.ts', specs: [test(9_000)] }]);
    const out = node('e2e-times.mjs', one, two, path.join(dir, 'missing.json'));
    expect(out).toContain(`${one}: 6 s in its specs`);
    expect(out).toContain(`${two}: 9 s in its specs`);
    expect(out).toContain('missing.json: no report');
    // With the tests each spec declares (a file not found counts as one).
    expect(out.split('\n').filter((l) => l.startsWith("  '"))).toEqual(["  'b.spec.ts': [9, 1],", "  'a.spec.ts': [6, 1],"]);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('counts the tests a spec declares, each titled test( call once, whatever its modifier', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-spec-'));
    const spec = path.join(dir, 'x.spec.ts');
    fs.writeFileSync(
      spec,
      [
        "test.describe('block', () => {",
        '  test.beforeEach(async () => {});',
        "  test('one', async () => {});",
        '  test("two", async () => {});',
        "  test.skip('three', async () => {});",
        '  for (const l of langs) test(`four ${l}`, async () => {});',
        "  await test.step('not a test', async () => {});",
        '});',
      ].join('\n'),
    );
    const report = path.join(dir, 'report.json');
    fs.writeFileSync(report, JSON.stringify({ suites: [{ title: 'x.spec.ts', file: spec, specs: [{ tests: [{ results: [{ duration: 4_000 }] }] }] }] }));
    expect(node('e2e-times.mjs', report)).toContain("  'x.spec.ts': [4, 4],");
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
