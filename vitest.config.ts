import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';
import { SlowFirstSequencer } from './tests/helpers/slow-first-sequencer';
import { filesReplacingModules } from './tests/helpers/own-module-files';

const timeoutScale = Math.max(1, Number(process.env.API_TIMEOUT_SCALE) || 1);
// Unit and component files run one per core. Vitest's own default is one worker fewer than the
// cores, which on a 2-core machine is a single worker: the step then used 1.25 of the 2 cores.
const cores = Math.max(1, os.availableParallelism());
// A test that writes into the repository's own folders (lint probes beside the sources they test)
// runs alone after the others: a file reading the same folders must never meet its files half-made.
const WRITES_INTO_THE_TREE = ['tests/unit/lint-boundaries.test.ts'];
const UNIT_ROOTS = ['core', 'packages', 'apps', 'cli', 'plugins', 'tests/unit'];
const UNIT_FILES = [
  'core/src/**/*.test.ts',
  'packages/*/src/**/*.test.ts',
  'apps/server/src/**/*.test.ts',
  'cli/src/**/*.test.ts',
  'plugins/*/src/**/*.test.ts',
  'plugins/*/rules/**/*.test.ts',
  'plugins/*/server/**/*.test.ts',
  'tests/unit/**/*.test.ts',
];
const root = fileURLToPath(new URL('.', import.meta.url));
// The unit files that mock modules, stub globals or register plugin services: modules of their own (unit-own-modules).
const OWN_MODULES = filesReplacingModules(root, UNIT_ROOTS);
const DOM_FILES = ['core/src/**/*.test.tsx', 'plugins/*/src/**/*.test.tsx', 'apps/console/src/**/*.test.tsx'];
// The component files of that kind: a module environment of their own too (dom-own-modules).
const DOM_OWN_MODULES = filesReplacingModules(root, ['core/src', 'plugins', 'apps/console/src'], '.test.tsx');
// Each component file starts without another file's rendered trees or react-i18next instance.
const DOM_SETUP = ['tests/helpers/dom-cleanup.ts'];

// Projects: unit (node), unit-alone (node, after the others, one file at a time), dom (React in
// happy-dom; dom-own-modules: its files that mock modules) and api (the real server on PGlite, or
// on PostgreSQL when TEST_DATABASE_URL is set).
// Playwright specs (*.spec.ts) are not picked up here. Projects of one sequence.groupOrder run side
// by side and need the same maxWorkers; the groups run one after the other.
export default defineConfig({
  test: {
    // The API suite's longest files first, also on a fresh machine without vitest's cache.
    sequence: { sequencer: SlowFirstSequencer },
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: UNIT_FILES,
          exclude: [...configDefaults.exclude, ...WRITES_INTO_THE_TREE, ...OWN_MODULES],
          testTimeout: 30_000,
          maxWorkers: cores,
          // A worker imports each source once for all its files instead of once a file: the step
          // spent most of its time importing and transforming the same modules again.
          isolate: false,
        },
      },
      {
        test: {
          name: 'unit-own-modules',
          environment: 'node',
          include: OWN_MODULES,
          testTimeout: 30_000,
          maxWorkers: cores,
        },
      },
      {
        test: {
          name: 'unit-alone',
          environment: 'node',
          include: WRITES_INTO_THE_TREE,
          testTimeout: 30_000,
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          name: 'dom',
          environment: 'happy-dom',
          include: DOM_FILES,
          exclude: [...configDefaults.exclude, ...DOM_OWN_MODULES],
          setupFiles: DOM_SETUP,
          testTimeout: 30_000,
          maxWorkers: cores,
          // As `unit`: a worker sets up one happy-dom window and imports React, the grid and core
          // once for all its files (each file's own window and imports took most of its time). A
          // file leaves no rendered tree or react-i18next instance behind (DOM_SETUP); one that mocks
          // modules runs isolated below.
          isolate: false,
        },
      },
      {
        test: {
          name: 'dom-own-modules',
          environment: 'happy-dom',
          include: DOM_OWN_MODULES,
          setupFiles: DOM_SETUP,
          testTimeout: 30_000,
          maxWorkers: cores,
        },
      },
      {
        test: {
          name: 'api',
          environment: 'node',
          include: ['tests/api/**/*.test.ts', 'tests/security/**/*.test.ts', 'plugins/*/tests/api/**/*.test.ts'],
          // On a loaded shared machine a server's start alone may take longer: API_TIMEOUT_SCALE=5
          // multiplies both (CI keeps these).
          testTimeout: 60_000 * timeoutScale,
          hookTimeout: 120_000 * timeoutScale,
          pool: 'forks',
          // The test servers hash passwords at scrypt N=1024 instead of OWASP's 32768 (0.004 CPU-s a
          // hash instead of 0.15): the suite signs in about a thousand times. A server refuses this
          // cost outside NODE_ENV=test; auth.test.ts checks a server at the production cost.
          env: { PASSWORD_HASH_COST: '1024' },
          // PGlite is single-threaded WASM; two workers use both cores without starving each other.
          maxWorkers: 2,
          // A group of its own: run with the unit projects (plain `vitest run`), its worker count may differ.
          sequence: { groupOrder: 2 },
          // A worker imports the server once for all its test files instead of once a file (about
          // 2.7 CPU-s a file). Each file still starts its own servers on its own databases; nothing
          // a server keeps lives in a module beyond its context.
          isolate: false,
        },
      },
    ],
  },
});
