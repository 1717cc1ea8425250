import { SchemaReadError } from './read-error';
import type { SchemaSource } from './types';

/**
 * Schema files held in memory (path relative to the schemas folder -> parsed JSON), with folder
 * listings like a file system. Tests build broken schema sets with it; a tool can validate files
 * it has in hand without writing them out.
 */
export function createMemorySource(files: Record<string, unknown>): SchemaSource {
  return {
    async read(path) {
      if (!(path in files)) throw new SchemaReadError('missing-file', 'does not exist');
      // A copy, so a check can never change what the caller holds.
      return structuredClone(files[path]);
    },
    async list(folder) {
      const prefix = `${folder}/`;
      const names = Object.keys(files)
        .filter((p) => p.startsWith(prefix) && !p.slice(prefix.length).includes('/'))
        .map((p) => p.slice(prefix.length));
      return names.length ? names.sort() : undefined;
    },
  };
}
