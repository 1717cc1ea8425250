/**
 * The lint toolchain for the root eslint.config.js. It lives in a workspace of its own because
 * typescript-eslint parses with the `typescript` module's compiler API, which TypeScript 7's npm
 * package does not have: this workspace holds TypeScript 6.0 for the linter alone, while the
 * repository type-checks and builds with TypeScript 7. npm hoists nothing of typescript-eslint to the
 * root (their peer range stops before 7), except ts-api-utils, whose range does not: package-lock.json
 * keeps it in tools/lint/node_modules, and assert-toolchain.js checks that it stays there.
 */
import './assert-toolchain.js';

export { default as js } from '@eslint/js';
export { default as tseslint } from 'typescript-eslint';
export { default as reactHooks } from 'eslint-plugin-react-hooks';
export { default as importX, createNodeResolver } from 'eslint-plugin-import-x';
export { default as globals } from 'globals';
// Rules on the directive comments themselves: an eslint-disable must say why (require-description).
export { default as eslintComments } from '@eslint-community/eslint-plugin-eslint-comments';
