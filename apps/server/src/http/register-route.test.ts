import Fastify from 'fastify';
import { defineRoute, routeList, routes, Type } from '@cockpit/contracts';
import { API_BASE } from '@cockpit/contracts/api-base';
import { describe, expect, it } from 'vitest';
import { assertEveryRouteHandled, registerRoute } from './register-route';

// Routes of the host's own table (a plugin's routes join it only when the server loads the plugin).
const link = routes.UserManagement.openIdLink;
const linkHandler = async (request: { body: { userId: number; subject: string } }) => ({
  result: { userId: request.body.userId, issuer: 'https://idp', subject: request.body.subject },
});

describe('registerRoute', () => {
  it('refuses a handler whose route is not the table’s definition', () => {
    const app = Fastify();
    const stray = defineRoute({
      key: link.key,
      method: link.method,
      path: link.path.slice(API_BASE.length),
      permission: null,
      answer: Type.Object({}),
      description: 'Not the table’s.',
    });
    expect(() => registerRoute(app, stray, async () => ({}))).toThrow(/not the table's definition/);
  });

  it('refuses a second handler for the same route', () => {
    const app = Fastify();
    registerRoute(app, link, linkHandler);
    expect(() => registerRoute(app, link, linkHandler)).toThrow(/second handler/);
  });

  it('refuses to start while a definition of the table has no handler', () => {
    const app = Fastify();
    registerRoute(app, link, linkHandler);
    expect(() => assertEveryRouteHandled(app)).toThrow(/without a handler: .*\(UserManagement\.openIdLinks\)/);
    expect(() => assertEveryRouteHandled(app)).not.toThrow(/\(UserManagement\.openIdLink\)/);
    expect(routeList.length).toBeGreaterThan(1);
  });

  it('serialises a closed answer from its schema, so a field it does not name is not sent', async () => {
    const app = Fastify();
    registerRoute(app, link, async (request) => ({ result: { ...(await linkHandler(request)).result, secret: 'x' } }) as never);
    const answer = await app.inject({ method: 'PUT', url: link.path, payload: { userId: 4, subject: 'alice' } });
    expect(answer.json()).toEqual({ result: { userId: 4, issuer: 'https://idp', subject: 'alice' } });
  });

  it('sends an open answer as it comes', async () => {
    const app = Fastify();
    registerRoute(app, routes.Schemas.validation, async () => ({ result: { files: 3, extra: true } }) as never);
    const answer = await app.inject({ method: 'GET', url: '/api/Schemas/validation' });
    expect(answer.json()).toEqual({ result: { files: 3, extra: true } });
  });
});
