import path from 'node:path';
import { generateTypes, generatedTypesDir, writeGeneratedTypes } from '../gen/generate-types';
import { staleFiles } from '../gen/generated-files';
import type { CliIo } from '../io';
import { findProject, shown } from '../project';

/**
 * `cockpit gen types`: core/src/schema/generated/<kind>.ts from schemas/meta/<kind>.schema.json.
 * With --check nothing is written; exit code 1 says the files are stale (for CI).
 */
export async function genTypesCommand(io: CliIo, options: { check?: boolean }): Promise<number> {
  const project = findProject(io.cwd);
  const metaDir = path.join(project.schemasDir, 'meta');
  const outDir = path.join(project.root, generatedTypesDir);
  if (options.check) {
    const generated = await generateTypes(metaDir);
    const stale = staleFiles(outDir, generated);
    for (const [name] of stale) io.err(`stale: ${shown(io.cwd, path.join(outDir, name))} (run npm run gen)`);
    if (!stale.length) io.out(`${generated.size} generated type files are up to date`);
    return stale.length ? 1 : 0;
  }
  const written = await writeGeneratedTypes(metaDir, outDir);
  for (const name of written) io.out(`wrote ${shown(io.cwd, path.join(outDir, name))}`);
  return 0;
}
