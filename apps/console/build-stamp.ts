import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The build stamp: a hash of everything the console's build reads, written beside the built files
 * once a build has finished. `npm start` builds again only when the hash differs or the built
 * folder is missing or incomplete, so a restart on an unchanged tree skips the build.
 */
export const STAMP_FILE = '.build-stamp';

/** Folders (relative to the repository) whose files the build reads, with what is never read. */
const SOURCE_ROOTS = ['apps/console', 'core'];
const SKIPPED_DIRS = new Set(['node_modules', 'dist', '.vite', 'test-results']);
/** Test files are never imported by the build. */
const SKIPPED_FILE = /\.test\.tsx?$/;
/** Files outside the source folders that change what the build makes. */
const EXTRA_FILES = ['package-lock.json', 'package.json', 'tsconfig.json'];
/** Relative imports in a source file, to find files outside the folders it reads (e.g. JSON under schemas/). */
const RELATIVE_IMPORT = /(?:from|import\()\s*['"](\.{1,2}\/[^'"]+)['"]/g;

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) out.push(...filesUnder(path.join(dir, entry.name)));
    } else if (entry.isFile() && !SKIPPED_FILE.test(entry.name)) {
      out.push(path.join(dir, entry.name));
    }
  }
  return out;
}

/** Every file the console's build reads: its own folder, core, every plugin, and what their sources import from elsewhere. */
export function buildInputs(repoRoot: string): string[] {
  // Every plugin's folder (the plugins folder also holds the list of server halves, a file).
  const plugins = fs
    .readdirSync(path.join(repoRoot, 'plugins'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `plugins/${entry.name}`);
  const roots = [...SOURCE_ROOTS, ...plugins].map((r) => path.join(repoRoot, r));
  const files = new Set(roots.flatMap(filesUnder));
  const inside = (file: string) => roots.some((root) => file.startsWith(root + path.sep));
  for (const file of [...files]) {
    if (!/\.[cm]?[jt]sx?$/.test(file)) continue;
    for (const match of fs.readFileSync(file, 'utf8').matchAll(RELATIVE_IMPORT)) {
      const target = path.resolve(path.dirname(file), match[1]);
      if (!inside(target) && fs.existsSync(target) && fs.statSync(target).isFile()) files.add(target);
    }
  }
  for (const extra of EXTRA_FILES) {
    const file = path.join(repoRoot, extra);
    if (fs.existsSync(file)) files.add(file);
  }
  return [...files].sort();
}

/** The hash of the build's inputs: each file's path (relative to the repository) and content. */
export function computeStamp(repoRoot: string): string {
  const hash = crypto.createHash('sha256');
  for (const file of buildInputs(repoRoot)) {
    hash.update(path.relative(repoRoot, file).split(path.sep).join('/'));
    hash.update('\0');
    hash.update(fs.readFileSync(file));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** The built folder is whole: index.html is there and every asset it names exists. */
export function distComplete(distDir: string): boolean {
  const index = path.join(distDir, 'index.html');
  if (!fs.existsSync(index)) return false;
  const assets = [...fs.readFileSync(index, 'utf8').matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((m) => m[1]);
  return assets.length > 0 && assets.every((asset) => fs.existsSync(path.join(distDir, asset)));
}

export function readStamp(distDir: string): string | undefined {
  try {
    return fs.readFileSync(path.join(distDir, STAMP_FILE), 'utf8').trim();
  } catch {
    return undefined;
  }
}

/** Why the console must be built again, or undefined when the built folder matches the sources. */
export function rebuildReason(repoRoot: string, distDir: string, stamp = computeStamp(repoRoot)): string | undefined {
  if (!distComplete(distDir)) return 'no complete build';
  const kept = readStamp(distDir);
  if (!kept) return 'no build stamp';
  return kept === stamp ? undefined : 'sources changed';
}

/** Removed before a build and written after it succeeded, so an interrupted build is never taken as current. */
export function clearStamp(distDir: string): void {
  fs.rmSync(path.join(distDir, STAMP_FILE), { force: true });
}

export function writeStamp(distDir: string, stamp: string): void {
  fs.mkdirSync(distDir, { recursive: true });
  fs.writeFileSync(path.join(distDir, STAMP_FILE), `${stamp}\n`);
}
