#!/usr/bin/env node
/**
 * Splits the browser specs into N groups of about equal running time, for the README's test
 * command, which runs the groups side by side, each with its own server and data folder.
 *
 * Why: a browser test mostly waits (for the server, for rendering, for debounced input), so one
 * Playwright process leaves the machine's two cores idle most of the time; N processes on N
 * servers finish in a little more than 1/N of the time (five by default, docs/decisions/0430).
 * Specs share their server's data within a group only, as they did in one run before.
 *
 * The weights are the seconds each spec took in a quiet full run on a 2-core machine; a spec
 * missing from the table counts as DEFAULT_SECONDS. Greedy longest-first assignment. The README's
 * test command prints each spec's seconds after its browser step (scripts/e2e-times.mjs), in the
 * form of this table.
 *
 * Usage: node scripts/e2e-groups.mjs <group> <of>   prints the group's spec files, one a line.
 */
import fs from 'node:fs';
import path from 'node:path';

const SECONDS = {
  'accessibility.spec.ts': 240,
  'words-tour.spec.ts': 300,
  'consistency.spec.ts': 200,
  'grid-behaviour.spec.ts': 150,
  'grid-live-rows.spec.ts': 180,
  'grid-feel.spec.ts': 90,
  'dashboard.spec.ts': 80,
  'views.spec.ts': 80,
  'settings-admin.spec.ts': 80,
  'sales.spec.ts': 60,
  'reports.spec.ts': 60,
  'money-and-messages.spec.ts': 60,
  'live.spec.ts': 50,
  'plugins.spec.ts': 50,
  'grid.spec.ts': 50,
  'shell.spec.ts': 40,
  'warehouse.spec.ts': 40,
  'grid-screenshots.spec.ts': 40,
  'grid-runtime.spec.ts': 30,
  'oidc.spec.ts': 30,
  'import.spec.ts': 30,
  'backup.spec.ts': 30,
  'csp.spec.ts': 20,
  'dashboard-day.spec.ts': 20,
  'settings-pages.spec.ts': 20,
  'view-messages.spec.ts': 20,
  'purchase.spec.ts': 20,
  'openid-link.spec.ts': 15,
  'change-password.spec.ts': 10,
  'first-screen.spec.ts': 20,
  'grid-fixed-query-live.spec.ts': 10,
};
const DEFAULT_SECONDS = 40;

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
