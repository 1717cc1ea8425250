import fs from 'node:fs/promises';
import path from 'node:path';
import { parseJsonText, SchemaReadError } from '../read-error';
import type { SchemaSource } from '../types';

/** The schemas folder on disk, read fresh on every call (the server re-validates after edits). */
export function createFsSource(schemasDir: string): SchemaSource {
  const root = path.resolve(schemasDir);
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
        if (error instanceof SchemaReadError) throw error;
        const code = (error as NodeJS.ErrnoException).code;
        if (code === 'ENOENT') throw new SchemaReadError('missing-file', 'does not exist');
        throw new SchemaReadError('unreadable', `could not be read: ${(error as Error).message}`);
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
