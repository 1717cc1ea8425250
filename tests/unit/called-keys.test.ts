import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The console calls the API through the route table (`api.call(routes.X.y, …)`, typed from the
 * route's schemas): a call by a path-table key written in code (`api.call('CompanyInfo.save', …)`)
 * is a second spelling of the route that the compiler cannot check, and a key that a rewrite of
 * the table dropped would fail only when a user presses the button. Keys stay only where the
 * screen is data (a grid's `dataSource.api` in its schema), which `cockpit validate` checks.
 */
const root = path.resolve(__dirname, '../..');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** `.call('X.y'` and `.call<T>('X.y'` (the type may span lines); a key in a variable is not seen. */
const CALL_BY_KEY = /\.call(?:<[^()]*?>)?\(\s*'([A-Za-z]+\.[A-Za-z]+)'/g;

describe('calls by path-table key', () => {
  it('are none in the console, the core and the plugins: every call names its route', () => {
    // The pattern finds the spellings it is meant to find, so an empty result means no such call.
    const sample = "api.call('CompanyInfo.save', {}); runtime.api.call<{ id: number }>(\n  'Stock.description')";
    expect([...sample.matchAll(CALL_BY_KEY)].map((m) => m[1])).toEqual(['CompanyInfo.save', 'Stock.description']);
    const dirs = ['core/src', 'apps/console/src', ...fs.readdirSync(path.join(root, 'plugins')).map((p) => `plugins/${p}/src`)]
      .map((d) => path.join(root, d))
      .filter((d) => fs.existsSync(d));
    const byKey = dirs.flatMap(sourceFiles).flatMap((file) => [...fs.readFileSync(file, 'utf8').matchAll(CALL_BY_KEY)].map((m) => `${path.relative(root, file)}: ${m[1]}`));
    expect(byKey).toEqual([]);
  });
});
