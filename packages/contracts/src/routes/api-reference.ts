import { Type } from '@sinclair/typebox';
import { defineRoute, SIGNED_IN } from '../define-route';
import { open } from '../schema-parts';

/** The API's own description, for integrators. */
export const ApiReference = {
  openapi: defineRoute({
    key: 'ApiReference.openapi',
    method: 'GET',
    path: '/api/openapi.json',
    // Administrators only: the handler refuses everyone else with 403 (no permission key says "administrator").
    permission: SIGNED_IN,
    answer: open(Type.Unsafe<Record<string, unknown>>({ type: 'object', description: 'The OpenAPI 3.1 document of every route of the table.' })),
    description: 'The OpenAPI 3.1 document of the API, made from the route table; for administrators.',
  }),
} as const;
