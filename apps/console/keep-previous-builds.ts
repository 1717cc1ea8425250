import fs from 'node:fs';
import path from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';

/** How many builds' assets stay in dist/assets: the new one and the ones before it. */
export const KEPT_BUILDS = 3;
/** The record of the last builds' files, beside them (a dotfile: the server does not serve it). */
export const BUILDS_RECORD = '.builds.json';

interface BuildsRecord {
  builds: { at: string; files: string[] }[];
}

function readRecord(file: string): BuildsRecord | undefined {
  try {
    const record = JSON.parse(fs.readFileSync(file, 'utf8')) as BuildsRecord;
    return Array.isArray(record.builds) ? record : undefined;
  } catch {
    return undefined;
  }
}

/** The asset a file belongs to: itself, or for a compressed copy (x.js.br, x.js.gz) its original. */
const owner = (relative: string) => relative.replace(/\.(br|gz)$/, '');

/**
 * Records a build's assets and removes those no recent build wrote. Answers the removed files
 * (relative to the assets folder). The first time (no record), the assets found count as one
 * build before this one, so the pages open on them keep working.
 */
export function pruneAssets(outDir: string, written: string[], now = new Date()): string[] {
  const assetsDir = path.join(outDir, 'assets');
  const recordFile = path.join(outDir, BUILDS_RECORD);
  const present = fs.existsSync(assetsDir) ? fs.readdirSync(assetsDir, { recursive: true, encoding: 'utf8' }).filter((f) => fs.statSync(path.join(assetsDir, f)).isFile()) : [];
  const record = readRecord(recordFile) ?? { builds: [{ at: 'before', files: [...new Set(present.map(owner))] }] };
  const builds = [...record.builds, { at: now.toISOString(), files: written }].slice(-KEPT_BUILDS);
  const kept = new Set(builds.flatMap((b) => b.files));
  const removed = present.filter((f) => !kept.has(owner(f)));
  for (const f of removed) fs.rmSync(path.join(assetsDir, f), { force: true });
  fs.writeFileSync(recordFile, `${JSON.stringify({ builds }, null, 2)}\n`);
  return removed;
}

/**
 * A rebuild while the server runs must not leave open consoles blank: Vite's emptyOutDir would
 * delete the hashed assets their index.html (and their lazily loaded pages) still ask for. With
 * emptyOutDir off, this keeps the assets of the last KEPT_BUILDS builds and removes older ones.
 */
export function keepPreviousBuilds(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'cockpit:keep-previous-builds',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle(options, bundle) {
      const outDir = options.dir ?? path.resolve(config.root, config.build.outDir);
      const assetsDir = config.build.assetsDir;
      const written = Object.keys(bundle)
        .filter((name) => name.startsWith(`${assetsDir}/`))
        .map((name) => name.slice(assetsDir.length + 1));
      pruneAssets(outDir, written);
    },
  };
}
