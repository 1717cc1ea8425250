import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { routeAreasWithPlugins, routesOf } from '@cockpit/contracts/plugin-routes';
import { Ajv } from 'ajv';
import { compiledOnFirstUse, installValidators, requestSchemaCompiler } from './validator';
import { installErrorHandler } from './error-handler';

describe('validators compiled on first use', () => {
  it('compiles a schema only when its route is first called, once', () => {
    const ajv = new Ajv();
    let compiles = 0;
    const validate = compiledOnFirstUse(() => {
      compiles += 1;
      return ajv.compile({ type: 'object', properties: { n: { type: 'integer' } }, required: ['n'] });
    });
    expect(compiles).toBe(0);
    expect(validate({ n: 1 })).toBe(true);
    expect(validate({ n: 'x' })).toBe(false);
    expect(validate.errors?.[0]?.instancePath).toBe('/n');
    expect(validate({ n: 2 })).toBe(true);
    expect(validate.errors).toBeNull();
    expect(compiles).toBe(1);
  });

  it('still coerces query strings, applies defaults and refuses bad bodies through Fastify', async () => {
    const app = Fastify();
    installValidators(app);
    installErrorHandler(app);
    app.post(
      '/echo',
      {
        schema: {
          querystring: { type: 'object', properties: { take: { type: 'integer', default: 20 } } },
          body: { type: 'object', properties: { name: { type: 'string' } }, required: ['name'] },
        },
      },
      async (request) => ({ query: request.query, body: request.body }),
    );
    const ok = await app.inject({ method: 'POST', url: '/echo?take=5', payload: { name: 'a' } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ query: { take: 5 }, body: { name: 'a' } });
    const defaulted = await app.inject({ method: 'POST', url: '/echo', payload: { name: 'a' } });
    expect(defaulted.json().query).toEqual({ take: 20 });
    const badQuery = await app.inject({ method: 'POST', url: '/echo?take=many', payload: { name: 'a' } });
    expect(badQuery.statusCode).toBe(400);
    expect(badQuery.body).toContain('take');
    // Bodies are validated as sent: a number where a string belongs is refused, not turned into text.
    const badBody = await app.inject({ method: 'POST', url: '/echo', payload: { name: 12 } });
    expect(badBody.statusCode).toBe(400);
    expect(badBody.body).toContain('name');
    await app.close();
  });
});

// A schema is no longer compiled at start, so a start no longer proves every route's schemas compile: this does.
const pluginsDir = fileURLToPath(new URL('../../../../plugins', import.meta.url));
const routeList = Object.values(await routeAreasWithPlugins(pluginsDir)).flatMap(routesOf);

describe("every route's request schemas", () => {
  it.each(routeList.map((route) => [route.key, route] as const))('%s compiles as the server validates it', (_key, route) => {
    const compile = requestSchemaCompiler();
    for (const [part, schema] of [
      ['querystring', route.query],
      ['params', route.params],
      ['body', route.body],
    ] as const) {
      if (schema) expect(() => compile(schema as object, part), `${route.key} ${part}`).not.toThrow();
    }
  });
});
