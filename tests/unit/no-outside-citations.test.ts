import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Comments and docs state the rule itself. A reference to a section of a document that is not in
 * the repository ("platform.md §6", "business-areas §5", "DOMAIN.md") tells a reader of a clone
 * nothing. Decision records may cite history, so docs/decisions is left out; CONTRIBUTING.md says
 * where the founding team's documents live, so it may name them.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const ALLOWED = [/^docs\/decisions\//, /^CONTRIBUTING\.md$/, /^tests\/unit\/no-outside-citations\.test\.ts$/];
const TEXT = /\.(ts|tsx|mjs|js|json|sql|css|md|html|ya?ml|sh)$/;

/** A section sign with a number, except those of public standards (RFC 6749 §4.1.2, ASVS v4 §2.2.1). */
const SECTION = /(?<!(?:RFC \d+|ASVS v\d+)\s)§\s?\d/;
const DOCUMENT = /\b(?:platform\.md|business-areas(?:\.md)?|DOMAIN\.md|DESIGN\.md|STACK\.md)\b/;

function outsideCitations(file: string, text: string): string[] {
  return text
    .split('\n')
    .map((line, i) => ({ line, n: i + 1 }))
    .filter(({ line }) => SECTION.test(line) || DOCUMENT.test(line))
    .map(({ line, n }) => `${file}:${n}: ${line.trim()}`);
}

describe('no citations of documents outside the repository', () => {
  it('finds the spellings that were used', () => {
    const found = ['// (platform.md §6)', ' * business-areas §5 and §8', '-- (business-areas.md §3)', '/** (DOMAIN.md "Reports") */', '/** the filter (§3) */'].map(
      (l) => outsideCitations('x.ts', l).length,
    );
    expect(found).toEqual([1, 1, 1, 1, 1]);
    expect(outsideCitations('x.ts', '// OWASP ASVS v4 §2.2.1 and RFC 6265 §5.4: public standards')).toEqual([]);
  });

  it('has none in tracked files outside docs/decisions', () => {
    const files = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' })
      .split('\n')
      .filter((f) => TEXT.test(f) && !ALLOWED.some((a) => a.test(f)) && fs.existsSync(path.join(root, f)));
    const found = files.flatMap((f) => outsideCitations(f, fs.readFileSync(path.join(root, f), 'utf8')));
    expect(found).toEqual([]);
  });
});
