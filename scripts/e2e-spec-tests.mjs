/**
 * The number of tests a browser spec declares, counted in its source (each `test(` call with a
 * title; a call in a loop counts once): the measure by which scripts/e2e-groups.mjs scales a spec's
 * last measured seconds when tests are added to it or taken out, and estimates a new spec's.
 */
import fs from 'node:fs';

const TEST_CALL = /(^|[\s;{)])test(\.(only|fixme|skip|fail|slow))?\(\s*['"`]/gm;

/** The spec file's declared tests (at least 1). */
export function declaredTests(file) {
  return Math.max(1, (fs.readFileSync(file, 'utf8').match(TEST_CALL) ?? []).length);
}
