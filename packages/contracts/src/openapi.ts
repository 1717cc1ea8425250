import type { TSchema } from '@sinclair/typebox';
import { PUBLIC, SIGNED_IN, type RouteDefinition } from './define-route';

type Json = Record<string, unknown>;

/** The schema as plain JSON (TypeBox's symbol keys and the table's own `x-open` mark dropped). */
function plain(schema: TSchema): Json {
  return JSON.parse(JSON.stringify(schema, (key, value: unknown) => (key === 'x-open' ? undefined : value))) as Json;
}

const errorAnswer = {
  type: 'object',
  required: ['status', 'code', 'message'],
  properties: {
    status: { type: 'integer' },
    code: { type: 'string', description: 'What went wrong, e.g. Validation, Forbidden, Stock.TooManySelected.' },
    message: { type: 'string' },
    details: { description: 'More about it: the validation problems, the user choice offered, the limits.' },
  },
};

const errors: Record<string, string> = {
  '400': 'The input is not valid; `details.problems` names each place.',
  '401': 'No valid session token.',
  '403': 'The caller lacks the permission the call needs.',
  '404': 'A row the call names does not exist in the caller’s business unit.',
  '409': 'The caller must choose first (`details.userChoice`); the call is replayed with the `x-user-choice` header.',
  '422': 'Refused by a business rule; `code` says which.',
};

function parameters(route: RouteDefinition): Json[] {
  const out: Json[] = [];
  const params = route.params ? plain(route.params) : undefined;
  for (const [name, schema] of Object.entries((params?.properties as Record<string, Json> | undefined) ?? {})) out.push({ name, in: 'path', required: true, schema });
  const query = route.query ? plain(route.query) : undefined;
  if (query?.properties) {
    const required = new Set((query.required as string[] | undefined) ?? []);
    for (const [name, schema] of Object.entries(query.properties as Record<string, Json>)) {
      out.push({ name, in: 'query', required: required.has(name), schema, ...(schema.type === 'array' ? { style: 'form', explode: true } : {}) });
    }
  } else if (query) {
    // A list's filters: any field of the list's contract, with skip, take and sort.
    out.push({
      name: 'filters',
      in: 'query',
      required: false,
      style: 'form',
      explode: true,
      description: query.description,
      schema: { type: 'object', additionalProperties: true },
    });
  }
  return out;
}

function operation(route: RouteDefinition): Json {
  const [controller] = route.key.split('.');
  const needs = route.permission === SIGNED_IN ? 'Any signed-in user.' : route.permission === PUBLIC ? 'Public: no token.' : `Needs the permission \`${route.permission}\`.`;
  const feature = route.feature ? ` Needs the feature \`${route.feature}\` of the business unit.` : '';
  // A file answer names its content types (`x-content-types`): each is listed with a binary schema instead of JSON.
  const fileTypes = (route.answer as { 'x-content-types'?: readonly string[] })['x-content-types'];
  const ok: Json = {
    description: 'The answer.',
    content: fileTypes?.length
      ? Object.fromEntries(fileTypes.map((type) => [type, { schema: { type: 'string', format: 'binary', description: route.answer.description as string | undefined } }]))
      : { 'application/json': { schema: plain(route.answer), ...(route.example !== undefined ? { example: route.example } : {}) } },
  };
  return {
    operationId: route.key,
    tags: [controller],
    summary: route.description,
    description: `${route.description} ${needs}${feature}`,
    ...(route.permission === PUBLIC ? { security: [] } : {}),
    'x-permission': route.permission,
    ...(route.feature ? { 'x-feature': route.feature } : {}),
    parameters: parameters(route),
    ...(route.body ? { requestBody: { required: true, content: { 'application/json': { schema: plain(route.body) } } } } : {}),
    responses: {
      '200': ok,
      ...Object.fromEntries(
        Object.entries(errors).map(([status, description]) => [status, { description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } }]),
      ),
    },
  };
}

/** The OpenAPI 3.1 document of the routes: one operation per route, its schemas as the server validates and answers. */
export function openApiDocument(routes: readonly RouteDefinition[], info: { title: string; version: string }): Json {
  const paths: Record<string, Record<string, Json>> = {};
  for (const route of routes) (paths[route.path] ??= {})[route.method.toLowerCase()] = operation(route);
  return {
    openapi: '3.1.0',
    info: {
      ...info,
      description:
        'The API of Cockpit, made from its route table. Every call but sign-in needs a session token (`POST /api/Authentication/user`) as `Authorization: Bearer <token>`; what it may do is read from the roles of its user. Answers are `{ "result": … }`; errors `{ status, code, message, details? }`.',
    },
    components: {
      securitySchemes: { session: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: { Error: errorAnswer },
    },
    security: [{ session: [] }],
    paths,
  };
}

/** The document's title and version (the version of the route table, raised when a call changes incompatibly). */
export const API_INFO = { title: 'Cockpit API', version: '0.1.0' } as const;
