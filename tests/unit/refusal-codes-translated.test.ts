import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A refusal the server sends with its own code (`refused('Area.Name', …)`, `new HttpError(409,
 * 'Area.Name', …)`) is shown translated from `Errors.<code>`; without that key the console shows
 * the server's English message, also to a Danish or Norwegian clerk. So every such code has its
 * key in each console language.
 */
const root = path.resolve(__dirname, '../..');
const LANGUAGES = ['en-GB', 'da-DK', 'nb-NO'];

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [full] : [];
  });
}

/** `refused('X.Y'` and `new HttpError(422, 'X.Y'`, possibly across a line break. */
const CODED = /(?:refused\(\s*|new HttpError\(\s*\d+,\s*)'([A-Za-z]+\.[A-Za-z]+)'/g;

const plugins = fs.readdirSync(path.join(root, 'plugins')).filter((p) => fs.statSync(path.join(root, 'plugins', p)).isDirectory());
const serverDirs = ['apps/server/src', 'packages', ...plugins.flatMap((p) => [`plugins/${p}/server`, `plugins/${p}/rules`])];

function codesInServer(): Map<string, string> {
  const codes = new Map<string, string>();
  for (const file of serverDirs.flatMap((d) => sourceFiles(path.join(root, d)))) {
    for (const m of fs.readFileSync(file, 'utf8').matchAll(CODED)) if (!codes.has(m[1])) codes.set(m[1], path.relative(root, file));
  }
  return codes;
}

/** The dotted keys of a language: every <Group>.json of the host's and the plugins' catalogues. */
function keysOf(language: string): Set<string> {
  const keys = new Set<string>();
  const dirs = [path.join(root, 'schemas/i18n', language), ...plugins.map((p) => path.join(root, 'plugins', p, 'schemas/i18n', language))];
  const walk = (prefix: string, value: unknown) => {
    if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(`${prefix}.${k}`, v);
    else keys.add(prefix);
  };
  for (const dir of dirs.filter((d) => fs.existsSync(d))) {
    for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.json'))) walk(file.replace(/\.json$/, ''), JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')));
  }
  return keys;
}

describe('refusal codes', () => {
  it('finds the codes as they are written', () => {
    const sample = "throw refused('Orders.AlreadyStarted', 'x'); throw new HttpError(409, 'Materials.ItemNoTaken', `y`); refused(\n  'Jobs.Open', 'z')";
    expect([...sample.matchAll(CODED)].map((m) => m[1])).toEqual(['Orders.AlreadyStarted', 'Materials.ItemNoTaken', 'Jobs.Open']);
  });

  it.each(LANGUAGES)('each has its Errors.<code> text in %s', (language) => {
    const codes = codesInServer();
    expect(codes.size).toBeGreaterThan(100);
    const keys = keysOf(language);
    const missing = [...codes].filter(([code]) => !keys.has(`Errors.${code}`)).map(([code, file]) => `${code} (${file})`);
    expect(missing).toEqual([]);
  });

  it.each(LANGUAGES)('a row gone meanwhile (NotFound: "Order not found", a failed line of a 207) is told in %s too', (language) => {
    expect(keysOf(language).has('Errors.NotFound')).toBe(true);
  });
});
