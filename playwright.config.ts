import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

// Browser tests run in real Chromium against a freshly started server with an empty data folder,
// which it fills by copying the prepared demo database (`npm run demo-image`, made on demand and
// cached) rather than seeding it.
// Debian's chromium is used where it exists (Playwright's own download does not work on these
// machines); elsewhere Playwright's own browser.
const chromiumPath = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => fs.existsSync(p));
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'cockpit-e2e-'));
// The server reads a copy of the schemas, so that tests may edit screens (as an integrator would)
// without touching the repository's files.
if (!process.env.E2E_SCHEMAS_DIR) {
  process.env.E2E_SCHEMAS_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'cockpit-e2e-schemas-'));
  fs.cpSync(path.join(import.meta.dirname, 'schemas'), process.env.E2E_SCHEMAS_DIR, { recursive: true });
}
const port = Number(process.env.E2E_PORT ?? 18090);
// E2E_DATABASE_URL: the server runs on that (empty) PostgreSQL database and seeds it, instead of
// PGlite in E2E_DATA_DIR (scripts/test.sh runs the warehouse spec so). Unset: always PGlite.
const databaseUrl = process.env.E2E_DATABASE_URL ?? '';
// The server starts the demo OpenID provider beside itself for the OpenId sign-in (oidc.spec.ts),
// on a port of its own per run (E2E_OIDC_PORT).
const oidcPort = Number(process.env.E2E_OIDC_PORT ?? port + 1000);

export default defineConfig({
  // The host's browser tests and each plugin's (plugins/<folder>/tests/*.spec.ts, found by their
  // place: a plugin adds its own without editing a list).
  testDir: '.',
  // One output folder per port, so that runs on different ports (E2E_PORT) never clear each other's.
  outputDir: `test-results/e2e-${port}${databaseUrl ? '-postgres' : ''}`,
  testMatch: ['tests/e2e/**/*.spec.ts', 'plugins/*/tests/*.spec.ts'],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // PLAYWRIGHT_JSON_OUTPUT_NAME set: also a JSON report there, with each test's duration (the
  // browser phase's timings, docs/decisions/0430).
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 1400, height: 900 },
    actionTimeout: 10_000,
    navigationTimeout: 20_000,
    acceptDownloads: true,
    // A failed test keeps its trace (actions, DOM snapshots, network); without the screencast, which
    // cost about a quarter of the browser's CPU in every test, passing ones included (decision 0490).
    trace: { mode: 'retain-on-failure', screenshots: false },
    launchOptions: {
      executablePath: chromiumPath,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: {
    command: 'node --import tsx apps/server/src/main.ts',
    url: `http://127.0.0.1:${port}/env.json`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      DATABASE_URL: databaseUrl,
      SCHEMAS_DIR: process.env.E2E_SCHEMAS_DIR,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      TASK_SIMULATOR: 'off',
      OIDC_DEMO_PROVIDER: 'on',
      OIDC_ISSUER: `http://127.0.0.1:${oidcPort}`,
      // No prompt=login: oidc.spec.ts shows that logout alone (RP-initiated) makes the provider ask again.
      OIDC_PROMPT: '',
    },
  },
});
