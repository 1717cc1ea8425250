import { fileURLToPath } from 'node:url';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { API_BASE } from '../api-base';
import { defineRoute } from '../define-route';
import { result } from '../schema-parts';
import { Type } from '@sinclair/typebox';
import { routeAreasWithPlugins, routesOf } from '../plugin-routes';

// The whole table the server runs: the host's routes and those of the plugins it lists.
const routeList = Object.values(await routeAreasWithPlugins(fileURLToPath(new URL('../../../../plugins', import.meta.url)))).flatMap(routesOf);

// The answer schemas are plain JSON Schema (some written with Type.Unsafe): checked as the server's Ajv reads them.
const ajv = new Ajv({ allErrors: true, strict: false });
addFormats.default(ajv);

describe('the route table', () => {
  it('names each key once and each method and path once', () => {
    const keys = routeList.map((r) => r.key);
    expect(new Set(keys).size).toBe(keys.length);
    const doors = routeList.map((r) => `${r.method} ${r.path}`);
    expect(new Set(doors).size).toBe(doors.length);
  });

  it('describes every route for integrators', () => {
    for (const route of routeList) expect(route.description.length, route.key).toBeGreaterThan(10);
  });

  it.each(routeList.filter((r) => r.example !== undefined).map((r) => [r.key, r] as const))("%s: the example answer validates against the answer's schema", (_key, route) => {
    const validate = ajv.compile(route.answer);
    validate(route.example);
    expect(validate.errors ?? []).toEqual([]);
  });

  it('refuses a path whose placeholders differ from its params', () => {
    expect(() => defineRoute({ key: 'Thing.one', method: 'GET', path: 'Thing/{id}', permission: null, answer: result(Type.Null()), description: 'A thing by id.' })).toThrow(
      /placeholders \{id\} and params \(\)/,
    );
  });

  it('puts the API base before the declared path, once, and refuses a path not relative to it', () => {
    const thing = defineRoute({
      key: 'Thing.one',
      method: 'GET',
      path: 'Thing/{id}',
      permission: null,
      params: Type.Object({ id: Type.Integer() }),
      answer: result(Type.Null()),
      description: 'A thing by id.',
    });
    expect(thing.path).toBe('/api/Thing/{id}');
    for (const path of ['/Thing', '/api/Thing'])
      expect(() => defineRoute({ key: 'Thing.one', method: 'GET', path, permission: null, answer: result(Type.Null()), description: 'A thing.' })).toThrow(
        `Route Thing.one: path "${path}" must be relative to the API's base`,
      );
    expect(routeList.every((route) => route.path.startsWith(API_BASE) && !route.path.startsWith(`${API_BASE}/`))).toBe(true);
  });

  it('refuses a key that is not <Controller>.<action>', () => {
    expect(() => defineRoute({ key: 'thing', method: 'GET', path: 'Thing', permission: null, answer: result(Type.Null()), description: 'A thing.' })).toThrow(
      /not <Controller>\.<action>/,
    );
  });
});
