import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../config';
import { createSchemaChecker } from './schema-check';
import { folderFingerprint } from './folder-fingerprint';

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
