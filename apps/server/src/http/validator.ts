import type { FastifyInstance } from 'fastify';
import { Ajv } from 'ajv';

/**
 * Bodies are validated as sent: a number where a string belongs is a 400, not silently turned into
 * "12". Query strings arrive as text, so their values are coerced to the declared types.
 */
export function installValidators(app: FastifyInstance): void {
  const strict = new Ajv({ allErrors: true, coerceTypes: false, removeAdditional: false, useDefaults: true, strict: false });
  const coercing = new Ajv({ allErrors: true, coerceTypes: 'array', removeAdditional: false, useDefaults: true, strict: false });
  app.setValidatorCompiler(({ schema, httpPart }) => (httpPart === 'body' ? strict : coercing).compile(schema));
}
