import path from 'node:path';
import type { SchemaSet } from '../schema-set';
import { validateSchemaSource } from '../validate-source';
import { createFsSource } from './fs-source';
import { readPluginManifests } from './plugin-files';

export interface FolderOptions {
  /** The plugins folder; defaults to plugins/ beside the schemas folder (the repository layout). */
  pluginsDir?: string;
}

/** Validates a schemas folder on disk with the plugins beside it: what the CLI and the server run. */
export async function validateSchemaFolder(schemasDir: string, options: FolderOptions = {}): Promise<SchemaSet> {
  const dir = path.resolve(schemasDir);
  const pluginsDir = path.resolve(options.pluginsDir ?? path.join(dir, '..', 'plugins'));
  return validateSchemaSource(createFsSource(dir), { plugins: await readPluginManifests(pluginsDir, dir) });
}
