import { defineConfig } from 'vitest/config';

// The test files of one mutation area (scripts/mutate.mjs sets MUTATE_TESTS). API tests run the
// real server in the test process, so Stryker's coverage sees the server code they reach.
const include = (process.env.MUTATE_TESTS ?? '').split(',').filter(Boolean);

export default defineConfig({
  test: {
    include,
    environment: 'node',
    testTimeout: 60_000,
    // Database areas: one worker kept across files and mutant runs, so the engine fixture's one
    // database (TEST_REUSE_DATABASE) is loaded once per run, not once per file per mutant.
    isolate: !process.env.TEST_REUSE_DATABASE,
    hookTimeout: 120_000,
    // An area whose tests build a database (areas.mjs: sharedDatabase) prepares it once for the whole
    // run (the runner's process lives for it), and each test file loads that dump.
    globalSetup: process.env.MUTATE_SHARED_DATABASE === '1' ? ['stryker/mutation-database.ts'] : [],
  },
});
