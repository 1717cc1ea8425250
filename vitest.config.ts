import { defineConfig } from 'vitest/config';
import { SlowFirstSequencer } from './tests/helpers/slow-first-sequencer';

const timeoutScale = Math.max(1, Number(process.env.API_TIMEOUT_SCALE) || 1);

// Three projects: unit (node), dom (React in happy-dom) and api (the real server on PGlite, or on
// PostgreSQL when TEST_DATABASE_URL is set). Playwright specs (*.spec.ts) are not picked up here.
export default defineConfig({
  test: {
    // The API suite's longest files first, also on a fresh machine without vitest's cache.
    sequence: { sequencer: SlowFirstSequencer },
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'core/src/**/*.test.ts',
            'packages/*/src/**/*.test.ts',
            'apps/server/src/**/*.test.ts',
            'cli/src/**/*.test.ts',
            'plugins/*/src/**/*.test.ts',
            'plugins/*/rules/**/*.test.ts',
            'plugins/*/server/**/*.test.ts',
            'tests/unit/**/*.test.ts',
          ],
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'dom',
          environment: 'happy-dom',
          include: ['core/src/**/*.test.tsx', 'plugins/*/src/**/*.test.tsx', 'apps/console/src/**/*.test.tsx'],
          testTimeout: 30_000,
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
          // PGlite is single-threaded WASM; two workers use both cores without starving each other.
          maxWorkers: 2,
          // A worker imports the server once for all its test files instead of once a file (about
          // 2.7 CPU-s a file). Each file still starts its own servers on its own databases; nothing
          // a server keeps lives in a module beyond its context.
          isolate: false,
        },
      },
    ],
  },
});
