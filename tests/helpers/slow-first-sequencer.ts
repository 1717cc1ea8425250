import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The API files known to run longest (seconds of a full run on a 2-core machine), started first.
 * Vitest orders files by their durations from its cache when it has them; on a fresh machine
 * (CI) it has none and orders by file size, which put the longest file near the end, where it ran
 * alone on one core while the other had nothing left to do.
 */
const SLOW_FIRST = [
  'tests/api/warehouse-storm.test.ts', // 90
  'tests/security/input-fuzz.test.ts', // 74
  'tests/security/rate-limit.test.ts', // 43
  'tests/api/excel-import-crash.test.ts',
  'tests/api/excel-import.test.ts', // 31
  'tests/api/users-admin.test.ts', // 28
  'tests/security/openid-sign-in.test.ts', // 28
  'tests/security/data-files.test.ts', // 27
];

/** Vitest's own order, with the known slow files first within their project. */
export class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const projects = new Map<string, number>();
    for (const file of sorted) if (!projects.has(file.project.name)) projects.set(file.project.name, projects.size);
    const rank = (file: TestSpecification) => {
      const at = SLOW_FIRST.findIndex((suffix) => file.moduleId.replaceAll('\\', '/').endsWith(suffix));
      return at < 0 ? SLOW_FIRST.length : at;
    };
    return sorted
      .map((file, index) => ({ file, index, project: projects.get(file.project.name)!, rank: rank(file) }))
      .sort((a, b) => a.project - b.project || a.rank - b.rank || a.index - b.index)
      .map(({ file }) => file);
  }
}
