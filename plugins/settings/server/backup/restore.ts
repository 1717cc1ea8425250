import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { makePrivateDir, restrictTree } from '@cockpit/server/sdk';

/**
 * Makes a data folder from a backup (`cockpit restore`): the folder must be new or empty (a
 * restore never mixes with a database that is there), and the server must not run on it. The
 * copy is opened once and checked (its migrations table answers) before it is left in place.
 */
export async function restoreDataDir(file: string, dataDir: string): Promise<{ migrations: number }> {
  if (fs.existsSync(dataDir) && fs.readdirSync(dataDir).length > 0) throw new Error(`${dataDir} is not empty: restore into a new folder, then point DATA_DIR at it`);
  const bytes = fs.readFileSync(file);
  // The copy holds every unit's rows and password hashes: private whatever the umask.
  makePrivateDir(dataDir);
  const pg = await PGlite.create(dataDir, { loadDataDir: new Blob([new Uint8Array(bytes)]) });
  try {
    const { rows } = await pg.query<{ n: number }>('select count(*)::int as n from schema_migrations');
    // A backup carries no secrets (strip-secrets.ts); this clears any left by an older one,
    // so the server makes new ones at its start and every earlier session token is refused.
    await pg.exec('delete from server_secrets; delete from user_sessions');
    await pg.exec('delete from openid_sign_in_codes').catch(() => undefined);
    return { migrations: rows[0].n };
  } finally {
    await pg.close();
    restrictTree(dataDir);
  }
}
