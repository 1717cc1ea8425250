import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fastifyPath, isOpenAnswer, PUBLIC, routeList, SIGNED_IN, type AnswerOf, type BodyOf, type ParamsOf, type QueryOf, type RouteDefinition } from '@cockpit/contracts';
import { requireFeature } from './require-feature';

/** The request a route's handler gets: query, params and body typed from its definition. */
export type RouteRequest<R extends RouteDefinition> = FastifyRequest<{ Querystring: QueryOf<R>; Params: ParamsOf<R>; Body: BodyOf<R> }>;

/**
 * What a handler answers: the answer's object (serialised from the answer schema), or the reply it
 * sent itself (a multi-status answer, a file, kept bytes).
 */
export type RouteHandler<R extends RouteDefinition> = (request: RouteRequest<R>, reply: FastifyReply) => Promise<AnswerOf<R> | FastifyReply | Buffer>;

/** What the server sets for one route beyond its definition. */
export interface RouteOptions {
  /** The largest body in bytes, when the server's default is too small (a picture as a data: URL). */
  bodyLimit?: number;
}

/** The keys registered per server: a definition gets exactly one handler. */
const handled = new WeakMap<object, Set<string>>();
/** The table per server: the host's routes and those of the plugins it loaded. */
const tables = new WeakMap<object, ReadonlyMap<string, RouteDefinition>>();
const hostTable: ReadonlyMap<string, RouteDefinition> = new Map(routeList.map((route) => [route.key, route]));

function handledOf(app: FastifyInstance): Set<string> {
  // Every scope of one server shares its HTTP server (routes of an area may sit in a scope of their own).
  let set = handled.get(app.server);
  if (!set) handled.set(app.server, (set = new Set()));
  return set;
}

/** Sets the server's table (before any route): the host's routes and its plugins' (merged and checked by @cockpit/contracts/plugin-routes). */
export function useRouteTable(app: FastifyInstance, list: readonly RouteDefinition[]): void {
  tables.set(app.server, new Map(list.map((route) => [route.key, route])));
}

/** Every route of the server's table, host's first. */
export function routeListOf(app: FastifyInstance): RouteDefinition[] {
  return [...(tables.get(app.server) ?? hostTable).values()];
}

/**
 * Registers one route of the table (packages/contracts) with its handler. Fastify gets the query,
 * params and body schemas to validate, and the answer schema to serialise the 200 answer with
 * (an open answer, whose rows the table does not list, is sent as it comes). Who may call it is
 * checked in one place before validation and the handler: the permission by the authentication
 * hook (src/auth/authenticate.ts, from the route's config), the feature here before the handler.
 */
export function registerRoute<R extends RouteDefinition>(app: FastifyInstance, route: R, handler: RouteHandler<R>, options: RouteOptions = {}): void {
  if ((tables.get(app.server) ?? hostTable).get(route.key) !== route)
    throw new Error(`Route ${route.key} is not the table's definition (packages/contracts/src/routes, or a listed plugin's routes.ts): a handler needs a definition there`);
  const keys = handledOf(app);
  if (keys.has(route.key)) throw new Error(`Route ${route.key} has a second handler`);
  keys.add(route.key);
  const config = route.permission === PUBLIC ? { public: true } : route.permission === SIGNED_IN ? {} : { permission: route.permission };
  const schema: Record<string, unknown> = {};
  if (route.query) schema.querystring = route.query;
  if (route.params) schema.params = route.params;
  if (route.body) schema.body = route.body;
  if (!isOpenAnswer(route.answer)) schema.response = { 200: route.answer };
  const feature = route.feature;
  app.route({
    method: route.method,
    url: fastifyPath(route.path),
    schema,
    config,
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    preHandler: feature ? async (request: FastifyRequest) => requireFeature(request, feature) : undefined,
    handler: handler as (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  });
}

/** Refuses to start when a definition of the table has no handler. */
export function assertEveryRouteHandled(app: FastifyInstance): void {
  const keys = handledOf(app);
  const missing = routeListOf(app)
    .filter((route) => !keys.has(route.key))
    .map((route) => `${route.method} ${route.path} (${route.key})`);
  if (missing.length) throw new Error(`Routes of the table without a handler: ${missing.join(', ')}`);
}
