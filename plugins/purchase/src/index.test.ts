import fs from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (relative: string) => JSON.parse(fs.readFileSync(new URL(relative, import.meta.url), 'utf8'));
const source = fs
  .readdirSync(new URL('.', import.meta.url))
  .filter((f) => f.endsWith('.tsx') || (f.endsWith('.ts') && !f.endsWith('.test.ts')))
  .map((f) => fs.readFileSync(new URL(f, import.meta.url), 'utf8'))
  .join('\n');

function has(catalogue: Record<string, unknown>, path: string[]): boolean {
  let node: unknown = catalogue;
  for (const [i, part] of path.entries()) {
    if (!node || typeof node !== 'object') return false;
    const here = node as Record<string, unknown>;
    // The last part may be plural forms (lineCount_one, lineCount_other).
    node = part in here ? here[part] : i === path.length - 1 ? here[`${part}_other`] : undefined;
  }
  return typeof node === 'string';
}

describe('purchase plugin', () => {
  it('finds every Purchase and Drafts text its pages use in every language', () => {
    // Error codes (Drafts.DraftNumberExists) are compared, not shown: their texts are Errors.Drafts.*.
    const keys = [...new Set([...source.matchAll(/'((?:Purchase|Drafts)\.[A-Za-z.]+)'/g)].map((m) => m[1]))].filter((k) => !/^Drafts\.[A-Z]/.test(k));
    expect(keys.length).toBeGreaterThan(30);
    for (const language of ['en-GB', 'da-DK', 'nb-NO']) {
      for (const key of keys) {
        const [group, ...path] = key.split('.');
        const catalogue = read(`../../../schemas/i18n/${language}/${group}.json`);
        expect(has(catalogue, path), `${language} ${key}`).toBe(true);
      }
    }
  });
});
