import { Type } from '@sinclair/typebox';
import { defineRoute, PUBLIC } from '../define-route';
import { open, result } from '../schema-parts';

const translationsQuery = Type.Object({
  languageCode: Type.Optional(Type.String({ maxLength: 10 })),
  clientName: Type.Optional(Type.String({ maxLength: 50 })),
  clientVersion: Type.Optional(Type.String({ maxLength: 50 })),
});

const nestedQuery = Type.Object({
  ...translationsQuery.properties,
  page: Type.Optional(
    Type.String({
      maxLength: 200,
      pattern: '^[A-Za-z0-9_/-]*$',
      description: "A grid page's path: only the texts its first screen reads (the shell's, its grids', its enums); the whole catalogue for a page no grid serves.",
    }),
  ),
});

/** A catalogue: a text per key, or a group of them. */
export interface NestedCatalogue {
  [key: string]: string | NestedCatalogue;
}

/** Languages and catalogues; public, because the sign-in screen is translated before anyone signs in. */
export const Localization = {
  languages: defineRoute({
    key: 'Localization.languages',
    method: 'GET',
    path: 'Localization/languages',
    permission: PUBLIC,
    answer: result(
      Type.Array(
        Type.Object({
          code: Type.String(),
          name: Type.String(),
          console: Type.Boolean({ description: "Offered in the console's language choice." }),
          signIn: Type.Boolean({ description: 'Offered on the sign-in screen.' }),
        }),
      ),
    ),
    description: 'The languages the server has catalogues for.',
    example: { result: [{ code: 'en-GB', name: 'English', console: true, signIn: true }] },
  }),
  translations: defineRoute({
    key: 'Localization.translations',
    method: 'GET',
    path: 'Localization/translations',
    permission: PUBLIC,
    query: translationsQuery,
    answer: open(result(Type.Record(Type.String(), Type.String(), { description: 'Every text by its dotted key.' }))),
    description: "A language's catalogue, flat: every text by its dotted key (languageCode, en-GB by default).",
  }),
  translationsnested: defineRoute({
    key: 'Localization.translationsnested',
    method: 'GET',
    path: 'Localization/translationsnested',
    permission: PUBLIC,
    query: nestedQuery,
    answer: open(result(Type.Unsafe<NestedCatalogue>({ type: 'object', description: 'The texts grouped by the parts of their keys.' }))),
    description: "A language's catalogue, nested as the console reads it; ETag and Cache-Control so the browser revalidates (304).",
  }),
} as const;
