import fs from 'node:fs';
import path from 'node:path';
import { generatePaths } from '../gen/generate-paths';
import { staleFiles, writeGenerated } from '../gen/generated-files';
import { generateRouteRefs, routeRefsFile } from '../gen/generate-route-refs';
import type { CliIo } from '../io';
import { findProject, readJson, shown, writeJson } from '../project';

/**
 * `cockpit gen paths`: schemas/api-paths/<area>.json of every area of the route table
 * (packages/contracts/src/routes and the listed plugins' routes.ts, whose files go into
 * plugins/<folder>/schemas/api-paths/), the host's names in index.json "apiPaths",
 * and the host's route references for the console (packages/contracts/src/generated/route-refs.ts).
 * With --check nothing is written; exit code 1 says what is stale (for CI).
 */
export async function genPathsCommand(io: CliIo, options: { check?: boolean }): Promise<number> {
  const project = findProject(io.cwd);
  const generated = await generatePaths(project.pluginsDir);
  const stale = staleFiles(project.schemasDir, generated);
  const refsFile = path.join(project.root, routeRefsFile);
  const refs = generateRouteRefs();
  // Only in the repository itself (a project without the contracts package has no console to serve).
  const refsStale = fs.existsSync(path.join(project.root, 'packages/contracts')) && (!fs.existsSync(refsFile) || fs.readFileSync(refsFile, 'utf8') !== refs);
  const indexFile = path.join(project.schemasDir, 'index.json');
  const index = readJson<{ apiPaths?: string[] }>(indexFile);
  // A plugin's files (../plugins/<folder>/schemas/...) are found in its folder, not listed.
  const missing = [...generated.keys()].filter((name) => !name.startsWith('../') && !(index.apiPaths ?? []).includes(name));
  // A plugin's file that was the host's before (written before the plugin had its own schemas folder).
  const moved = [...generated.keys()]
    .filter((name) => name.startsWith('../'))
    .map((name) => name.replace(/^\.\.\/plugins\/[^/]+\/schemas\//, ''))
    .filter((name) => fs.existsSync(path.join(project.schemasDir, name)) || (index.apiPaths ?? []).includes(name));
  if (options.check) {
    for (const [name] of stale) io.err(`stale: ${shown(io.cwd, path.join(project.schemasDir, name))} (run npm run gen)`);
    if (missing.length) io.err(`stale: ${shown(io.cwd, indexFile)} "apiPaths" lacks ${missing.join(', ')} (run npm run gen)`);
    if (refsStale) io.err(`stale: ${shown(io.cwd, refsFile)} (run npm run gen)`);
    for (const name of moved) io.err(`stale: ${shown(io.cwd, path.join(project.schemasDir, name))} belongs to a plugin's schemas folder now (run npm run gen)`);
    const bad = stale.length + missing.length + moved.length + (refsStale ? 1 : 0);
    if (!bad) io.out(`${generated.size} path-table files are up to date`);
    return bad ? 1 : 0;
  }
  for (const [name, text] of stale) writeGenerated(io, path.join(project.schemasDir, name), text);
  if (refsStale) writeGenerated(io, refsFile, refs);
  for (const name of moved) {
    const file = path.join(project.schemasDir, name);
    if (fs.existsSync(file)) {
      fs.rmSync(file);
      io.out(`removed ${shown(io.cwd, file)}`);
    }
  }
  if (missing.length || moved.length) {
    const fresh = readJson<Record<string, unknown> & { apiPaths?: string[] }>(indexFile);
    writeJson(indexFile, { ...fresh, apiPaths: [...(fresh.apiPaths ?? []).filter((name) => !moved.includes(name)), ...missing] });
    io.out(`wrote ${shown(io.cwd, indexFile)}`);
  }
  io.out(`${generated.size} path-table files${stale.length || missing.length || moved.length || refsStale ? '' : ' were up to date'}`);
  return 0;
}
