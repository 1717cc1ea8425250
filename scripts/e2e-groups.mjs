#!/usr/bin/env node
/**
 * Splits the browser specs into N groups of about equal running time, for the README's test
 * command, which runs the groups side by side, each with its own server and data folder.
 *
 * Why: a browser test mostly waits (for the server, for rendering, for debounced input), so one
 * Playwright process leaves the machine's two cores idle most of the time; N processes on N
 * servers finish in a little more than 1/N of the time (three by default, docs/decisions/0430).
 * Specs share their server's data within a group only, as they did in one run before.
 *
 * The weights are the seconds each spec took in the last full run of the test command on the merged
 * tree (2 cores; only their proportions matter) with the number of tests it declared then
 * (scripts/e2e-spec-tests.mjs), scaled to the tests it declares now; a spec missing from the table
 * weighs its tests at the table's average seconds a test, so that specs added since the last
 * measurement weigh about what they cost. Greedy longest-first assignment. The README's test command
 * prints each spec's seconds and tests after its browser step (scripts/e2e-times.mjs), in the form
 * of this table.
 *
 * Usage: node scripts/e2e-groups.mjs <group> <of>   prints the group's spec files, one a line.
 */
import fs from 'node:fs';
import path from 'node:path';
import { declaredTests } from './e2e-spec-tests.mjs';

const SECONDS = {
  'words-tour.spec.ts': [314, 2],
  'accessibility.spec.ts': [198, 4],
  'consistency.spec.ts': [170, 14],
  'grid-behaviour.spec.ts': [150, 12],
  'live.spec.ts': [124, 1],
  'reports.spec.ts': [112, 5],
  'grid-live-rows.spec.ts': [111, 2],
  'studio.spec.ts': [99, 3],
  'settings-admin.spec.ts': [97, 9],
  'views.spec.ts': [97, 5],
  'dashboard.spec.ts': [89, 7],
  'money-and-messages.spec.ts': [76, 5],
  'api-reference.spec.ts': [72, 3],
  'sales.spec.ts': [68, 4],
  'warehouse.spec.ts': [68, 3],
  'first-screen.spec.ts': [59, 7],
  'grid.spec.ts': [57, 6],
  'grid-feel.spec.ts': [50, 6],
  'shell.spec.ts': [49, 7],
  'view-messages.spec.ts': [39, 3],
  'backup.spec.ts': [38, 2],
  'csp.spec.ts': [37, 2],
  'plugins.spec.ts': [36, 4],
  'grid-runtime.spec.ts': [26, 3],
  'oidc.spec.ts': [26, 4],
  'import.spec.ts': [26, 2],
  'dashboard-day.spec.ts': [24, 1],
  'openid-link.spec.ts': [22, 2],
  'settings-pages.spec.ts': [21, 3],
  'change-password.spec.ts': [18, 2],
  'purchase.spec.ts': [15, 1],
  'views-late.spec.ts': [15, 1],
  'feature-denied.spec.ts': [11, 2],
  'grid-fixed-query-live.spec.ts': [10, 1],
  'grid-screenshots.spec.ts': [0, 1],
};
// A spec's weight is its measured seconds scaled by the tests it declares now against those it
// declared when measured; a spec not in the table yet weighs its tests at the table's seconds a test.
const measured = Object.values(SECONDS);
const SECONDS_A_TEST = measured.reduce((a, [s]) => a + s, 0) / measured.reduce((a, [, t]) => a + t, 0);
const weight = (file) => {
  const tests = declaredTests(path.join(root, file));
  const [seconds, testsThen] = SECONDS[path.basename(file)] ?? [SECONDS_A_TEST, 1];
  return (seconds * tests) / testsThen;
};

const [group, of] = process.argv.slice(2).map(Number);
if (!(of >= 1 && group >= 1 && group <= of)) {
  console.error('usage: node scripts/e2e-groups.mjs <group> <of>');
  process.exit(2);
}
const root = path.join(import.meta.dirname, '..');
const specFiles = (relative) =>
  fs.existsSync(path.join(root, relative))
    ? fs
        .readdirSync(path.join(root, relative))
        .filter((f) => f.endsWith('.spec.ts'))
        .map((f) => `${relative}/${f}`)
    : [];
// The host's specs and every plugin's (plugins/<folder>/tests/*.spec.ts), as playwright.config.ts finds them.
const specs = [
  ...specFiles('tests/e2e'),
  ...fs
    .readdirSync(path.join(root, 'plugins'), { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .flatMap((e) => specFiles(`plugins/${e.name}/tests`)),
]
  .map((file) => ({ file, seconds: weight(file) }))
  .sort((a, b) => b.seconds - a.seconds || a.file.localeCompare(b.file));
const groups = Array.from({ length: of }, () => ({ seconds: 0, files: [] }));
for (const spec of specs) {
  const lightest = groups.reduce((a, b) => (b.seconds < a.seconds ? b : a));
  lightest.seconds += spec.seconds;
  lightest.files.push(spec.file);
}
console.log(groups[group - 1].files.sort().join('\n'));
