import { defineConfig } from 'vitest/config';

// The test files of one mutation area (scripts/mutate.mjs sets MUTATE_TESTS). API tests run the
// real server in the test process, so Stryker's coverage sees the server code they reach.
const include = (process.env.MUTATE_TESTS ?? '').split(',').filter(Boolean);

export default defineConfig({
  test: {
    include,
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // An area whose tests build a database (areas.mjs: sharedWorker) keeps one test worker and its
    // modules between mutant runs, so the seeded template database is built once per run, not per mutant.
    isolate: process.env.MUTATE_SHARED_WORKER !== '1',
  },
});
