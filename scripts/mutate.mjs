#!/usr/bin/env node
/**
 * Mutation testing of the business rules: `npm run mutate <area>` (one area) or `npm run mutate`
 * (every area but the slow ones, one after another; `npm run mutate all` also those: the areas whose
 * tests start the real server and the warehouse engine, hours on a small machine). `npm run mutate list` names
 * the areas; `npm run mutate <area> -- --files a.ts,b.ts` mutates only those files of the area; `-- --incremental` runs again only what changed since the area's last incremental run. StrykerJS with its vitest runner, one test process (concurrency 1), mutating the
 * files in place (they are restored when the run ends). Prints each area's score, the score with
 * the known equivalent mutants counted out, and every surviving mutant.
 *
 * Not part of `npm test`: a run costs minutes per area.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { AREAS } from '../stryker/areas.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const REPORTS = path.join(ROOT, 'reports', 'mutation');

function usage() {
  console.log('npm run mutate [area | all | list] [-- --files a.ts,b.ts] [-- --incremental] [-- --concurrency N]\n\nAreas:');
  for (const [name, a] of Object.entries(AREAS)) console.log(`  ${name.padEnd(24)} ${a.description}${a.apiTests || a.slow ? ' (slow)' : ''}`);
}

/** The key a survivor is matched by against an area's list of equivalent mutants. */
const mutantKey = (file, m) => `${file}:${m.location.start.line} ${m.mutatorName} ${m.replacement ?? ''}`.trim();

/**
 * The seeded test database template, built now from the unmutated source (a mutant must never
 * seed it) and pinned for the run (TEST_TEMPLATE_BASE), so that it is not rebuilt mid-run either.
 */
function pinTemplate() {
  const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'tests/helpers/test-template.ts')], { cwd: ROOT, encoding: 'utf8', env: process.env });
  const base = run.stdout.trim().split('\n').pop();
  if (run.status !== 0 || !/^[0-9a-f]+_\d+$/.test(base ?? '')) throw new Error(`building the test database template failed: ${run.stderr}`);
  return base;
}

/**
 * `--incremental`: Stryker keeps the area's results in reports/mutation/<area>.incremental.json and
 * runs again only the mutants whose code or covering tests changed since (a slow area after a few
 * tests were added).
 */
const incremental = process.argv.includes('--incremental');

/** `--files a.ts,b.ts`: mutate only the area's files whose path ends so (a part of a slow area). */
const onlyFiles = (() => {
  const i = process.argv.indexOf('--files');
  return i > 0 ? process.argv[i + 1].split(',').filter(Boolean) : null;
})();

/**
 * `--concurrency N`: N test runner processes (default 1). On a machine others share, each runner
 * gets its share of the CPU, so a slow database area finishes in about 1/N of the time; each
 * runner keeps a database of its own (TEST_REUSE_DATABASE).
 */
const concurrency = (() => {
  const i = process.argv.indexOf('--concurrency');
  const n = i > 0 ? Number(process.argv[i + 1]) : 1;
  if (!Number.isInteger(n) || n < 1) throw new Error('--concurrency takes a whole number of at least 1');
  return n;
})();

function runArea(name) {
  const area = { ...AREAS[name] };
  if (onlyFiles) area.mutate = area.mutate.filter((f) => onlyFiles.some((o) => f.endsWith(o)));
  const templateEnv = area.databaseTests ? { TEST_TEMPLATE_BASE: pinTemplate(), TEST_REUSE_DATABASE: '1' } : {};
  fs.mkdirSync(REPORTS, { recursive: true });
  const reportFile = path.join(REPORTS, `${name}.json`);
  const config = {
    $schema: '../../node_modules/@stryker-mutator/core/schema/stryker-schema.json',
    packageManager: 'npm',
    testRunner: 'vitest',
    plugins: ['@stryker-mutator/vitest-runner'],
    vitest: { configFile: 'stryker/vitest.mutate.config.ts', related: false },
    mutate: area.mutate,
    coverageAnalysis: 'perTest',
    concurrency,
    inPlace: true,
    // In place, Stryker would otherwise write @ts-nocheck into every source file for the run; vitest does not type-check.
    disableTypeChecks: false,
    ignoreStatic: true,
    // Database areas: a mutant's tests wait for a busy machine, and a false timeout would count as killed.
    timeoutMS: area.databaseTests ? 180_000 : 30_000,
    reporters: ['clear-text', 'json', 'progress'],
    clearTextReporter: { allowColor: false, logTests: false, reportScoreTable: true },
    jsonReporter: { fileName: path.relative(ROOT, reportFile) },
    incremental,
    incrementalFile: path.relative(ROOT, path.join(REPORTS, `${name}.incremental.json`)),
    tempDirName: `.stryker-tmp/${name}`,
    cleanTempDir: 'always',
  };
  const configFile = path.join(REPORTS, `${name}.stryker.config.json`);
  fs.writeFileSync(configFile, JSON.stringify(config, null, 2));
  console.log(`\n=== ${name}: ${area.description}\n    mutating ${area.mutate.join(', ')}\n    with ${area.tests.join(', ')}`);
  const started = Date.now();
  const run = spawnSync(process.execPath, [path.join(ROOT, 'node_modules/@stryker-mutator/core/bin/stryker.js'), 'run', configFile], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, ...templateEnv, MUTATE_TESTS: area.tests.join(','), MUTATE_SHARED_DATABASE: area.sharedDatabase ? '1' : '0', NODE_ENV: 'test' },
  });
  if (run.status !== 0 || !fs.existsSync(reportFile)) {
    console.log(`${name}: Stryker ended with ${run.status}; no score`);
    return { name, measured: false };
  }
  const report = JSON.parse(fs.readFileSync(reportFile, 'utf8'));
  const equivalent = new Map((area.equivalent ?? []).map((e) => [e.mutant, e.reason]));
  const count = { Killed: 0, Timeout: 0, Survived: 0, NoCoverage: 0, other: 0, equivalent: 0 };
  const survivors = [];
  for (const [file, { mutants }] of Object.entries(report.files)) {
    for (const m of mutants) {
      const key = mutantKey(file, m);
      if ((m.status === 'Survived' || m.status === 'NoCoverage') && equivalent.has(key)) {
        count.equivalent++;
        continue;
      }
      if (m.status in count) count[m.status]++;
      else count.other++;
      if (m.status === 'Survived' || m.status === 'NoCoverage') survivors.push(`${m.status === 'NoCoverage' ? 'no test reaches' : 'survived'}: ${key}`);
    }
  }
  const detected = count.Killed + count.Timeout;
  const valid = detected + count.Survived + count.NoCoverage;
  const score = valid ? (100 * detected) / valid : 100;
  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  console.log(`\n--- ${name}: ${score.toFixed(1)}% (${detected} of ${valid} mutants detected; ${count.equivalent} equivalent counted out; ${minutes} min)`);
  for (const s of survivors) console.log(`    ${s}`);
  return { name, measured: true, score, detected, valid, equivalent: count.equivalent, minutes };
}

const arg = process.argv[2]?.startsWith('--') ? undefined : process.argv[2];
if (arg === 'list' || arg === '--help') {
  usage();
} else {
  const names = arg === undefined ? Object.keys(AREAS).filter((n) => !AREAS[n].apiTests && !AREAS[n].slow) : arg === 'all' ? Object.keys(AREAS) : [arg];
  const unknown = names.filter((n) => !AREAS[n]);
  if (unknown.length) {
    console.error(`Unknown area: ${unknown.join(', ')}`);
    usage();
    process.exit(2);
  }
  const results = names.map(runArea);
  console.log('\nMutation scores:');
  for (const r of results) console.log(`  ${r.name.padEnd(24)} ${r.measured ? `${r.score.toFixed(1)}% (${r.detected}/${r.valid}, ${r.minutes} min)` : 'not measured'}`);
  process.exit(results.every((r) => r.measured) ? 0 : 1);
}
