import type { ServerConfig } from '../config';
import type { Db } from './types';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';

/** PostgreSQL when DATABASE_URL is set, the embedded PGlite otherwise. */
export function openDatabase(config: Pick<ServerConfig, 'databaseUrl' | 'dataDir'>): Promise<Db> {
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openPglite(config.dataDir);
}
