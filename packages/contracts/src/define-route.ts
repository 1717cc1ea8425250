import type { Static, TSchema } from '@sinclair/typebox';
import { apiPath } from './api-base';
import { isPermissionPath, type PermissionPath } from './permission-defaults';
import { isPluginPermission, type PluginPermission } from './plugin-permissions';

/** The HTTP methods the API uses. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call a route:
 * - a permission key (`<scope>/<key>`, e.g. `data/move_stock`): a signed-in caller who holds it;
 * - `SIGNED_IN`: every signed-in caller of the business unit;
 * - `PUBLIC`: anyone, without a token (sign-in, catalogues before sign-in).
 */
export const SIGNED_IN = null;
export const PUBLIC = 'public';
export type RoutePermission = string | typeof SIGNED_IN;
/** What a route may name as its right: a permission of the table (permission-defaults.ts), every signed-in caller, or anyone. */
export type RouteRight = PermissionPath | PluginPermission | typeof SIGNED_IN | typeof PUBLIC;

/** One call of the API, declared once: the server registers it, the console calls it, the CLI writes the path table and the OpenAPI document from it. */
export interface RouteDefinition<
  Q extends TSchema | undefined = TSchema | undefined,
  P extends TSchema | undefined = TSchema | undefined,
  B extends TSchema | undefined = TSchema | undefined,
  A extends TSchema = TSchema,
> {
  /** `<Controller>.<action>`, the path-table key the console and the schemas name (`Stock.description`). */
  key: string;
  method: HttpMethod;
  /** The whole path with `{name}` placeholders for its params, the API's base included (what defineRoute made of the declared path). */
  path: string;
  /** The permission the caller must hold (a key of the permission table, checked when compiled); checked before validation and before the handler. */
  permission: RouteRight;
  /** A feature of the business unit the call needs; refused (422 Features.NotEnabled) without it. */
  feature?: string;
  query?: Q;
  params?: P;
  body?: B;
  /** The 200 answer. An `openAnswer` is sent as it comes; any other is serialised from this schema, so it must name every field. */
  answer: A;
  /** One sentence an integrator reads in the API reference. */
  description: string;
  /** An answer as the route sends it; the tests check that it validates against `answer`. */
  example?: Static<A>;
}

/** The parts of a definition, as types. */
type StaticOr<S, Fallback> = [NonNullable<S>] extends [never] ? Fallback : NonNullable<S> extends TSchema ? Static<NonNullable<S>> : Fallback;
export type QueryOf<R extends RouteDefinition> = StaticOr<R['query'], undefined>;
export type ParamsOf<R extends RouteDefinition> = StaticOr<R['params'], undefined>;
export type BodyOf<R extends RouteDefinition> = StaticOr<R['body'], undefined>;
export type AnswerOf<R extends RouteDefinition> = Static<R['answer']>;

/**
 * A route as a caller needs it at run time (key, method, path), typed as its definition: the
 * console's first screen calls routes by these references (written by `cockpit gen paths` into
 * generated/route-refs.ts), so the schemas and TypeBox stay out of the sign-in page's script.
 */
export interface RouteRef<R extends RouteDefinition = RouteDefinition> {
  readonly key: string;
  readonly method: HttpMethod;
  readonly path: string;
  /** Never set: it carries the definition's type, so a call by reference is typed as a call of the definition. */
  readonly definition?: R;
}

/** The definition a route or a reference stands for. */
export type DefinitionOf<R> = R extends RouteDefinition ? R : R extends RouteRef<infer D> ? D : never;

/** The references of a group of routes, action by action. */
export type RouteRefs<G> = { readonly [K in keyof G]: G[K] extends RouteDefinition ? RouteRef<G[K]> : never };

/**
 * A route as its area declares it: the same parts, but the path is relative to the API's base,
 * with `{name}` placeholders for its params (`Stock/outgoingReservations/{id}`).
 */
export type RouteDeclaration<
  Q extends TSchema | undefined = TSchema | undefined,
  P extends TSchema | undefined = TSchema | undefined,
  B extends TSchema | undefined = TSchema | undefined,
  A extends TSchema = TSchema,
> = RouteDefinition<Q, P, B, A>;

/**
 * Declares one route; the type keeps each schema's own type, so callers and handlers are typed
 * from it. The API's base is put before the declared path here, the one place it is added.
 */
export function defineRoute<
  Q extends TSchema | undefined = undefined,
  P extends TSchema | undefined = undefined,
  B extends TSchema | undefined = undefined,
  A extends TSchema = TSchema,
>(declaration: RouteDeclaration<Q, P, B, A>): RouteDefinition<Q, P, B, A> {
  if (declaration.path.startsWith('/'))
    throw new Error(`Route ${declaration.key}: path "${declaration.path}" must be relative to the API's base (write "Stock/description", not "/api/Stock/description")`);
  const definition: RouteDefinition<Q, P, B, A> = { ...declaration, path: apiPath(declaration.path) };
  if (!/^[A-Za-z]+\.[A-Za-z]+$/.test(definition.key)) throw new Error(`Route key "${definition.key}" is not <Controller>.<action>`);
  if (definition.permission !== SIGNED_IN && definition.permission !== PUBLIC && !isPermissionPath(definition.permission) && !isPluginPermission(definition.permission))
    throw new Error(`Route ${definition.key}: permission "${String(definition.permission)}" is not in the permission table (packages/contracts/src/permission-defaults.ts)`);
  const placeholders = [...definition.path.matchAll(/\{([A-Za-z0-9_]+)\}/g)].map((m) => m[1]);
  const declared = Object.keys((definition.params as { properties?: object } | undefined)?.properties ?? {});
  if (placeholders.join() !== declared.join())
    throw new Error(`Route ${definition.key}: path placeholders {${placeholders.join('}, {')}} and params (${declared.join(', ')}) differ`);
  return Object.freeze(definition);
}

/** A group of routes by action name under one controller: `routes.User.current`. */
export type RouteGroup = Readonly<Record<string, RouteDefinition>>;

/** Fastify's form of a path: `{id}` becomes `:id`. */
export function fastifyPath(path: string): string {
  return path.replace(/\{([A-Za-z0-9_]+)\}/g, ':$1');
}
