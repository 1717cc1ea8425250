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
 * tree (2 cores; only their proportions matter); a spec missing from the table counts as
 * DEFAULT_SECONDS. Greedy longest-first assignment. The README's
 * test command prints each spec's seconds after its browser step (scripts/e2e-times.mjs), in the
 * form of this table.
 *
 * Usage: node scripts/e2e-groups.mjs <group> <of>   prints the group's spec files, one a line.
 */
import fs from 'node:fs';
import path from 'node:path';

const SECONDS = {
  'words-tour.spec.ts': 612,
  'consistency.spec.ts': 474,
  'accessibility.spec.ts': 373,
  'grid-behaviour.spec.ts': 340,
  'reports.spec.ts': 244,
  'views.spec.ts': 191,
  'dashboard.spec.ts': 182,
  'grid-feel.spec.ts': 150,
  'grid-live-rows.spec.ts': 144,
  'money-and-messages.spec.ts': 131,
  'grid.spec.ts': 120,
  'api-reference.spec.ts': 116,
  'studio.spec.ts': 114,
  'settings-admin.spec.ts': 112,
  'sales.spec.ts': 96,
  'live.spec.ts': 80,
  'shell.spec.ts': 77,
  'warehouse.spec.ts': 57,
  'plugins.spec.ts': 54,
  'backup.spec.ts': 48,
  'grid-runtime.spec.ts': 44,
  'csp.spec.ts': 42,
  'view-messages.spec.ts': 41,
  'settings-pages.spec.ts': 35,
  'first-screen.spec.ts': 34,
  'purchase.spec.ts': 33,
  'oidc.spec.ts': 32,
  'import.spec.ts': 31,
  'change-password.spec.ts': 29,
  'openid-link.spec.ts': 20,
  'dashboard-day.spec.ts': 16,
  'grid-fixed-query-live.spec.ts': 15,
  'grid-screenshots.spec.ts': 0,
};
// A spec not in the table yet: about the median of those in it.
const DEFAULT_SECONDS = 60;

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
  .map((file) => ({ file, seconds: SECONDS[path.basename(file)] ?? DEFAULT_SECONDS }))
  .sort((a, b) => b.seconds - a.seconds || a.file.localeCompare(b.file));
const groups = Array.from({ length: of }, () => ({ seconds: 0, files: [] }));
for (const spec of specs) {
  const lightest = groups.reduce((a, b) => (b.seconds < a.seconds ? b : a));
  lightest.seconds += spec.seconds;
  lightest.files.push(spec.file);
}
console.log(groups[group - 1].files.sort().join('\n'));
