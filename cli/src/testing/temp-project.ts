import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CliIo } from '../io';
import { runCli } from '../program';

/** The repository this CLI belongs to, whose schemas folder the tests copy. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface TempProject {
  root: string;
  schemasDir: string;
  out: string[];
  err: string[];
  /** Runs `cockpit <args>` in the project and answers the exit code. */
  run(...args: string[]): Promise<number>;
  // Tests read schema files to change one thing in them; their shape is the test's business.
  readJson<T = any>(relative: string): T;
  writeJson(relative: string, value: unknown): void;
  remove(): void;
}

/**
 * node_modules of the repository, seen from the temporary project: a folder of links, not one
 * link, so that what a command links into it (a new plugin workspace) stays in the temporary
 * project instead of landing in the repository's node_modules.
 */
function linkNodeModules(root: string): void {
  const real = path.join(repoRoot, 'node_modules');
  const own = path.join(root, 'node_modules');
  fs.mkdirSync(own);
  for (const entry of fs.readdirSync(real)) {
    if (entry === '@cockpit' || entry === '.bin') {
      fs.mkdirSync(path.join(own, entry));
      for (const inner of fs.readdirSync(path.join(real, entry))) fs.symlinkSync(fs.realpathSync(path.join(real, entry, inner)), path.join(own, entry, inner));
    } else {
      fs.symlinkSync(path.join(real, entry), path.join(own, entry));
    }
  }
}

/**
 * A temporary project with a copy of the real schemas folder and of the plugins' manifests and
 * schemas (and, on request, node_modules, and
 * the package files a new workspace is recorded in: package.json, package-lock.json and the
 * console's package.json; and with `tooling`, the Prettier and ESLint configuration).
 */
export function tempProject(options: { nodeModules?: boolean; packages?: boolean; tooling?: boolean } = {}): TempProject {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'cockpit-cli-'));
  const schemasDir = path.join(root, 'schemas');
  fs.cpSync(path.join(repoRoot, 'schemas'), schemasDir, { recursive: true });
  // The plugins' manifests and schemas (plugins/<folder>/schemas/), which validation reads with the schemas folder.
  for (const folder of fs.readdirSync(path.join(repoRoot, 'plugins'), { withFileTypes: true }).filter((e) => e.isDirectory())) {
    for (const part of ['plugin.json', 'schemas']) {
      const from = path.join(repoRoot, 'plugins', folder.name, part);
      if (fs.existsSync(from)) fs.cpSync(from, path.join(root, 'plugins', folder.name, part), { recursive: true });
    }
  }
  if (options.packages) {
    for (const file of ['package.json', 'package-lock.json', 'apps/console/package.json']) {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      fs.copyFileSync(path.join(repoRoot, file), path.join(root, file));
    }
  }
  if (options.nodeModules) linkNodeModules(root);
  if (options.tooling) {
    // The repository's format and lint set-up: its configuration files, the console's list of
    // plugins as the repository has it, and (linked) the folders
    // the lint configuration reads (core's folders for CORE_LAYERS, the lint workspace).
    for (const file of ['.prettierrc.json', '.prettierignore', 'eslint.config.js', 'apps/console/src/plugins.ts']) {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      fs.copyFileSync(path.join(repoRoot, file), path.join(root, file));
    }
    for (const dir of ['core', 'tools', 'apps/server']) {
      fs.mkdirSync(path.dirname(path.join(root, dir)), { recursive: true });
      if (!fs.existsSync(path.join(root, dir))) fs.symlinkSync(path.join(repoRoot, dir), path.join(root, dir));
    }
  }
  const out: string[] = [];
  const err: string[] = [];
  const io: CliIo = { cwd: root, out: (l) => out.push(l), err: (l) => err.push(l) };
  return {
    root,
    schemasDir,
    out,
    err,
    run: (...args) => runCli(args, io),
    readJson: (relative) => JSON.parse(fs.readFileSync(path.join(root, relative), 'utf8')),
    writeJson: (relative, value) => fs.writeFileSync(path.join(root, relative), JSON.stringify(value, null, 2)),
    remove: () => fs.rmSync(root, { recursive: true, force: true }),
  };
}
