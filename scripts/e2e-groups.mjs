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
  'words-tour.spec.ts': [612, 2],
  'consistency.spec.ts': [474, 14],
  'accessibility.spec.ts': [373, 4],
  'grid-behaviour.spec.ts': [340, 12],
  'reports.spec.ts': [244, 5],
  'views.spec.ts': [191, 5],
  'dashboard.spec.ts': [182, 7],
  'grid-feel.spec.ts': [150, 6],
  'grid-live-rows.spec.ts': [144, 2],
  'money-and-messages.spec.ts': [131, 5],
  'grid.spec.ts': [120, 6],
  'api-reference.spec.ts': [116, 3],
  'studio.spec.ts': [114, 3],
  'settings-admin.spec.ts': [112, 9],
  'sales.spec.ts': [96, 4],
  'live.spec.ts': [80, 1],
  'shell.spec.ts': [77, 7],
  'warehouse.spec.ts': [57, 3],
  'plugins.spec.ts': [54, 4],
  'backup.spec.ts': [48, 2],
  'grid-runtime.spec.ts': [44, 3],
  'csp.spec.ts': [42, 2],
  'view-messages.spec.ts': [41, 3],
  'settings-pages.spec.ts': [35, 3],
  'first-screen.spec.ts': [34, 5],
  'purchase.spec.ts': [33, 1],
  'oidc.spec.ts': [32, 4],
  'import.spec.ts': [31, 2],
  'change-password.spec.ts': [29, 2],
  'openid-link.spec.ts': [20, 2],
  'dashboard-day.spec.ts': [16, 1],
  'grid-fixed-query-live.spec.ts': [15, 1],
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
