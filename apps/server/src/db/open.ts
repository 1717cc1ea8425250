import type { ServerConfig } from '../config';
import type { Db } from './types';
import { openPglite } from './pglite';

/** PostgreSQL when DATABASE_URL is set, the embedded PGlite otherwise (the pg driver is loaded only then). */
export async function openDatabase(config: Pick<ServerConfig, 'databaseUrl' | 'dataDir'>): Promise<Db> {
  if (!config.databaseUrl) return openPglite(config.dataDir);
  const { openPostgres } = await import('./postgres');
  return openPostgres(config.databaseUrl);
}
