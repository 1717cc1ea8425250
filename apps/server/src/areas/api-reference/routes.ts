import type { FastifyInstance } from 'fastify';
import { API_INFO, openApiDocument, routes } from '@cockpit/contracts';
import { registerRoute, routeListOf } from '../../http/register-route';

/**
 * ApiReference.openapi: the OpenAPI document made from the route table, for holders of
 * header/settings/api_reference (administrators by default: it lists every call and the right each
 * needs; a plain user has no use for it). Made once, at start: the table (the host's routes and its
 * plugins') does not change while the server runs. `cockpit gen openapi` writes the same document.
 */
export async function apiReferenceRoutes(app: FastifyInstance): Promise<void> {
  const document = JSON.stringify(openApiDocument(routeListOf(app), API_INFO));
  registerRoute(app, routes.ApiReference.openapi, async (_request, reply) => {
    return reply.type('application/json; charset=utf-8').send(document);
  });
}
