import { Type } from '@sinclair/typebox';
import { defineRoute, SIGNED_IN } from '../define-route';
import { open, result } from '../schema-parts';

/** An object the table does not describe field by field. */
const described = (description: string) => Type.Unsafe<object>({ type: 'object', description });

/** The schemas folder as the server reads and checks it. */
export const Schemas = {
  bundle: defineRoute({
    key: 'Schemas.bundle',
    method: 'GET',
    path: 'Schemas/bundle',
    permission: SIGNED_IN,
    query: Type.Object({
      page: Type.Optional(
        Type.String({ maxLength: 200, pattern: '^[A-Za-z0-9_/-]*$', description: "A page's path: only the grids that serve it, the others left out (the answer's `part`)." }),
      ),
    }),
    answer: open(result(described('The files the console loads (by path) with the errors the check found in them.'))),
    description: 'The schemas files the console loads, with their errors; ETag and Cache-Control so the browser revalidates (304).',
  }),
  validation: defineRoute({
    key: 'Schemas.validation',
    method: 'GET',
    path: 'Schemas/validation',
    permission: SIGNED_IN,
    answer: open(result(described('The check of the schemas folder: every issue with its file, place and severity, and the counts.'))),
    description: 'The check of the schemas folder: errors and warnings per file.',
  }),
} as const;
