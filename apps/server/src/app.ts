import { serializersBuiltOnFirstUse } from './http/answer-serializer';
import path from 'node:path';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { installJsonBodyParser } from './http/json-body';
import './http/fastify-types';
import { repoRoot, type ServerConfig } from './config';
import type { AppContext } from './context';
import type { Db } from './db/types';
import { openDatabase } from './db/open';
import { migrate, migrationDirs } from './db/migrate';
import { seedDemo } from './seed/demo';
import { placeDemoImage } from './seed/demo-image-place';
import { shiftDemoDates } from './seed/demo-image-shift';
import { loadOrCreateSecret } from './auth/secret';
import { usePasswordHashCost } from './auth/password';
import { createTokenService } from './auth/tokens';
import { createSessionCheck, installAuthentication } from './auth/authenticate';
import { authRoutes } from './auth/routes';
import { createPermissionService, loadPermissionDefaults } from './permissions/permission-service';
import { createChangeFeed } from './live/change-feed';
import { installLiveHub } from './live/hub';
import { layeredSchemas, schemaLayers } from '@cockpit/core/schema/node';
import { isPluginPermission } from '@cockpit/contracts';
import { createSchemaFiles } from './schemas/schema-files';
import { schemaValidationRoutes } from './schemas/schema-validation';
import { schemaCheckerFor } from './schemas/schema-check';
import { installErrorHandler, installNotFound } from './http/error-handler';
import { installValidators } from './http/validator';
import { installSecurityHeaders } from './http/security-headers';
import { installCompression } from './http/compression';
import { installAccessLog, serializeRequest } from './http/request-log';
import { localizationRoutes } from './localization/routes';
import { settingsRoutes } from './settings/routes';
import { userRoutes } from './users/routes';
import { areaRoutes } from './areas';
import { firstScreenRoutes } from './first-screen/routes';
import { assertEveryRouteHandled, useRouteTable } from './http/register-route';
import { loadPlugins } from './plugins/load-plugins';

/** A route as Fastify registered it: what the authentication hook decides on. */
export interface RegisteredRoute {
  method: string;
  url: string;
  public: boolean;
  permission?: string;
  /** The JSON schemas the route declared for its parts. */
  schema?: { body?: unknown; querystring?: unknown; params?: unknown };
}

export interface Server {
  app: FastifyInstance;
  ctx: AppContext;
  /** Every route registered, in order (security tests call each one). */
  readonly routes: RegisteredRoute[];
  close(): Promise<void>;
}

/**
 * Opens (or takes) the database, migrates it, seeds an empty one, and wires every route.
 * Tests call this with a fresh data folder; main.ts calls it and listens.
 */
export async function buildServer(config: ServerConfig, options: { db?: Db; logStream?: { write(line: string): void } } = {}): Promise<Server> {
  // New password hashes (the demo users' when it seeds, changed passwords) at the configured cost.
  usePasswordHashCost(config.passwordHashCost);
  const startNotes: Array<{ message: string; error?: unknown }> = [];
  // A first start on an empty PGlite folder takes the prepared demo database instead of seeding.
  const placed = options.db ? Promise.resolve(undefined) : placeDemoImage(config, (message, error) => startNotes.push({ message, error }));
  // The plugins of plugins/server-plugins.json: their routes join the table, their migrations the host's sequence.
  // Their modules load while the database starts: both wait on files and compiled code, and a start
  // is shorter with the two overlapped than one after the other.
  const pluginsDir = config.pluginsDir ?? path.join(repoRoot, 'plugins');
  const [image, db, plugins] = await Promise.all([placed, options.db ?? placed.then(() => openDatabase(config)), loadPlugins(pluginsDir)]);
  await migrate(db, migrationDirs(pluginsDir));
  if (image) {
    const moved = await shiftDemoDates(db, image.seededAt);
    startNotes.push({
      message: `Demo data loaded from the prepared demo database seeded at ${new Date(image.seededAt).toISOString()}${moved ? ', its dates moved to today' : ''}`,
    });
  }
  // The demo data of the plugins this server loaded, in their order.
  if (config.seed) await seedDemo(db, { scale: config.demoScale, plugins: plugins.plugins.map((plugin) => plugin.server) });

  const app = Fastify({
    // Request lines without query values (codes and tokens travel there); tests pass a stream to read the log.
    logger: { level: config.logLevel, serializers: { req: serializeRequest }, ...(options.logStream ? { stream: options.logStream } : {}) },
    // One access line a request instead of Fastify's two (http/request-log.ts).
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 2 * 1024 * 1024,
    // A hop count trusts that many proxies in front (Fastify's types take it as a function).
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (
            (hops: number) => (_address: string, hop: number) =>
              hop < hops
          )(config.trustProxy)
        : config.trustProxy,
    // `//api//x` is the route /api/x (and so needs its token), not a path for the static files.
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true },
    schemaController: { compilersFactory: { buildSerializer: serializersBuiltOnFirstUse() } },
  });
  // The route options themselves are kept: hooks of inner scopes (the static files') still change
  // their config after this first hook has seen them.
  for (const note of startNotes) {
    if (note.error) app.log.warn({ err: note.error }, note.message);
    else app.log.info(note.message);
  }
  useRouteTable(app, plugins.routeList);
  const registered: Array<{ method: string | string[]; url: string; config?: unknown; schema?: RegisteredRoute['schema'] }> = [];
  app.addHook('onRoute', (route) => void registered.push(route));
  // A plugin's schemas are read as if they were in the schemas folder; a file, menu entry or
  // permission both the host and a plugin (or two plugins) contribute stops the start.
  // The plugins the server runs bring their schemas (the console's schema check reads the repository's).
  const schemaPlugins = pluginsDir;
  const schemaClashes = layeredSchemas(config.schemasDir, schemaPlugins).clashes();
  if (schemaClashes.length) throw new Error(`Schemas contributed twice:\n${schemaClashes.map((c) => c.message).join('\n')}`);
  const schemas = createSchemaFiles(config.schemasDir, schemaPlugins);
  const permissionDefaults = loadPermissionDefaults(config.schemasDir, schemaPlugins);
  // A plugin's route may name a permission of its own (pluginPermission): its default must be in a permissions.json.
  for (const route of plugins.routeList) {
    const [scope, ...rest] = typeof route.permission === 'string' && isPluginPermission(route.permission) ? route.permission.split('/') : [];
    const key = scope === 'header' ? rest.slice(1).join('/') : rest.join('/');
    if (scope && !(key in (permissionDefaults[scope as keyof typeof permissionDefaults] ?? {})))
      throw new Error(
        `Route ${route.key} needs the permission ${String(route.permission)}, which no permissions.json declares: add its default to the plugin's schemas/permissions.json`,
      );
  }
  const ctx: AppContext = {
    config,
    db,
    tokens: createTokenService(await loadOrCreateSecret(db, config.jwtSecret), config.tokenTtlSeconds),
    permissions: createPermissionService(db, permissionDefaults, { devMode: config.devMode }),
    changes: createChangeFeed(),
    schemas,
    sessions: createSessionCheck(db, { onError: (err) => app.log.warn({ err }, 'Sessions last seen not written') }),
    log: app.log,
  };

  installAccessLog(app);
  installJsonBodyParser(app);
  installValidators(app);
  installErrorHandler(app);
  await installSecurityHeaders(app, config);
  installAuthentication(app, ctx);
  // Before any route: the plugin sets its hook on each route as it is added.
  await installCompression(app);
  for (const routes of [
    authRoutes,
    localizationRoutes,
    settingsRoutes,
    userRoutes,
    schemaValidationRoutes,
    firstScreenRoutes,
    ...areaRoutes,
    ...plugins.plugins.map((plugin) => plugin.server.routes),
  ])
    await routes(app, ctx);
  await installLiveHub(app, ctx);
  // After the hub: its settings call is a route of the table too.
  assertEveryRouteHandled(app);

  // Static files are public by their routes' own config (the authentication hook reads nothing
  // else), set in this scope only so no API route can inherit it.
  await app.register(async (files) => {
    files.addHook('onRoute', (route) => {
      route.config = { ...(route.config as object | undefined), public: true } as typeof route.config;
    });
    // The schemas folder, read at run time by the console: no caching, so an edit shows on reload.
    // index.json, the menu and the permission defaults as merged with the plugins' (plugin-schemas.ts).
    for (const merged of ['index.json', 'menu.json', 'permissions.json'])
      files.get(`/schemas/${merged}`, async (_request, reply) => reply.header('cache-control', 'no-cache').send(schemas.read(merged)));
    // The plugins' own files (plugins/<folder>/schemas/) are served under the same names as the host's.
    await files.register(fastifyStatic, {
      root: schemaLayers(config.schemasDir, schemaPlugins).map((layer) => layer.dir),
      prefix: '/schemas/',
      decorateReply: false,
      cacheControl: false,
      setHeaders: (reply) => reply.header('cache-control', 'no-cache'),
    });
    // The console's folder is registered even when no build exists yet: files are looked up per
    // request, so a server started before `npm run build` serves the console once it is built.
    await files.register(fastifyStatic, {
      root: config.consoleDir,
      prefix: '/',
      // A missing folder is expected before the first build (the not-found handler says so).
      suppressWarning: true,
      // Files are looked up per request (not listed once at start), so that a rebuild while the
      // server runs serves its new hashed assets; the build keeps the previous builds' assets
      // for pages still open (apps/console/keep-previous-builds.ts).
      wildcard: true,
      // As before (only listed files were served): no dotfile, e.g. the build record .builds.json.
      dotfiles: 'ignore',
      // The console's page at / too comes from the not-found handler, with its boot payload (http/console-page.ts).
      index: false,
      // A folder's path (/ above all) is a page, not a file: without this, a request without
      // Accept-Encoding reached the folder itself and was refused (403) instead of getting the page.
      allowedPath: (pathname) => !pathname.endsWith('/'),
      decorateReply: false,
      // The build writes .br and .gz beside each asset; sent by the request's Accept-Encoding.
      preCompressed: true,
      setHeaders: (reply, file) => {
        // Hashed assets never change; index.html and env.json must be revalidated.
        reply.header('cache-control', file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  });
  installNotFound(app, { consoleDir: config.consoleDir, schemaCheck: schemaCheckerFor(config.schemasDir) });

  return {
    app,
    ctx,
    get routes() {
      return registered.flatMap((route) => {
        const routeConfig = (route.config ?? {}) as { public?: boolean; permission?: string };
        return [route.method].flat().map((method) => ({ method, url: route.url, public: routeConfig.public === true, permission: routeConfig.permission, schema: route.schema }));
      });
    },
    async close() {
      await app.close();
      if (!options.db) await db.close();
    },
  };
}
