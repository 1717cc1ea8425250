import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../config';
import { createSchemaChecker } from './schema-check';
import { folderFingerprint } from './folder-fingerprint';
import { inOneSchemasMoment } from './schemas-moment';

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cockpit-schema-check-'));
  fs.cpSync(path.join(repoRoot, 'schemas'), path.join(dir, 'schemas'), { recursive: true });
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('folderFingerprint', () => {
  it('changes when a file is edited, added or removed, and not otherwise', () => {
    const schemas = path.join(dir, 'schemas');
    const before = folderFingerprint(schemas);
    expect(folderFingerprint(schemas)).toBe(before);
    fs.writeFileSync(path.join(schemas, 'extra.json'), '{}');
    const added = folderFingerprint(schemas);
    expect(added).not.toBe(before);
    fs.rmSync(path.join(schemas, 'extra.json'));
    expect(folderFingerprint(schemas)).toBe(before);
  });
});

describe('createSchemaChecker', () => {
  it('validates once while nothing changes, and again after an edit', async () => {
    const schemas = path.join(dir, 'schemas');
    const check = createSchemaChecker(schemas, path.join(repoRoot, 'plugins'));
    const first = check();
    expect(check()).toBe(first);
    const { report, bundle } = await first;
    expect(report.errorCount).toBe(0);
    expect(bundle.problems).toEqual([]);
    expect(Object.keys(bundle.files)).toContain('grids/stocks.json');

    const file = path.join(schemas, 'grids/stocks.json');
    const grid = JSON.parse(fs.readFileSync(file, 'utf8'));
    grid.columns[0].type = 'strng';
    fs.writeFileSync(file, JSON.stringify(grid));
    const second = check();
    expect(second).not.toBe(first);
    expect((await second).bundle.problems).toEqual([expect.objectContaining({ file: 'grids/stocks.json', pointer: '/columns/0/type' })]);
    expect(((await second).bundle.files['grids/stocks.json'] as typeof grid).columns[0].type).toBe('strng');
  });
});

describe('inOneSchemasMoment', () => {
  it('looks at the folder once for a whole answer, and afresh for the next one', async () => {
    const schemas = path.join(dir, 'schemas');
    const check = createSchemaChecker(schemas, path.join(repoRoot, 'plugins'));
    const file = path.join(schemas, 'grids/stocks.json');
    const shipped = fs.readFileSync(file, 'utf8');
    const before = await check();
    try {
      const inside = await inOneSchemasMoment(async () => {
        expect(await check()).toBe(before);
        // Edited while the answer is being made: its later parts still read the version its first part read.
        fs.writeFileSync(file, JSON.stringify({ ...JSON.parse(shipped), title: 'Edited meanwhile' }));
        return check();
      });
      expect(inside).toBe(before);
      // The next answer (a moment of its own) and a call outside any moment see the edit.
      const next = await inOneSchemasMoment(async () => check());
      expect(next).not.toBe(before);
      expect(await check()).toBe(next);
    } finally {
      fs.writeFileSync(file, shipped);
    }
  });
});
