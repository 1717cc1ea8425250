import Fastify from 'fastify';
import { defineRoute, routeList, routes, Type } from '@cockpit/contracts';
import { describe, expect, it } from 'vitest';
import { assertEveryRouteHandled, registerRoute } from './register-route';

describe('registerRoute', () => {
  it('refuses a handler whose route is not the table’s definition', () => {
    const app = Fastify();
    const stray = defineRoute({ key: 'Stock.gain', method: 'POST', path: '/api/Stock/gain', permission: null, answer: Type.Object({}), description: 'Not the table’s.' });
    expect(() => registerRoute(app, stray, async () => ({}))).toThrow(/not the table's definition/);
  });

  it('refuses a second handler for the same route', () => {
    const app = Fastify();
    registerRoute(app, routes.Stock.lose, async (request) => ({ result: { stockId: request.body.stockId } }));
    expect(() => registerRoute(app, routes.Stock.lose, async (request) => ({ result: { stockId: request.body.stockId } }))).toThrow(/second handler/);
  });

  it('refuses to start while a definition of the table has no handler', () => {
    const app = Fastify();
    registerRoute(app, routes.Stock.lose, async (request) => ({ result: { stockId: request.body.stockId } }));
    expect(() => assertEveryRouteHandled(app)).toThrow(/without a handler: .*Stock\.gain/);
    expect(() => assertEveryRouteHandled(app)).not.toThrow(/\(Stock\.lose\)/);
    expect(routeList.length).toBeGreaterThan(1);
  });

  it('serialises a closed answer from its schema, so a field it does not name is not sent', async () => {
    const app = Fastify();
    registerRoute(app, routes.Stock.lose, async (request) => ({ result: { stockId: request.body.stockId, secret: 'x' } }) as never);
    const answer = await app.inject({ method: 'POST', url: '/api/Stock/lose', payload: { stockId: 4, quantity: 1, causeCode: 'C' } });
    expect(answer.json()).toEqual({ result: { stockId: 4 } });
  });

  it('sends an open answer as it comes', async () => {
    const app = Fastify();
    registerRoute(app, routes.Stock.outgoingReservations, async () => ({ result: [{ id: 1, state: 'Initial', extra: true }] }));
    const answer = await app.inject({ method: 'GET', url: '/api/Stock/outgoingReservations/3' });
    expect(answer.json()).toEqual({ result: [{ id: 1, state: 'Initial', extra: true }] });
  });
});
