import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SchemaFiles } from '@cockpit/server/sdk';
import { gridForOwner } from './grid-owners';

/** The schemas folder as the host reads it, reduced to what gridForOwner uses: each file read afresh, a folder's version from its files' sizes and times. */
const folderFiles = (dir: string): SchemaFiles => ({
  dir,
  read: <T>(rel: string) => JSON.parse(fs.readFileSync(path.join(dir, rel), 'utf8')) as T,
  exists: (rel) => fs.existsSync(path.join(dir, rel)),
  list: (rel) => fs.readdirSync(path.join(dir, rel)).sort(),
  version: (rel) =>
    fs
      .readdirSync(path.join(dir, rel))
      .sort()
      .map((f) => {
        const stat = fs.statSync(path.join(dir, rel, f));
        return `${f}:${stat.size}:${stat.mtimeMs}`;
      })
      .join('\n'),
});

const repoRoot = path.resolve(import.meta.dirname, '../../..');
let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cockpit-grid-owners-'));
  fs.cpSync(path.join(repoRoot, 'schemas'), dir, { recursive: true });
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('gridForOwner', () => {
  it('keeps the resolved grids while the files are the same, and reads an edited grid at the next call', () => {
    const schemas = folderFiles(dir);
    const first = gridForOwner(schemas, 'Stock');
    expect(first?.id).toBe('Stock');
    expect(gridForOwner(schemas, 'Stock')).toBe(first);
    expect(gridForOwner(schemas, 'NoSuchGrid')).toBeUndefined();

    const file = path.join(dir, 'grids/stocks.json');
    const grid = JSON.parse(fs.readFileSync(file, 'utf8'));
    fs.writeFileSync(file, JSON.stringify({ ...grid, routes: [...grid.routes, { path: 'stocks-again', viewName: 'StockAgain' }] }));
    expect(gridForOwner(schemas, 'StockAgain')?.id).toBe('Stock');
    expect(gridForOwner(schemas, 'Stock')).not.toBe(first);
  });
});
