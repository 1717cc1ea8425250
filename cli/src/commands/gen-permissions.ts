import path from 'node:path';
import { permissionDefaultsFile } from '@cockpit/contracts';
import type { CliIo } from '../io';
import { findProject } from '../project';
import { genOneFile } from '../gen/generated-files';

/** Where the defaults are written, from the project's root. */
export const PERMISSIONS_FILE = 'schemas/permissions.json';

/** The file's text: two-space JSON with a rule of roles on one line, as the file was written by hand. */
export function permissionsText(): string {
  return `${JSON.stringify(permissionDefaultsFile(), null, 2).replace(/\{\s+"roles": \[\s+([^\]]*?)\s+\]\s+\}/g, (_, roles: string) => `{ "roles": [${roles.split(/,\s+/).join(', ')}] }`)}\n`;
}

/**
 * `cockpit gen permissions`: schemas/permissions.json, the default of every permission, from the
 * permission table in packages/contracts (the one the routes name). The server and the schemas'
 * validator read the file. With --check nothing is written; exit code 1 when the file is stale (CI).
 */
export function genPermissionsCommand(io: CliIo, options: { check?: boolean }): number {
  const project = findProject(io.cwd);
  const file = path.join(project.root, PERMISSIONS_FILE);
  return genOneFile(io, file, permissionsText(), { ...options, hint: 'the defaults are written in packages/contracts/src/permission-defaults.ts' });
}
