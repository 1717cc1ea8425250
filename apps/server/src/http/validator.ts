import type { FastifyInstance } from 'fastify';
import { Ajv, type ValidateFunction } from 'ajv';
import { badRequest } from './errors';
import { findUnstorableInput, withDefaultLimits } from './input-limits';

/**
 * The one validation layer every route goes through.
 *
 * Bodies are validated as sent: a number where a string belongs is a 400, not silently turned into
 * "12". Query strings arrive as text, so their values are coerced to the declared types. Every
 * schema gets the default bounds a route left open (input-limits.ts), and before validation every
 * body, query and path parameter is checked for what PostgreSQL cannot store, whether or not the
 * route declared a schema: a client gets a 400 with the place named, never a 500.
 */
function isEmptyBody(body: unknown): boolean {
  if (body === undefined || body === null || body === '') return true;
  return typeof body === 'object' && !Array.isArray(body) && Object.keys(body).length === 0;
}

/**
 * A validator compiled when its route is first called, not when the server starts: compiling the
 * schemas of every route took about 0.7 s of each start, most of it for calls a session never makes.
 * The wrapper passes Fastify's parent data through (Ajv can only coerce or default a root value, such
 * as a whole query string, through its parent) and hands the compiled function's errors back.
 */
export function compiledOnFirstUse(compile: () => ValidateFunction): ValidateFunction {
  let compiled: ValidateFunction | undefined;
  const validate = ((data: unknown, context?: Parameters<ValidateFunction>[1]) => {
    compiled ??= compile();
    const valid = compiled(data, context);
    validate.errors = compiled.errors;
    return valid;
  }) as ValidateFunction;
  // Fastify hands over the parent data only to functions that carry Ajv's schema environment.
  Object.defineProperty(validate, 'schemaEnv', { get: () => (compiled ??= compile()).schemaEnv });
  return validate;
}

/** Compiles a route's request schema as the server checks it: bodies as sent, the rest coerced from text, default bounds added. */
export function requestSchemaCompiler(): (schema: object, httpPart: string | undefined) => ValidateFunction {
  const strict = new Ajv({ allErrors: true, coerceTypes: false, removeAdditional: false, useDefaults: true, strict: false });
  const coercing = new Ajv({ allErrors: true, coerceTypes: 'array', removeAdditional: false, useDefaults: true, strict: false });
  return (schema, httpPart) => (httpPart === 'body' ? strict : coercing).compile(withDefaultLimits(schema));
}

export function installValidators(app: FastifyInstance): void {
  const compile = requestSchemaCompiler();
  app.setValidatorCompiler(({ schema, httpPart }) => compiledOnFirstUse(() => compile(schema, httpPart)));
  app.addHook('preValidation', async (request) => {
    const problem = findUnstorableInput(request.params, 'params') ?? findUnstorableInput(request.query, 'querystring') ?? findUnstorableInput(request.body, 'body');
    if (problem) throw badRequest(problem);
    // A call that declares no body takes none: anything but nothing or {} is a mistake worth a 400,
    // not something the handler silently ignores while it goes ahead.
    const schema = request.routeOptions.schema as { body?: unknown } | undefined;
    if (!schema?.body && !isEmptyBody(request.body)) throw badRequest('body: this call takes no body');
  });
}
