import { PGlite } from '@electric-sql/pglite';

/**
 * A backup carries the data, never the installation's secrets: the token signing secret and the
 * OpenID cookie key (table server_secrets), the sessions (with the provider's ID tokens) and the
 * finished OpenID sign-ins waiting for their token are left out, so that whoever holds a backup cannot forge or replay a token, and a restored installation
 * starts with new secrets (every earlier session ends).
 *
 * The copy of the data folder is opened in memory, the rows removed, the tables rewritten (VACUUM
 * FULL writes them to new files, so the old pages with the removed rows are gone) and the WAL
 * moved past them, and that folder is dumped again.
 */
export async function stripSecrets(dump: Uint8Array): Promise<Uint8Array> {
  const pg = await PGlite.create({ loadDataDir: new Blob([new Uint8Array(dump)]) });
  try {
    await pg.exec('delete from server_secrets; delete from user_sessions; delete from openid_sign_in_codes');
    await pg.exec('vacuum full server_secrets');
    await pg.exec('vacuum full user_sessions');
    await pg.exec('vacuum full openid_sign_in_codes');
    // The WAL still holds the rows as they were written: a new WAL file is begun, and the checkpoint
    // then deletes the old ones (not recycled for reuse, which would keep their old content).
    await pg.exec('set wal_recycle = off');
    await pg.query('select pg_switch_wal()');
    await pg.exec('checkpoint');
    const stripped = await pg.dumpDataDir('gzip');
    return new Uint8Array(await stripped.arrayBuffer());
  } finally {
    await pg.close();
  }
}
