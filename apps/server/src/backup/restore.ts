import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';

/**
 * Makes a data folder from a backup (`cockpit restore`): the folder must be new or empty (a
 * restore never mixes with a database that is there), and the server must not run on it. The
 * copy is opened once and checked (its migrations table answers) before it is left in place.
 */
export async function restoreDataDir(file: string, dataDir: string): Promise<{ migrations: number }> {
  if (fs.existsSync(dataDir) && fs.readdirSync(dataDir).length > 0) throw new Error(`${dataDir} is not empty: restore into a new folder, then point DATA_DIR at it`);
  const bytes = fs.readFileSync(file);
  fs.mkdirSync(dataDir, { recursive: true });
  const pg = await PGlite.create(dataDir, { loadDataDir: new Blob([new Uint8Array(bytes)]) });
  try {
    const { rows } = await pg.query<{ n: number }>('select count(*)::int as n from schema_migrations');
    return { migrations: rows[0].n };
  } finally {
    await pg.close();
  }
}
