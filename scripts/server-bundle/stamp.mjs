/**
 * The server bundle's stamp: every file the bundle was built from (the sources esbuild read, the
 * list of plugins, the third-party files it imports, the lock file and the builder itself) with its
 * size, modification time and content hash, and the plugin files that did not exist. The bundle is
 * used only while every one of them is unchanged: a file whose time changed is hashed again, so a
 * checkout that rewrites unchanged files does not rebuild; any other change does.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const STAMP_FILE = 'stamp.json';

/** Where this checkout keeps its server bundles (a cache: removed with node_modules, made again by the next start). */
export function bundleCacheDir(repoRoot) {
  return path.join(repoRoot, 'node_modules', '.cache', 'cockpit-server');
}

export function hashFile(file) {
  return crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');
}

/** Written to a temporary file and renamed, so that a reader never sees half a stamp. */
export function writeStamp(cacheDir, stamp) {
  const file = path.join(cacheDir, STAMP_FILE);
  const temporary = `${file}.${process.pid}`;
  fs.writeFileSync(temporary, JSON.stringify(stamp));
  fs.renameSync(temporary, file);
}

/**
 * The current bundle's entry file, or why there is none to use:
 * `{ entry }` or `{ reason }` (no bundle yet, the repository moved, a file changed, appeared or went).
 */
export function bundleState(repoRoot, cacheDir) {
  const root = fs.realpathSync(repoRoot);
  const cache = cacheDir ?? bundleCacheDir(root);
  let stamp;
  try {
    stamp = JSON.parse(fs.readFileSync(path.join(cache, STAMP_FILE), 'utf8'));
  } catch {
    return { reason: 'no server bundle yet' };
  }
  if (stamp.repoRoot !== root) return { reason: 'the repository moved' };
  const entry = path.join(cache, stamp.entry);
  if (!fs.existsSync(entry)) return { reason: 'the bundle is missing' };
  for (const [rel, kept] of Object.entries(stamp.inputs)) {
    const file = path.join(root, rel);
    let stat;
    try {
      stat = fs.statSync(file);
    } catch {
      return { reason: `${rel} was removed` };
    }
    if (stat.size !== kept.size || (stat.mtimeMs !== kept.mtimeMs && hashFile(file) !== kept.sha256)) return { reason: `${rel} changed` };
  }
  for (const rel of stamp.absent) if (fs.existsSync(path.join(root, rel))) return { reason: `${rel} was added` };
  return { entry };
}
