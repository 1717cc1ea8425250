import fs from 'node:fs/promises';
import path from 'node:path';
import { parseJsonText, SchemaReadError } from '../read-error';
import type { SchemaSource } from '../types';
import { layeredSchemas } from './plugin-schemas';

function readFailure(error: unknown): SchemaReadError {
  if (error instanceof SchemaReadError) return error;
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOENT') return new SchemaReadError('missing-file', 'does not exist');
  return new SchemaReadError('unreadable', `could not be read: ${(error as Error).message}`);
}

/**
 * The schemas folder on disk, read fresh on every call (the server re-validates after edits).
 * With `pluginsDir`, the plugins' schemas (plugins/<folder>/schemas/) are read as if they were in
 * the folder (plugin-schemas.ts).
 */
export function createFsSource(schemasDir: string, pluginsDir?: string): SchemaSource {
  const root = path.resolve(schemasDir);
  if (pluginsDir) {
    const layered = layeredSchemas(root, pluginsDir);
    return {
      async read(relative) {
        if (path.resolve(root, relative) === root || !path.resolve(root, relative).startsWith(root + path.sep))
          throw new SchemaReadError('unreadable', 'is outside the schemas folder');
        try {
          return layered.read(relative);
        } catch (error) {
          throw readFailure(error);
        }
      },
      list: async (folder) => layered.list(folder),
    };
  }
  const resolve = (relative: string) => {
    const full = path.resolve(root, relative);
    // index.json names files; it must not reach outside the folder it describes.
    if (full !== root && !full.startsWith(root + path.sep)) throw new SchemaReadError('unreadable', 'is outside the schemas folder');
    return full;
  };
  return {
    async read(relative) {
      let text: string;
      try {
        text = await fs.readFile(resolve(relative), 'utf8');
      } catch (error) {
        throw readFailure(error);
      }
      return parseJsonText(text);
    },
    async list(folder) {
      try {
        const entries = await fs.readdir(resolve(folder), { withFileTypes: true });
        return entries
          .filter((e) => e.isFile())
          .map((e) => e.name)
          .sort();
      } catch {
        return undefined;
      }
    },
  };
}
