import fs from 'node:fs';
import path from 'node:path';
import { parseJsonText, SchemaReadError } from '@cockpit/core/schema';

/** Where the commands work: the project root (the folder holding schemas/index.json). */
export interface Project {
  root: string;
  schemasDir: string;
  pluginsDir: string;
}

export class CliError extends Error {}

/** The nearest folder at or above `cwd` that holds schemas/index.json. */
export function findProject(cwd: string): Project {
  let dir = path.resolve(cwd);
  for (;;) {
    if (fs.existsSync(path.join(dir, 'schemas', 'index.json'))) {
      return { root: dir, schemasDir: path.join(dir, 'schemas'), pluginsDir: path.join(dir, 'plugins') };
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new CliError(`No schemas/index.json in ${cwd} or any folder above it: run cockpit inside a Cockpit project.`);
    dir = parent;
  }
}

export function readJson<T>(file: string): T {
  try {
    return parseJsonText(fs.readFileSync(file, 'utf8')) as T;
  } catch (error) {
    // "schemas/index.json is not valid JSON: … at line 3, column 5", not a stack trace.
    if (error instanceof SchemaReadError) throw new CliError(`${file} ${error.message}`);
    throw error;
  }
}

/** JSON as the schema files are written: two spaces, a newline at the end. */
export function writeJson(file: string, value: unknown): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
}

/** How a path should be shown to the person at `cwd`. */
export function shown(cwd: string, file: string): string {
  return path.relative(cwd, file) || '.';
}
