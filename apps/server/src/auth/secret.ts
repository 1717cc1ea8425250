import { randomBytes } from 'node:crypto';
import type { Db } from '../db/types';

/**
 * The token signing secret. Kept in the database so that tokens survive a restart and several
 * server instances on one PostgreSQL database accept each other's tokens.
 */
export async function loadOrCreateSecret(db: Db, fixed?: string): Promise<Uint8Array> {
  if (fixed) return new TextEncoder().encode(fixed);
  const fresh = randomBytes(48).toString('base64');
  await db.query('insert into server_secrets (name, value) values ($1, $2) on conflict (name) do nothing', ['jwt', fresh]);
  const { rows } = await db.query<{ value: string }>('select value from server_secrets where name = $1', ['jwt']);
  return new TextEncoder().encode(rows[0].value);
}
