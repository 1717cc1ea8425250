import fs from 'node:fs';
import path from 'node:path';
import type { SchemaIndex } from '@cockpit/core/schema';
import { generateLists, ListGenerationError, listsFolder } from '../gen/generate-lists';
import { staleFiles, writeGenerated } from '../gen/generated-files';
import type { CliIo } from '../io';
import { CliError, findProject, readJson, shown, writeJson } from '../project';

/**
 * `cockpit gen lists`: schemas/lists/<Name>.json, the contract of every server list (fields,
 * filters and their operators, live view, paging), from apps/server/src/areas/*\/list-view.ts, and
 * their names in index.json "lists"; a listed plugin's (plugins/<folder>/server/list-view.ts) go
 * into plugins/<folder>/schemas/lists/. With --check nothing is written; exit code 1 says what is
 * stale (for CI).
 */
export async function genListsCommand(io: CliIo, options: { check?: boolean }): Promise<number> {
  const project = findProject(io.cwd);
  let generated: Map<string, string>;
  try {
    generated = await generateLists(project.root);
  } catch (error) {
    if (error instanceof ListGenerationError) throw new CliError(error.message);
    throw error;
  }
  const dir = path.join(project.schemasDir, listsFolder);
  const existing = fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .map((f) => `${listsFolder}/${f}`)
    : [];
  const indexFile = path.join(project.schemasDir, 'index.json');
  const index = readJson<SchemaIndex & { lists?: string[] }>(indexFile);
  // A plugin's contracts (../plugins/<folder>/schemas/lists/...) are found in its folder, not listed.
  const names = [...generated.keys()].filter((name) => !name.startsWith('../'));
  const indexStale = JSON.stringify(index.lists ?? []) !== JSON.stringify(names);
  const stale = staleFiles(project.schemasDir, generated);
  const removed = existing.filter((name) => !generated.has(name));

  if (options.check) {
    for (const [name] of stale) io.err(`stale: ${shown(io.cwd, path.join(project.schemasDir, name))} (run npm run gen)`);
    for (const name of removed) io.err(`stale: ${shown(io.cwd, path.join(project.schemasDir, name))} has no list view any more (run npm run gen)`);
    if (indexStale) io.err(`stale: ${shown(io.cwd, indexFile)} "lists" (run npm run gen)`);
    const bad = stale.length + removed.length + (indexStale ? 1 : 0);
    if (!bad) io.out(`${generated.size} list contracts are up to date`);
    return bad ? 1 : 0;
  }
  for (const [name, code] of stale) writeGenerated(io, path.join(project.schemasDir, name), code);
  for (const name of removed) {
    fs.rmSync(path.join(project.schemasDir, name));
    io.out(`removed ${shown(io.cwd, path.join(project.schemasDir, name))}`);
  }
  if (indexStale) {
    // Re-read right before writing: keep every other key as it is, "lists" last.
    const fresh = readJson<Record<string, unknown>>(indexFile);
    delete fresh.lists;
    writeJson(indexFile, { ...fresh, lists: names });
    io.out(`wrote ${shown(io.cwd, indexFile)}`);
  }
  io.out(`${generated.size} list contracts${stale.length || removed.length || indexStale ? '' : ' were up to date'}`);
  return 0;
}
