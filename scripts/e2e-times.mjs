#!/usr/bin/env node
/**
 * Prints each browser spec's seconds from Playwright JSON reports (the README's test command writes
 * one per group under test-results/), slowest first, as lines for the SECONDS table of
 * scripts/e2e-groups.mjs (seconds, and the tests the spec declares: scripts/e2e-spec-tests.mjs), and
 * each report's sum. A spec's seconds are the sum of its tests'
 * durations (retries included); the time to start the group's server is not in any spec.
 *
 * Usage: node scripts/e2e-times.mjs <report.json>...
 */
import fs from 'node:fs';
import path from 'node:path';
import { declaredTests } from './e2e-spec-tests.mjs';

const root = path.join(import.meta.dirname, '..');
const perSpec = new Map();
const testsOf = new Map();
for (const report of process.argv.slice(2)) {
  if (!fs.existsSync(report)) {
    console.log(`   ${report}: no report`);
    continue;
  }
  const { suites = [] } = JSON.parse(fs.readFileSync(report, 'utf8'));
  let sum = 0;
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        for (const result of test.results ?? []) {
          const seconds = (result.duration ?? 0) / 1000;
          perSpec.set(file, (perSpec.get(file) ?? 0) + seconds);
          sum += seconds;
        }
    for (const inner of suite.suites ?? []) walk(inner, file);
  };
  for (const suite of suites) {
    const file = suite.file ?? suite.title;
    if (fs.existsSync(path.resolve(root, file))) testsOf.set(path.basename(file), declaredTests(path.resolve(root, file)));
    walk(suite, path.basename(file));
  }
  console.log(`   ${report}: ${Math.round(sum)} s in its specs`);
}
for (const [file, seconds] of [...perSpec].sort((a, b) => b[1] - a[1])) console.log(`  '${file}': [${Math.round(seconds)}, ${testsOf.get(file) ?? 1}],`);
