import path from 'node:path';
import { formatReport, validateSchemaSource } from '@cockpit/core/schema';
import { createFsSource, readPluginManifests, validateSchemaFolder } from '@cockpit/core/schema/node';
import type { CliIo } from '../io';
import { CliError, findProject, shown } from '../project';
import { layeredSource, readOverlayFolder } from '../studio/overlay-folder';

export interface ValidateOptions {
  plugins?: string;
  json?: boolean;
  /** A folder `cockpit studio export` wrote: the unit's screens are checked laid over the files. */
  overlays?: string;
}

/**
 * `cockpit validate [dir]`: every file of the schemas folder against the meta-schemas and every
 * name against what exists. Prints one line per issue; exit code 1 when there is an error
 * (warnings alone pass).
 */
export async function validateCommand(io: CliIo, dir: string | undefined, options: ValidateOptions): Promise<number> {
  const schemasDir = dir ? path.resolve(io.cwd, dir) : findProject(io.cwd).schemasDir;
  const pluginsDir = options.plugins ? path.resolve(io.cwd, options.plugins) : undefined;
  const set = options.overlays ? await validateOverlaid(io, schemasDir, pluginsDir, options.overlays) : await validateSchemaFolder(schemasDir, { pluginsDir });
  if (options.json) io.out(JSON.stringify(set.report, null, 2));
  else for (const line of formatReport(set.report, shown(io.cwd, schemasDir))) io.out(line);
  return set.report.ok ? 0 : 1;
}

/** The schemas folder with a unit's exported studio changes laid over it, validated as files are. */
async function validateOverlaid(io: CliIo, schemasDir: string, pluginsDir: string | undefined, overlays: string) {
  let folder;
  try {
    folder = readOverlayFolder(path.resolve(io.cwd, overlays));
  } catch (error) {
    throw new CliError((error as Error).message);
  }
  // The plugins' own schemas (plugins/<folder>/schemas/) are part of the screens the overlays lie over.
  const plugins = pluginsDir ?? path.join(schemasDir, '..', 'plugins');
  return validateSchemaSource(layeredSource(createFsSource(schemasDir, plugins), folder), { plugins: await readPluginManifests(plugins, schemasDir) });
}
