import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import './http/fastify-types';
import type { ServerConfig } from './config';
import type { AppContext } from './context';
import type { Db } from './db/types';
import { openDatabase } from './db/open';
import { migrate } from './db/migrate';
import { seedDemo } from './seed/demo';
import { loadOrCreateSecret } from './auth/secret';
import { createTokenService } from './auth/tokens';
import { createSessionCheck, installAuthentication } from './auth/authenticate';
import { authRoutes } from './auth/routes';
import { createPermissionService, loadPermissionDefaults } from './permissions/permission-service';
import { createChangeFeed } from './live/change-feed';
import { installLiveHub } from './live/hub';
import { createSchemaFiles } from './schemas/schema-files';
import { schemaValidationRoutes } from './schemas/schema-validation';
import { installErrorHandler, installNotFound } from './http/error-handler';
import { installValidators } from './http/validator';
import { localizationRoutes } from './localization/routes';
import { settingsRoutes } from './settings/routes';
import { userRoutes } from './users/routes';
import { areaRoutes } from './areas';

export interface Server {
  app: FastifyInstance;
  ctx: AppContext;
  close(): Promise<void>;
}

/**
 * Opens (or takes) the database, migrates it, seeds an empty one, and wires every route.
 * Tests call this with a fresh data folder; main.ts calls it and listens.
 */
export async function buildServer(config: ServerConfig, options: { db?: Db } = {}): Promise<Server> {
  const db = options.db ?? (await openDatabase(config));
  await migrate(db);
  if (config.seed) await seedDemo(db, { scale: config.demoScale });

  const app = Fastify({
    logger: { level: config.logLevel },
    bodyLimit: 2 * 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
  });
  const schemas = createSchemaFiles(config.schemasDir);
  const ctx: AppContext = {
    config,
    db,
    tokens: createTokenService(await loadOrCreateSecret(db, config.jwtSecret), config.tokenTtlSeconds),
    permissions: createPermissionService(db, loadPermissionDefaults(config.schemasDir)),
    changes: createChangeFeed(),
    schemas,
    sessions: createSessionCheck(db),
    log: app.log,
  };

  installValidators(app);
  installErrorHandler(app);
  installAuthentication(app, ctx);
  for (const routes of [authRoutes, localizationRoutes, settingsRoutes, userRoutes, schemaValidationRoutes, ...areaRoutes]) await routes(app, ctx);
  await installLiveHub(app, ctx);

  // The schemas folder, read at run time by the console: no caching, so an edit shows on reload.
  await app.register(fastifyStatic, {
    root: config.schemasDir,
    prefix: '/schemas/',
    decorateReply: false,
    cacheControl: false,
    setHeaders: (reply) => reply.header('cache-control', 'no-cache'),
  });
  const hasConsole = fs.existsSync(path.join(config.consoleDir, 'index.html'));
  if (hasConsole) {
    await app.register(fastifyStatic, {
      root: config.consoleDir,
      prefix: '/',
      wildcard: false,
      setHeaders: (reply, file) => {
        // Hashed assets never change; index.html and env.json must be revalidated.
        reply.header('cache-control', file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  installNotFound(app, hasConsole ? { consoleDir: config.consoleDir } : undefined);

  return {
    app,
    ctx,
    async close() {
      await app.close();
      if (!options.db) await db.close();
    },
  };
}
