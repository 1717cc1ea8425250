import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { layeredSchemas } from '@cockpit/core/schema/node';

/**
 * Every call the console makes by path-table key (`api.call('CompanyInfo.save', …)`) names a key of
 * the path table the schemas list: a key that a rewrite of a path-table file dropped would fail
 * only when a user presses the button.
 */
const root = path.resolve(__dirname, '../..');
const schemasDir = path.join(root, 'schemas');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function pathTableKeys(): Set<string> {
  // The host's index with the plugins' path-table files (plugins/<folder>/schemas/api-paths/).
  const files = layeredSchemas(schemasDir, path.join(root, 'plugins'));
  const index = files.read('index.json') as { apiPaths: string[] };
  return new Set(index.apiPaths.flatMap((file) => Object.keys((files.read(file) as { paths: object }).paths)));
}

/** `.call('X.y'` and `.call<T>('X.y'` (the type may span lines); a key in a variable is not seen. */
const CALL_BY_KEY = /\.call(?:<[^()]*?>)?\(\s*'([A-Za-z]+\.[A-Za-z]+)'/g;

describe('calls by path-table key', () => {
  it('name keys of the path table', () => {
    const keys = pathTableKeys();
    const dirs = ['core/src', 'apps/console/src', ...fs.readdirSync(path.join(root, 'plugins')).map((p) => `plugins/${p}/src`)]
      .map((d) => path.join(root, d))
      .filter((d) => fs.existsSync(d));
    const missing: string[] = [];
    let seen = 0;
    for (const file of dirs.flatMap(sourceFiles)) {
      for (const match of fs.readFileSync(file, 'utf8').matchAll(CALL_BY_KEY)) {
        seen++;
        if (!keys.has(match[1])) missing.push(`${path.relative(root, file)}: ${match[1]}`);
      }
    }
    expect(seen).toBeGreaterThan(20);
    expect(missing).toEqual([]);
  });
});
