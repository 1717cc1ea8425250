import fs from 'node:fs';
import path from 'node:path';
import type { CliIo } from '../io';
import { shown } from '../project';

/** The generated files, by name under `dir`, that are missing there or hold another text: the ones `cockpit gen` would write. */
export function staleFiles(dir: string, generated: Map<string, string>): Array<[name: string, text: string]> {
  return [...generated].filter(([name, text]) => {
    const file = path.join(dir, name);
    return !fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== text;
  });
}

/** Writes a generated file (its folder made when missing) and says so. */
export function writeGenerated(io: CliIo, file: string, text: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
  io.out(`wrote ${shown(io.cwd, file)}`);
}

/**
 * `cockpit gen` for a command that writes one file: with `check` nothing is written and the exit
 * code is 1 when the file is stale (for CI, `hint` says where its source is); otherwise the file is
 * written when its text differs.
 */
export function genOneFile(io: CliIo, file: string, text: string, options: { check?: boolean; hint?: string }): number {
  const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined;
  if (options.check) {
    if (current !== text) io.err(`stale: ${shown(io.cwd, file)} (run npm run gen${options.hint ? `; ${options.hint}` : ''})`);
    else io.out(`${shown(io.cwd, file)} is up to date`);
    return current === text ? 0 : 1;
  }
  if (current !== text) writeGenerated(io, file, text);
  else io.out(`${shown(io.cwd, file)} was up to date`);
  return 0;
}
