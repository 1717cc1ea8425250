import path from 'node:path';
import { blocksFile, listedFiles, validateSchemaSource, type SchemaReport, type SchemaSource } from '@cockpit/core/schema';
import { createFsSource, readPluginManifests } from '@cockpit/core/schema/node';
import type { SchemaBundle } from '@cockpit/core/schema-store';
import { repoRoot } from '../config';
import { folderFingerprint } from './folder-fingerprint';
import { momentFingerprint } from './schemas-moment';

export interface SchemaCheck {
  /** Everything wrong in the folder, for logs and GET /api/Schemas/validation. */
  report: SchemaReport;
  /**
   * The files the console loads with their errors, for GET /api/Schemas/bundle. Without it the
   * console fetches index.json and the sixty-odd files it lists one by one and validates them in the
   * browser, which needs ajv, the meta-schemas and every console language's catalogue before the
   * first screen (about 50 kB of script and half a second on a 2-core machine).
   */
  bundle: SchemaBundle;
}

/**
 * The console runs the repository's plugins, whatever schemas folder the server serves, so the
 * plugin manifests and the plugins' schemas (plugins/<folder>/schemas/) are always those of the
 * repository.
 */
export const pluginsDir = path.join(repoRoot, 'plugins');

/** Validates what `source` holds (the folder, or the folder with a unit's studio overlays) the way `cockpit validate` does. */
export async function checkSchemaSource(source: SchemaSource, schemasDir: string, plugins = pluginsDir): Promise<SchemaCheck> {
  const read = new Map<string, unknown>();
  // Keep what validation reads, so that each file is read once for both answers.
  const recording: SchemaSource = {
    async read(file) {
      const value = await source.read(file);
      read.set(file, value);
      return value;
    },
    list: source.list,
  };
  const { report } = await validateSchemaSource(recording, { plugins: await readPluginManifests(plugins, schemasDir) });
  const files: Record<string, unknown> = {};
  const index = read.get('index.json');
  for (const file of index === undefined ? [] : ['index.json', ...listedFiles(index)]) {
    if (read.has(file)) files[file] = read.get(file);
  }
  // A missing translation fails validation but does not take the screen away (blocksFile).
  const problems = report.issues.filter(blocksFile).map((i) => ({ file: i.file, pointer: i.pointer, message: i.message }));
  return { report, bundle: { files, problems } };
}

/**
 * Validates the schemas folder (with the plugins' manifests) when it has changed since the last
 * check, else answers the last result: validation costs 15–50 ms of CPU warm (much more on a busy
 * machine) and every console start asks for it, while the fingerprint costs about 2 ms. Files are
 * still effectively read fresh: an integrator's edit changes the fingerprint and shows on the next
 * reload, without a restart. Within one answer made of several routes' (schemas-moment.ts) the
 * fingerprint is taken once.
 */
export function createSchemaChecker(schemasDir: string, plugins = pluginsDir): () => Promise<SchemaCheck> {
  let last: { fingerprint: string; result: Promise<SchemaCheck> } | undefined;
  const fingerprint = () =>
    momentFingerprint(
      `${schemasDir}\n${plugins}`,
      () => `${folderFingerprint(schemasDir)}\n--\n${folderFingerprint(plugins, (f) => (f.endsWith('/plugin.json') && f.split('/').length === 2) || f.split('/')[1] === 'schemas')}`,
    );
  return () => {
    const now = fingerprint();
    if (last?.fingerprint !== now) {
      const result = checkSchemaSource(createFsSource(schemasDir, plugins), schemasDir, plugins);
      last = { fingerprint: now, result };
      // A failed check is not kept: the next call tries again.
      result.catch(() => {
        if (last?.result === result) last = undefined;
      });
    }
    return last.result;
  };
}

const checkers = new Map<string, () => Promise<SchemaCheck>>();

/** One checker per schemas folder, shared by the bundle, the validation report and the studio. */
export function schemaCheckerFor(schemasDir: string): () => Promise<SchemaCheck> {
  let checker = checkers.get(schemasDir);
  if (!checker) checkers.set(schemasDir, (checker = createSchemaChecker(schemasDir)));
  return checker;
}
