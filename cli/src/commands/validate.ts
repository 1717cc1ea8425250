import path from 'node:path';
import { formatReport } from '@cockpit/core/schema';
import { validateSchemaFolder } from '@cockpit/core/schema/node';
import type { CliIo } from '../io';
import { findProject, shown } from '../project';

export interface ValidateOptions {
  plugins?: string;
  json?: boolean;
}

/**
 * `cockpit validate [dir]`: every file of the schemas folder against the meta-schemas and every
 * name against what exists. Prints one line per issue; exit code 1 when there is an error
 * (warnings alone pass).
 */
export async function validateCommand(io: CliIo, dir: string | undefined, options: ValidateOptions): Promise<number> {
  const schemasDir = dir ? path.resolve(io.cwd, dir) : findProject(io.cwd).schemasDir;
  const pluginsDir = options.plugins ? path.resolve(io.cwd, options.plugins) : undefined;
  const set = await validateSchemaFolder(schemasDir, { pluginsDir });
  if (options.json) io.out(JSON.stringify(set.report, null, 2));
  else for (const line of formatReport(set.report, shown(io.cwd, schemasDir))) io.out(line);
  return set.report.ok ? 0 : 1;
}
