import { createRequire } from 'node:module';

/**
 * typescript-eslint and its helper ts-api-utils must load this workspace's TypeScript 6.0, not the
 * repository's TypeScript 7 (whose npm package has no compiler API). npm places them in
 * tools/lint/node_modules as package-lock.json says; should the lock ever be regenerated and npm
 * hoist ts-api-utils to the root, say so plainly instead of failing deep inside the parser.
 */
const require = createRequire(import.meta.url);
const estree = createRequire(require.resolve('@typescript-eslint/typescript-estree'));
const apiUtils = createRequire(estree.resolve('ts-api-utils'));
for (const [who, from] of [
  ['@typescript-eslint/typescript-estree', estree],
  ['ts-api-utils', apiUtils],
]) {
  const version = from('typescript/package.json').version;
  if (!/^(5\.9|6\.0)\./.test(version)) {
    throw new Error(
      `${who} loads TypeScript ${version}; the linter needs 5.9 or 6.0. Keep ts-api-utils under tools/lint/node_modules in package-lock.json (see tools/lint/index.js).`,
    );
  }
}
