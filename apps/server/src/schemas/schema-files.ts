import fs from 'node:fs';
import path from 'node:path';

/**
 * Reads JSON files from the schemas folder, re-reading a file when it changed on disk, so that an
 * integrator's edit shows on the next request without a restart.
 */
export interface SchemaFiles {
  readonly dir: string;
  read<T = unknown>(relativePath: string): T;
  exists(relativePath: string): boolean;
  list(relativeDir: string): string[];
}

export function createSchemaFiles(dir: string): SchemaFiles {
  const cache = new Map<string, { mtimeMs: number; value: unknown }>();
  const resolve = (rel: string) => {
    const full = path.resolve(dir, rel);
    if (!full.startsWith(path.resolve(dir) + path.sep)) throw new Error(`Path outside the schemas folder: ${rel}`);
    return full;
  };
  return {
    dir,
    read<T>(rel: string): T {
      const full = resolve(rel);
      const { mtimeMs } = fs.statSync(full);
      const hit = cache.get(full);
      if (hit && hit.mtimeMs === mtimeMs) return hit.value as T;
      const value = JSON.parse(fs.readFileSync(full, 'utf8'));
      cache.set(full, { mtimeMs, value });
      return value as T;
    },
    exists: (rel) => fs.existsSync(resolve(rel)),
    list(relDir) {
      const full = resolve(relDir);
      return fs.existsSync(full) ? fs.readdirSync(full).sort() : [];
    },
  };
}
