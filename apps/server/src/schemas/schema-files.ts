import fs from 'node:fs';
import path from 'node:path';
import { layeredSchemas } from '@cockpit/core/schema/node';
import { folderFingerprint } from './folder-fingerprint';

/**
 * Reads JSON files from the schemas folder, re-reading a file when it changed on disk, so that an
 * integrator's edit shows on the next request without a restart. With the plugins' folder, the
 * plugins' schemas (plugins/<folder>/schemas/) are read as if they were in the folder: index.json,
 * the menu and the permission defaults merged, catalogues and screens of every plugin listed.
 */
export interface SchemaFiles {
  readonly dir: string;
  read<T = unknown>(relativePath: string): T;
  exists(relativePath: string): boolean;
  list(relativeDir: string): string[];
  /**
   * What a folder holds across the layers (every file's path, size and time): equal answers mean
   * nothing was added, removed or edited there, so a result made from its files still holds.
   */
  version(relativeDir: string): string;
}

export function createSchemaFiles(dir: string, pluginsDir?: string): SchemaFiles {
  const cache = new Map<string, { stamp: string; value: unknown }>();
  const resolve = (rel: string) => {
    const full = path.resolve(dir, rel);
    if (!full.startsWith(path.resolve(dir) + path.sep)) throw new Error(`Path outside the schemas folder: ${rel}`);
    return full;
  };
  // The layers are looked up again when a plugins/*/schemas folder appears or goes.
  let layered: { key: string; files: ReturnType<typeof layeredSchemas> } | undefined;
  const layers = () => {
    if (!pluginsDir) return undefined;
    let key: string;
    try {
      key = fs
        .readdirSync(pluginsDir)
        .filter((f) => fs.existsSync(path.join(pluginsDir, f, 'schemas')))
        .join('\n');
    } catch {
      key = '';
    }
    if (layered?.key !== key) layered = { key, files: layeredSchemas(dir, pluginsDir) };
    return layered.files;
  };
  // A merged file (index.json, the menu, the permission defaults) changes with any of the files it merges.
  const stampOf = (rel: string) => {
    const files = layers();
    const real = files ? [files.realFile(rel) ?? resolve(rel), ...files.layers.slice(1).map((l) => path.join(l.dir, path.basename(rel)))] : [resolve(rel)];
    return real.map((f) => (fs.existsSync(f) ? fs.statSync(f).mtimeMs : -1)).join(':');
  };
  return {
    dir,
    read<T>(rel: string): T {
      const full = resolve(rel);
      const files = layers();
      if (!files) fs.statSync(full);
      const stamp = stampOf(rel);
      const hit = cache.get(full);
      if (hit && hit.stamp === stamp) return hit.value as T;
      const value = files ? files.read(rel) : JSON.parse(fs.readFileSync(full, 'utf8'));
      cache.set(full, { stamp, value });
      return value as T;
    },
    exists: (rel) => layers()?.exists(rel) ?? fs.existsSync(resolve(rel)),
    version(relDir) {
      const files = layers();
      const dirs = files ? files.layers.map((layer) => path.join(layer.dir, relDir)) : [resolve(relDir)];
      return dirs.map((d) => folderFingerprint(d)).join('\n--\n');
    },
    list(relDir) {
      const files = layers();
      if (files) return files.list(relDir) ?? [];
      const full = resolve(relDir);
      return fs.existsSync(full) ? fs.readdirSync(full).sort() : [];
    },
  };
}
