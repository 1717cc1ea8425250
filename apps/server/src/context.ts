import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from './config';
import type { Db } from './db/types';
import type { TokenService } from './auth/tokens';
import type { PermissionService } from './permissions/permission-service';
import type { ChangeFeed } from './live/change-feed';
import type { SchemaFiles } from './schemas/schema-files';
import type { SessionCheck } from './auth/session-check';

/** The services every area's routes receive. */
export interface AppContext {
  config: ServerConfig;
  db: Db;
  tokens: TokenService;
  permissions: PermissionService;
  changes: ChangeFeed;
  schemas: SchemaFiles;
  sessions: SessionCheck;
  log: FastifyBaseLogger;
}
