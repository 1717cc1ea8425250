import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Repository root, found from this file so that the server runs from any working directory. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface ServerConfig {
  port: number;
  host: string;
  /** PGlite data folder; ignored when databaseUrl is set. `memory://` keeps the database in memory. */
  dataDir: string;
  /** postgres://... selects a PostgreSQL server instead of the embedded PGlite. */
  databaseUrl?: string;
  /** Folder with the declarative schemas, served at /schemas/. */
  schemasDir: string;
  /** Built console (vite build output), served at /. */
  consoleDir: string;
  /** Size of the demo data set: 0 = users and settings only, 1 = the demo default. */
  demoScale: number;
  /** Seed demo data into an empty database. */
  seed: boolean;
  /** Fixed JWT secret; otherwise one is generated once and kept in the database. */
  jwtSecret?: string;
  /** Token lifetime in seconds. */
  tokenTtlSeconds: number;
  /** Environment name: development and local hosts give the user named admin GlobalAdminRole. */
  environment: 'development' | 'production' | 'test';
  logLevel: string;
}

function intFromEnv(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isFinite(n)) throw new Error(`Expected a number, got "${value}"`);
  return n;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<ServerConfig> = {}): ServerConfig {
  const environment = (env.NODE_ENV === 'production' || env.NODE_ENV === 'test' ? env.NODE_ENV : 'development') as ServerConfig['environment'];
  return {
    port: intFromEnv(env.PORT, 8080),
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? path.join(repoRoot, 'data')),
    databaseUrl: env.DATABASE_URL || undefined,
    schemasDir: path.resolve(env.SCHEMAS_DIR ?? path.join(repoRoot, 'schemas')),
    consoleDir: path.resolve(env.CONSOLE_DIR ?? path.join(repoRoot, 'apps/console/dist')),
    demoScale: intFromEnv(env.DEMO_SCALE, 1),
    seed: env.SEED !== 'false',
    jwtSecret: env.JWT_SECRET || undefined,
    tokenTtlSeconds: intFromEnv(env.TOKEN_TTL_SECONDS, 8 * 3600),
    environment,
    logLevel: env.LOG_LEVEL ?? (environment === 'test' ? 'warn' : 'info'),
    ...overrides,
  };
}
