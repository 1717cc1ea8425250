import { Type } from '@sinclair/typebox';
import { defineRoute } from '../define-route';
import { open } from '../schema-parts';

/** The API's own description, for integrators. */
export const ApiReference = {
  openapi: defineRoute({
    key: 'ApiReference.openapi',
    method: 'GET',
    path: 'openapi.json',
    // Administrators by default; an administrator may grant it to an integrator's role.
    permission: 'header/settings/api_reference',
    answer: open(Type.Unsafe<Record<string, unknown>>({ type: 'object', description: 'The OpenAPI 3.1 document of every route of the table.' })),
    description: 'The OpenAPI 3.1 document of the API, made from the route table; for administrators (header/settings/api_reference).',
  }),
} as const;
